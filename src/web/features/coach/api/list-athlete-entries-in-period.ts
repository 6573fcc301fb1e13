import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The entries of a period the athlete shares with this coach, for the coach's print view. */
export const athleteEntriesInPeriodQuery = (
  athleteId: string,
  period: { from: string; to: string },
) =>
  queryOptions({
    queryKey: ['coach', 'athlete', athleteId, 'print', period.from, period.to],
    queryFn: ({ signal }) =>
      call('listAthleteEntriesInPeriod', { athleteId, ...period }, { signal }),
  });
