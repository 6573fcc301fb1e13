import { queryOptions } from '@tanstack/react-query';
import type { AthleteSort } from '../../../../domain/api-coach';
import { call } from '../../../lib/api';
import { CallableError } from '../../../lib/callable';
import { queryClient } from '../../../lib/query-client';

/** The coach's portal and athlete calls, all under ['coach'] so ending a link refreshes every list. */

export const portalQuery = queryOptions({
  queryKey: ['coach', 'portal'],
  queryFn: ({ signal }) => call('getPortal', null, { signal }),
});

export const athletesQuery = (search: string, sort: AthleteSort) =>
  queryOptions({
    queryKey: ['coach', 'athletes', { search, sort }],
    queryFn: ({ signal }) => call('listAthletes', { search: search || null, sort }, { signal }),
    placeholderData: (prev) => prev,
  });

export const athleteQuery = (athleteId: string) =>
  queryOptions({
    queryKey: ['coach', 'athlete', athleteId],
    queryFn: ({ signal }) => call('getAthlete', { athleteId }, { signal }),
    // A 403 (unlinked) will not change by asking again.
    retry: (count, err) => !isNotAuthorized(err) && count < 2,
  });

export async function endLink(linkId: string) {
  const result = await call('endLink', { linkId });
  await queryClient.invalidateQueries({ queryKey: ['coach'] });
  return result;
}

export function isNotAuthorized(err: unknown): boolean {
  return err instanceof CallableError && err.code === 'permission-denied';
}
