import { de } from '../../domain/messages';

/**
 * Sign-in, registration, password, sessions, two-factor sign-in and account deletion are Better Auth
 * endpoints under `/api/auth`, not callable functions. This is the one client for them: it turns
 * their English answers into the German texts of the catalogue.
 */

/** A refused auth request, with the German text to show and field errors where the server gave them. */
export class AuthRequestError extends Error {
  override readonly name = 'AuthRequestError';

  constructor(
    message: string,
    /** Better Auth's error code (`INVALID_TOKEN`, …), or `NETWORK` when no answer came. */
    readonly code: string | undefined,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }

  /** What the form as a whole says: nothing when a field already shows the error. */
  get formMessage(): string | null {
    return Object.keys(this.fieldErrors).length > 0 ? null : this.message;
  }
}

interface ErrorBody {
  code?: string;
  message?: string;
  fieldErrors?: Record<string, string>;
}

function messageFor(
  status: number,
  body: ErrorBody,
  overrides: Readonly<Record<string, string>>,
): string {
  const known = body.code && (overrides[body.code] ?? de.authErrors[body.code]);
  if (known) return known;
  // Our own schema checks answer German texts already.
  if (body.code === 'INVALID_INPUT' && body.message) return body.message;
  if (status === 429) return de.callableErrors['resource-exhausted'];
  if (status === 401) return de.callableErrors.unauthenticated;
  if (status >= 500) return de.callableErrors.internal;
  return de.generic.saveFailed;
}

interface AuthRequestOptions {
  body?: unknown;
  /** Texts for codes whose general text would say too much here (a sign-in's wrong password). */
  messages?: Readonly<Record<string, string>>;
}

export async function authRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  { body, messages = {} }: AuthRequestOptions = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/auth${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AuthRequestError(de.generic.networkError, 'NETWORK', 0);
  }
  const json = (await res.json().catch(() => null)) as (T & ErrorBody) | null;
  if (!res.ok) {
    const err: ErrorBody = json ?? {};
    throw new AuthRequestError(
      messageFor(res.status, err, messages),
      err.code,
      res.status,
      err.fieldErrors,
    );
  }
  return json as T;
}

/** The German text of any failure of an auth request. */
export function authErrorText(err: unknown): string {
  return err instanceof AuthRequestError ? err.message : de.generic.networkError;
}
