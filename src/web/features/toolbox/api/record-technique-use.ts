import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainingApi } from '../../../../domain/api-training';
import { call } from '../../../lib/api';
import { toolboxQuery } from '../../../lib/endpoints/get-toolbox';

export function useRecordTechniqueUse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrainingApi['recordTechniqueUse']['input']) =>
      call('recordTechniqueUse', input),
    // The report may be lost with the network; retrying is safe because the id makes it write once.
    retry: 3,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: toolboxQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
