import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '../../../lib/auth-request';
import { sessionsQuery } from './list-sessions';

/**
 * Every other device is signed out: whoever knew the old password loses access with it. The server
 * does so whatever is sent; this browser goes on with the new session cookie of the answer.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      authRequest('POST', '/change-password', { body: { ...input, revokeOtherSessions: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
