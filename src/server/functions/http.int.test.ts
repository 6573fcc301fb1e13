import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

async function raw(path: string, init: RequestInit) {
  const res = await s.request(path, init);
  return { status: res.status, body: (await res.json()) as { error?: { status: string } } };
}

describe('callable protocol', () => {
  it('answers ping with the version in `result`, without sign-in', async () => {
    const r = await s.call('ping', null);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ result: { version: '0.1.0' } });
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses bodies that do not follow the protocol with 400 INVALID_ARGUMENT', async () => {
    const post = (body: string, type = 'application/json') =>
      raw('/api/functions/ping', { method: 'POST', headers: { 'content-type': type }, body });
    for (const r of [
      await post('{}'),
      await post('{"data":null,"extra":1}'),
      await post('{"data":'),
      await post('[1]'),
      await post('null'),
      await post('{"data":null}', 'text/plain'),
      await post(JSON.stringify({ data: 'x'.repeat(1024 * 1024 + 10) })),
    ]) {
      expect(r.status).toBe(400);
      expect(r.body.error?.status).toBe('INVALID_ARGUMENT');
    }
    const get = await raw('/api/functions/ping', { method: 'GET' });
    expect(get.status).toBe(400);
  });

  it('gives 404 NOT_FOUND for an unknown function', async () => {
    const r = await s.call('doesNotExist', null);
    expect(r.status).toBe(404);
    expect(r.body.error.status).toBe('NOT_FOUND');
  });

  it('gives 401 UNAUTHENTICATED for getProfile without a session', async () => {
    const r = await s.call('getProfile', null);
    expect(r.status).toBe(401);
    expect(r.body.error).toEqual({
      status: 'UNAUTHENTICATED',
      message: 'Authentifizierung erforderlich',
    });
  });

  it('validates input with German field messages', async () => {
    const r = await s.call('ping', { unexpected: true });
    expect(r.status).toBe(400);
    expect(r.body.error.status).toBe('INVALID_ARGUMENT');
    expect(typeof r.body.error.message).toBe('string');
  });
});

describe('accounts and profile', () => {
  it('creates the profile with the sign-up and derives the role from the account type', async () => {
    const athlete = await s.signUp({ accountType: 'athlete', name: 'Anna' });
    const coach = await s.signUp({ accountType: 'coach', name: 'Carl' });
    const a = await s.call('getProfile', null, { token: athlete.token });
    expect(a.body.result).toMatchObject({
      id: athlete.userId,
      name: 'Anna',
      emailVerified: false,
      wizardCompleted: false,
      role: null,
    });
    const c = await s.call('getProfile', null, { token: coach.token });
    expect(c.body.result).toMatchObject({ role: 'coach', wizardCompleted: false });
  });

  it('refuses a sign-up without account type or with bad fields, in German', async () => {
    const res = await s.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'X', email: 'kaputt', password: 'kurz' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors).toEqual({
      email: 'Ungültige E-Mail-Adresse',
      password: 'Passwort ist zu kurz',
      accountType: 'Bitte auswählen',
    });
    const [row] = await s.db.select().from(users).where(eq(users.email, 'kaputt'));
    expect(row).toBeUndefined();
  });

  it('never lets the client set role or wizardCompleted', async () => {
    const u = await s.createUser();
    const attempt = await s.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Mallory',
        email: 'mallory@example.de',
        password: 'sicheres-passwort-1',
        accountType: 'athlete',
        role: 'coach',
        wizardCompleted: true,
      }),
    });
    expect(attempt.status).toBe(400);
    const update = await s.request('/api/auth/update-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
      body: JSON.stringify({ role: 'coach', wizardCompleted: true }),
    });
    expect(update.status).toBe(400);
    const p = await s.call('getProfile', null, { token: u.token });
    expect(p.body.result).toMatchObject({ role: null, wizardCompleted: false });
  });

  it('verifies the e-mail through the link in the mail', async () => {
    const u = await s.signUp();
    expect(s.sent.some((m) => m.to === u.email && /verify-email\?token=/.test(m.text))).toBe(true);
    const res = await s.verifyEmail(u.email);
    expect([200, 302]).toContain(res.status);
    const p = await s.call('getProfile', null, { token: u.token });
    expect(p.body.result.emailVerified).toBe(true);
  });

  it('answers wrong credentials with one message whether or not the account exists', async () => {
    const u = await s.createUser();
    const signIn = (email: string, password: string) =>
      s.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    const wrongPassword = await signIn(u.email, 'falsches-passwort');
    const noAccount = await signIn('niemand@example.de', 'falsches-passwort');
    expect(wrongPassword.status).toBe(noAccount.status);
    expect(await wrongPassword.json()).toEqual(await noAccount.json());
  });
});
