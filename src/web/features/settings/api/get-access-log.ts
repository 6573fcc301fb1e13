import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** Each coach's reads of the athlete's data. */
export const accessLogQuery = queryOptions({
  queryKey: ['coach', 'access-log'],
  queryFn: ({ signal }) => call('getAccessLog', null, { signal }),
});
