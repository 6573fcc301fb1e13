import { queryOptions } from '@tanstack/react-query';
import { authRequest } from '../../../lib/auth-request';
import { queryClient } from '../../../lib/query-client';
import { sessionQuery } from '../../../lib/session';

/** A session as the list shows it; its token never leaves the server. */
interface AccountSession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

/**
 * The id of the session this browser signs in with, to mark it in `listed`. It comes from the cached
 * session; only when that one is no longer listed (a password change or two-factor sign-in replaced
 * it) is the session read afresh.
 */
async function currentSessionId(listed: readonly { id: string }[]): Promise<string | null> {
  const cached = await queryClient.ensureQueryData(sessionQuery);
  if (cached && listed.some((s) => s.id === cached.sessionId)) return cached.sessionId;
  const fresh = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
  return fresh?.sessionId ?? null;
}

async function loadSessions() {
  const sessions = await authRequest<AccountSession[]>('GET', '/list-sessions');
  const current = await currentSessionId(sessions);
  // This device first, then the most recently active.
  const sorted = [...sessions].sort((a, b) =>
    a.id === current ? -1 : b.id === current ? 1 : b.updatedAt.localeCompare(a.updatedAt),
  );
  return { sessions: sorted, current };
}

/** The user's signed-in devices, read afresh whenever the list is shown. */
export const sessionsQuery = queryOptions({
  queryKey: ['settings', 'sessions'] as const,
  queryFn: loadSessions,
  staleTime: 0,
});
