import { useMutation } from '@tanstack/react-query';
import { authRequest } from '../../../lib/auth-request';
import { useRefreshAfterTwoFactorSwitch } from './verify-totp';

export function useDisableTwoFactor() {
  const onSuccess = useRefreshAfterTwoFactorSwitch();
  return useMutation({
    networkMode: 'always',
    mutationFn: (password: string) =>
      authRequest('POST', '/two-factor/disable', { body: { password } }),
    onSuccess,
  });
}
