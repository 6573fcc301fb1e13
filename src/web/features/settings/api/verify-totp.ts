import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '../../../lib/auth-request';
import { settingsQuery } from '../../../lib/endpoints/get-settings';
import { sessionsQuery } from './list-sessions';

/** Switching it on or off gives this browser a new session; the list and the flag are read afresh. */
export function useRefreshAfterTwoFactorSwitch() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
    ]);
}

/** A first code from the app proves the key was taken over, and switches two-factor sign-in on. */
export function useVerifyTotp() {
  const onSuccess = useRefreshAfterTwoFactorSwitch();
  return useMutation({
    networkMode: 'always',
    mutationFn: (code: string) =>
      authRequest('POST', '/two-factor/verify-totp', { body: { code } }),
    onSuccess,
  });
}
