import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { EntryType, ProtocolEntryInput } from '../../../domain/schemas/athlete';
import { call } from '../../lib/api';
import { refreshAfterWrite, cocktailQuery as sharedCocktailQuery } from '../../lib/athlete-data';
import { queryClient } from '../../lib/query-client';

/**
 * The protocol's server calls and their cache keys. Everything about entries lives under
 * ['entries'] so one invalidation after a write refreshes lists and details alike.
 */

const PAGE_SIZE = 20;

export interface EntryFilters {
  type: EntryType | null;
  from: string | null;
  to: string | null;
}

export const entriesQuery = (filters: EntryFilters) =>
  infiniteQueryOptions({
    queryKey: ['entries', 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      call('listEntries', { ...filters, cursor: pageParam, limit: PAGE_SIZE }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const entryQuery = (id: string) =>
  queryOptions({
    queryKey: ['entries', 'detail', id],
    queryFn: ({ signal }) => call('getEntry', { id }, { signal }),
  });

// Under ['cocktail'] so the cocktail screens' invalidation refreshes the zones shown here as well.
// The zones change rarely and the draft keeps its own copy; no need to ask on every step.
export const cocktailQuery = { ...sharedCocktailQuery, staleTime: 5 * 60_000 };

function invalidateAfterWrite() {
  return refreshAfterWrite('entries');
}

export async function saveEntry(input: ProtocolEntryInput) {
  const saved = await call('saveEntry', input);
  queryClient.setQueryData(entryQuery(saved.id).queryKey, saved);
  void invalidateAfterWrite();
  return saved;
}

export async function deleteEntry(id: string) {
  const result = await call('deleteEntry', { id });
  queryClient.removeQueries({ queryKey: entryQuery(id).queryKey });
  void invalidateAfterWrite();
  return result;
}
