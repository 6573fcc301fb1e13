import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED } from '../../../domain/callable-protocol';
import { CONSENT_VERSION } from '../../../domain/consent';
import { de } from '../../../domain/messages';
import { buildRegistry } from '../../functions/registry';
import {
  entryInput,
  matrixRow,
  placeholderFixture,
  routineInput,
} from '../../security/authorization-matrix';
import { databaseSnapshot } from '../../test/db-snapshot';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

/** The functions that store health-related data: each refused without current consent. */
const HEALTH_WRITES = [
  'answerRecommendation',
  'recordCheckIn',
  'recordRoutineRun',
  'recordStartCheck',
  'recordTechniqueUse',
  'saveCocktail',
  'saveEntry',
  'saveOnboardingEmotions',
  'saveOnboardingZones',
  'saveQuickEntry',
  'saveRoutine',
  'setEntrySharing',
];
const ONBOARDING = new Set(['saveOnboardingEmotions', 'saveOnboardingZones']);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

/** A valid input with new ids, so an accepted call really writes something. */
function freshInput(name: string): unknown {
  const fixture = placeholderFixture('unused');
  return matrixRow(name)?.input(fixture);
}

/** An athlete from before the consent was asked: onboarded, and no consent row (as after the migration). */
async function athleteWithoutConsent() {
  const athlete = await s.createAthlete({ onboarded: true });
  await s.db.execute(sql`DELETE FROM consents WHERE user_id = ${athlete.userId}`);
  return athlete;
}

async function expectRefused(name: string, token: string) {
  const before = await databaseSnapshot(s.db);
  const r = await s.call(name, freshInput(name), { token });
  expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(403);
  expect(r.body.error).toEqual({
    status: 'PERMISSION_DENIED',
    message: de.consent.refused,
    details: { reason: CONSENT_REQUIRED },
  });
  expect(await databaseSnapshot(s.db), `${name} wrote without consent`).toBe(before);
}

async function expectAccepted(name: string, token: string) {
  const r = await s.call(name, freshInput(name), { token });
  expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(200);
}

const give = (token: string) => s.ok('giveConsent', { version: CONSENT_VERSION }, token);
const withdraw = (token: string) => s.ok('withdrawConsent', null, token);

/** Better Auth's session answer, as the web app reads it on its first page. */
async function sessionAnswer(token: string) {
  const res = await s.request('/api/auth/get-session', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: tests inspect arbitrary answers
  return (await res.json()) as any;
}

describe('health data is stored only with current consent', () => {
  it('declares exactly the health-data writes as needing consent', () => {
    const declared = buildRegistry({ google: undefined })
      .filter((f) => f.consent === 'required')
      .map((f) => f.name)
      .sort();
    expect(declared).toEqual(HEALTH_WRITES);
  });

  // Sharing needs an entry of the caller's own, and taking a recommendation one made for her, which
  // the generic inputs cannot name: tested below and in recommendation.int.test.ts.
  it.each(HEALTH_WRITES.filter((n) => n !== 'setEntrySharing' && n !== 'answerRecommendation'))(
    '%s: refused before consent, accepted after, refused after withdrawal, accepted after consenting again',
    async (name) => {
      let token: string;
      if (ONBOARDING.has(name)) {
        ({ token } = await s.createAthlete());
        await s.ok(
          'saveOnboardingProfile',
          { name: 'Mia', sport: 'Rudern', level: 'elite' },
          token,
        );
      } else {
        ({ token } = await athleteWithoutConsent());
      }
      await expectRefused(name, token);
      await give(token);
      // The zones need the emotions of the step before.
      if (name === 'saveOnboardingZones') {
        await s.ok('saveOnboardingEmotions', { emotions: TEST_EMOTIONS }, token);
      }
      await expectAccepted(name, token);
      await withdraw(token);
      await expectRefused(name, token);
      await give(token);
      await expectAccepted(name, token);
    },
  );

  it('setEntrySharing: refused after withdrawal, accepted after consenting again', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const entryId = randomUUID();
    await s.ok('saveEntry', entryInput(entryId, 'Regatta'), token);
    const share = () => ({ entryId, linkIds: [], messageId: randomUUID(), message: null });
    await withdraw(token);
    const refused = await s.call('setEntrySharing', share(), { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toEqual({ reason: CONSENT_REQUIRED });
    await give(token);
    expect((await s.call('setEntrySharing', share(), { token })).status).toBe(200);
  });

  it('counts a consent to an older text as none, until the current one is given', async () => {
    const { token, userId } = await athleteWithoutConsent();
    await s.db.execute(
      sql`INSERT INTO consents (user_id, version, text_hash) VALUES (${userId}, '2020-01', 'x')`,
    );
    expect((await s.ok('getSettings', null, token)).consent).toMatchObject({
      given: true,
      current: false,
      version: '2020-01',
    });
    expect((await sessionAnswer(token)).consent).toBe('outdated');
    await expectRefused('saveEntry', token);
    await give(token);
    expect((await sessionAnswer(token)).consent).toBe('current');
    await expectAccepted('saveEntry', token);
  });

  it('still lets the athlete read, export and delete her data without consent', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const [kept, doomed] = [randomUUID(), randomUUID()];
    await s.ok('saveEntry', entryInput(kept, 'Regatta'), token);
    await s.ok('saveEntry', entryInput(doomed, 'Sprint'), token);
    await s.ok(
      'recordCheckIn',
      { id: randomUUID(), intensities: [{ emotionId: 'motiviert', intensity: 6 }] },
      token,
    );
    await s.ok('saveRoutine', routineInput(randomUUID()), token);
    const reads = async () => ({
      entries: (await s.ok('listEntries', {}, token)).entries.map((e: { id: string }) => e.id),
      entry: await s.ok('getEntry', { id: kept }, token),
      cocktail: await s.ok('getCocktail', null, token),
      routine: await s.ok('getRoutine', null, token),
    });
    const before = await reads();
    const snapshot = await databaseSnapshot(s.db);

    await withdraw(token);

    // Only the consent row changed: withdrawal deletes nothing.
    const after = await databaseSnapshot(s.db);
    const changed = after.split('\n').filter((line) => !snapshot.includes(line));
    expect(changed).toEqual([expect.stringMatching(/^consents: /)]);
    expect(await reads()).toEqual(before);
    expect(before.entries).toEqual(expect.arrayContaining([kept, doomed]));
    const exported = await s.request('/api/export?format=json', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain('Regatta');
    // Deleting is the athlete's own action, and stays hers.
    await s.ok('deleteEntry', { id: doomed }, token);
    expect((await s.ok('listEntries', {}, token)).entries.map((e: { id: string }) => e.id)).toEqual(
      [kept],
    );
  });

  it('keeps the history: a renewed consent adds a row, a withdrawal dates the last one', async () => {
    const { token, userId } = await s.createAthlete({ consent: true });
    await withdraw(token);
    const withdrawn = (await s.ok('getSettings', null, token)).consent;
    expect(withdrawn).toMatchObject({ given: false, version: CONSENT_VERSION });
    expect(withdrawn.withdrawnAt).toEqual(expect.any(String));
    await give(token);
    const rows = await s.db.execute(
      sql`SELECT withdrawn_at FROM consents WHERE user_id = ${userId} ORDER BY given_at`,
    );
    expect(
      (rows as unknown as { rows: { withdrawn_at: unknown }[] }).rows.map(
        (r) => r.withdrawn_at !== null,
      ),
    ).toEqual([true, false]);
  });
});

describe('the session answer carries the consent', () => {
  it('for athletes: missing, current, withdrawn; coaches have none', async () => {
    const athlete = await s.createAthlete();
    expect((await sessionAnswer(athlete.token)).consent).toBe('missing');
    await give(athlete.token);
    expect((await sessionAnswer(athlete.token)).consent).toBe('current');
    await withdraw(athlete.token);
    expect((await sessionAnswer(athlete.token)).consent).toBe('withdrawn');
    const answer = await sessionAnswer(athlete.token);
    // Still Better Auth's answer otherwise, without the session's token.
    expect(answer.user.id).toBe(athlete.userId);
    expect(answer.session.token).toBeUndefined();

    const coach = await s.createCoach();
    expect(await sessionAnswer(coach.token)).not.toHaveProperty('consent');
  });

  it('is left out of the server’s own session reads', async () => {
    const athlete = await s.createAthlete({ consent: true });
    const own = await s.auth.api.getSession({
      headers: new Headers({ authorization: `Bearer ${athlete.token}` }),
    });
    expect(own?.user.id).toBe(athlete.userId);
    expect(own).not.toHaveProperty('consent');
  });
});
