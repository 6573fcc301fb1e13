import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AthleteApi } from '../../../domain/api';
import { buildRegistry } from '../../functions/registry';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

/** A valid input for every athlete function, so only the access check can refuse the call. */
const VALID_INPUT: { [K in keyof AthleteApi]: AthleteApi[K]['input'] } = {
  getOnboarding: null,
  saveOnboardingProfile: { name: 'Mia', sport: 'Rudern', level: 'elite' },
  saveOnboardingEmotions: { emotions: [...TEST_EMOTIONS] },
  saveOnboardingZones: { emotions: TEST_EMOTIONS.map((e) => ({ ...e, zoneMin: 1, zoneMax: 3 })) },
  finishOnboarding: { reminder: null, coachCode: null },
  getCocktail: null,
  saveCocktail: {
    versionId: randomUUID(),
    emotions: TEST_EMOTIONS.map((e) => ({ ...e, zoneMin: 1, zoneMax: 3 })),
  },
  recordCheckIn: { id: randomUUID(), intensities: [{ emotionId: 'motiviert', intensity: 5 }] },
  listEntries: {},
  getEntry: { id: randomUUID() },
  saveEntry: {
    id: randomUUID(),
    occurredAt: '2025-01-01T10:00:00Z',
    type: 'competition',
    title: 'Regatta',
    importance: 5,
    emotions: [{ ...TEST_EMOTIONS[0], intensity: 7 }],
    rating: 9,
    goalReached: 'yes',
  },
  deleteEntry: { id: randomUUID() },
  getDashboard: null,
};
const NAMES = Object.keys(VALID_INPUT) as (keyof AthleteApi)[];
const ONBOARDING = new Set<string>([
  'getOnboarding',
  'saveOnboardingProfile',
  'saveOnboardingEmotions',
  'saveOnboardingZones',
  'finishOnboarding',
]);

let s: TestServer;
let unverified: string;
let coach: string;
let newAthlete: string;
beforeAll(async () => {
  s = await startTestServer();
  [unverified, coach, newAthlete] = await Promise.all([
    s.signUp().then((u) => u.token),
    s.createUser({ accountType: 'coach' }).then((u) => u.token),
    s.createAthlete().then((u) => u.token),
  ]);
});
afterAll(async () => {
  await s?.close();
});

describe('access to the athlete functions', () => {
  it('registers every function of the contract with the expected access level', () => {
    const registry = new Map(buildRegistry({ google: undefined }).map((f) => [f.name, f.access]));
    for (const name of NAMES) {
      expect(registry.get(name), name).toBe(ONBOARDING.has(name) ? 'athlete' : 'onboarded-athlete');
    }
  });

  it.each(NAMES)('%s: 401 signed out, 403 unverified, 403 coach', async (name) => {
    const anon = await s.call(name, VALID_INPUT[name]);
    expect(anon.status).toBe(401);
    expect(anon.body.error).toEqual({
      status: 'UNAUTHENTICATED',
      message: 'Authentifizierung erforderlich',
    });
    const u = await s.call(name, VALID_INPUT[name], { token: unverified });
    expect(u.status).toBe(403);
    expect(u.body.error.message).toBe('E-Mail-Verifizierung erforderlich');
    const c = await s.call(name, VALID_INPUT[name], { token: coach });
    expect(c.status).toBe(403);
    expect(c.body.error.message).toBe('Unzureichende Berechtigung');
  });

  it.each(NAMES.filter((n) => !ONBOARDING.has(n)))(
    '%s: 403 before the onboarding is finished',
    async (name) => {
      const r = await s.call(name, VALID_INPUT[name], { token: newAthlete });
      expect(r.status).toBe(403);
      expect(r.body.error).toEqual({
        status: 'PERMISSION_DENIED',
        message: 'Einführungsassistent muss abgeschlossen werden',
      });
    },
  );

  it('refuses a wrong payload type with 400, never 500', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    for (const name of NAMES) {
      for (const data of [42, 'x', [1]]) {
        const r = await s.call(name, data, { token });
        expect(r.status, `${name} ${JSON.stringify(data)}`).toBe(400);
        expect(r.body.error.status).toBe('INVALID_ARGUMENT');
      }
    }
  });
});
