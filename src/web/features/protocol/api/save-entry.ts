import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProtocolEntryInput } from '../../../../domain/schemas/athlete';
import { call } from '../../../lib/api';
import { refreshAfterWrite } from '../../../lib/refresh-after-write';
import { entryQuery } from './get-entry';

export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: (input: ProtocolEntryInput) => call('saveEntry', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(entryQuery(saved.id).queryKey, saved);
      void refreshAfterWrite('entries');
    },
  });
}
