import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingContracts } from '../../../domain/contracts/training';
import { buildRegistry } from '../../functions/registry';
import { placeholderInput } from '../../security/authorization-matrix';
import { startTestServer, type TestServer } from '../../test/harness';

const NAMES = Object.keys(trainingContracts) as (keyof typeof trainingContracts)[];

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
      const n = await s.call(name, placeholderInput(name), { token: newAthlete });
      expect(n.status).toBe(403);
      expect(n.body.error).toEqual({
        status: 'PERMISSION_DENIED',
        message: 'Einführungsassistent muss abgeschlossen werden',
      });
    },
  );

  it('answers every valid input with 200', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    // Deleting needs a routine of the caller; the authorization matrix deletes one of its fixture.
    for (const name of NAMES.filter((n) => n !== 'deleteRoutine')) {
      expect((await s.call(name, placeholderInput(name), { token })).status, name).toBe(200);
    }
  });
});
