import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteContracts } from '../../../domain/contracts/athlete';
import { buildRegistry } from '../../functions/registry';
import { placeholderInput } from '../../security/authorization-matrix';
import { startTestServer, type TestServer } from '../../test/harness';

const NAMES = Object.keys(athleteContracts) as (keyof typeof athleteContracts)[];
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
    const anon = await s.call(name, placeholderInput(name));
    expect(anon.status).toBe(401);
    expect(anon.body.error).toEqual({
      status: 'UNAUTHENTICATED',
      message: 'Authentifizierung erforderlich',
    });
    const u = await s.call(name, placeholderInput(name), { token: unverified });
    expect(u.status).toBe(403);
    expect(u.body.error.message).toBe('E-Mail-Verifizierung erforderlich');
    const c = await s.call(name, placeholderInput(name), { token: coach });
    expect(c.status).toBe(403);
    expect(c.body.error.message).toBe('Unzureichende Berechtigung');
  });

  it.each(NAMES.filter((n) => !ONBOARDING.has(n)))(
    '%s: 403 before the onboarding is finished',
    async (name) => {
      const r = await s.call(name, placeholderInput(name), { token: newAthlete });
      expect(r.status).toBe(403);
      expect(r.body.error).toEqual({
        status: 'PERMISSION_DENIED',
        message: 'Einführungsassistent muss abgeschlossen werden',
      });
    },
  );
});
