import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../domain/consent';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../test/harness';
import { totp } from '../test/totp';

/** Everything the server's real pino logger writes, at debug level. */
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { logTo: capture, logLevel: 'debug' });
});
afterAll(async () => {
  await t?.close();
});

async function auth(path: string, body: unknown, token?: string, cookie?: string) {
  const res = await t.request(`/api/auth${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests inspect arbitrary answers
  const json = (await res.json().catch(() => null)) as any;
  return { status: res.status, body: json, token: res.headers.get('set-auth-token'), res };
}

function linkTo(email: string, pattern: RegExp): URL {
  const mail = [...t.sent].reverse().find((m) => m.to === email && pattern.test(m.subject));
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no mail "${pattern}" for ${email}`);
  return new URL(link);
}

describe('the log', () => {
  it('never holds passwords, tokens or note texts, through every account flow', async () => {
    const secrets: Record<string, string> = {};
    const keep = (name: string, value: string | null | undefined) => {
      if (!value) throw new Error(`${name} is empty`);
      secrets[name] = value;
      return value;
    };

    // Sign-up and verification.
    const user = await t.signUp({ password: keep('sign-up password', 'Geheim-Passwort-Eins-111') });
    keep('sign-up bearer token', user.token);
    const verifyLink = linkTo(user.email, /bestätige/);
    keep('verification token', verifyLink.searchParams.get('token'));
    await t.verifyEmail(user.email);

    // Onboarding and an entry with a note.
    const ok = (name: string, data: unknown) => t.ok(name, data, user.token);
    await ok('giveConsent', { version: CONSENT_VERSION });
    await ok('saveOnboardingProfile', { name: 'Log Test', sport: 'Rudern', level: 'amateur' });
    const state = await ok('saveOnboardingEmotions', { emotions: TEST_EMOTIONS });
    await ok('saveOnboardingZones', { emotions: state.emotions });
    await ok('finishOnboarding', { reminder: null, coachCode: null });
    const note = keep('note text', 'Vor dem Finale hatte ich Angst vor dem Wasser 4711');
    await ok('saveEntry', {
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      type: 'competition',
      title: 'Finale',
      importance: 5,
      emotions: TEST_EMOTIONS.map((e) => ({ ...e, intensity: 5 })),
      rating: 7,
      goalReached: 'partly',
      notes: note,
    });

    // Sign-in (cookie and bearer), a wrong password, a forged bearer token.
    const signedIn = await auth('/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signedIn.status).toBe(200);
    keep('sign-in bearer token', signedIn.token);
    const cookie = keep('session cookie', t.cookiesOf(signedIn.res));
    await auth('/sign-in/email', {
      email: user.email,
      password: keep('wrong password', 'Falsch-Geraten-222'),
    });
    const forged = keep('forged bearer', 'forged-token-value-0123456789abcdef');
    await t.call('getProfile', null, { token: forged });
    await t.request('/api/auth/get-session', { headers: { cookie } });

    // Forgot password: request, a too common new password, the reset, sign-in with the new one.
    await auth('/request-password-reset', { email: user.email });
    const resetToken = keep(
      'reset token',
      linkTo(user.email, /Passwort/).searchParams.get('token'),
    );
    const common = await auth('/reset-password', { token: resetToken, newPassword: 'Password1' });
    expect(common.status).toBe(400);
    const newPassword = keep('reset password', 'Nach-Dem-Reset-333');
    const reset = await auth('/reset-password', { token: resetToken, newPassword });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const again = await auth('/sign-in/email', { email: user.email, password: newPassword });
    const token = keep('post-reset bearer token', again.token);

    // Change the password, then turn on two-factor sign-in and sign in with a code.
    const changed = keep('changed password', 'Noch-Ein-Neues-444');
    expect(
      (
        await auth(
          '/change-password',
          { currentPassword: newPassword, newPassword: changed },
          token,
        )
      ).status,
    ).toBe(200);
    const fresh = await auth('/sign-in/email', { email: user.email, password: changed });
    const enabled = await auth('/two-factor/enable', { password: changed }, fresh.token ?? '');
    expect(enabled.status).toBe(200);
    const uri = enabled.body.totpURI as string;
    keep('TOTP secret', new URL(uri).searchParams.get('secret'));
    for (const [i, code] of (enabled.body.backupCodes as string[]).entries()) {
      keep(`backup code ${i}`, code);
    }
    await auth('/two-factor/verify-totp', { code: totp(uri) }, fresh.token ?? '');
    const challenge = await auth('/sign-in/email', { email: user.email, password: changed });
    expect(challenge.body.twoFactorRedirect).toBe(true);
    const challengeCookie = keep('two-factor challenge cookie', t.cookiesOf(challenge.res));
    const second = await auth(
      '/two-factor/verify-totp',
      { code: totp(uri) },
      undefined,
      challengeCookie,
    );
    expect(second.status).toBe(200);
    keep('two-factor bearer token', second.token);

    const log = lines.join('');
    // The logger did write: the mails and Better Auth's own lines (the wrong password) are there.
    expect(log).toContain('"subject":"Dein neues Passwort für Leistungszone"');
    expect(log).toContain('auth: Invalid password');
    for (const [name, value] of Object.entries(secrets)) {
      // Cookie headers hold several `name=value` pairs; each value is a secret of its own.
      const parts = name.endsWith('cookie')
        ? value.split('; ').map((p) => decodeURIComponent(p.slice(p.indexOf('=') + 1)))
        : [value];
      // (An emptied cookie, `name=; Max-Age=0`, holds nothing to look for.)
      const secretParts = parts.filter((p) => p.length > 0);
      expect(secretParts.length > 0 && secretParts.every((p) => p.length >= 8), name).toBe(true);
      for (const part of secretParts) {
        expect(
          log.includes(part),
          `${name} appears in the log: ${lines.find((l) => l.includes(part))}`,
        ).toBe(false);
        // A session token is `<token>.<signature>`; neither half may show on its own.
        for (const half of part.split('.')) {
          if (half.length >= 16) expect(log.includes(half), `${name} (part)`).toBe(false);
        }
      }
    }
  });
});
