import { infiniteQueryOptions } from '@tanstack/react-query';
import type { EntryType } from '../../../../domain/schemas/athlete';
import { call } from '../../../lib/api';

// Everything about entries lives under ['entries'], so one invalidation after a write refreshes
// lists and details alike.

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
