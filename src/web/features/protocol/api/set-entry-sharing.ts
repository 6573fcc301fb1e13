import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Api, ProtocolEntry } from '../../../../domain/api';
import { call } from '../../../lib/api';
import { myCoachesQuery } from '../../../lib/endpoints/list-my-coaches';
import { entryQuery } from './get-entry';

export function useSetEntrySharing() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: (input: Api['setEntrySharing']['input']) => call('setEntrySharing', input),
    onSuccess: (result, { entryId }) => {
      queryClient.setQueryData(entryQuery(entryId).queryKey, (old: ProtocolEntry | undefined) =>
        old ? { ...old, sharedWith: result.sharedWith } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['entries', 'list'] });
      void queryClient.invalidateQueries({ queryKey: myCoachesQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['conversations'] });
    },
  });
}
