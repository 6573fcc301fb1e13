import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoutineState, TrainingApi } from '../../../../domain/api-training';
import { RUNS_LIMIT } from '../../../../domain/tunnel-routine';
import { call } from '../../../lib/api';
import { routineQuery } from '../../../lib/endpoints/get-routine';

export function useRecordRoutineRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrainingApi['recordRoutineRun']['input']) =>
      call('recordRoutineRun', input),
    // The report may be lost with the network; retrying is safe because the id makes it write once.
    retry: 3,
    onSuccess: (run) => {
      queryClient.setQueryData<RoutineState>(routineQuery.queryKey, (old) =>
        old
          ? {
              ...old,
              runs: [run, ...old.runs.filter((r) => r.id !== run.id)]
                .sort((a, b) => b.startedAt.localeCompare(a.startedAt))
                .slice(0, RUNS_LIMIT),
            }
          : old,
      );
      // The dashboard lists completed runs among the recent activity.
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
