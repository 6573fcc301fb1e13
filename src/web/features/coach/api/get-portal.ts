import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

// The coach's calls all live under ['coach'], so ending a link refreshes every list.
export const portalQuery = queryOptions({
  queryKey: ['coach', 'portal'],
  queryFn: ({ signal }) => call('getPortal', null, { signal }),
});
