import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { refreshAfterWrite } from '../../../lib/refresh-after-write';
import { entryQuery } from './get-entry';

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('deleteEntry', { id }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: entryQuery(id).queryKey });
      void refreshAfterWrite('entries');
    },
  });
}
