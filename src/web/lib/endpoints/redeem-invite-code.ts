import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachApi } from '../../../domain/api-coach';
import { call } from '../api';
import { myCoachesQuery } from './list-my-coaches';

export function useRedeemInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoachApi['redeemInviteCode']['input']) => call('redeemInviteCode', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCoachesQuery.queryKey }),
  });
}
