import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The whole screen in one call, so the dashboard costs one round trip on a phone network. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => call('getDashboard', null),
});
