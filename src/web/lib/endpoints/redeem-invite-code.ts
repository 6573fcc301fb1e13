import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Api } from '../../../domain/api';
import { call } from '../api';
import { myCoachesQuery } from './list-my-coaches';

export function useRedeemInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: (input: Api['redeemInviteCode']['input']) => call('redeemInviteCode', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCoachesQuery.queryKey }),
  });
}
