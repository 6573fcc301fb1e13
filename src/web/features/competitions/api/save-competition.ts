import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompetitionApi } from '../../../../domain/contracts/competitions';
import { call } from '../../../lib/api';
import { competitionsQuery } from '../../../lib/endpoints/list-competitions';
import { refreshAfterWrite } from '../../../lib/refresh-after-write';

export function useSaveCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompetitionApi['saveCompetition']['input']) =>
      call('saveCompetition', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: competitionsQuery.queryKey });
      // Entries show the competition's name and their phase to its day.
      void refreshAfterWrite('entries');
    },
  });
}
