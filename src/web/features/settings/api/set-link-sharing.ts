import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Api } from '../../../../domain/api';
import { call } from '../../../lib/api';
import { myCoachesQuery } from '../../../lib/endpoints/list-my-coaches';

export function useSetLinkSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: (input: Api['setLinkSharing']['input']) => call('setLinkSharing', input),
    onSuccess: (saved) =>
      queryClient.setQueryData(myCoachesQuery.queryKey, (old) =>
        old ? { coaches: old.coaches.map((c) => (c.linkId === saved.linkId ? saved : c)) } : old,
      ),
  });
}
