import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoutineState, TrainingApi } from '../../../../domain/api-training';
import { call } from '../../../lib/api';
import { routineQuery } from '../../../lib/endpoints/get-routine';

export function useSaveRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrainingApi['saveRoutine']['input']) => call('saveRoutine', input),
    onSuccess: (state) => queryClient.setQueryData<RoutineState>(routineQuery.queryKey, state),
  });
}
