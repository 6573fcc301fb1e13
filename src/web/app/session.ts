import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '../../domain/schemas/profile';
import { callable } from '../lib/callable';
import { queryClient } from './query-client';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** This browser's session, so the settings can mark it without asking the server again. */
  sessionId: string;
}

/** Better Auth's session endpoint: `null` when signed out. The HttpOnly cookie travels by itself. */
async function fetchSession(): Promise<SessionUser | null> {
  const res = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`session ${res.status}`);
  const body = (await res.json()) as {
    user?: Omit<SessionUser, 'sessionId'>;
    session?: { id: string };
  } | null;
  if (!body?.user || !body.session) return null;
  const { id, name, email, emailVerified } = body.user;
  return { id, name, email, emailVerified, sessionId: body.session.id };
}

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: fetchSession,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

const getProfile = callable<null, Profile>('getProfile');

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => getProfile(null),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** After anything that changes who is signed in or what their profile says. */
export async function refreshSession() {
  queryClient.removeQueries({ queryKey: ['profile'] });
  await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
}

/**
 * Forget everything of the previous user: cached answers and the drafts kept in this browser, which
 * can hold private notes on a shared device.
 */
export function clearUserData() {
  queryClient.clear();
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('lz-draft:')) localStorage.removeItem(key);
    }
  } catch {
    // Storage can be unavailable (private mode); then nothing was kept either.
  }
}
