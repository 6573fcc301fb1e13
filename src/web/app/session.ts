import { queryOptions } from '@tanstack/react-query';
import { de } from '../../domain/messages';
import { toProfile } from '../../domain/profile';
import type { Profile } from '../../domain/schemas/profile';
import { CallableError, callable, isNetworkError } from '../lib/callable';
import { forgetQueries } from '../pwa/stored-queries';
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
}

/** Better Auth's session endpoint: `null` when signed out. The HttpOnly cookie travels by itself. */
async function fetchSession(): Promise<SessionUser | null> {
  let res: Response;
  try {
    res = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
  } catch (cause) {
    // The same error the callables give, so one test tells an unreachable server apart.
    throw new CallableError('unavailable', de.callableErrors.network, undefined, { cause });
  }
  if (!res.ok) throw new Error(`session ${res.status}`);
  const body = (await res.json()) as {
    user?: Omit<SessionUser, 'sessionId' | 'image'> & {
      image?: string | null;
      role?: unknown;
      wizardCompleted?: unknown;
    };
    session?: { id: string };
  } | null;
  if (!body?.user || !body.session) {
    queryClient.removeQueries({ queryKey: profileQuery.queryKey });
    return null;
  }
  // The user row carries the profile's fields too: the first page needs no getProfile round trip
  // before its first screen (Lighthouse LCP on /dashboard, issue 6).
  queryClient.setQueryData(profileQuery.queryKey, toProfile(body.user));
  const { id, name, email, emailVerified, image } = body.user;
  return { id, name, email, emailVerified, image: image ?? null, sessionId: body.session.id };
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
 */
export async function guardSession(): Promise<SessionUser | null> {
  if (confirmed) return queryClient.ensureQueryData(sessionQuery);
  const last = queryClient.getQueryData(sessionQuery.queryKey);
  try {
    if (last !== undefined) return await readSession();
    const user = await queryClient.ensureQueryData(sessionQuery);
    confirmed = true;
    return user;
  } catch (err) {
    if (!isNetworkError(err)) throw err;
    // The service worker keeps every chunk, so this import works offline too.
    if (last === undefined) {
      const { restoreQueries } = await import('../pwa/persisted-queries');
      if (!restoreQueries(queryClient)) throw err;
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
      if (key.startsWith('lz-draft:')) localStorage.removeItem(key);
    }
  } catch {
    // Storage can be unavailable (private mode); then nothing was kept either.
  }
}
