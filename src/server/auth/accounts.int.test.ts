import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de } from '../../domain/messages';
import { sessions, users, verifications } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import {
  RESET_REQUEST_MIN_MS,
  RESET_TOKEN_SECONDS,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_REFRESH_SECONDS,
} from './auth';

const TOO_COMMON = de.accounts.passwordTooCommon;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function post(path: string, body: unknown, token?: string) {
  const res = await t.request(`/api/auth${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests inspect arbitrary answers
  const json = (await res.json().catch(() => null)) as any;
  return { status: res.status, body: json };
}

/** The signed-in user of a bearer token, or null when the session is gone. */
async function sessionUser(token: string): Promise<string | null> {
  const res = await t.request('/api/auth/get-session', {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { user?: { id: string } } | null;
  return body?.user?.id ?? null;
}

function resetLinkFor(email: string): string {
  const mail = [...t.sent].reverse().find((m) => m.to === email && /Passwort/.test(m.subject));
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no reset mail for ${email}`);
  return link;
}

describe('common passwords', () => {
  it('are refused at sign-up with the German message on the password field', async () => {
    const r = await post('/sign-up/email', {
      name: 'Test',
      email: 'common@example.de',
      password: 'Password1',
      accountType: 'athlete',
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 'INVALID_INPUT',
      message: TOO_COMMON,
      fieldErrors: { password: TOO_COMMON },
    });
    const rows = await t.db.select().from(users).where(eq(users.email, 'common@example.de'));
    expect(rows).toHaveLength(0);
  });

  it('are refused as the new password of a password change', async () => {
    const u = await t.createUser();
    const r = await post(
      '/change-password',
      { currentPassword: u.password, newPassword: 'iloveyou' },
      u.token,
    );
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toEqual({ newPassword: TOO_COMMON });
    expect((await t.signIn(u.email, u.password)).status).toBe(200);
  });
});

describe('changing the password', () => {
  it('needs the current password, and the right one', async () => {
    const u = await t.createUser();
    const missing = await post(
      '/change-password',
      { newPassword: 'ganz-neues-passwort-7' },
      u.token,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('INVALID_INPUT');
    const wrong = await post(
      '/change-password',
      { currentPassword: 'falsches-passwort-1', newPassword: 'ganz-neues-passwort-7' },
      u.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_PASSWORD');
    expect((await t.signIn(u.email, 'ganz-neues-passwort-7')).status).toBe(401);
  });
});

describe('forgot password', () => {
  it('answers an address with an account and one without the same, and mails only the first', async () => {
    const u = await t.createUser();
    const before = t.sent.length;
    const timed = async (email: string) => {
      const start = performance.now();
      const answer = await post('/request-password-reset', { email });
      return { answer, ms: performance.now() - start };
    };
    const { answer: known, ms: knownMs } = await timed(u.email);
    const { answer: unknown, ms: unknownMs } = await timed('niemand@example.de');
    expect(known).toEqual(unknown);
    // Neither answers before the floor, so the extra work for a real account does not show.
    expect(knownMs).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS);
    expect(unknownMs).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS);
    expect(known.status).toBe(200);
    const mails = t.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual([u.email]);
    expect(mails[0]?.subject).toBe('Dein neues Passwort für Leistungszone');
    expect(mails[0]?.text).toContain(`${RESET_TOKEN_SECONDS / 60} Minuten gültig`);
  });

  it('sets the new password once, ends every session, and the link then stops working', async () => {
    const u = await t.createUser();
    const second = await t.signIn(u.email, u.password);
    expect(second.token).toBeTruthy();
    await post('/request-password-reset', { email: u.email });
    const link = new URL(resetLinkFor(u.email));
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token') ?? '';

    const tooCommon = await post('/reset-password', { token, newPassword: 'password1' });
    expect(tooCommon.status).toBe(400);
    expect(tooCommon.body.fieldErrors).toEqual({ newPassword: TOO_COMMON });

    const ok = await post('/reset-password', { token, newPassword: 'neues-passwort-nach-reset' });
    expect(ok.status).toBe(200);
    expect(await sessionUser(u.token)).toBeNull();
    expect(await sessionUser(second.token ?? '')).toBeNull();
    expect((await t.signIn(u.email, u.password)).status).toBe(401);
    expect((await t.signIn(u.email, 'neues-passwort-nach-reset')).status).toBe(200);

    const again = await post('/reset-password', { token, newPassword: 'noch-ein-passwort-9' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
    expect(de.authErrors.INVALID_TOKEN).toBe(de.accounts.resetLinkInvalid);
  });

  it('refuses a link older than an hour', async () => {
    const u = await t.createUser();
    await post('/request-password-reset', { email: u.email });
    const token = new URL(resetLinkFor(u.email)).searchParams.get('token') ?? '';
    const [row] = await t.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `reset-password:${token}`));
    expect(row?.value).toBe(u.userId);
    // Issued an hour and a minute ago: the hour is over.
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(RESET_TOKEN_SECONDS * 1000);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verifications.id, row!.id));
    const r = await post('/reset-password', { token, newPassword: 'neues-passwort-zu-spaet' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('INVALID_TOKEN');
    expect((await t.signIn(u.email, u.password)).status).toBe(200);
  });
});

describe('messages that do not tell whether an address has an account', () => {
  it('sign-in answers an unknown address exactly like a wrong password', async () => {
    const u = await t.createUser();
    const wrongPassword = await t.signIn(u.email, 'falsches-passwort-1');
    const unknown = await t.signIn('unbekannt@example.de', 'falsches-passwort-1');
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(wrongPassword.status);
    expect(unknown.body).toEqual(wrongPassword.body);
  });

  it('sign-up with a taken address says so (decided: registration signs in at once; see SECURITY.md)', async () => {
    const u = await t.createUser();
    const r = await post('/sign-up/email', {
      name: 'Zweiter',
      email: u.email,
      password: 'anderes-passwort-3',
      accountType: 'athlete',
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
  });
});

describe('changing the e-mail address', () => {
  it('needs the current password, then the link sent to the new address', async () => {
    const u = await t.createUser();
    const newEmail = `neu-${u.userId.slice(0, 8)}@example.de`;
    const missing = await post('/change-email', { newEmail }, u.token);
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('PASSWORD_REQUIRED');
    const wrong = await post('/change-email', { newEmail, password: 'falsch-falsch-1' }, u.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'INVALID_PASSWORD',
      fieldErrors: { password: de.authErrors.INVALID_PASSWORD },
    });
    const before = t.sent.length;
    const ok = await post('/change-email', { newEmail, password: u.password }, u.token);
    expect(ok.status).toBe(200);
    const mails = t.sent.slice(before);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [newEmail, 'Bitte bestätige deine neue E-Mail-Adresse'],
    ]);
    // Nothing changes before the new address is confirmed.
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, u.userId));
    expect(unchanged?.email).toBe(u.email);
    await t.verifyEmail(newEmail);
    const [changed] = await t.db.select().from(users).where(eq(users.id, u.userId));
    expect(changed).toMatchObject({ email: newEmail, emailVerified: true });
  });
});

describe('sessions', () => {
  it('get a new token at every sign-in; signing out ends only that one', async () => {
    const u = await t.createUser();
    const a = await t.signIn(u.email, u.password);
    // Signing in while holding a session still makes a new one (no fixation).
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: a.cookie },
      body: JSON.stringify({ email: u.email, password: u.password }),
    });
    const b = res.headers.get('set-auth-token');
    expect(a.token).toBeTruthy();
    expect(b).toBeTruthy();
    expect(new Set([u.token, a.token, b]).size).toBe(3);

    expect((await post('/sign-out', {}, a.token ?? '')).status).toBe(200);
    expect(await sessionUser(a.token ?? '')).toBeNull();
    expect(await sessionUser(b ?? '')).toBe(u.userId);
  });

  /** The row of the session a token belongs to, and a way to move its times. */
  async function rowOf(userId: string, token: string) {
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    const row = rows.find((r) => token.startsWith(r.token));
    if (!row) throw new Error('no session row');
    return {
      row,
      set: (v: { createdAt?: Date; expiresAt?: Date }) =>
        t.db.update(sessions).set(v).where(eq(sessions.id, row.id)),
      reload: async () => {
        const [r] = await t.db.select().from(sessions).where(eq(sessions.id, row.id));
        return r;
      },
    };
  }

  it('end a week after their last use; use refreshes them at most once a day', async () => {
    expect(SESSION_IDLE_SECONDS).toBe(7 * 24 * 3600);
    expect(SESSION_REFRESH_SECONDS).toBe(24 * 3600);
    const u = await t.createUser();
    const s = await t.signIn(u.email, u.password);
    const session = await rowOf(u.userId, s.token ?? '');
    const fresh = session.row.expiresAt.getTime() - session.row.createdAt.getTime();
    expect(Math.abs(fresh - SESSION_IDLE_SECONDS * 1000)).toBeLessThan(5_000);

    // Last refreshed half a day ago: a use now does not move the end.
    const halfDayAgo = new Date(Date.now() + SESSION_IDLE_SECONDS * 1000 - DAY_MS / 2);
    await session.set({ expiresAt: halfDayAgo });
    expect(await sessionUser(s.token ?? '')).toBe(u.userId);
    expect((await session.reload())?.expiresAt.getTime()).toBe(halfDayAgo.getTime());

    // Last refreshed almost a week ago: a use now gives it another week.
    await session.set({ expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
    expect(await sessionUser(s.token ?? '')).toBe(u.userId);
    const refreshed = (await session.reload())!.expiresAt.getTime();
    expect(Math.abs(refreshed - (Date.now() + SESSION_IDLE_SECONDS * 1000))).toBeLessThan(5_000);

    // A week and a minute without use: over.
    await session.set({ expiresAt: new Date(Date.now() - 60_000) });
    expect(await sessionUser(s.token ?? '')).toBeNull();
  });

  it('end 30 days after sign-in however often they are used', async () => {
    expect(SESSION_ABSOLUTE_SECONDS).toBe(30 * 24 * 3600);
    const u = await t.createUser();
    const s = await t.signIn(u.email, u.password);
    const session = await rowOf(u.userId, s.token ?? '');
    // Signed in 29.5 days ago and due for a refresh: the refresh stops at day 30, not day 36.5.
    const createdAt = new Date(Date.now() - 29.5 * DAY_MS);
    await session.set({ createdAt, expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
    expect(await sessionUser(s.token ?? '')).toBe(u.userId);
    const capped = (await session.reload())!.expiresAt.getTime();
    expect(capped).toBe(createdAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000);

    // Half a day later (the row as it then is): over, though it was used within the last week.
    await session.set({
      createdAt: new Date(Date.now() - SESSION_ABSOLUTE_SECONDS * 1000 - 60_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect(await sessionUser(s.token ?? '')).toBeNull();
  });
});

describe('session cookie over https', () => {
  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ and without Domain', async () => {
    const https = await startTestServer({ BASE_URL: 'https://app.leistungszone.example' });
    try {
      const u = await https.createUser();
      const res = await https.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: u.email, password: u.password }),
      });
      expect(res.status).toBe(200);
      const setCookies = res.headers.getSetCookie();
      const session = setCookies.find((c) => c.startsWith('__Host-better-auth.session_token='));
      expect(session, setCookies.join('\n')).toBeDefined();
      const attrs = session!.split(';').map((p) => p.trim().toLowerCase());
      expect(attrs).toContain('httponly');
      expect(attrs).toContain('secure');
      expect(attrs).toContain('samesite=lax');
      expect(attrs).toContain('path=/');
      expect(attrs.some((a) => a.startsWith('domain='))).toBe(false);
      for (const c of setCookies) expect(c.startsWith('__Host-'), c).toBe(true);

      const me = await https.request('/api/auth/get-session', {
        headers: { cookie: https.cookiesOf(res) },
      });
      expect(((await me.json()) as { user: { id: string } }).user.id).toBe(u.userId);
    } finally {
      await https.close();
    }
  });

  it('is HttpOnly and SameSite=Lax without the prefix over plain http (development)', async () => {
    const u = await t.createUser();
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: u.email, password: u.password }),
    });
    const session = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('better-auth.session_token='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
  });
});
