import { queryClient } from './query-client';

/**
 * What goes stale when the athlete writes: the one list of which answers derive from which data,
 * so no screen shows an old figure after a save. Not awaited by callers that already hold the new
 * answer; the refetch only confirms it.
 */
const DERIVED_FROM = {
  entries: [['entries'], ['dashboard'], ['trends'], ['zone-suggestions'], ['quick-log']],
  cocktail: [
    ['cocktail'],
    ['dashboard'],
    ['trends'],
    ['zone-suggestions'],
    ['toolbox'],
    ['quick-log'],
  ],
  // A taken recommendation becomes a favourite or a routine.
  recommendation: [['recommendations'], ['toolbox'], ['tunnel-routine']],
} as const;

export function refreshAfterWrite(what: keyof typeof DERIVED_FROM) {
  return Promise.all(
    DERIVED_FROM[what].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey: [...queryKey] }),
    ),
  );
}
