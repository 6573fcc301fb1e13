import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_NOT_UPLOADED,
  CONSENT_OUTDATED,
  INVALID_AVATAR_PATH,
  INVALID_TIME,
  INVALID_WEEKDAY,
  UNKNOWN_TIME_ZONE,
  WEEKDAY_REQUIRED,
} from '../../../domain/api-settings';
import { CONSENT_TEXT, CONSENT_TITLE, CONSENT_VERSION } from '../../../domain/consent';
import { settingsContracts } from '../../../domain/contracts/settings';
import { consents } from '../../db/schema-settings';
import { buildRegistry } from '../../functions/registry';
import { placeholderInput } from '../../security/authorization-matrix';
import { startTestServer, type TestServer } from '../../test/harness';

const NAMES = Object.keys(settingsContracts) as (keyof typeof settingsContracts)[];
/**
 * Functions for every verified user (coaches get message pushes too); the rest concern an athlete's
 * own data and reminders.
 */
const ANY_ROLE = new Set<string>([
  'getSettings',
  'updateProfile',
  'setAvatar',
  'removeAvatar',
  'setTheme',
  'getPushKey',
  'subscribePush',
  'unsubscribePush',
  'sendTestPush',
]);

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

let s: TestServer;
let unverified: string;
let coach: { token: string; userId: string };
beforeAll(async () => {
  s = await startTestServer();
  [unverified, coach] = await Promise.all([
    s.signUp().then((u) => u.token),
    s.createUser({ accountType: 'coach', name: 'Trainerin Kim' }),
  ]);
});
afterAll(async () => {
  await s?.close();
});

async function upload(userId: string, token: string, name = 'avatar') {
  const res = await s.request(`/api/storage/users/${userId}/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: PNG,
  });
  expect(res.status).toBe(201);
}

interface CallResult {
  status: number;
  body: { error?: { status: string; details?: { fieldErrors?: Record<string, string[]> } } };
}

function expectInvalid(r: CallResult, field: string, message: string) {
  expect(r.status).toBe(400);
  expect(r.body.error?.status).toBe('INVALID_ARGUMENT');
  expect(r.body.error?.details?.fieldErrors?.[field]).toContain(message);
}

describe('access to the settings functions', () => {
  it('registers every function with its access level', () => {
    const registry = new Map(buildRegistry({ google: undefined }).map((f) => [f.name, f.access]));
    for (const name of NAMES) {
      expect(registry.get(name), name).toBe(ANY_ROLE.has(name) ? 'verified' : 'athlete');
    }
  });

  it.each(NAMES)('%s: 401 signed out, 403 unverified', async (name) => {
    const anon = await s.call(name, placeholderInput(name));
    expect(anon.status).toBe(401);
    expect(anon.body.error).toEqual({
      status: 'UNAUTHENTICATED',
      message: 'Authentifizierung erforderlich',
    });
    const u = await s.call(name, placeholderInput(name), { token: unverified });
    expect(u.status).toBe(403);
    expect(u.body.error.message).toBe('E-Mail-Verifizierung erforderlich');
  });

  it.each(NAMES.filter((n) => !ANY_ROLE.has(n)))('%s: 403 for a coach', async (name) => {
    const r = await s.call(name, placeholderInput(name), { token: coach.token });
    expect(r.status).toBe(403);
    expect(r.body.error.message).toBe('Unzureichende Berechtigung');
  });
});

describe('profile and preferences', () => {
  it('answers the defaults for a new athlete, and a coach without sport', async () => {
    const a = await s.createAthlete({ name: 'Lena' });
    expect(await s.ok('getSettings', null, a.token)).toEqual({
      name: 'Lena',
      email: a.email,
      role: null,
      sport: null,
      level: null,
      image: null,
      theme: 'system',
      timezone: 'Europe/Berlin',
      reminder: null,
      reminderEmail: true,
      consent: null,
      twoFactorEnabled: false,
      hasPassword: true,
    });
    const c = await s.ok('getSettings', null, coach.token);
    expect(c).toMatchObject({ name: 'Trainerin Kim', role: 'coach', sport: null, level: null });
  });

  it('updates name, sport and level; left-out fields stay; a coach gets no sport', async () => {
    const a = await s.createAthlete();
    const other = await s.createAthlete({ name: 'Unberührt' });
    const first = await s.ok(
      'updateProfile',
      { name: '  Jonas Müller ', sport: 'Kanu', level: 'competitive' },
      a.token,
    );
    expect(first).toMatchObject({ name: 'Jonas Müller', sport: 'Kanu', level: 'competitive' });
    const second = await s.ok('updateProfile', { name: 'Jonas M.', sport: null }, a.token);
    expect(second).toMatchObject({ name: 'Jonas M.', sport: 'Kanu', level: 'competitive' });
    expect(await s.ok('getSettings', null, a.token)).toEqual(second);
    // The session shows the new name too: it is the same row.
    const session = await s.request('/api/auth/get-session', {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(((await session.json()) as { user: { name: string } }).user.name).toBe('Jonas M.');

    const c = await s.ok(
      'updateProfile',
      { name: 'Kim', sport: 'Judo', level: 'elite' },
      coach.token,
    );
    expect(c).toMatchObject({ name: 'Kim', sport: null, level: null });

    expect(await s.ok('getSettings', null, other.token)).toMatchObject({
      name: 'Unberührt',
      sport: null,
    });
  });

  it('rejects invalid profile input with German field messages', async () => {
    const a = await s.createAthlete();
    expectInvalid(
      await s.call('updateProfile', { name: '  ' }, { token: a.token }),
      'name',
      'Dieses Feld ist erforderlich',
    );
    expectInvalid(
      await s.call('updateProfile', { name: 'A', sport: 'x'.repeat(61) }, { token: a.token }),
      'sport',
      'Höchstens 60 Zeichen',
    );
    expectInvalid(
      await s.call('updateProfile', { name: 'A', level: 'weltklasse' }, { token: a.token }),
      'level',
      'Bitte auswählen',
    );
    expectInvalid(
      await s.call('updateProfile', {}, { token: a.token }),
      'name',
      'Dieses Feld ist erforderlich',
    );
  });

  it('stores the theme; other values are refused', async () => {
    const a = await s.createAthlete();
    expect(await s.ok('setTheme', { theme: 'dark' }, a.token)).toMatchObject({ theme: 'dark' });
    expect(await s.ok('setTheme', { theme: 'light' }, a.token)).toMatchObject({ theme: 'light' });
    expect((await s.ok('getSettings', null, a.token)).theme).toBe('light');
    expect((await s.ok('setTheme', { theme: 'system' }, coach.token)).theme).toBe('system');
    expectInvalid(
      await s.call('setTheme', { theme: 'blau' }, { token: a.token }),
      'theme',
      'Bitte auswählen',
    );
  });
});

describe('avatar', () => {
  it('takes the uploaded picture, versions its URL, and removes it with the file', async () => {
    const a = await s.createAthlete();
    const path = `users/${a.userId}/avatar`;
    const missing = await s.call('setAvatar', { path }, { token: a.token });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ status: 'NOT_FOUND', message: AVATAR_NOT_UPLOADED });

    await upload(a.userId, a.token);
    const set = await s.ok('setAvatar', { path }, a.token);
    expect(set.image).toMatch(new RegExp(`^/api/storage/${path}\\?v=\\d+$`));
    const picture = await s.request(set.image, { headers: { authorization: `Bearer ${a.token}` } });
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(PNG);

    await new Promise((r) => setTimeout(r, 5));
    await upload(a.userId, a.token);
    const again = await s.ok('setAvatar', { path }, a.token);
    expect(again.image).not.toBe(set.image);

    const removed = await s.ok('removeAvatar', null, a.token);
    expect(removed.image).toBeNull();
    const gone = await s.request(`/api/storage/${path}`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(gone.status).toBe(404);
    // Removing again changes nothing.
    expect((await s.ok('removeAvatar', null, a.token)).image).toBeNull();
  });

  it("never takes another user's file or a path other than the avatar", async () => {
    const a = await s.createAthlete();
    const b = await s.createAthlete();
    await upload(b.userId, b.token);
    await upload(a.userId, a.token, 'other.png');
    for (const path of [`users/${b.userId}/avatar`, `users/${a.userId}/other.png`, '../avatar']) {
      expectInvalid(
        await s.call('setAvatar', { path }, { token: a.token }),
        'path',
        INVALID_AVATAR_PATH,
      );
    }
    expect((await s.ok('getSettings', null, a.token)).image).toBeNull();
    // Nor through Better Auth's own profile endpoint.
    const viaAuth = await s.request('/api/auth/update-user', {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ image: 'https://tracker.example/pixel.png' }),
    });
    expect(viaAuth.status).toBe(400);
    expect((await s.ok('getSettings', null, a.token)).image).toBeNull();
    // B's file is untouched by A's removal.
    await s.ok('removeAvatar', null, a.token);
    expect((await s.ok('setAvatar', { path: `users/${b.userId}/avatar` }, b.token)).image).toMatch(
      /\?v=\d+$/,
    );
  });
});

describe('reminder', () => {
  it('stores the reminder with sorted weekdays and the zone it is meant in', async () => {
    const a = await s.createAthlete();
    const r = await s.ok(
      'setReminder',
      { enabled: true, weekdays: [5, 1, 3, 1], time: '07:30', timezone: 'America/New_York' },
      a.token,
    );
    expect(r).toMatchObject({
      reminder: { enabled: true, weekdays: [1, 3, 5], time: '07:30' },
      timezone: 'America/New_York',
    });
    // Without a zone the stored one stays; switched off, no weekday is needed.
    const off = await s.ok('setReminder', { enabled: false, weekdays: [], time: '07:30' }, a.token);
    expect(off).toMatchObject({
      reminder: { enabled: false, weekdays: [], time: '07:30' },
      timezone: 'America/New_York',
    });
  });

  it('rejects invalid reminders with German field messages', async () => {
    const a = await s.createAthlete();
    const call = (data: unknown) => s.call('setReminder', data, { token: a.token });
    expectInvalid(
      await call({ enabled: true, weekdays: [1], time: '24:00' }),
      'time',
      INVALID_TIME,
    );
    expectInvalid(
      await call({ enabled: true, weekdays: [8], time: '08:00' }),
      'weekdays.0',
      INVALID_WEEKDAY,
    );
    expectInvalid(
      await call({ enabled: true, weekdays: [], time: '08:00' }),
      'weekdays',
      WEEKDAY_REQUIRED,
    );
    expectInvalid(
      await call({ enabled: true, weekdays: [1], time: '08:00', timezone: 'Mars/Olympus' }),
      'timezone',
      UNKNOWN_TIME_ZONE,
    );
    expectInvalid(await call({ weekdays: [1], time: '08:00' }), 'enabled', 'Bitte auswählen');
    expect((await s.ok('getSettings', null, a.token)).reminder).toBeNull();
  });
});

describe('consent', () => {
  it('records consent once, keeps the history on withdrawal, and takes a renewal', async () => {
    const a = await s.createAthlete();
    const given = await s.ok('giveConsent', { version: CONSENT_VERSION }, a.token);
    expect(given.consent).toEqual({
      given: true,
      version: CONSENT_VERSION,
      current: true,
      givenAt: expect.any(String),
      withdrawnAt: null,
    });
    // A double click records nothing new.
    expect((await s.ok('giveConsent', { version: CONSENT_VERSION }, a.token)).consent).toEqual(
      given.consent,
    );

    const withdrawn = await s.ok('withdrawConsent', null, a.token);
    expect(withdrawn.consent).toMatchObject({ given: false, givenAt: given.consent.givenAt });
    expect(withdrawn.consent.withdrawnAt).toEqual(expect.any(String));

    const renewed = await s.ok('giveConsent', { version: CONSENT_VERSION }, a.token);
    expect(renewed.consent).toMatchObject({ given: true, withdrawnAt: null });

    const rows = await s.db.select().from(consents).where(eq(consents.userId, a.userId));
    expect(rows).toHaveLength(2);
    const hash = createHash('sha256').update(`${CONSENT_TITLE}\n\n${CONSENT_TEXT}`).digest('hex');
    expect(rows.every((r) => r.version === CONSENT_VERSION && r.textHash === hash)).toBe(true);
    expect(rows.filter((r) => r.withdrawnAt !== null)).toHaveLength(1);
  });

  it('refuses consent to another version of the text', async () => {
    const a = await s.createAthlete();
    expectInvalid(
      await s.call('giveConsent', { version: '2020-01' }, { token: a.token }),
      'version',
      CONSENT_OUTDATED,
    );
    expectInvalid(
      await s.call('giveConsent', {}, { token: a.token }),
      'version',
      'Dieses Feld ist erforderlich',
    );
    expect((await s.ok('getSettings', null, a.token)).consent).toBeNull();
  });
});
