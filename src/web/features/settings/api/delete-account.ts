import { useMutation } from '@tanstack/react-query';
import { authRequest } from '../../../lib/auth-request';
import { clearUserData } from '../../../lib/session';

/**
 * Accounts without a password (Google only) send none; the server then needs a recent sign-in. Nothing
 * of the deleted account may stay in this tab; the cleared session makes /login reachable.
 */
export function useDeleteAccount() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (password: string | null) =>
      authRequest('POST', '/delete-user', { body: password === null ? {} : { password } }),
    onSuccess: () => clearUserData(),
  });
}
