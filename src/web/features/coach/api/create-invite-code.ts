import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { inviteCodesQuery } from './list-invite-codes';

export function useCreateInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('createInviteCode', null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteCodesQuery.queryKey }),
  });
}
