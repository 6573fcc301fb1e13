import { useMutation } from '@tanstack/react-query';
import { authRequest } from '../../../lib/auth-request';

/** What setting it up shows: the key (as an otpauth URI) and the backup codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/** The first step of switching it on: the password gives the key; nothing is on until verified. */
export function useEnableTwoFactor() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (password: string) =>
      authRequest<TwoFactorSetup>('POST', '/two-factor/enable', { body: { password } }),
  });
}
