import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_TECHNIQUE } from '../../../domain/api-training';
import { REASON_NO_CHECK_IN, suggestTechniques } from '../../../domain/toolbox';
import { toolboxUsage } from '../../db/schema-training';
import { startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
let athlete: { token: string; userId: string };
let other: { token: string; userId: string };
beforeAll(async () => {
  s = await startTestServer();
  [athlete, other] = await Promise.all([
    s.createAthlete({ onboarded: true }),
    s.createAthlete({ onboarded: true }),
  ]);
});
afterAll(async () => {
  await s?.close();
});

const usageRows = (id: string) => s.db.select().from(toolboxUsage).where(eq(toolboxUsage.id, id));

describe('getToolbox', () => {
  it('starts empty and suggests every goal before the first check-in', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const t = await s.ok('getToolbox', null, token);
    expect(t.favourites).toEqual([]);
    expect(t.usage).toEqual([]);
    const { cocktail } = await s.ok('getCocktail', null, token);
    expect(t.suggestions).toEqual(
      suggestTechniques(cocktail.emotions, null).map((g) => ({
        goal: g.goal,
        reason: REASON_NO_CHECK_IN,
        techniqueIds: g.techniques.map((x) => x.id),
      })),
    );
    expect(t.suggestions).toHaveLength(4);
  });

  it('suggests by the last check-in, favourites first within their goal', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    await s.ok('setFavourite', { techniqueId: 'pmr-kurz', favourite: true }, token);
    // nervös 10 is 4 above its zone 3..6: calming first.
    await s.ok(
      'recordCheckIn',
      { id: randomUUID(), intensities: [{ emotionId: 'nervoes', intensity: 10 }] },
      token,
    );
    const t = await s.ok('getToolbox', null, token);
    const { cocktail, lastCheckIn } = await s.ok('getCocktail', null, token);
    const expected = suggestTechniques(cocktail.emotions, lastCheckIn.intensities, {
      favouriteIds: ['pmr-kurz'],
    });
    expect(t.suggestions).toEqual(
      expected.map((g) => ({
        goal: g.goal,
        reason: g.reason,
        techniqueIds: g.techniques.map((x) => x.id),
      })),
    );
    expect(t.suggestions[0]).toMatchObject({
      goal: 'beruhigen',
      reason: 'Nervös liegt 4 über deinem Zielbereich',
    });
    expect(t.suggestions[0].techniqueIds[0]).toBe('pmr-kurz');
  });
});

describe('setFavourite', () => {
  it('marks and unmarks, idempotently, in the order of marking', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const mark = (techniqueId: string, favourite: boolean) =>
      s.ok('setFavourite', { techniqueId, favourite }, token);
    expect(await mark('fokus-punkt', true)).toEqual({ favourites: ['fokus-punkt'] });
    expect(await mark('box-atmung', true)).toEqual({ favourites: ['fokus-punkt', 'box-atmung'] });
    expect(await mark('fokus-punkt', true)).toEqual({ favourites: ['fokus-punkt', 'box-atmung'] });
    expect(await mark('fokus-punkt', false)).toEqual({ favourites: ['box-atmung'] });
    expect(await mark('fokus-punkt', false)).toEqual({ favourites: ['box-atmung'] });
    expect((await s.ok('getToolbox', null, token)).favourites).toEqual(['box-atmung']);
    // Someone else's favourites are their own.
    expect((await s.ok('getToolbox', null, other.token)).favourites).toEqual([]);
  });

  it.each([
    [{ techniqueId: 'zaubertrick', favourite: true }, { techniqueId: [UNKNOWN_TECHNIQUE] }],
    [{ techniqueId: 42, favourite: true }, { techniqueId: [UNKNOWN_TECHNIQUE] }],
    [{ techniqueId: 'box-atmung' }, { favourite: ['Bitte auswählen'] }],
  ])('refuses %j with German field messages', async (data, fieldErrors) => {
    const r = await s.call('setFavourite', data, { token: athlete.token });
    expect(r.status).toBe(400);
    expect(r.body.error.details.fieldErrors).toEqual(fieldErrors);
  });
});

describe('recordTechniqueUse', () => {
  it('writes a retry once and counts the uses per technique', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const id = randomUUID();
    const before = Date.now();
    const first = await s.ok(
      'recordTechniqueUse',
      { id, techniqueId: 'box-atmung', completed: true, durationSeconds: 240 },
      token,
    );
    expect(first).toMatchObject({
      id,
      techniqueId: 'box-atmung',
      completed: true,
      durationSeconds: 240,
    });
    const started = Date.parse(first.startedAt);
    expect(started).toBeGreaterThan(before - 240_000 - 5_000);
    expect(started).toBeLessThan(Date.now() - 239_000);
    const retry = await s.ok(
      'recordTechniqueUse',
      { id, techniqueId: 'box-atmung', completed: true, durationSeconds: 240 },
      token,
    );
    expect(retry).toEqual(first);
    expect(await usageRows(id)).toHaveLength(1);

    // Reported at the start and again at the end: one use, its start time kept.
    const run = randomUUID();
    const atStart = await s.ok(
      'recordTechniqueUse',
      { id: run, techniqueId: 'energizer', completed: false, durationSeconds: 0 },
      token,
    );
    const atEnd = await s.ok(
      'recordTechniqueUse',
      { id: run, techniqueId: 'energizer', completed: true, durationSeconds: 90 },
      token,
    );
    expect(atEnd).toEqual({ ...atStart, completed: true, durationSeconds: 90 });
    const aborted = await s.ok(
      'recordTechniqueUse',
      { id: randomUUID(), techniqueId: 'box-atmung', completed: false, durationSeconds: 30 },
      token,
    );

    // Last used = latest start; the aborted breathing began 30 s before the energizer.
    const { usage } = await s.ok('getToolbox', null, token);
    expect(usage).toEqual([
      { techniqueId: 'energizer', count: 1, completedCount: 1, lastUsedAt: atStart.startedAt },
      { techniqueId: 'box-atmung', count: 2, completedCount: 1, lastUsedAt: aborted.startedAt },
    ]);
    expect((await s.ok('getToolbox', null, other.token)).usage).toEqual([]);
  });

  it("never touches another athlete's use with the same id", async () => {
    const id = randomUUID();
    await s.ok(
      'recordTechniqueUse',
      { id, techniqueId: 'box-atmung', completed: false, durationSeconds: 10 },
      athlete.token,
    );
    const r = await s.call(
      'recordTechniqueUse',
      { id, techniqueId: 'energizer', completed: true, durationSeconds: 99 },
      { token: other.token },
    );
    expect(r.status).toBe(404);
    const [row] = await usageRows(id);
    expect(row).toMatchObject({
      userId: athlete.userId,
      techniqueId: 'box-atmung',
      completed: false,
      durationSeconds: 10,
    });
  });

  it.each([
    [{ techniqueId: 'zaubertrick' }, { techniqueId: [UNKNOWN_TECHNIQUE] }],
    [{ id: 'abc' }, { id: ['Ungültige ID'] }],
    [
      { durationSeconds: -1 },
      { durationSeconds: ['Dauer zwischen 0 und 10800 Sekunden eingeben'] },
    ],
    [{ durationSeconds: 1.5 }, { durationSeconds: ['Wert eingeben'] }],
    [{ completed: 'ja' }, { completed: ['Bitte auswählen'] }],
  ])('refuses %j with German field messages', async (change, fieldErrors) => {
    const data = {
      id: randomUUID(),
      techniqueId: 'box-atmung',
      completed: true,
      durationSeconds: 60,
      ...change,
    };
    const r = await s.call('recordTechniqueUse', data, { token: athlete.token });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe(Object.values(fieldErrors)[0]?.[0]);
    expect(r.body.error.details.fieldErrors).toEqual(fieldErrors);
  });
});
