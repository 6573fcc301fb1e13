import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeHistoryCursor,
  RATE_ONE_EMOTION,
  UNKNOWN_TECHNIQUE,
} from '../../../domain/api-training';
import { EFFECT_MIN_SAMPLES } from '../../../domain/start-check';
import { startChecks, toolboxUsage } from '../../db/schema-training';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

// motiviert 6–8, nervös 4–6, müde 0–2.
const ZONES: Record<string, [number, number]> = {
  motiviert: [6, 8],
  nervoes: [4, 6],
  muede: [0, 2],
};

async function athleteWithZones() {
  const athlete = await s.createAthlete({ onboarded: true });
  await s.ok(
    'saveCocktail',
    {
      versionId: randomUUID(),
      emotions: TEST_EMOTIONS.map((e) => ({
        ...e,
        zoneMin: ZONES[e.id]![0],
        zoneMax: ZONES[e.id]![1],
      })),
    },
    athlete.token,
  );
  return athlete;
}

const rows = (id: string) => s.db.select().from(startChecks).where(eq(startChecks.id, id));

describe('recordStartCheck', () => {
  it('stores the pair with the zones of the moment and its change toward the zone', async () => {
    const { token, userId } = await athleteWithZones();
    const id = randomUUID();
    const input = {
      id,
      techniqueId: 'box-atmung',
      ratings: [
        { emotionId: 'nervoes', before: 8, after: 5 }, // 2 above → in the zone: +2
        { emotionId: 'motiviert', before: 3, after: 4 }, // 3 below → 2 below: +1
        { emotionId: 'muede', before: 1, after: 4 }, // in the zone before: not counted
      ],
    };
    const stored = await s.ok('recordStartCheck', input, token);
    expect(stored).toMatchObject({ id, techniqueId: 'box-atmung', change: 1.5 });
    expect(stored.ratings).toEqual([
      { emotionId: 'nervoes', label: 'nervös', zoneMin: 4, zoneMax: 6, before: 8, after: 5 },
      { emotionId: 'motiviert', label: 'motiviert', zoneMin: 6, zoneMax: 8, before: 3, after: 4 },
      { emotionId: 'muede', label: 'müde', zoneMin: 0, zoneMax: 2, before: 1, after: 4 },
    ]);

    // A retry, even after the zones changed, answers with what the first call stored.
    await s.ok(
      'saveCocktail',
      {
        versionId: randomUUID(),
        emotions: TEST_EMOTIONS.map((e) => ({ ...e, zoneMin: 0, zoneMax: 10 })),
      },
      token,
    );
    expect(await s.ok('recordStartCheck', input, token)).toEqual(stored);
    const [row, ...more] = await rows(id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ userId, change: 1.5 });
  });

  it('stores a check with nothing outside the zone without a change', async () => {
    const { token } = await athleteWithZones();
    const stored = await s.ok(
      'recordStartCheck',
      {
        id: randomUUID(),
        techniqueId: 'fokus-punkt',
        ratings: [{ emotionId: 'nervoes', before: 5, after: 9 }],
      },
      token,
    );
    expect(stored.change).toBeNull();
    expect((await s.ok('getToolbox', null, token)).effects).toEqual([]);
  });

  it("never touches another athlete's check with the same id", async () => {
    const owner = await athleteWithZones();
    const other = await athleteWithZones();
    const id = randomUUID();
    const input = {
      id,
      techniqueId: 'box-atmung',
      ratings: [{ emotionId: 'nervoes', before: 9, after: 6 }],
    };
    const stored = await s.ok('recordStartCheck', input, owner.token);
    const r = await s.call(
      'recordStartCheck',
      {
        ...input,
        techniqueId: 'energizer',
        ratings: [{ emotionId: 'nervoes', before: 1, after: 1 }],
      },
      { token: other.token },
    );
    expect(r.status).toBe(404);
    expect(r.body.error.status).toBe('NOT_FOUND');
    const [row] = await rows(id);
    expect(row).toMatchObject({ userId: owner.userId, techniqueId: 'box-atmung', change: 3 });
    expect(row!.ratings).toEqual(stored.ratings);
    // Nor does it show up in the other athlete's toolbox.
    expect((await s.ok('getToolbox', null, other.token)).effects).toEqual([]);
    expect((await s.ok('getToolboxHistory', {}, other.token)).items).toEqual([]);
  });

  it.each([
    [
      { techniqueId: 'zaubertrick', ratings: [{ emotionId: 'nervoes', before: 8, after: 5 }] },
      { techniqueId: [UNKNOWN_TECHNIQUE] },
    ],
    [{ techniqueId: 'box-atmung', ratings: [] }, { ratings: [RATE_ONE_EMOTION] }],
    [{ techniqueId: 'box-atmung' }, { ratings: [RATE_ONE_EMOTION] }],
    [
      { techniqueId: 'box-atmung', ratings: [{ emotionId: 'nervoes', before: 11, after: 5 }] },
      { 'ratings.0.before': ['Intensität zwischen 0 und 10 eingeben'] },
    ],
    [
      { techniqueId: 'box-atmung', ratings: [{ emotionId: 'nervoes', before: 8 }] },
      { 'ratings.0.after': ['Wert eingeben'] },
    ],
    [
      { techniqueId: 'box-atmung', ratings: [{ emotionId: 'wuetend', before: 8, after: 5 }] },
      { 'ratings.0.emotionId': ['Diese Emotion gehört nicht zu deinem Cocktail'] },
    ],
    [
      {
        techniqueId: 'box-atmung',
        ratings: [
          { emotionId: 'nervoes', before: 8, after: 5 },
          { emotionId: 'nervoes', before: 7, after: 5 },
        ],
      },
      { 'ratings.1.emotionId': ['Jede Emotion nur einmal'] },
    ],
  ])('refuses %j with German field messages and stores nothing', async (data, fieldErrors) => {
    const { token } = await athleteWithZones();
    const id = randomUUID();
    const r = await s.call('recordStartCheck', { id, ...data }, { token });
    expect(r.status).toBe(400);
    expect(r.body.error.status).toBe('INVALID_ARGUMENT');
    expect(r.body.error.details.fieldErrors).toEqual(fieldErrors);
    expect(await rows(id)).toEqual([]);
  });
});

describe('getToolbox effects', () => {
  it('means the change per technique with n, and ranks the suggestions by it from n ≥ 3', async () => {
    const { token } = await athleteWithZones();
    // nervös 10 is 4 above 4–6: calming is the first goal.
    await s.ok(
      'recordCheckIn',
      { id: randomUUID(), intensities: [{ emotionId: 'nervoes', intensity: 10 }] },
      token,
    );
    const general = (await s.ok('getToolbox', null, token)).suggestions[0];
    expect(general.goal).toBe('beruhigen');
    // The calming technique the general rule shows last (3 per goal).
    const underdog = general.techniqueIds.at(-1);
    expect(general.techniqueIds[0]).not.toBe(underdog);

    const check = (techniqueId: string, after: number) =>
      s.ok(
        'recordStartCheck',
        {
          id: randomUUID(),
          techniqueId,
          ratings: [{ emotionId: 'nervoes', before: 9, after }],
        },
        token,
      );
    for (let i = 1; i < EFFECT_MIN_SAMPLES; i++) await check(underdog, 5);
    let toolbox = await s.ok('getToolbox', null, token);
    expect(toolbox.effects).toEqual([
      { techniqueId: underdog, meanChange: 3, n: EFFECT_MIN_SAMPLES - 1 },
    ]);
    expect(toolbox.suggestions[0]).toEqual(general);

    await check(underdog, 7); // 3 + 3 + 2
    await check('energizer', 9);
    toolbox = await s.ok('getToolbox', null, token);
    expect(toolbox.effects).toEqual([
      { techniqueId: underdog, meanChange: 8 / 3, n: 3 },
      { techniqueId: 'energizer', meanChange: 0, n: 1 },
    ]);
    expect(toolbox.suggestions[0].goal).toBe('beruhigen');
    expect(toolbox.suggestions[0].techniqueIds[0]).toBe(underdog);
  });
});

describe('getToolboxHistory', () => {
  it('lists technique uses and Startchecks together, latest first, page by page', async () => {
    const { token } = await athleteWithZones();
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const id = randomUUID();
      made.push(id);
      if (i % 2 === 0) {
        await s.ok(
          'recordTechniqueUse',
          { id, techniqueId: 'box-atmung', completed: true, durationSeconds: 0 },
          token,
        );
      } else {
        await s.ok(
          'recordStartCheck',
          {
            id,
            techniqueId: 'energizer',
            ratings: [{ emotionId: 'motiviert', before: 2, after: 5 }],
          },
          token,
        );
      }
    }
    // One second apart, so the order does not hang on calls that land in the same millisecond.
    const base = Date.parse('2026-11-20T08:00:00.000Z');
    for (const [i, id] of made.entries()) {
      const at = new Date(base + i * 1000);
      if (i % 2 === 0) {
        await s.db.update(toolboxUsage).set({ startedAt: at }).where(eq(toolboxUsage.id, id));
      } else {
        await s.db.update(startChecks).set({ recordedAt: at }).where(eq(startChecks.id, id));
      }
    }
    const seen: { kind: string; id: string; at: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await s.ok('getToolboxHistory', { cursor, limit: 3 }, token);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    // Every item exactly once, latest first.
    expect(seen.map((i) => i.id)).toEqual([...made].reverse());
    expect(seen.map((i) => i.kind)).toEqual(
      [...made].reverse().map((_, i) => (i % 2 === 0 ? 'technique' : 'startCheck')),
    );
    const check = seen.find((i) => i.kind === 'startCheck');
    // motiviert 2 → 5 against 6–8: 4 points away, then 1.
    expect(check).toMatchObject({ techniqueId: 'energizer', change: 3 });
  });

  it('pages through items of the same millisecond without losing one', async () => {
    const { token, userId } = await athleteWithZones();
    const at = new Date('2026-11-20T10:00:00.123Z');
    const ids = Array.from({ length: 5 }, () => randomUUID()).sort();
    await s.db.insert(startChecks).values(
      ids.map((id) => ({
        id,
        userId,
        techniqueId: 'box-atmung',
        recordedAt: at,
        ratings: [],
        change: null,
      })),
    );
    const first = await s.ok('getToolboxHistory', { limit: 2 }, token);
    expect(first.nextCursor).toBe(encodeHistoryCursor(first.items[1]));
    const rest = await s.ok('getToolboxHistory', { cursor: first.nextCursor, limit: 10 }, token);
    expect(rest.nextCursor).toBeNull();
    expect([...first.items, ...rest.items].map((i) => i.id)).toEqual([...ids].reverse());
  });

  it.each([
    [{ cursor: 'kaputt' }, { cursor: ['Ungültige Position in der Liste'] }],
    [{ cursor: 42 }, { cursor: ['Ungültige Position in der Liste'] }],
    [{ limit: 0 }, { limit: ['Wert zwischen 1 und 50 eingeben'] }],
    [{ limit: 51 }, { limit: ['Wert zwischen 1 und 50 eingeben'] }],
    [{ limit: 'viele' }, { limit: ['Wert eingeben'] }],
  ])('refuses %j with German field messages', async (data, fieldErrors) => {
    const { token } = await athleteWithZones();
    const r = await s.call('getToolboxHistory', data, { token });
    expect(r.status).toBe(400);
    expect(r.body.error.status).toBe('INVALID_ARGUMENT');
    expect(r.body.error.details.fieldErrors).toEqual(fieldErrors);
  });
});
