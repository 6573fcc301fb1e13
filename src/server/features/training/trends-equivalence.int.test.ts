import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMOTION_CATALOGUE } from '../../../domain/emotions';
import { startTestServer, type TestServer } from '../../test/harness';
import { referenceTrends, referenceZoneSuggestions } from '../../test/trends-reference';
import { rowsOf } from '../athlete/athlete-data';

/**
 * `getTrends` and `getZoneSuggestions` read the entries' copy of their emotions (`emotion_ids`,
 * `emotion_intensities`) and compute the per-emotion figures in the handler; before, the database
 * aggregated the emotion rows, which the reference now unpacks from each entry's `emotions` (jsonb).
 * For random protocols, written through saveEntry (new, changed, deleted entries) and deleteEntry,
 * both answers must be the same, the copy must match `emotions` after every write, and `emotions`
 * must be what was saved last, with the zones of the cocktail.
 */

const POOL = EMOTION_CATALOGUE.slice(0, 9).map(({ id, label, group }) => ({ id, label, group }));
const DAY_MS = 86_400_000;
const berlinDay = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(ms));

const intensity = fc.integer({ min: 0, max: 10 });
/** Up to six distinct emotions of the pool with intensities, some outside any cocktail. */
const entryEmotions = fc
  .uniqueArray(fc.integer({ min: 0, max: POOL.length - 1 }), { minLength: 1, maxLength: 6 })
  .chain((picks) =>
    fc.tuple(...picks.map(() => intensity)).map((values) =>
      picks.map((p, i) => ({
        ...(POOL[p] as (typeof POOL)[number]),
        intensity: values[i] as number,
      })),
    ),
  );
const entry = fc.record({
  // Minutes back from now, up to 40 days: the preset ranges and custom ones both see some.
  minutesAgo: fc.integer({ min: 1, max: 40 * 24 * 60 }),
  rating: fc.integer({ min: 0, max: 10 }),
  emotions: entryEmotions,
  // Saved again later with other emotions and rating, or deleted.
  fate: fc.constantFrom('keep', 'keep', 'change', 'delete'),
  change: fc.record({ rating: fc.integer({ min: 0, max: 10 }), emotions: entryEmotions }),
});
const cocktail = fc
  .uniqueArray(fc.integer({ min: 0, max: POOL.length - 1 }), { minLength: 3, maxLength: 7 })
  .chain((picks) =>
    fc.tuple(...picks.map(() => fc.tuple(intensity, intensity))).map((zones) =>
      picks.map((p, i) => {
        const [a, b] = zones[i] as [number, number];
        return {
          ...(POOL[p] as (typeof POOL)[number]),
          zoneMin: Math.min(a, b),
          zoneMax: Math.max(a, b),
        };
      }),
    ),
  );
const range = fc.oneof(
  fc.constantFrom({ range: '7' }, { range: '30' }, { range: '90' }),
  fc.tuple(fc.integer({ min: 0, max: 42 }), fc.integer({ min: 0, max: 42 })).map(([a, b]) => ({
    range: 'custom',
    from: berlinDay(Date.now() - Math.max(a, b) * DAY_MS),
    to: berlinDay(Date.now() - Math.min(a, b) * DAY_MS),
  })),
);

let s: TestServer;
let athlete: { token: string; userId: string };
beforeAll(async () => {
  s = await startTestServer();
  athlete = await s.createAthlete({ onboarded: true });
});
afterAll(async () => {
  await s?.close();
});

/** Entries whose copy differs from their `emotions` (in the array's order). */
async function copiesOutOfStep(uid: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await s.db.execute(sql`
      SELECT count(*)::int AS n FROM protocol_entries p
      CROSS JOIN LATERAL (
        SELECT coalesce(array_agg(e.id ORDER BY e.ord), '{}') AS ids,
               coalesce(array_agg(e.intensity ORDER BY e.ord), '{}') AS intensities
        FROM ROWS FROM (jsonb_to_recordset(p.emotions) AS (id text, intensity smallint))
          WITH ORDINALITY AS e(id, intensity, ord)) AS r
      WHERE p.user_id = ${uid}
        AND (p.emotion_ids, p.emotion_intensities) IS DISTINCT FROM (r.ids, r.intensities)`),
  );
  return row?.n ?? -1;
}

type Emotion = { id: string; label: string; group: string; intensity: number };
type Zoned = { id: string; zoneMin: number; zoneMax: number };

/** Every entry's `emotions` by id, against what was saved last with the zones of `cocktail`. */
async function expectStoredEmotions(
  uid: string,
  saved: ReadonlyMap<string, readonly Emotion[]>,
  cocktail: readonly Zoned[],
) {
  const rows = rowsOf<{ id: string; emotions: unknown }>(
    await s.db.execute(sql`SELECT id, emotions FROM protocol_entries WHERE user_id = ${uid}`),
  );
  const stored = Object.fromEntries(
    rows.map((r) => [r.id, typeof r.emotions === 'string' ? JSON.parse(r.emotions) : r.emotions]),
  );
  const expected = Object.fromEntries(
    [...saved].map(([id, emotions]) => [
      id,
      emotions.map((e) => {
        const zone = cocktail.find((c) => c.id === e.id);
        return { ...e, zoneMin: zone?.zoneMin ?? null, zoneMax: zone?.zoneMax ?? null };
      }),
    ]),
  );
  expect(stored).toEqual(expected);
}

const save = (id: string, minutesAgo: number, rating: number, emotions: Emotion[]) =>
  s.ok(
    'saveEntry',
    {
      id,
      occurredAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      type: 'training',
      title: `Einheit ${id.slice(0, 4)}`,
      importance: 3,
      emotions,
      rating,
      goalReached: 'partly',
    },
    athlete.token,
  );

describe('trends from the entries’ copy of their emotions', () => {
  it('answers exactly what the aggregate over the emotion rows answered', async () => {
    await fc.assert(
      fc.asyncProperty(
        cocktail,
        fc.array(entry, { maxLength: 30 }),
        fc.array(range, { minLength: 1, maxLength: 3 }),
        async (emotions, entries, ranges) => {
          const uid = athlete.userId;
          await s.db.execute(sql`DELETE FROM protocol_entries WHERE user_id = ${uid}`);
          await s.ok('saveCocktail', { versionId: randomUUID(), emotions }, athlete.token);
          const ids = entries.map(() => randomUUID());
          const saved = new Map<string, Emotion[]>();
          for (const [i, e] of entries.entries()) {
            await save(ids[i] as string, e.minutesAgo, e.rating, e.emotions);
            saved.set(ids[i] as string, e.emotions);
          }
          for (const [i, e] of entries.entries()) {
            const id = ids[i] as string;
            if (e.fate === 'change') {
              await save(id, e.minutesAgo, e.change.rating, e.change.emotions);
              saved.set(id, e.change.emotions);
            }
            if (e.fate === 'delete') {
              await s.ok('deleteEntry', { id }, athlete.token);
              saved.delete(id);
            }
          }
          expect(await copiesOutOfStep(uid)).toBe(0);
          await expectStoredEmotions(uid, saved, emotions);

          for (const input of ranges) {
            const now = await s.ok('getTrends', input, athlete.token);
            const before = JSON.parse(
              JSON.stringify(await referenceTrends(s.db, uid, input as never)),
            );
            expect(now).toEqual(before);
          }
          const zones = await s.ok('getZoneSuggestions', null, athlete.token);
          expect(zones).toEqual(await referenceZoneSuggestions(s.db, uid));
        },
      ),
      { numRuns: 40 },
    );
  }, 300_000);

  it('answers the same for many entries with few distinct values (ties, whole-number quarters)', async () => {
    // 200 entries: ratings and intensities of few values, so percentiles and correlations meet ties.
    const uid = athlete.userId;
    await s.db.execute(sql`DELETE FROM protocol_entries WHERE user_id = ${uid}`);
    const emotions = POOL.slice(0, 4).map((e, i) => ({ ...e, zoneMin: i, zoneMax: i + 4 }));
    await s.ok('saveCocktail', { versionId: randomUUID(), emotions }, athlete.token);
    const saved = new Map<string, Emotion[]>();
    for (let i = 0; i < 200; i++) {
      const id = randomUUID();
      const given = POOL.slice(0, 3 + (i % 3)).map((e, k) => ({
        ...e,
        intensity: ((i * (k + 3)) % 5) + 3,
      }));
      await save(id, i * 97, ((i * 7) % 4) + 5, given);
      saved.set(id, given);
    }
    expect(await copiesOutOfStep(uid)).toBe(0);
    await expectStoredEmotions(uid, saved, emotions);
    for (const input of [{ range: '7' }, { range: '30' }, { range: '90' }]) {
      const now = await s.ok('getTrends', input, athlete.token);
      expect(now).toEqual(
        JSON.parse(JSON.stringify(await referenceTrends(s.db, uid, input as never))),
      );
      expect(now.summary.entries).toBeGreaterThan(0);
    }
    expect(await s.ok('getZoneSuggestions', null, athlete.token)).toEqual(
      await referenceZoneSuggestions(s.db, uid),
    );
  }, 120_000);
});
