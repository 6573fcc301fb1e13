import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The whole team table in one call; sorting and filtering happen on the screen. */
export const teamQuery = queryOptions({
  queryKey: ['coach', 'team'],
  queryFn: ({ signal }) => call('getTeam', null, { signal }),
});
