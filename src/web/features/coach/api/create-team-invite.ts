import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Api } from '../../../../domain/contracts/all';
import { call } from '../../../lib/api';
import { inviteCodesQuery } from './list-invite-codes';

export function useCreateTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: (input: Api['createTeamInvite']['input']) => call('createTeamInvite', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteCodesQuery.queryKey }),
  });
}
