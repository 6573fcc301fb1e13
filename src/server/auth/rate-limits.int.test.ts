import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { de } from '../../domain/messages';
import { rateLimits } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { AUTH_RATE_LIMITS, SESSION_READS_PER_MINUTE } from './auth';

const PER_MINUTE = 5;

let t: TestServer;
let peer: Awaited<ReturnType<TestServer['startPeer']>>;
beforeAll(async () => {
  t = await startTestServer({
    AUTH_RATE_LIMIT: 'on',
    FUNCTION_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
  });
  peer = await t.startPeer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Every request of a test comes from one address; each test starts with fresh counts.
  await t.db.delete(rateLimits);
});

/** Alternates between the two servers, so the count can only hold if it lives in the database. */
function post(i: number, path: string, body: unknown) {
  const request = i % 2 === 0 ? t.request : peer.request;
  return request(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function statuses(path: keyof typeof AUTH_RATE_LIMITS, body: (i: number) => unknown) {
  const out: number[] = [];
  const max = AUTH_RATE_LIMITS[path].max;
  for (let i = 0; i <= max; i++) out.push((await post(i, path, body(i))).status);
  return { allowed: out.slice(0, max), last: out[max] };
}

describe('Better Auth rate limits, counted across two server processes', () => {
  it('sign-in: 10 a minute, then 429', async () => {
    const { allowed, last } = await statuses('/sign-in/email', () => ({
      email: 'niemand@example.de',
      password: 'falsches-passwort-1',
    }));
    expect(allowed.every((s) => s === 401)).toBe(true);
    expect(last).toBe(429);
  });

  it('sign-up: 10 a minute, then 429', async () => {
    const { allowed, last } = await statuses('/sign-up/email', (i) => ({
      name: 'Test',
      email: `rl-${i}@example.de`,
      password: 'sicheres-passwort-1',
      accountType: 'athlete',
    }));
    expect(allowed.every((s) => s === 200)).toBe(true);
    expect(last).toBe(429);
  });

  it('resending the verification mail: 5 a minute, then 429', async () => {
    const { allowed, last } = await statuses('/send-verification-email', () => ({
      email: 'niemand@example.de',
    }));
    expect(allowed.every((s) => s === 200)).toBe(true);
    expect(last).toBe(429);
  });

  it('password-reset requests: 3 a minute, then 429 (and no mail)', async () => {
    const sentBefore = t.sent.length;
    const u = await t.createUser();
    await t.db.delete(rateLimits);
    const { allowed, last } = await statuses('/request-password-reset', () => ({ email: u.email }));
    expect(allowed.every((s) => s === 200)).toBe(true);
    expect(last).toBe(429);
    const resetMails = t.sent.slice(sentBefore).filter((m) => m.to === u.email);
    // The verification mail of the sign-up, and one reset mail per allowed request.
    expect(resetMails).toHaveLength(1 + AUTH_RATE_LIMITS['/request-password-reset'].max);
  });

  it('keeps its counts in the shared rate_limits table', async () => {
    await post(0, '/sign-in/email', { email: 'a@example.de', password: 'x-x-x-x-x-x' });
    const rows = await t.db.select().from(rateLimits).where(like(rateLimits.key, '%sign-in%'));
    expect(rows).toHaveLength(1);
  });
});

/** A session read as the web app makes it on every start, with a bearer token, a cookie or nothing. */
function readSession(i: number, auth: { token?: string; cookie?: string } = {}) {
  const request = i % 2 === 0 ? t.request : peer.request;
  return request('/api/auth/get-session', {
    headers: {
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
    },
  });
}

async function sessionUserId(res: Response): Promise<string | null> {
  const body = (await res.json()) as { user?: { id: string } } | null;
  return body?.user?.id ?? null;
}

describe('session reads', () => {
  it('are not limited like sign-in: after 250 reads from one address everyone still gets in', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const bSignedIn = await t.signIn(b.email, b.password);
    await t.db.delete(rateLimits);

    for (let i = 0; i < 250; i++) {
      const res = await readSession(i, { token: a.token });
      expect(res.status, `read ${i}`).toBe(200);
      expect(await sessionUserId(res)).toBe(a.userId);
    }
    // Signed-out visitors on the same address (the login page reads the session too).
    for (let i = 0; i < 250; i++) expect((await readSession(i)).status, `read ${i}`).toBe(200);

    expect(await sessionUserId(await readSession(0, { token: a.token }))).toBe(a.userId);
    const withCookie = await readSession(1, { cookie: bSignedIn.cookie });
    expect(withCookie.status).toBe(200);
    expect(await sessionUserId(withCookie)).toBe(b.userId);
    const profile = await t.request('/api/functions/getProfile', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
      body: JSON.stringify({ data: null }),
    });
    expect(profile.status).toBe(200);

    // Sign-in on that address is still held to its own rule.
    const { allowed, last } = await statuses('/sign-in/email', () => ({
      email: a.email,
      password: 'falsches-passwort-1',
    }));
    expect(allowed.every((s) => s === 401)).toBe(true);
    expect(last).toBe(429);
  });

  it('are bounded per session with a session, and per address without one', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await t.db.delete(rateLimits);

    expect((await readSession(0, { token: a.token })).status).toBe(200);
    // With a signed session Better Auth keeps no count for the address; the session has its own.
    const rows = await t.db.select().from(rateLimits);
    expect(rows.map((r) => r.key)).toEqual([expect.stringMatching(/^session-read:/)]);
    const sessionKey = rows[0]?.key ?? '';
    await t.db
      .update(rateLimits)
      .set({ count: SESSION_READS_PER_MINUTE })
      .where(eq(rateLimits.key, sessionKey));
    const refused = await readSession(1, { token: a.token });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: de.callableErrors['resource-exhausted'],
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The session list shares the session's count.
    const list = await t.request('/api/auth/list-sessions', {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(list.status).toBe(429);
    // Another session on the same address, and a signed-out read, are not affected.
    expect(await sessionUserId(await readSession(0, { token: b.token }))).toBe(b.userId);
    expect((await readSession(1)).status).toBe(200);

    // Without a session, the address is counted; a session read still gets through.
    await t.db
      .update(rateLimits)
      .set({ count: SESSION_READS_PER_MINUTE })
      .where(like(rateLimits.key, '%|/get-session'));
    expect((await readSession(0)).status).toBe(429);
    // A token that is not validly signed counts as none.
    expect((await readSession(1, { token: `${b.token.slice(0, 10)}x.y` })).status).toBe(429);
    expect(await sessionUserId(await readSession(0, { token: b.token }))).toBe(b.userId);
  });

  it('is matched by exact path: no spelling of sign-in reaches it past its limit', async () => {
    const body = { email: 'niemand@example.de', password: 'falsches-passwort-1' };
    const { last } = await statuses('/sign-in/email', () => body);
    expect(last).toBe(429);
    // Better Auth strips /api/auth and trailing slashes and ignores the query before matching a
    // rule; its router answers every other spelling with 404.
    for (const path of [
      '/api/auth/sign-in/email/',
      '/api/auth/sign-in/email?again=1',
      '/api/auth/Sign-In/email',
      '/api/auth/sign%2Din/email',
      '/api/auth/sign-in%2Femail',
      '/api/auth//sign-in/email',
    ]) {
      const res = await t.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect([404, 429], path).toContain(res.status);
    }
  });
});

describe('per-user limit on callable functions', () => {
  it('answers 429 RESOURCE_EXHAUSTED in German past the limit, per user, across servers', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const call = (i: number, token: string) => {
      const request = i % 2 === 0 ? t.request : peer.request;
      return request('/api/functions/getProfile', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: null }),
      });
    };
    for (let i = 0; i < PER_MINUTE; i++) expect((await call(i, a.token)).status).toBe(200);
    const refused = await call(PER_MINUTE, a.token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { status: 'RESOURCE_EXHAUSTED', message: de.callableErrors['resource-exhausted'] },
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another user has a count of their own.
    expect((await call(0, b.token)).status).toBe(200);

    // A minute later the window starts over.
    const key = `fn-user:${a.userId}`;
    await t.db
      .update(rateLimits)
      .set({ lastRequest: Date.now() - 61_000 })
      .where(like(rateLimits.key, key));
    expect((await call(1, a.token)).status).toBe(200);
  });

  it('counts parallel calls exactly', async () => {
    const a = await t.createUser();
    const results = await Promise.all(
      Array.from({ length: PER_MINUTE * 2 }, async (_, i) => {
        const res = await (i % 2 === 0 ? t : peer).request('/api/functions/getProfile', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
          body: JSON.stringify({ data: null }),
        });
        return res.status;
      }),
    );
    expect(results.filter((s) => s === 200)).toHaveLength(PER_MINUTE);
    expect(results.filter((s) => s === 429)).toHaveLength(PER_MINUTE);
  });

  it('does not limit calls without a session', async () => {
    for (let i = 0; i <= PER_MINUTE; i++) {
      expect((await t.call('getAuthOptions', null)).status).toBe(200);
    }
  });
});
