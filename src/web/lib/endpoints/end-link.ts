import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api';

/**
 * Ends a coach link, from either side. Every list that shows links lives under ['coach'] (the
 * coach's lists and the athlete's coaches), so all are read afresh.
 */
export function useEndLink() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: (linkId: string) => call('endLink', { linkId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coach'] }),
  });
}
