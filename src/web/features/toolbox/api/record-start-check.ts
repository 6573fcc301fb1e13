import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainingApi } from '../../../../domain/api-training';
import { call } from '../../../lib/api';
import { competitionStartChecksQuery } from '../../../lib/endpoints/get-competition-start-checks';
import { toolboxQuery } from '../../../lib/endpoints/get-toolbox';

export function useRecordStartCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrainingApi['recordStartCheck']['input']) =>
      call('recordStartCheck', input),
    // The id is made when the check starts, so a retry after a lost answer writes once.
    retry: 3,
    // The effects, the suggestions ranked by them and the history all hang off the toolbox's key.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: toolboxQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: competitionStartChecksQuery.queryKey }),
      ]),
  });
}
