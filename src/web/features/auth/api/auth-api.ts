import { de } from '../../../../domain/messages';
import type { AccountType } from '../../../../domain/schemas/auth';
import { callable } from '../../../lib/callable';

/** A failed auth request, with the German message to show and field errors where the server gave them. */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    /** Better Auth's error code (`INVALID_TOKEN`, …) where it gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

interface BetterAuthError {
  code?: string;
  message?: string;
  fieldErrors?: Record<string, string>;
}

function messageFor(status: number, body: BetterAuthError): string {
  if (status === 429) return de.callableErrors['resource-exhausted'];
  switch (body.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_EMAIL':
    case 'INVALID_PASSWORD':
      return de.auth.wrongCredentials;
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return de.auth.emailInUse;
    case 'INVALID_INPUT':
      return body.message ?? de.generic.saveFailed;
    default:
      if (body.code && de.authErrors[body.code]) return de.authErrors[body.code]!;
      return status >= 500 ? de.callableErrors.internal : de.generic.saveFailed;
  }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/auth${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthError(de.generic.networkError);
  }
  const json = (await res.json().catch(() => ({}))) as T & BetterAuthError;
  if (!res.ok) {
    throw new AuthError(messageFor(res.status, json), json.fieldErrors ?? {}, json.code);
  }
  return json;
}

/** Signed in, or (two-factor sign-in on) waiting for the code from the authenticator app. */
export async function signIn(input: { email: string; password: string }) {
  const body = await post<{ twoFactorRedirect?: boolean }>('/sign-in/email', {
    ...input,
    rememberMe: true,
  });
  return { needsSecondFactor: body.twoFactorRedirect === true };
}

/** The second step of a two-factor sign-in: a code from the app, or one of the backup codes. */
export function verifySecondFactor(code: string, kind: 'totp' | 'backup') {
  const clean = code.replace(/\s/g, '');
  return kind === 'totp'
    ? post('/two-factor/verify-totp', { code: clean })
    : post('/two-factor/verify-backup-code', { code: clean });
}

export function signUp(input: {
  name: string;
  email: string;
  password: string;
  accountType: AccountType;
}) {
  return post('/sign-up/email', { ...input, callbackURL: '/' });
}

export function signOut() {
  return post('/sign-out', {});
}

export function resendVerification(email: string) {
  return post('/send-verification-email', { email, callbackURL: '/' });
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
