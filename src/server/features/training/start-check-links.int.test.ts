import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type StartCheck,
  TECHNIQUE_OR_ROUTINE,
  type ToolboxHistoryItem,
  UNKNOWN_ROUTINE,
} from '../../../domain/api-training';
import { dayFromToday } from '../../../domain/calendar-day';
import { de } from '../../../domain/messages';
import { EFFECT_MIN_SAMPLES } from '../../../domain/start-check';
import { startChecks } from '../../db/schema-training';
import { competitionInput, routineInput } from '../../security/authorization-matrix';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

/** An athlete whose nervousness has the zone 4–6. */
async function athleteWithZones() {
  const athlete = await s.createAthlete({ onboarded: true });
  await s.ok(
    'saveCocktail',
    {
      versionId: randomUUID(),
      emotions: TEST_EMOTIONS.map((e) => ({ ...e, zoneMin: 4, zoneMax: 6 })),
    },
    athlete.token,
  );
  return athlete;
}

/** Today in Berlin (the athletes' default zone), as the competition list writes dates. */
async function competition(token: string, date: string, name = 'Stadtlauf') {
  const id = randomUUID();
  await s.ok('saveCompetition', { ...competitionInput(id, name), date, startTime: null }, token);
  return id;
}

async function routine(token: string, name = 'Vor dem Finale') {
  const id = randomUUID();
  await s.ok('saveRoutine', routineInput(id, name), token);
  return id;
}

const nervous = (before: number, after: number) => [{ emotionId: 'nervoes', before, after }];
const rows = (id: string) => s.db.select().from(startChecks).where(eq(startChecks.id, id));

describe('a Startcheck tied to a competition', () => {
  it('carries the competition, tagged like a check-in, and shows in the competitions view', async () => {
    const { token } = await athleteWithZones();
    const tomorrow = await competition(token, dayFromToday(1), 'Stadtlauf');
    const today = await competition(token, dayFromToday(0), 'Hallencup');

    const before = await s.ok(
      'recordStartCheck',
      {
        id: randomUUID(),
        techniqueId: 'box-atmung',
        competitionId: tomorrow,
        ratings: nervous(9, 6),
      },
      token,
    );
    expect(before.competition).toEqual({
      id: tomorrow,
      name: 'Stadtlauf',
      date: dayFromToday(1),
      phase: 'before',
    });
    const during = await s.ok(
      'recordStartCheck',
      { id: randomUUID(), techniqueId: 'box-atmung', competitionId: today, ratings: nervous(8, 8) },
      token,
    );
    expect(during.competition?.phase).toBe('during');
    const unlinked = await s.ok(
      'recordStartCheck',
      { id: randomUUID(), techniqueId: 'box-atmung', ratings: nervous(8, 5) },
      token,
    );
    expect(unlinked.competition).toBeNull();

    // The competitions view gets the linked checks only, latest first, with their tags.
    const { checks } = await s.ok('getCompetitionStartChecks', null, token);
    expect(checks.map((c: StartCheck) => [c.id, c.competition?.id])).toEqual([
      [during.id, today],
      [before.id, tomorrow],
    ]);
    // The history shows the tag too.
    const history = await s.ok('getToolboxHistory', {}, token);
    expect(history.items.find((i: ToolboxHistoryItem) => i.id === before.id)).toMatchObject({
      competition: { id: tomorrow, phase: 'before' },
    });

    // Deleting the competition keeps the check, without its link.
    await s.ok('deleteCompetition', { id: tomorrow }, token);
    const [row] = await rows(before.id);
    expect(row).toMatchObject({ competitionId: null, change: 3 });
  });

  it("refuses another athlete's competition exactly like one that does not exist", async () => {
    const owner = await athleteWithZones();
    const other = await athleteWithZones();
    const theirs = await competition(owner.token, dayFromToday(1));
    const answers = [];
    for (const competitionId of [theirs, randomUUID()]) {
      const id = randomUUID();
      const r = await s.call(
        'recordStartCheck',
        { id, techniqueId: 'box-atmung', competitionId, ratings: nervous(9, 5) },
        { token: other.token },
      );
      expect(r.status).toBe(400);
      expect(await rows(id)).toEqual([]);
      answers.push(r.body);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0].error.details.fieldErrors).toEqual({
      competitionId: [de.competitions.unknown],
    });
    expect((await s.ok('getCompetitionStartChecks', null, other.token)).checks).toEqual([]);
  });
});

describe('a Startcheck with a routine', () => {
  it('is attributed to the routine, and the routine ranks in "Was bei dir wirkt"', async () => {
    const { token } = await athleteWithZones();
    const finale = await routine(token, 'Vor dem Finale');
    const check = (after: number) =>
      s.ok(
        'recordStartCheck',
        { id: randomUUID(), routineId: finale, ratings: nervous(9, after) },
        token,
      );
    const first = await check(6);
    expect(first).toMatchObject({
      techniqueId: null,
      routine: { id: finale, name: 'Vor dem Finale' },
      change: 3,
    });
    for (let i = 1; i < EFFECT_MIN_SAMPLES; i++) await check(7);
    await s.ok(
      'recordStartCheck',
      { id: randomUUID(), techniqueId: 'box-atmung', ratings: nervous(9, 8) },
      token,
    );

    // Renamed: its effect carries today's name; the checks keep the name they were made with.
    await s.ok('saveRoutine', routineInput(finale, 'Finale, neu'), token);
    const toolbox = await s.ok('getToolbox', null, token);
    expect(toolbox.routineEffects).toEqual([
      { routineId: finale, name: 'Finale, neu', meanChange: 7 / 3, n: EFFECT_MIN_SAMPLES },
    ]);
    expect(toolbox.effects).toEqual([{ techniqueId: 'box-atmung', meanChange: 1, n: 1 }]);

    // Deleted: the history still names it, the effects no longer offer it.
    await s.ok('deleteRoutine', { id: finale }, token);
    const history = await s.ok('getToolboxHistory', {}, token);
    expect(history.items.find((i: ToolboxHistoryItem) => i.id === first.id)).toMatchObject({
      routine: { id: null, name: 'Vor dem Finale' },
    });
    expect((await s.ok('getToolbox', null, token)).routineEffects).toEqual([]);
  });

  it("refuses another athlete's routine exactly like one that does not exist", async () => {
    const owner = await athleteWithZones();
    const other = await athleteWithZones();
    const theirs = await routine(owner.token);
    const answers = [];
    for (const routineId of [theirs, randomUUID()]) {
      const id = randomUUID();
      const r = await s.call(
        'recordStartCheck',
        { id, routineId, ratings: nervous(9, 5) },
        { token: other.token },
      );
      expect(r.status).toBe(400);
      expect(await rows(id)).toEqual([]);
      answers.push(r.body);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0].error.details.fieldErrors).toEqual({ routineId: [UNKNOWN_ROUTINE] });
  });

  it.each([
    [{}, { techniqueId: [TECHNIQUE_OR_ROUTINE] }],
    [
      { techniqueId: 'box-atmung', routineId: randomUUID() },
      { techniqueId: [TECHNIQUE_OR_ROUTINE] },
    ],
    [{ routineId: 'kaputt' }, { routineId: [UNKNOWN_ROUTINE] }],
    [
      { techniqueId: 'box-atmung', competitionId: 'kaputt' },
      { competitionId: [de.competitions.unknown] },
    ],
    [{ techniqueId: 'box-atmung', techniqueUseId: 'kaputt' }, { techniqueUseId: ['Ungültige ID'] }],
  ])('refuses %j with German field messages', async (data, fieldErrors) => {
    const { token } = await athleteWithZones();
    const id = randomUUID();
    const r = await s.call('recordStartCheck', { id, ratings: nervous(9, 5), ...data }, { token });
    expect(r.status).toBe(400);
    expect(r.body.error.status).toBe('INVALID_ARGUMENT');
    expect(r.body.error.details.fieldErrors).toEqual(fieldErrors);
    expect(await rows(id)).toEqual([]);
  });
});

describe('one event, one row in the history', () => {
  it('shows the technique played inside a Startcheck as part of the check, not twice', async () => {
    const { token } = await athleteWithZones();
    const playedBefore = randomUUID();
    const playedAfter = randomUUID();
    const alone = randomUUID();
    // The player reports its use before the check is saved …
    await s.ok(
      'recordTechniqueUse',
      { id: playedBefore, techniqueId: 'box-atmung', completed: false, durationSeconds: 40 },
      token,
    );
    const first = await s.ok(
      'recordStartCheck',
      {
        id: randomUUID(),
        techniqueId: 'box-atmung',
        techniqueUseId: playedBefore,
        ratings: nervous(9, 6),
      },
      token,
    );
    // … or after it (the athlete left the player running and went on).
    const second = await s.ok(
      'recordStartCheck',
      {
        id: randomUUID(),
        techniqueId: 'pmr-kurz',
        techniqueUseId: playedAfter,
        ratings: nervous(9, 6),
      },
      token,
    );
    await s.ok(
      'recordTechniqueUse',
      { id: playedAfter, techniqueId: 'pmr-kurz', completed: true, durationSeconds: 120 },
      token,
    );
    // A technique used on its own is its own row.
    await s.ok(
      'recordTechniqueUse',
      { id: alone, techniqueId: 'energizer', completed: true, durationSeconds: 60 },
      token,
    );

    const { items } = await s.ok('getToolboxHistory', {}, token);
    expect(items.map((i: ToolboxHistoryItem) => [i.kind, i.id]).sort()).toEqual(
      [
        ['startCheck', first.id],
        ['startCheck', second.id],
        ['technique', alone],
      ].sort(),
    );
    expect(items.find((i: ToolboxHistoryItem) => i.id === first.id)).toMatchObject({
      techniqueUse: { completed: false, durationSeconds: 40 },
    });
    expect(items.find((i: ToolboxHistoryItem) => i.id === second.id)).toMatchObject({
      techniqueUse: { completed: true, durationSeconds: 120 },
    });
    // The use still counts in the toolbox's usage: she did play the technique.
    const usage = (await s.ok('getToolbox', null, token)).usage;
    expect(
      usage.find((u: { techniqueId: string; count: number }) => u.techniqueId === 'box-atmung')
        ?.count,
    ).toBe(1);
  });

  it("cannot hide another athlete's technique use by naming its id", async () => {
    const owner = await athleteWithZones();
    const other = await athleteWithZones();
    const use = randomUUID();
    await s.ok(
      'recordTechniqueUse',
      { id: use, techniqueId: 'box-atmung', completed: true, durationSeconds: 60 },
      owner.token,
    );
    const check = await s.ok(
      'recordStartCheck',
      { id: randomUUID(), techniqueId: 'box-atmung', techniqueUseId: use, ratings: nervous(9, 6) },
      other.token,
    );
    expect(
      (await s.ok('getToolboxHistory', {}, owner.token)).items.map((i: ToolboxHistoryItem) => i.id),
    ).toEqual([use]);
    // Nor does the other athlete's check show anything of the owner's use.
    const theirs = (await s.ok('getToolboxHistory', {}, other.token)).items;
    expect(theirs).toEqual([expect.objectContaining({ id: check.id, techniqueUse: null })]);
  });
});
