import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '../../../lib/auth-request';
import { sessionsQuery } from './list-sessions';

/** Ends one of the user's own sessions, named by its id. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (sessionId: string) =>
      authRequest<{ status: boolean }>('POST', '/revoke-session', { body: { sessionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
