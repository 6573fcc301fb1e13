/**
 * Password, sessions, two-factor sign-in and account deletion are Better Auth endpoints under
 * `/api/auth`, not callable functions; these helpers speak to them and turn their English answers
 * into the German texts of `AUTH_ERROR_MESSAGES`.
 */
import { AUTH_ERROR_MESSAGES } from '../../../../domain/api-settings';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';
import { queryClient } from '../../../lib/query-client';
import { sessionQuery } from '../../../lib/session';

/** A refused account request, with the German text to show and field errors where the server gave them. */
export class AccountError extends Error {
  override readonly name = 'AccountError';

  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface ErrorBody {
  code?: string;
  message?: string;
  fieldErrors?: Record<string, string>;
}

function messageFor(status: number, body: ErrorBody): string {
  if (body.code && AUTH_ERROR_MESSAGES[body.code]) return AUTH_ERROR_MESSAGES[body.code]!;
  // Our own schema checks answer German texts already.
  if (body.code === 'INVALID_INPUT' && body.message) return body.message;
  if (status === 429) return de.callableErrors['resource-exhausted'];
  if (status === 401) return de.callableErrors.unauthenticated;
  if (status >= 500) return de.callableErrors.internal;
  return de.generic.saveFailed;
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/auth${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AccountError(de.generic.networkError, 'NETWORK', 0);
  }
  const json = (await res.json().catch(() => null)) as (T & ErrorBody) | null;
  if (!res.ok) {
    const err: ErrorBody = json ?? {};
    throw new AccountError(messageFor(res.status, err), err.code, res.status, err.fieldErrors);
  }
  return json as T;
}

/**
 * Every other device is signed out: whoever knew the old password loses access with it. The server
 * does so whatever is sent; this browser goes on with the new session cookie of the answer.
 */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return request<unknown>('POST', '/change-password', { ...input, revokeOtherSessions: true });
}

/**
 * Asks to move the account to a new address: Better Auth mails a link there, and the address
 * changes when it is opened. The server wants the current password whenever the account has one.
 */
export function changeEmail(input: { newEmail: string; password?: string }) {
  return request<unknown>('POST', '/change-email', { ...input, callbackURL: paths.settings });
}

/** A session as the list shows it; its token never leaves the server. */
export interface AccountSession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

export function listSessions() {
  return request<AccountSession[]>('GET', '/list-sessions');
}

/**
 * The id of the session this browser signs in with, to mark it in `listed`. It comes from the cached
 * session; only when that one is no longer listed (a password change or two-factor sign-in replaced
 * it) is the session read afresh.
 */
export async function currentSessionId(listed: readonly { id: string }[]): Promise<string | null> {
  const cached = await queryClient.ensureQueryData(sessionQuery);
  if (cached && listed.some((s) => s.id === cached.sessionId)) return cached.sessionId;
  const fresh = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
  return fresh?.sessionId ?? null;
}

/** Ends one of the user's own sessions, named by its id. */
export function revokeSession(sessionId: string) {
  return request<{ status: boolean }>('POST', '/revoke-session', { sessionId });
}

/** Accounts without a password (Google only) send none; the server then needs a recent sign-in. */
export function deleteAccount(password: string | null) {
  return request<unknown>('POST', '/delete-user', password === null ? {} : { password });
}

export function enableTwoFactor(password: string) {
  return request<{ totpURI: string; backupCodes: string[] }>('POST', '/two-factor/enable', {
    password,
  });
}

export function verifyTotp(code: string) {
  return request<unknown>('POST', '/two-factor/verify-totp', { code });
}

export function disableTwoFactor(password: string) {
  return request<unknown>('POST', '/two-factor/disable', { password });
}
