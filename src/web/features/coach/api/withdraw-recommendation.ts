import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { coachRecommendationsQuery } from './get-coach-recommendations';

export function useWithdrawRecommendation(athleteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the coach hears of the network error at once instead of waiting.
    networkMode: 'always',
    mutationFn: (id: string) => call('withdrawRecommendation', { id }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: coachRecommendationsQuery(athleteId).queryKey }),
  });
}
