import { queryOptions } from '@tanstack/react-query';
import type { ConsentStatus } from '../../domain/consent';
import { de } from '../../domain/messages';
import { toProfile } from '../../domain/profile';
import { backoffDelayMs, parseRetryAfter } from '../../domain/retry-policy';
import type { Profile } from '../../domain/schemas/profile';
import { forgetQueries } from '../pwa/stored-queries';
import { CallableError, type CallableErrorCode, callable, isNetworkError } from './callable';
import { queryClient } from './query-client';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** The profile picture's address, for the header: no settings read on every first page. */
  image: string | null;
  /** This browser's session, so the settings can mark it without asking the server again. */
  sessionId: string;
  /**
   * An athlete's standing with the consent to processing health data, so the first page knows
   * whether to ask without a request of its own; null for coaches.
   */
  consent: ConsentStatus | null;
}

const CONSENT_STATUSES: readonly unknown[] = [
  'current',
  'missing',
  'outdated',
  'withdrawn',
] satisfies ConsentStatus[];

/** Why a session read gave no answer: the server was unreachable, refused as busy (429), or failed. */
export type SessionFailure = 'network' | 'busy' | 'server';

const FAILURE_CODES: Record<SessionFailure, CallableErrorCode> = {
  network: 'unavailable',
  busy: 'resource-exhausted',
  server: 'internal',
};

/**
 * A session read without an answer. It says nothing about who is signed in, so it never counts as
 * signed out. A callable error like the others, so every screen words it the same way; a network
 * failure is the callables' own, which the offline start tells apart.
 */
export class SessionReadError extends CallableError {
  constructor(
    readonly failure: SessionFailure,
    /** The wait the server asked for (Retry-After), if it named one. */
    readonly retryAfterMs: number | null = null,
    options?: ErrorOptions,
  ) {
    const code = FAILURE_CODES[failure];
    const message = failure === 'network' ? de.callableErrors.network : de.callableErrors[code];
    super(code, message, undefined, options);
  }
}

/** The longest the retry screen waits on its own; a longer Retry-After is cut to it. */
const MAX_SESSION_RETRY_DELAY_MS = 5 * 60 * 1000;

/**
 * When to read the session again after the `failures`-th failure in a row: when the server said
 * (Retry-After), otherwise the storage client's back-off (1 s, 2 s, 4 s, … 64 s, with jitter); never
 * sooner than a second, so a `Retry-After: 0` does not make a loop.
 */
export function sessionRetryDelayMs(
  error: SessionReadError,
  failures: number,
  random: () => number = Math.random,
): number {
  const delay = error.retryAfterMs ?? backoffDelayMs(failures, random);
  return Math.min(Math.max(delay, 1000), MAX_SESSION_RETRY_DELAY_MS);
}

type SessionAnswer = {
  user?: Omit<SessionUser, 'sessionId' | 'image' | 'consent'> & {
    image?: string | null;
    role?: unknown;
    wizardCompleted?: unknown;
  };
  session?: { id: string };
  consent?: unknown;
} | null;

/**
 * Better Auth's session endpoint: a 200 with `null` when signed out, and only that counts as signed
 * out. The HttpOnly cookie travels by itself.
 */
async function fetchSession(): Promise<SessionUser | null> {
  let res: Response;
  try {
    res = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
  } catch (cause) {
    throw new SessionReadError('network', null, { cause });
  }
  if (!res.ok) {
    // Better Auth's limiter names its wait in X-Retry-After; a proxy uses the standard header.
    const wait = parseRetryAfter(
      res.headers.get('retry-after') ?? res.headers.get('x-retry-after'),
    );
    const cause = new Error(`session ${res.status}`);
    throw new SessionReadError(res.status === 429 ? 'busy' : 'server', wait, { cause });
  }
  let body: SessionAnswer;
  try {
    body = (await res.json()) as SessionAnswer;
  } catch (cause) {
    // Not the API's answer (a proxy's error page, say): nothing is known about the session.
    throw new SessionReadError('server', null, { cause });
  }
  if (body === null) {
    queryClient.removeQueries({ queryKey: profileQuery.queryKey });
    return null;
  }
  if (!body.user || !body.session) {
    throw new SessionReadError('server', null, { cause: new Error('session answer without user') });
  }
  // The user row carries the profile's fields too: the first page needs no getProfile round trip
  // before its first screen.
  queryClient.setQueryData(profileQuery.queryKey, toProfile(body.user));
  const { id, name, email, emailVerified, image } = body.user;
  const consent = CONSENT_STATUSES.includes(body.consent) ? (body.consent as ConsentStatus) : null;
  return {
    id,
    name,
    email,
    emailVerified,
    image: image ?? null,
    sessionId: body.session.id,
    consent,
  };
}

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: fetchSession,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
  // Offline, a paused read would hold the guard forever; failing at once lets it use the last state.
  networkMode: 'always',
});

const getProfile = callable<null, Profile>('getProfile');

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => getProfile(null),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
  networkMode: 'always',
});

/** Whether this page has read the session from the server yet, rather than from the last visit. */
let confirmed = false;

/**
 * Reads the session from the server. The profile is read afresh after it, and when someone else is
 * signed in now, nothing cached for the previous user stays.
 */
async function readSession(): Promise<SessionUser | null> {
  const before = queryClient.getQueryData(sessionQuery.queryKey)?.id;
  const user = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
  // The session's answer has just set the profile afresh; someone else's answers go.
  if (user?.id !== before) {
    queryClient.removeQueries({
      predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'profile',
    });
  }
  confirmed = true;
  return user;
}

/** After anything that changes who is signed in or what their profile says. */
export async function refreshSession() {
  try {
    await readSession();
  } catch (err) {
    // The profile may have changed all the same (a finished wizard): the guard reads it afresh.
    queryClient.removeQueries({ queryKey: ['profile'] });
    throw err;
  }
}

/**
 * The session the guard decides with. A page load asks the server once. When the server cannot be
 * reached, the last visit's session and screens come back from storage, so the app opens offline;
 * the next navigation asks again, and online the session is confirmed (or the old answers dropped).
 * Any other failure, and an unreachable server without a last visit, throws a `SessionReadError`:
 * not knowing the session is not being signed out.
 */
export async function guardSession(): Promise<SessionUser | null> {
  const state = queryClient.getQueryState(sessionQuery.queryKey);
  // After a failed refresh the cache still holds the old answer, but nobody knows it holds.
  if (confirmed && state?.status === 'success') return state.data ?? null;
  const last = state?.data;
  try {
    if (last !== undefined) return await readSession();
    const user = await queryClient.ensureQueryData(sessionQuery);
    confirmed = true;
    return user;
  } catch (err) {
    if (!isNetworkError(err)) throw err;
    // The service worker keeps every chunk, so this import works offline too.
    if (last === undefined) {
      const restored = await import('../pwa/persisted-queries').then(
        ({ restoreQueries }) => restoreQueries(queryClient),
        () => false,
      );
      if (!restored) throw err;
    }
    const known = last ?? queryClient.getQueryData(sessionQuery.queryKey) ?? null;
    // Still the answer every screen reads, not a failed query.
    queryClient.setQueryData(sessionQuery.queryKey, known);
    return known;
  }
}

/**
 * Forget everything of the previous user: cached answers and the drafts kept in this browser, which
 * can hold private notes on a shared device.
 */
export function clearUserData() {
  queryClient.clear();
  forgetQueries();
  try {
    for (const key of Object.keys(localStorage)) {
      // `lz-quick-draft:` is the quick log's former key, still on devices that kept a draft then.
      if (key.startsWith('lz-draft:') || key.startsWith('lz-quick-draft:')) {
        localStorage.removeItem(key);
      }
    }
  } catch {
    // Storage can be unavailable (private mode); then nothing was kept either.
  }
}
