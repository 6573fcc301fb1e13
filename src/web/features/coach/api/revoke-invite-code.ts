import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { inviteCodesQuery } from './list-invite-codes';

export function useRevokeInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: (code: string) => call('revokeInviteCode', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteCodesQuery.queryKey }),
  });
}
