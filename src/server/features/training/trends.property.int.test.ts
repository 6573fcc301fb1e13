import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trends, TrendsQuery } from '../../../domain/api-trends';
import { addDays, dayFromToday, localDate } from '../../../domain/calendar-day';
import { EMOTION_CATALOGUE } from '../../../domain/emotions';
import type { CocktailEmotion } from '../../../domain/schemas/athlete';
import { emotionSeries } from '../../../domain/trends-stats';
import { countsOf, learnZones } from '../../../domain/zone-probability';
import { startTestServer, type TestServer } from '../../test/harness';
import { propertyRuns, seedFromRun } from '../../test/property-runs';
import { rowsOf } from '../athlete/athlete-data';

seedFromRun();

/**
 * `getTrends` and `getZoneSuggestions` read the entries in SQL (the window, and the counts zone
 * learning needs, aggregated in the statement) and hand them to the domain's trends figures. For
 * random protocols, written through saveEntry (new, changed, deleted entries) and deleteEntry, both
 * must answer what the domain functions give for the entries as saved: the window's entries in order,
 * their emotions and relation, and zone learning over the domain's `countsOf` all entries. Each
 * entry's `emotions` must be what was saved last, with the cocktail's zones.
 */

const POOL = EMOTION_CATALOGUE.slice(0, 9).map(({ id, label, group }) => ({ id, label, group }));
const DAY_MS = 86_400_000;
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
const range: fc.Arbitrary<TrendsQuery> = fc.oneof(
  fc.constantFrom<TrendsQuery>({ range: '7' }, { range: '30' }, { range: '90' }),
  fc.tuple(fc.integer({ min: 0, max: 42 }), fc.integer({ min: 0, max: 42 })).map(([a, b]) => ({
    range: 'custom' as const,
    from: dayFromToday(-Math.max(a, b)),
    to: dayFromToday(-Math.min(a, b)),
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

type Emotion = { id: string; label: string; group: string; intensity: number };
type Zoned = { id: string; zoneMin: number; zoneMax: number };
/** An entry as it was saved last. */
type Saved = { id: string; occurredAt: string; rating: number; emotions: readonly Emotion[] };

const emotionsOf = (entries: readonly Saved[]) => ({
  emotionIds: entries.map((e) => e.emotions.map((x) => x.id)),
  intensities: entries.map((e) => e.emotions.map((x) => x.intensity)),
});

/** Zone learning as the domain gives it over all saved entries. */
function expectedLearning(cocktail: CocktailEmotion[], all: readonly Saved[]) {
  return learnZones(cocktail, countsOf(all));
}

/** What the trends of `input` show per the domain, from the saved entries; today is Berlin's. */
function expectedTrends(
  cocktail: CocktailEmotion[],
  all: readonly Saved[],
  input: TrendsQuery,
): Pick<Trends, 'entries' | 'emotions' | 'relation' | 'zoneLearning'> & { range: Trends['range'] } {
  const today = dayFromToday(0);
  const [from, to] =
    input.range === 'custom'
      ? [input.from as string, input.to as string]
      : [addDays(today, 1 - Number(input.range)), today];
  const inWindow = all
    .filter((e) => {
      const day = localDate(new Date(e.occurredAt));
      return day >= from && day <= to;
    })
    .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt) || (a.id < b.id ? -1 : 1));
  const ratings = inWindow.map((e) => e.rating);
  const days =
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return {
    range: { from, to, days },
    entries: {
      occurredAt: inWindow.map((e) => e.occurredAt),
      rating: ratings,
      type: inWindow.map(() => 'training'),
      title: inWindow.map((e) => `Einheit ${e.id.slice(0, 4)}`),
      inZoneShare: expect.any(Array) as never,
    },
    ...emotionSeries(cocktail, ratings, emotionsOf(inWindow)),
    zoneLearning: expectedLearning(cocktail, all),
  };
}

/** Every entry's `emotions` by id, against what was saved last with the zones of `cocktail`. */
async function expectStoredEmotions(
  uid: string,
  saved: ReadonlyMap<string, Saved>,
  cocktail: readonly Zoned[],
) {
  const rows = rowsOf<{ id: string; emotions: unknown }>(
    await s.db.execute(sql`SELECT id, emotions FROM protocol_entries WHERE user_id = ${uid}`),
  );
  const stored = Object.fromEntries(
    rows.map((r) => [r.id, typeof r.emotions === 'string' ? JSON.parse(r.emotions) : r.emotions]),
  );
  const expected = Object.fromEntries(
    [...saved].map(([id, { emotions }]) => [
      id,
      emotions.map((e) => {
        const zone = cocktail.find((c) => c.id === e.id);
        return { ...e, zoneMin: zone?.zoneMin ?? null, zoneMax: zone?.zoneMax ?? null };
      }),
    ]),
  );
  expect(stored).toEqual(expected);
}

/** Saves the entry and answers it as the model keeps it. */
async function save(id: string, minutesAgo: number, rating: number, emotions: Emotion[]) {
  const occurredAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  await s.ok(
    'saveEntry',
    {
      id,
      occurredAt,
      type: 'training',
      title: `Einheit ${id.slice(0, 4)}`,
      importance: 3,
      emotions,
      rating,
      goalReached: 'partly',
    },
    athlete.token,
  );
  return { id, occurredAt, rating, emotions };
}

/** getTrends and getZoneSuggestions against the domain, for each range. */
async function expectDomainAnswers(
  cocktail: CocktailEmotion[],
  all: readonly Saved[],
  ranges: readonly TrendsQuery[],
) {
  for (const input of ranges) {
    const trends: Trends = await s.ok('getTrends', input, athlete.token);
    expect(trends).toMatchObject(expectedTrends(cocktail, all, input));
    expect(trends.summary.entries).toBe(trends.entries.rating.length);
    expect(trends.calendar.reduce((n, d) => n + d.count, 0)).toBe(trends.entries.rating.length);
  }
  expect(await s.ok('getZoneSuggestions', null, athlete.token)).toEqual(
    expectedLearning(cocktail, all),
  );
}

describe('trends against the domain', () => {
  it('answers what the domain gives for random protocols and ranges', async () => {
    await fc.assert(
      fc.asyncProperty(
        cocktail,
        fc.array(entry, { minLength: 8, maxLength: 30 }),
        fc.array(range, { minLength: 1, maxLength: 3 }),
        async (emotions, entries, ranges) => {
          const uid = athlete.userId;
          await s.db.execute(sql`DELETE FROM protocol_entries WHERE user_id = ${uid}`);
          await s.ok('saveCocktail', { versionId: randomUUID(), emotions }, athlete.token);
          const ids = entries.map(() => randomUUID());
          const saved = new Map<string, Saved>();
          for (const [i, e] of entries.entries()) {
            const id = ids[i] as string;
            saved.set(id, await save(id, e.minutesAgo, e.rating, e.emotions));
          }
          for (const [i, e] of entries.entries()) {
            const id = ids[i] as string;
            if (e.fate === 'change') {
              saved.set(id, await save(id, e.minutesAgo, e.change.rating, e.change.emotions));
            }
            if (e.fate === 'delete') {
              await s.ok('deleteEntry', { id }, athlete.token);
              saved.delete(id);
            }
          }
          await expectStoredEmotions(uid, saved, emotions);
          await expectDomainAnswers(emotions, [...saved.values()], ranges);
        },
      ),
      { numRuns: propertyRuns(25) },
    );
  }, 300_000);

  it('answers the same for many entries with few distinct values (ties)', async () => {
    // Ratings and intensities of few values, so the top third of the ratings and the correlations
    // meet ties, and every emotion has enough entries for its chance curve.
    const uid = athlete.userId;
    await s.db.execute(sql`DELETE FROM protocol_entries WHERE user_id = ${uid}`);
    const emotions = POOL.slice(0, 4).map((e, i) => ({ ...e, zoneMin: i, zoneMax: i + 4 }));
    await s.ok('saveCocktail', { versionId: randomUUID(), emotions }, athlete.token);
    const saved = new Map<string, Saved>();
    for (let i = 0; i < 201; i++) {
      const id = randomUUID();
      const given = POOL.slice(0, 3 + (i % 3)).map((e, k) => ({
        ...e,
        intensity: ((i * (k + 3)) % 5) + 3,
      }));
      saved.set(id, await save(id, i * 97, ((i * 7) % 4) + 5, given));
    }
    await expectStoredEmotions(uid, saved, emotions);
    await expectDomainAnswers(
      emotions,
      [...saved.values()],
      [{ range: '7' }, { range: '30' }, { range: '90' }],
    );
  }, 120_000);
});
