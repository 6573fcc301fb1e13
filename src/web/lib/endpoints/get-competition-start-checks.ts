import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';

/** The Startchecks linked to a competition: the competitions screen shows them on their cards. */
export const competitionStartChecksQuery = queryOptions({
  queryKey: ['competition-start-checks'],
  queryFn: ({ signal }) => call('getCompetitionStartChecks', null, { signal }),
});
