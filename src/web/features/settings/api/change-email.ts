import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../../domain/routes';
import { authRequest } from '../../../lib/auth-request';

/**
 * Asks to move the account to a new address: Better Auth mails a link there, and the address
 * changes when it is opened. The server wants the current password whenever the account has one.
 */
export function useChangeEmail() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: { newEmail: string; password?: string }) =>
      authRequest('POST', '/change-email', { body: { ...input, callbackURL: paths.settings } }),
  });
}
