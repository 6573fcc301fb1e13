import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../db/change-feed';
import { sessions, users } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { propertyRuns, seedFromRun } from '../test/property-runs';
import { SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS } from './auth';
import { createSessionResolver, type SessionUser } from './session-resolver';

seedFromRun();

const HOUR_MS = 60 * 60 * 1000;

let t: TestServer;
let betterAuthCalls = 0;
/** The session resolver of each kind: reading the database on every call, and with its cache. */
const resolvers = {} as Record<
  'uncached' | 'cached',
  (headers: Headers) => Promise<SessionUser | null>
>;
let resolve: (headers: Headers) => Promise<SessionUser | null>;

function resolverWith(changes?: ChangeFeed) {
  const counting = {
    $context: t.auth.$context,
    api: {
      getSession: (input: { headers: Headers }) => {
        betterAuthCalls += 1;
        return t.auth.api.getSession(input);
      },
    },
  };
  return createSessionResolver({
    auth: counting,
    db: t.db,
    changes,
    secret: t.config.authSecret,
    expiresInSeconds: SESSION_IDLE_SECONDS,
    updateAgeSeconds: SESSION_REFRESH_SECONDS,
  });
}

beforeAll(async () => {
  t = await startTestServer();
  resolvers.uncached = resolverWith();
  resolvers.cached = resolverWith(t.changes);
});
afterAll(async () => {
  await t?.close();
});

/** What Better Auth itself says about these headers: the user id or null. */
async function betterAuthSays(headers: Headers): Promise<string | null> {
  const session = await t.auth.api.getSession({ headers });
  return session?.user.id ?? null;
}

/** Resolves through the resolver and tells whether it had to ask Better Auth. */
async function resolveCounting(headers: Headers) {
  const before = betterAuthCalls;
  const user = await resolve(headers);
  return { user, askedBetterAuth: betterAuthCalls > before };
}

/** A signed-in user with the session cookie (`name=token.signature`) a browser would hold. */
async function signedIn(accountType: 'athlete' | 'coach' = 'athlete') {
  const u = await t.createUser({ accountType });
  const s = await t.signIn(u.email, u.password);
  const cookie = s.cookie.split('; ').find((c) => c.includes('session_token='));
  if (!s.token || !cookie) throw new Error('sign-in gave no session');
  const signed = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  const token = signed.slice(0, signed.lastIndexOf('.'));
  return { ...u, bearer: s.token, cookie, signed, token };
}

describe.each(['uncached', 'cached'] as const)('session resolver, %s', (kind) => {
  beforeAll(() => {
    resolve = resolvers[kind];
  });

  it('answers the common case itself, with the same user Better Auth finds', async () => {
    const u = await signedIn();
    for (const headers of [
      new Headers({ authorization: `Bearer ${u.bearer}` }),
      new Headers({ authorization: `Bearer ${u.token}` }),
      new Headers({ authorization: `bearer ${encodeURIComponent(u.signed)}` }),
      new Headers({ cookie: `theme=dark; ${u.cookie}; other=1` }),
    ]) {
      const r = await resolveCounting(headers);
      expect(r.askedBetterAuth).toBe(false);
      expect(r.user).toEqual({
        id: u.userId,
        name: 'Test Athlet',
        email: u.email,
        emailVerified: true,
        role: null,
        wizardCompleted: false,
      });
      expect(await betterAuthSays(headers)).toBe(u.userId);
    }
  });

  it('reads role, verification and onboarding from the user row', async () => {
    const coach = await signedIn('coach');
    const r = await resolveCounting(new Headers({ authorization: `Bearer ${coach.token}` }));
    expect(r.user).toMatchObject({ id: coach.userId, role: 'coach', emailVerified: true });

    const unverified = await t.signUp();
    const u = await resolveCounting(new Headers({ authorization: `Bearer ${unverified.token}` }));
    expect(u.user).toMatchObject({ id: unverified.userId, emailVerified: false });

    await t.db.update(users).set({ wizardCompleted: true }).where(eq(users.id, unverified.userId));
    const done = await resolve(new Headers({ authorization: `Bearer ${unverified.token}` }));
    expect(done?.wizardCompleted).toBe(true);
  });

  it('says nobody without asking Better Auth when no session is presented', async () => {
    for (const headers of [new Headers(), new Headers({ cookie: 'theme=dark; lang=de' })]) {
      const r = await resolveCounting(headers);
      expect(r).toEqual({ user: null, askedBetterAuth: false });
      expect(await betterAuthSays(headers)).toBeNull();
    }
  });

  it('refuses a forged or foreign signature and an unknown token', async () => {
    const u = await signedIn();
    const [token, signature] = [u.signed.slice(0, 32), u.signed.slice(33)];
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const other = await signedIn();
    for (const headers of [
      new Headers({
        cookie: `better-auth.session_token=${encodeURIComponent(`${token}.${flipped}`)}`,
      }),
      new Headers({ cookie: `better-auth.session_token=${token}` }),
      new Headers({ cookie: `better-auth.session_token=${token}.${other.signed.slice(33)}` }),
      new Headers({ authorization: `Bearer ${token}.${flipped}` }),
      new Headers({ authorization: 'Bearer unbekannt' }),
      new Headers({ authorization: `Bearer ${'x'.repeat(32)}` }),
    ]) {
      expect(await resolve(headers)).toBeNull();
      expect(await betterAuthSays(headers)).toBeNull();
    }
  });

  it('ends a signed-out session at once', async () => {
    const u = await signedIn();
    const headers = new Headers({ authorization: `Bearer ${u.bearer}` });
    expect((await resolve(headers))?.id).toBe(u.userId);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', headers });
    expect(out.status).toBe(200);
    expect(await resolve(headers)).toBeNull();
  });

  it('leaves expired sessions to Better Auth, which removes them', async () => {
    const u = await signedIn();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.token, u.token));
    const r = await resolveCounting(new Headers({ authorization: `Bearer ${u.token}` }));
    expect(r).toEqual({ user: null, askedBetterAuth: true });
    expect(await t.db.select().from(sessions).where(eq(sessions.token, u.token))).toHaveLength(0);
  });

  it('leaves a session due for its daily refresh to Better Auth, which refreshes it', async () => {
    const u = await signedIn();
    const due = new Date(Date.now() + HOUR_MS);
    await t.db.update(sessions).set({ expiresAt: due }).where(eq(sessions.token, u.token));
    const r = await resolveCounting(new Headers({ cookie: u.cookie }));
    expect(r.askedBetterAuth).toBe(true);
    expect(r.user?.id).toBe(u.userId);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.token, u.token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(
      Date.now() + SESSION_IDLE_SECONDS * 1000 - 60_000,
    );
    // Refreshed: the next call is answered without Better Auth again.
    expect((await resolveCounting(new Headers({ cookie: u.cookie }))).askedBetterAuth).toBe(false);
  });

  it('agrees with Better Auth on mangled cookies and authorization headers', async () => {
    const u = await signedIn();
    const other = await signedIn();
    const piece = fc.constantFrom(
      u.token,
      u.signed,
      encodeURIComponent(u.signed),
      other.signed,
      u.signed.slice(0, -1),
      `${u.signed}=`,
      `${u.token}.${other.signed.slice(33)}`,
      `"${u.signed}"`,
      '',
      '.',
      '%',
      '%E0%A4%A',
    );
    const headerValue = fc.oneof(
      fc
        .tuple(fc.constantFrom('Bearer ', 'bearer ', 'BEARER  ', 'Basic ', 'Bearer'), piece)
        .map(([scheme, p]) => ({ authorization: `${scheme}${p}` })),
      fc
        .tuple(
          fc.constantFrom(
            'better-auth.session_token',
            ' better-auth.session_token',
            'session_token',
          ),
          piece,
          fc.constantFrom('', 'a=1; ', 'better-auth.session_token=x; '),
        )
        .map(([name, p, before]) => ({ cookie: `${before}${name}=${p}` })),
      fc.constant({}),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(headerValue, { minLength: 1, maxLength: 2 }), async (parts) => {
        const headers = new Headers();
        for (const part of parts) for (const [k, v] of Object.entries(part)) headers.set(k, v);
        const ours = (await resolve(headers))?.id ?? null;
        expect(ours).toBe(await betterAuthSays(headers));
      }),
      { numRuns: propertyRuns(150) },
    );
  });
});

/** A change feed driven by the test: live, its barrier passes at once, changes are told by hand. */
function handFeed() {
  const listeners = new Set<ChangeListener>();
  const feed: ChangeFeed & { tell(userId: string): void; live: boolean } = {
    live: true,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    sync: () => Promise.resolve(feed.live),
    close: async () => {},
    tell(userId) {
      for (const l of listeners) l.changed(userId);
    },
  };
  return feed;
}

/** Renames a user without the trigger that tells the change feed: only a cache would miss it. */
async function renameUnheard(userId: string, name: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE users DISABLE TRIGGER users_notify_change`);
    await tx.update(users).set({ name }).where(eq(users.id, userId));
    await tx.execute(sql`ALTER TABLE users ENABLE TRIGGER users_notify_change`);
  });
}

describe('session cache', () => {
  it('answers a session it has read from memory until the user or a session changes', async () => {
    const u = await signedIn();
    const headers = new Headers({ authorization: `Bearer ${u.bearer}` });
    const cached = resolvers.cached;
    expect((await cached(headers))?.name).toBe('Test Athlet');

    await renameUnheard(u.userId, 'Ungehört');
    expect((await cached(headers))?.name).toBe('Test Athlet');
    expect((await resolvers.uncached(headers))?.name).toBe('Ungehört');

    // Any committed change of the row is heard before the next call is answered.
    await t.db.update(users).set({ role: 'coach' }).where(eq(users.id, u.userId));
    expect(await cached(headers)).toMatchObject({ name: 'Ungehört', role: 'coach' });

    await t.db.delete(sessions).where(eq(sessions.token, u.token));
    expect(await cached(headers)).toBeNull();
  });

  it('ends a session revoked through another connection at once', async () => {
    const other = await t.openSecondDatabase();
    if (!other) return; // PGlite: one connection, covered above.
    try {
      const u = await signedIn();
      const headers = new Headers({ cookie: u.cookie });
      expect((await resolvers.cached(headers))?.id).toBe(u.userId);
      await other.db.delete(sessions).where(eq(sessions.token, u.token));
      expect(await resolvers.cached(headers)).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('does not keep a read that overlapped a change of its user', async () => {
    const feed = handFeed();
    const cached = resolverWith(feed);
    const u = await signedIn();
    const headers = new Headers({ authorization: `Bearer ${u.bearer}` });
    await cached(new Headers()); // knows the cookie's name from now on, so the read starts at once
    // The call reads the database; the change is heard while the read is in flight.
    const reading = cached(headers);
    feed.tell(u.userId);
    expect((await reading)?.id).toBe(u.userId);
    await renameUnheard(u.userId, 'Nach dem Lesen');
    expect((await cached(headers))?.name).toBe('Nach dem Lesen');
  });

  it('reads the database while the change feed is down', async () => {
    const feed = handFeed();
    const cached = resolverWith(feed);
    const u = await signedIn();
    const headers = new Headers({ authorization: `Bearer ${u.bearer}` });
    expect((await cached(headers))?.name).toBe('Test Athlet');
    feed.live = false;
    await renameUnheard(u.userId, 'Ohne Feed');
    expect((await cached(headers))?.name).toBe('Ohne Feed');
  });

  it('keeps the refresh and expiry rules for a session answered from memory', async () => {
    const u = await signedIn();
    const headers = new Headers({ authorization: `Bearer ${u.token}` });
    expect((await resolvers.cached(headers))?.id).toBe(u.userId);
    const due = new Date(Date.now() + HOUR_MS);
    await t.db.update(sessions).set({ expiresAt: due }).where(eq(sessions.token, u.token));
    const before = betterAuthCalls;
    expect((await resolvers.cached(headers))?.id).toBe(u.userId);
    expect(betterAuthCalls).toBe(before + 1);
  });
});
