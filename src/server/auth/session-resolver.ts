import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { toProfile } from '../../domain/profile';
import { createChangeCache } from '../db/change-cache';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Caller } from '../functions/callable';
import { withBetterAuth } from './auth-async-context';

/** The signed-in user as the functions, uploads and export see them. */
export type SessionUser = Caller;

/** The user columns a session resolves to, as both ways of resolving read them. */

interface BetterAuthSessionApi {
  api: { getSession(input: { headers: Headers }): Promise<{ user: object } | null> };
  $context: Promise<{ authCookies: { sessionToken: { name: string } } }>;
}

export interface SessionResolverDeps {
  auth: BetterAuthSessionApi;
  db: Db;
  /** Changes of users and sessions; without it nothing is cached (every call reads the database). */
  changes?: ChangeFeed;
  /** Better Auth's secret: the session cookie is `token.base64(HMAC-SHA256(secret, token))`. */
  secret: string;
  /** Better Auth's `session.expiresIn` and `session.updateAge`, in seconds. */
  expiresInSeconds: number;
  updateAgeSeconds: number;
}

/** The signature part of a signed cookie as better-call writes and accepts it. */
const COOKIE_SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

function tryDecode(value: string): string {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/** The first cookie of that name, read the way Better Auth reads it (trimmed, unquoted, decoded). */
function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt === -1 || part.slice(0, eqAt).trim() !== name) continue;
    let value = part.slice(eqAt + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    return tryDecode(value);
  }
  return null;
}

/** `token.signature` with a valid signature (as better-call signs cookies) gives the token; else null. */
function verifySignedToken(secret: string, signed: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (token.includes('.') || !COOKIE_SIGNATURE.test(signature)) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The session token a request presents with a valid signature, read the way Better Auth reads it: a
 * signed bearer token first (the bearer plugin puts it in place of the cookie), else the cookie. Null
 * when there is none; a bare bearer token counts as none, since only the database can tell it.
 */
export function signedSessionToken(
  headers: Headers,
  cookieName: string,
  secret: string,
): string | null {
  const authorization = headers.get('authorization');
  if (authorization !== null && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
    const bearer = authorization.slice(7).trim();
    const token = bearer.includes('.') ? verifySignedToken(secret, tryDecode(bearer)) : null;
    if (token !== null) return token;
  }
  const cookies = headers.get('cookie');
  const value = cookies === null ? null : readCookie(cookies, cookieName);
  return value === null ? null : verifySignedToken(secret, value);
}

/** Sessions answered from memory: beyond this many, the longest unused are forgotten. */
const CACHE_CAPACITY = 10_000;

interface CachedSession {
  user: SessionUser;
  expiresAtMs: number;
}

/**
 * Who is signed in, for every request to /api/functions, /api/storage and /api/export.
 *
 * Better Auth's `getSession` runs its whole endpoint pipeline (hooks, plugins, cookie handling) and
 * was most of a signed-in call's CPU time (docs/decisions/session-shortcut.md). The common case is
 * answered here with what Better Auth itself does in it: verify the cookie's (or bearer token's)
 * signature, read the session with its user by token, accept it when it has not expired and is not
 * yet due for its sliding refresh. Everything else — no valid signature, unknown or expired token,
 * a refresh due, an unusual header — goes to Better Auth, which also cleans up and refreshes.
 *
 * A session once read is answered from memory (one indexed query was most of getProfile's time), but
 * only after the change feed's barrier: every sign-out, revocation, deletion or change of the user
 * committed before the call, on any server process, has then been heard and has emptied the cache of
 * that user. So a revoked session still ends at once, everywhere. While the feed is down, every call
 * reads the database, as without a cache.
 */
export function createSessionResolver(deps: SessionResolverDeps) {
  const { auth, db, secret, changes } = deps;
  const cache = changes
    ? createChangeCache<CachedSession>(changes, ['users'], CACHE_CAPACITY)
    : null;
  const refreshDueAfterMs = (deps.expiresInSeconds - deps.updateAgeSeconds) * 1000;
  let cookieName: string | undefined;

  /** Not expired and not yet due for Better Auth's sliding refresh. */
  const current = (expiresAtMs: number) => {
    const now = Date.now();
    return expiresAtMs > now && expiresAtMs - refreshDueAfterMs > now;
  };

  const byToken = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      wizardCompleted: users.wizardCompleted,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_user_by_token');

  // An HMAC per call was a tenth of a cached getProfile's CPU; a value once verified stays valid for
  // this secret, so the last ones are remembered (only valid ones: junk cannot fill the memo).
  const verified = new Map<string, string>();

  /** `token.signature` with a valid signature gives the token; anything else null. */
  function verifiedToken(signed: string): string | null {
    const known = verified.get(signed);
    if (known !== undefined) return known;
    const token = verifySignedToken(secret, signed);
    if (token !== null) {
      if (verified.size >= CACHE_CAPACITY) verified.delete(verified.keys().next().value as string);
      verified.set(signed, token);
    }
    return token;
  }

  /**
   * The token the request presents, when it is one Better Auth would accept as signed; `undefined`
   * when the request presents no session at all; null when only Better Auth can tell.
   */
  function presentedToken(headers: Headers, sessionCookie: string): string | null | undefined {
    const authorization = headers.get('authorization');
    if (authorization !== null) {
      if (authorization.slice(0, 7).toLowerCase() !== 'bearer ') return null;
      const bearer = authorization.slice(7).trim();
      if (!bearer) return null;
      // The bearer plugin signs a bare token (undecoded) itself: holding it is what counts.
      return bearer.includes('.') ? verifiedToken(tryDecode(bearer)) : bearer;
    }
    const cookies = headers.get('cookie');
    const value = cookies === null ? null : readCookie(cookies, sessionCookie);
    if (value === null) return cookies?.includes(sessionCookie) ? null : undefined;
    return verifiedToken(value);
  }

  async function viaBetterAuth(headers: Headers): Promise<SessionUser | null> {
    const session = await withBetterAuth(() => auth.api.getSession({ headers }));
    return session ? toProfile(session.user as Parameters<typeof toProfile>[0]) : null;
  }

  return async function resolveSession(headers: Headers): Promise<SessionUser | null> {
    cookieName ??= (await auth.$context).authCookies.sessionToken.name;
    const token = presentedToken(headers, cookieName);
    if (token === undefined) return null;
    if (token !== null) {
      // Begun before the lookup, so a change heard while the barrier waits also stops the keeping.
      const read = cache?.beginRead();
      try {
        const hit = await cache?.lookup(token);
        if (hit && current(hit.expiresAtMs)) return hit.user;
        const [row] = await byToken.execute({ token });
        if (row) {
          const entry = {
            user: Object.freeze(toProfile(row)),
            expiresAtMs: row.expiresAt.getTime(),
          };
          if (current(entry.expiresAtMs)) {
            read?.keep(token, entry, [entry.user.id]);
            return entry.user;
          }
        }
      } finally {
        read?.end();
      }
    }
    return viaBetterAuth(headers);
  };
}
