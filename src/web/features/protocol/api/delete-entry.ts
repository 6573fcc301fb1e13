import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { refreshAfterWrite } from '../../../lib/refresh-after-write';
import { entryQuery } from './get-entry';

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: (id: string) => call('deleteEntry', { id }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: entryQuery(id).queryKey });
      void refreshAfterWrite('entries');
    },
  });
}
