import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { competitionsQuery } from '../../../lib/endpoints/list-competitions';
import { refreshAfterWrite } from '../../../lib/refresh-after-write';

export function useDeleteCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('deleteCompetition', { id }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: competitionsQuery.queryKey });
      // Linked entries and routines lose the link.
      void refreshAfterWrite('entries');
      void queryClient.invalidateQueries({ queryKey: ['tunnel-routine'] });
    },
  });
}
