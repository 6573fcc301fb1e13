import { queryOptions } from '@tanstack/react-query';
import type { TrendsQuery } from '../../../../domain/api-trends';
import { call } from '../../../lib/api';
import { CallableError } from '../../../lib/callable';

/**
 * One athlete as the coach sees them, with the trends of `period` (30 days when left out), keyed by
 * the period so each is cached on its own.
 */
export const athleteQuery = (athleteId: string, period?: Required<TrendsQuery>) =>
  queryOptions({
    queryKey: ['coach', 'athlete', athleteId, period?.range, period?.from, period?.to],
    queryFn: ({ signal }) => call('getAthlete', { athleteId, ...period }, { signal }),
    // While the next period loads, the last one stays on screen instead of a spinner; never
    // another athlete's, though.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === athleteId ? previous : undefined,
    // A 403 (unlinked) or an invalid period will not change by asking again.
    retry: (count, err) =>
      !isNotAuthorized(err) &&
      !(err instanceof CallableError && err.code === 'invalid-argument') &&
      count < 2,
  });

export function isNotAuthorized(err: unknown): boolean {
  return err instanceof CallableError && err.code === 'permission-denied';
}
