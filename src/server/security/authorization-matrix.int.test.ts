import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalName, FUNCTION_ERROR_STATUS } from '../../domain/callable-protocol';
import { CONTRACTS, type FunctionName } from '../../domain/contracts/all';
import { buildRegistry } from '../functions/registry';
import { databaseSnapshot } from '../test/db-snapshot';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../test/harness';
import {
  BY_ACCESS,
  CALLERS,
  type CallerName,
  callerOrder,
  competitionInput,
  entryInput,
  type Fixture,
  MATRIX,
  type MatrixRow,
  matrixRow,
  routineInput,
} from './authorization-matrix';

const REGISTERED = buildRegistry({ google: undefined }).map((f) => f.name);

let s: TestServer;
const tokens: Partial<Record<CallerName, string>> = {};
let fixture: Fixture;

/** The eight callers and everything of the owner's that the rows aim at, made through the API. */
beforeAll(async () => {
  s = await startTestServer();
  const [owner, otherAthlete, newAthlete, unverified] = await Promise.all([
    s.createAthlete({ onboarded: true, name: 'Olga Owner' }),
    s.createAthlete({ onboarded: true }),
    // Consented, as the onboarding asks first: only the access rules may refuse its calls.
    s.createAthlete({ consent: true }),
    s.signUp(),
  ]);
  const [linkedCoach, endedCoach, otherCoach, spareCoach] = await Promise.all([
    s.createCoach(),
    s.createCoach(),
    s.createCoach(),
    s.createCoach(),
  ]);
  Object.assign(tokens, {
    unverified: unverified.token,
    newAthlete: newAthlete.token,
    owner: owner.token,
    otherAthlete: otherAthlete.token,
    linkedCoach: linkedCoach.token,
    endedCoach: endedCoach.token,
    otherCoach: otherCoach.token,
  });

  const linkId = await s.link(linkedCoach, owner, { trends: true, cocktail: true });
  await s.ok('endLink', { linkId: await s.link(endedCoach, owner) }, owner.token);

  const [entryId, doomedEntryId] = [randomUUID(), randomUUID()];
  for (const id of [entryId, doomedEntryId]) {
    await s.ok('saveEntry', entryInput(id), owner.token);
  }
  await s.ok(
    'setEntrySharing',
    { entryId, linkIds: [linkId], messageId: randomUUID() },
    owner.token,
  );
  const cocktailVersionId = randomUUID();
  await s.ok(
    'saveCocktail',
    {
      versionId: cocktailVersionId,
      emotions: TEST_EMOTIONS.map((e) => ({ ...e, zoneMin: 2, zoneMax: 6 })),
    },
    owner.token,
  );
  const checkInId = randomUUID();
  await s.ok(
    'recordCheckIn',
    { id: checkInId, intensities: [{ emotionId: 'motiviert', intensity: 5 }] },
    owner.token,
  );
  const techniqueUseId = randomUUID();
  await s.ok(
    'recordTechniqueUse',
    { id: techniqueUseId, techniqueId: 'box-atmung', completed: false, durationSeconds: 30 },
    owner.token,
  );
  const startCheckId = randomUUID();
  await s.ok(
    'recordStartCheck',
    {
      id: startCheckId,
      techniqueId: 'box-atmung',
      ratings: [{ emotionId: 'nervoes', before: 8, after: 5 }],
    },
    owner.token,
  );
  const routineRunId = randomUUID();
  await s.ok(
    'recordRoutineRun',
    {
      id: routineRunId,
      startedAt: new Date(Date.now() - 3_600_000).toISOString(),
      completed: false,
      stepsCompleted: 0,
      totalSeconds: 20,
    },
    owner.token,
  );
  const [competitionId, doomedCompetitionId] = [randomUUID(), randomUUID()];
  for (const id of [competitionId, doomedCompetitionId]) {
    await s.ok('saveCompetition', competitionInput(id), owner.token);
  }
  const [routineId, doomedRoutineId] = [randomUUID(), randomUUID()];
  for (const id of [routineId, doomedRoutineId]) {
    await s.ok('saveRoutine', routineInput(id), owner.token);
  }
  const message = await s.ok(
    'sendCoachMessage',
    { id: randomUUID(), coachLinkId: linkId, text: 'Hallo' },
    owner.token,
  );
  // An avatar upload, so that setAvatar has something to point at for its owner.
  const avatar = await s.request(`/api/storage/users/${owner.userId}/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'image/png' },
    body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  if (avatar.status !== 201) throw new Error(`avatar upload failed: ${avatar.status}`);
  const recommendation = await s.ok(
    'recommendToAthlete',
    { id: randomUUID(), athleteId: owner.userId, kind: 'technique', techniqueId: 'box-atmung' },
    linkedCoach.token,
  );

  fixture = {
    ownerId: owner.userId,
    entryId,
    doomedEntryId,
    cocktailVersionId,
    checkInId,
    techniqueUseId,
    startCheckId,
    routineRunId,
    competitionId,
    doomedCompetitionId,
    routineId,
    doomedRoutineId,
    linkId,
    messageId: message.id,
    linkedCoachCode: (await s.ok('createInviteCode', null, linkedCoach.token)).code,
    spareCode: (await s.ok('createInviteCode', null, spareCoach.token)).code,
    recommendationId: recommendation.id,
  };
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('authorization matrix', () => {
  it('has exactly one row per registered function', () => {
    const missing = REGISTERED.filter((name) => !(name in MATRIX));
    const stale = Object.keys(MATRIX).filter((name) => !REGISTERED.includes(name));
    expect(missing, 'registered functions without a row in authorization-matrix.ts').toEqual([]);
    expect(stale, 'rows in authorization-matrix.ts without a registered function').toEqual([]);
    expect(Object.keys(MATRIX)).toHaveLength(REGISTERED.length);
  });

  it.each(Object.keys(MATRIX))('%s: each caller gets the expected answer', async (name) => {
    const { input, expected } = matrixRow(name) as MatrixRow;
    for (const who of callerOrder(expected)) {
      const outcome = expected[who];
      const before = outcome === 'allow' ? null : await databaseSnapshot(s.db);
      const r = await s.call(name, input(fixture), { token: tokens[who] });
      const what = `${name} as ${who}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;
      if (outcome === 'allow' || outcome === 'noop') {
        expect(r.status, what).toBe(200);
      } else {
        expect(r.status, what).toBe(FUNCTION_ERROR_STATUS[outcome]);
        expect(r.body.error.status, what).toBe(canonicalName(outcome));
        expect(r.body.error.message, what).toMatch(/\S/);
      }
      if (before !== null)
        expect(await databaseSnapshot(s.db), `${what} changed data`).toBe(before);
    }
  });

  it('notices a write in its database snapshot, so "changed nothing" means something', async () => {
    const before = await databaseSnapshot(s.db);
    await s.ok('setTheme', { theme: 'light' }, tokens.owner as string);
    const after = await databaseSnapshot(s.db);
    expect(after).not.toBe(before);
    expect(after.split('\n').filter((line) => !before.includes(line))).toEqual([
      expect.stringMatching(/^user_settings: /),
    ]);
  });

  it("refuses in each row at least whom its contract's access level refuses", () => {
    for (const [name, row] of Object.entries(MATRIX)) {
      const byAccess = BY_ACCESS[CONTRACTS[name as FunctionName].access];
      for (const who of CALLERS) {
        if (byAccess[who] !== 'allow')
          expect(row.expected[who], `${name} as ${who}`).toBe(byAccess[who]);
      }
    }
  });

  it(`covers ${CALLERS.length} callers for every function`, () => {
    for (const [name, row] of Object.entries(MATRIX)) {
      expect(Object.keys(row.expected).sort(), name).toEqual([...CALLERS].sort());
    }
  });
});
