import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { CallableError } from '../../../lib/callable';

export const athleteQuery = (athleteId: string) =>
  queryOptions({
    queryKey: ['coach', 'athlete', athleteId],
    queryFn: ({ signal }) => call('getAthlete', { athleteId }, { signal }),
    // A 403 (unlinked) will not change by asking again.
    retry: (count, err) => !isNotAuthorized(err) && count < 2,
  });

export function isNotAuthorized(err: unknown): boolean {
  return err instanceof CallableError && err.code === 'permission-denied';
}
