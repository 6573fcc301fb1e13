import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';

/** The athlete's coach links; the settings, the redeem flow and the entry detail share this cache. */
export const myCoachesQuery = queryOptions({
  queryKey: ['coach', 'my-coaches'],
  queryFn: () => call('listMyCoaches', null),
  staleTime: 60_000,
});
