import { queryClient } from '../../../lib/query-client';

/** Other coach screens (portal counts, navigation badge) read the unread count afresh. */
export function refreshCoachViews() {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const first = q.queryKey[0];
      return typeof first === 'string' && (first.startsWith('coach') || first === 'portal');
    },
  });
}
