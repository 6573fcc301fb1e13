import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';

/**
 * The athlete's competitions, by date: the competitions screen lists them, and the protocol, the
 * check-in and the tunnel routine offer them to link to.
 */
export const competitionsQuery = queryOptions({
  queryKey: ['competitions'],
  queryFn: ({ signal }) => call('listCompetitions', null, { signal }),
});
