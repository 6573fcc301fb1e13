import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Api } from '../../../../domain/api';
import { call } from '../../../lib/api';
import { coachRecommendationsQuery } from './get-coach-recommendations';

export function useRecommendToAthlete() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the form shows the network error at once and keeps what was typed.
    networkMode: 'always',
    mutationFn: (input: Api['recommendToAthlete']['input']) => call('recommendToAthlete', input),
    onSuccess: (_saved, input) =>
      queryClient.invalidateQueries({
        queryKey: coachRecommendationsQuery(input.athleteId).queryKey,
      }),
  });
}
