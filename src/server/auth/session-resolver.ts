import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Caller } from '../functions/callable';

/** The signed-in user as the functions, uploads and export see them. */
export type SessionUser = Caller;

/** The user columns a session resolves to, as both ways of resolving read them. */
interface UserFields {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role?: string | null;
  wizardCompleted?: boolean | null;
}

function toSessionUser(u: UserFields): SessionUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    emailVerified: u.emailVerified,
    role: u.role === 'coach' ? 'coach' : null,
    wizardCompleted: u.wizardCompleted === true,
  };
}

interface BetterAuthSessionApi {
  api: { getSession(input: { headers: Headers }): Promise<{ user: object } | null> };
  $context: Promise<{ authCookies: { sessionToken: { name: string } } }>;
}

export interface SessionResolverDeps {
  auth: BetterAuthSessionApi;
  db: Db;
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

/**
 * Who is signed in, for every request to /api/functions, /api/storage and /api/export.
 *
 * Better Auth's `getSession` runs its whole endpoint pipeline (hooks, plugins, cookie handling) and
 * cost about 4 ms of CPU per call, most of a signed-in call's time (issue 6). The common case is
 * answered here with what Better Auth itself does in it: verify the cookie's (or bearer token's)
 * signature, read the session with its user by token, accept it when it has not expired and is not
 * yet due for its sliding refresh. Everything else — no valid signature, unknown or expired token,
 * a refresh due, an unusual header — goes to Better Auth, which also cleans up and refreshes. The
 * database is read on every call, so a revoked session ends at once, on every server process.
 */
export function createSessionResolver(deps: SessionResolverDeps) {
  const { auth, db, secret } = deps;
  const refreshDueAfterMs = (deps.expiresInSeconds - deps.updateAgeSeconds) * 1000;
  let cookieName: string | undefined;

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

  function sign(token: string): Buffer {
    return createHmac('sha256', secret).update(token).digest();
  }

  /** `token.signature` with a valid signature gives the token; anything else null. */
  function verifiedToken(signed: string): string | null {
    const dot = signed.lastIndexOf('.');
    if (dot < 1) return null;
    const token = signed.slice(0, dot);
    const signature = signed.slice(dot + 1);
    if (token.includes('.') || !COOKIE_SIGNATURE.test(signature)) return null;
    const given = Buffer.from(signature, 'base64');
    const expected = sign(token);
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
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
    const session = await auth.api.getSession({ headers });
    return session ? toSessionUser(session.user as UserFields) : null;
  }

  return async function resolveSession(headers: Headers): Promise<SessionUser | null> {
    cookieName ??= (await auth.$context).authCookies.sessionToken.name;
    const token = presentedToken(headers, cookieName);
    if (token === undefined) return null;
    if (token !== null) {
      const [row] = await byToken.execute({ token });
      const now = Date.now();
      if (row) {
        const expiresAt = row.expiresAt.getTime();
        if (expiresAt > now && expiresAt - refreshDueAfterMs > now) return toSessionUser(row);
      }
    }
    return viaBetterAuth(headers);
  };
}
