import { de } from '../../../../domain/messages';
import type { AccountType } from '../../../../domain/schemas/auth';
import { authRequest } from '../../../lib/auth-request';
import { callable } from '../../../lib/callable';
import { endPushOnThisDevice } from '../../../lib/push-device';

/**
 * The signed-out pages call these directly rather than through TanStack Query's hooks, which would be
 * most of the sign-in page's own JavaScript; the settings screens wrap theirs in mutation hooks.
 */
const post = <T = unknown>(path: string, body: unknown, messages?: Record<string, string>) =>
  authRequest<T>('POST', path, { body, messages });

/** Signed in, or (two-factor sign-in on) waiting for the code from the authenticator app. */
export async function signIn(input: { email: string; password: string }) {
  const body = await post<{ twoFactorRedirect?: boolean }>(
    '/sign-in/email',
    { ...input, rememberMe: true },
    // Which of the two was wrong would tell a stranger that the address has an account.
    { INVALID_PASSWORD: de.auth.wrongCredentials, INVALID_EMAIL: de.auth.wrongCredentials },
  );
  return { needsSecondFactor: body.twoFactorRedirect === true };
}

/** The second step of a two-factor sign-in: a code from the app, or one of the backup codes. */
export function verifySecondFactor(code: string, kind: 'totp' | 'backup') {
  const clean = code.replace(/\s/g, '');
  return kind === 'totp'
    ? post('/two-factor/verify-totp', { code: clean })
    : post('/two-factor/verify-backup-code', { code: clean });
}

/** `callbackURL`: where the verification mail's link lands, signed in (a checked app path). */
export function signUp(
  input: { name: string; email: string; password: string; accountType: AccountType },
  callbackURL = '/',
) {
  return post('/sign-up/email', { ...input, callbackURL });
}

/** Push reminders belong to the session on this device: they end with it. */
export async function signOut() {
  await endPushOnThisDevice();
  return post('/sign-out', {});
}

export function resendVerification(email: string, callbackURL = '/') {
  return post('/send-verification-email', { email, callbackURL });
}

/**
 * Asks for the forgot-password mail. The answer is the same whether or not the address has an
 * account, so it says nothing about that either.
 */
export function requestPasswordReset(email: string) {
  return post('/request-password-reset', { email });
}

/** Sets the new password with the token from the mailed link; every session of the user ends. */
export function resetPassword(token: string, newPassword: string) {
  return post('/reset-password', { token, newPassword });
}

/** Starts Google's sign-in; the browser leaves the app and comes back through the callback. */
export async function signInWithGoogle() {
  const { url } = await post<{ url: string }>('/sign-in/social', {
    provider: 'google',
    callbackURL: '/',
  });
  window.location.assign(url);
}

export const getAuthOptions = callable<null, { googleEnabled: boolean }>('getAuthOptions');
