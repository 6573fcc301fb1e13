import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoutineState } from '../../../../domain/api-training';
import { call } from '../../../lib/api';
import { routineQuery } from '../../../lib/endpoints/get-routine';

export function useDeleteRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('deleteRoutine', { id }),
    onSuccess: (state) => queryClient.setQueryData<RoutineState>(routineQuery.queryKey, state),
  });
}
