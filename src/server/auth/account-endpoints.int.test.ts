import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de } from '../../domain/messages';
import { NAME_ONE_LINE } from '../../domain/schemas/auth';
import { sessions, users } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const REQUIRED = de.validation.required;
const TOO_LONG = 'Höchstens 80 Zeichen';

/** A raw request to Better Auth: `body` is sent as it is, so it need not be JSON. */
async function send(path: string, body: string, auth: { token?: string; cookie?: string } = {}) {
  const res = await t.request(`/api/auth${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
    },
    body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests inspect arbitrary answers
  const json = (await res.json().catch(() => null)) as any;
  return { status: res.status, body: json, res };
}

const post = (path: string, body: unknown, token?: string) =>
  send(path, JSON.stringify(body), { token });

async function get(path: string, auth: { token?: string; cookie?: string }) {
  const res = await t.request(`/api/auth${path}`, {
    headers: {
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
    },
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests inspect arbitrary answers
  return { status: res.status, body: (await res.json()) as any };
}

/** The signed-in user of a bearer token, as Better Auth and the functions see it; null for none. */
async function sessionUser(token: string): Promise<string | null> {
  const session = await get('/get-session', { token });
  const profile = await t.call('getProfile', null, { token });
  const viaFunctions = profile.status === 200 ? profile.body.result.id : null;
  expect(viaFunctions).toBe(session.body?.user?.id ?? null);
  return viaFunctions;
}

async function storedName(userId: string) {
  const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

/** Names the profile form refuses, with the field message each gets. */
const BAD_NAMES: [label: string, name: unknown, message: string][] = [
  ['null', null, REQUIRED],
  ['a number', 42, REQUIRED],
  ['an object', { first: 'A' }, REQUIRED],
  ['an array', ['A'], REQUIRED],
  ['empty', '', REQUIRED],
  ['blank', '   ', REQUIRED],
  ['two lines', 'Anna\nMüller', NAME_ONE_LINE],
  ['a carriage return', 'Anna\rMüller', NAME_ONE_LINE],
  ['a line separator', 'Anna\u2028Müller', NAME_ONE_LINE],
  ['a tab', 'Anna\tMüller', NAME_ONE_LINE],
  ['NUL', 'Anna\u0000', NAME_ONE_LINE],
  ['a lone high surrogate', 'Anna \uD83C', de.schemaIssues.unstorableText],
  ['a lone low surrogate', '\uDFFF Anna', de.schemaIssues.unstorableText],
  ['81 characters', 'x'.repeat(81), TOO_LONG],
  // Just under the 64 KB body limit of /api/auth.
  ['60 000 characters', 'x'.repeat(60_000), TOO_LONG],
];

describe('update-user', () => {
  it('refuses every name the profile form refuses, with the German message', async () => {
    const u = await t.createUser({ name: 'Vorher' });
    for (const [label, name, message] of BAD_NAMES) {
      const r = await post('/update-user', { name }, u.token);
      expect(r.status, label).toBe(400);
      expect(r.body, label).toMatchObject({
        code: 'INVALID_INPUT',
        message,
        fieldErrors: { name: message },
      });
    }
    expect(await storedName(u.userId)).toBe('Vorher');
  });

  it('refuses bodies that are no object, or not JSON at all, without a 500', async () => {
    const u = await t.createUser({ name: 'Vorher' });
    for (const body of ['null', '[]', '["Anna"]', '"Anna"', '42', 'true', '{}']) {
      const r = await send('/update-user', body, { token: u.token });
      expect(r.status, body).toBe(400);
      expect(r.body.code, body).toBe('INVALID_INPUT');
      expect([REQUIRED, de.schemaIssues.invalidInput], body).toContain(r.body.message);
    }
    for (const body of ['', 'name=Anna', '{"name":', '{"name": "Anna"}}', '\u0000']) {
      expect((await send('/update-user', body, { token: u.token })).status, body).toBe(400);
    }
    // Ten megabytes: refused for its size (413, before it is read) or for the name (400).
    const huge = await post('/update-user', { name: 'x'.repeat(10 * 1024 * 1024) }, u.token);
    expect([400, 413]).toContain(huge.status);
    expect(await storedName(u.userId)).toBe('Vorher');
  });

  it('takes nothing but the name: no picture, role or unknown field', async () => {
    const u = await t.createUser({ name: 'Vorher' });
    for (const body of [
      { image: 'https://tracker.example/pixel.png' },
      { name: 'Anna', image: null },
      { name: 'Anna', role: 'coach' },
      { name: 'Anna', wizardCompleted: true },
      { name: 'Anna', email: 'other@example.de' },
      { name: 'Anna', emailVerified: false },
    ]) {
      const r = await post('/update-user', body, u.token);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('INVALID_INPUT');
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, u.userId));
    expect(row).toMatchObject({ name: 'Vorher', image: null, role: null, emailVerified: true });
  });

  it('stores a good name trimmed, as the profile form does', async () => {
    const u = await t.createUser({ name: 'Vorher' });
    const r = await post('/update-user', { name: '  Zoë Ähnlich-Ünal 🏃‍♀️ ' }, u.token);
    expect(r.status).toBe(200);
    expect(await storedName(u.userId)).toBe('Zoë Ähnlich-Ünal 🏃‍♀️');
    expect((await t.ok('getSettings', null, u.token)).name).toBe('Zoë Ähnlich-Ünal 🏃‍♀️');
    expect((await post('/update-user', { name: 'x'.repeat(80) }, u.token)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await post('/update-user', { name: 'Anna' })).status).toBe(401);
  });
});

describe('sign-up', () => {
  const signUp = (over: Record<string, unknown>) =>
    post('/sign-up/email', {
      name: 'Anna',
      email: `anna-${Math.random().toString(36).slice(2)}@example.de`,
      password: 'sicheres-passwort-1',
      accountType: 'athlete',
      ...over,
    });

  it('refuses the same names, and a picture, creating no account', async () => {
    const before = (await t.db.select({ id: users.id }).from(users)).length;
    for (const [label, name, message] of BAD_NAMES) {
      const r = await signUp({ name });
      expect(r.status, label).toBe(400);
      expect(r.body.fieldErrors, label).toMatchObject({ name: message });
    }
    const withImage = await signUp({ image: 'https://tracker.example/pixel.png' });
    expect(withImage.status).toBe(400);
    expect(withImage.body.code).toBe('INVALID_INPUT');
    for (const body of ['null', '[]', '"x"']) {
      expect((await send('/sign-up/email', body)).status, body).toBe(400);
    }
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('stores the name trimmed', async () => {
    const r = await signUp({ name: '  Anna Berg ' });
    expect(r.status).toBe(200);
    expect(await storedName(r.body.user.id)).toBe('Anna Berg');
  });
});

describe('sessions', () => {
  it('are listed and read without any token that works as a bearer token', async () => {
    const u = await t.createUser();
    const second = await t.signIn(u.email, u.password);
    const other = await t.createUser();

    const viaBearer = await get('/list-sessions', { token: u.token });
    const viaCookie = await get('/list-sessions', { cookie: second.cookie });
    expect(viaBearer.status).toBe(200);
    expect(viaCookie.body).toEqual(viaBearer.body);
    // Sign-up, verification and the sign-in each opened one.
    expect(viaBearer.body.length).toBeGreaterThanOrEqual(3);
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, u.userId));
    expect(viaBearer.body.map((s: { id: string }) => s.id).sort()).toEqual(
      stored.map((s) => s.id).sort(),
    );

    const read = await get('/get-session', { token: u.token });
    expect(read.body.user.id).toBe(u.userId);
    expect(read.body.session.id).toEqual(expect.any(String));

    const values = new Set<string>();
    for (const session of [...viaBearer.body, read.body.session]) {
      expect(session).not.toHaveProperty('token');
      for (const value of Object.values(session)) values.add(String(value));
    }
    for (const value of values) {
      expect(await sessionUser(value), value).toBeNull();
      expect(await sessionUser(encodeURIComponent(value)), value).toBeNull();
    }
    // The tokens themselves are still good: nothing above was refused for another reason.
    expect(await sessionUser(u.token)).toBe(u.userId);
    expect(await sessionUser(second.token ?? '')).toBe(u.userId);
    expect(await sessionUser(other.token)).toBe(other.userId);
  });

  it('are revoked by id, only the caller’s own', async () => {
    const u = await t.createUser();
    const second = await t.signIn(u.email, u.password);
    const other = await t.createUser();
    const idOf = async (token: string) => (await get('/get-session', { token })).body.session.id;
    const secondId = await idOf(second.token ?? '');
    const otherId = await idOf(other.token);

    // Someone else's session, or an unknown id, is answered alike and stays as it is.
    for (const sessionId of [otherId, crypto.randomUUID(), 'unbekannt']) {
      const r = await post('/revoke-session', { sessionId }, u.token);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ status: true });
    }
    expect(await sessionUser(other.token)).toBe(other.userId);

    for (const sessionId of [null, 42, '', 'x'.repeat(101), { id: secondId }]) {
      const r = await post('/revoke-session', { sessionId }, u.token);
      expect(r.status, JSON.stringify(sessionId)).toBe(400);
      expect(r.body.code).toBe('INVALID_INPUT');
    }
    expect((await post('/revoke-session', { sessionId: secondId })).status).toBe(401);
    expect(await sessionUser(second.token ?? '')).toBe(u.userId);

    const ok = await post('/revoke-session', { sessionId: secondId }, u.token);
    expect(ok.status).toBe(200);
    expect(await sessionUser(second.token ?? '')).toBeNull();
    expect(await sessionUser(u.token)).toBe(u.userId);
  });
});

describe('changing the password', () => {
  it.each([
    ['false', { revokeOtherSessions: false }],
    ['left out', {}],
  ])('ends every other session even with revokeOtherSessions %s', async (_label, extra) => {
    const u = await t.createUser();
    const other = await t.signIn(u.email, u.password);
    expect(await sessionUser(other.token ?? '')).toBe(u.userId);

    const r = await post(
      '/change-password',
      { currentPassword: u.password, newPassword: 'ganz-neues-passwort-7', ...extra },
      u.token,
    );
    expect(r.status).toBe(200);
    expect(await sessionUser(other.token ?? '')).toBeNull();
    // The caller goes on in a new session, handed back as cookie and (for bearer clients) header;
    // the one it asked with ended with the others.
    const fresh = r.res.headers.get('set-auth-token');
    expect(fresh).toBeTruthy();
    expect(await sessionUser(fresh ?? '')).toBe(u.userId);
    const cookie = t.cookiesOf(r.res);
    expect((await get('/get-session', { cookie })).body.user.id).toBe(u.userId);
    expect(await sessionUser(u.token)).toBeNull();
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, u.userId));
    expect(left).toHaveLength(1);
  });

  it('keeps the browser signed in: the cookie it sends is replaced by the new session', async () => {
    const u = await t.createUser();
    const browser = await t.signIn(u.email, u.password);
    const phone = await t.signIn(u.email, u.password);
    const r = await send(
      '/change-password',
      JSON.stringify({ currentPassword: u.password, newPassword: 'ganz-neues-passwort-8' }),
      { cookie: browser.cookie },
    );
    expect(r.status).toBe(200);
    const renewed = t.cookiesOf(r.res);
    expect((await get('/get-session', { cookie: renewed })).body.user.id).toBe(u.userId);
    expect((await get('/get-session', { cookie: browser.cookie })).body).toBeNull();
    expect(await sessionUser(phone.token ?? '')).toBeNull();
    expect(await sessionUser(u.token)).toBeNull();
  });
});
