import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainingApi } from '../../../domain/api-training';
import { buildRegistry } from '../../functions/registry';
import { startTestServer, type TestServer } from '../../test/harness';

/** A valid input for every training function, so only the access check can refuse the call. */
const VALID_INPUT: { [K in keyof TrainingApi]: TrainingApi[K]['input'] } = {
  getTrends: { range: '30' },
  getZoneSuggestions: null,
  getToolbox: null,
  setFavourite: { techniqueId: 'box-atmung', favourite: true },
  recordTechniqueUse: {
    id: randomUUID(),
    techniqueId: 'box-atmung',
    completed: true,
    durationSeconds: 60,
  },
  getRoutine: null,
  saveRoutine: { steps: [{ id: randomUUID(), title: 'Ankommen', durationSeconds: 60 }] },
  recordRoutineRun: {
    id: randomUUID(),
    startedAt: '2025-05-01T08:00:00Z',
    completedAt: '2025-05-01T08:03:00Z',
    completed: true,
    stepsCompleted: 1,
    totalSeconds: 180,
  },
};
const NAMES = Object.keys(VALID_INPUT) as (keyof TrainingApi)[];

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

describe('access to the training functions', () => {
  it('registers every function of the contract for onboarded athletes', () => {
    const registry = new Map(buildRegistry({ google: undefined }).map((f) => [f.name, f.access]));
    for (const name of NAMES) expect(registry.get(name), name).toBe('onboarded-athlete');
  });

  it.each(NAMES)(
    '%s: 401 signed out, 403 unverified, coach and before onboarding',
    async (name) => {
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
      const n = await s.call(name, VALID_INPUT[name], { token: newAthlete });
      expect(n.status).toBe(403);
      expect(n.body.error).toEqual({
        status: 'PERMISSION_DENIED',
        message: 'Einführungsassistent muss abgeschlossen werden',
      });
    },
  );

  it('answers every valid input with 200 and a wrong payload type with 400, never 500', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    for (const name of NAMES) {
      expect((await s.call(name, VALID_INPUT[name], { token })).status, name).toBe(200);
      for (const data of [42, 'x', [1]]) {
        const r = await s.call(name, data, { token });
        expect(r.status, `${name} ${JSON.stringify(data)}`).toBe(400);
        expect(r.body.error.status).toBe('INVALID_ARGUMENT');
      }
    }
  });
});
