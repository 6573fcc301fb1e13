import { useMutation } from '@tanstack/react-query';
import type { Api } from '../../../../domain/contracts/all';
import { call } from '../../../lib/api';

export function useSendInviteMail() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: Api['sendInviteMail']['input']) => call('sendInviteMail', input),
  });
}
