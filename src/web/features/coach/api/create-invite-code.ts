import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { inviteCodesQuery } from './list-invite-codes';

export function useCreateInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: () => call('createInviteCode', null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteCodesQuery.queryKey }),
  });
}
