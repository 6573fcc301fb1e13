import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';

/** The athlete's current cocktail and last check-in, shared by every screen that shows zones. */
export const cocktailQuery = queryOptions({
  queryKey: ['cocktail'],
  queryFn: ({ signal }) => call('getCocktail', null, { signal }),
});

/**
 * The same answer for screens that only read the zones: they change rarely and the protocol's draft
 * keeps its own copy, so these screens need not ask on every step. Under the same key, so any write
 * to the cocktail refreshes them as well.
 */
export const cocktailZonesQuery = { ...cocktailQuery, staleTime: 5 * 60_000 };
