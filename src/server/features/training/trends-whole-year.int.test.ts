import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from '../../../domain/calendar-day';
import { startTestServer, type TestServer } from '../../test/harness';
import { insertEntriesOfAthlete } from '../../test/scale-seed';
import { trendsQuery } from './trends-functions';

const ENTRIES = 2_000;
const EMOTIONS = [
  ['motiviert', 'motiviert', 'P+'],
  ['energiegeladen', 'energiegeladen', 'P+'],
  ['selbstsicher', 'selbstsicher', 'P+'],
  ['fokussiert', 'fokussiert', 'P+'],
  ['nervoes', 'nervös', 'N+'],
  ['angespannt', 'angespannt', 'N+'],
  ['entspannt', 'entspannt', 'P-'],
  ['sorglos', 'sorglos', 'P-'],
  ['muede', 'müde', 'N-'],
  ['unsicher', 'unsicher', 'N-'],
] as const;

let s: TestServer;
let athlete: { token: string; userId: string };
beforeAll(async () => {
  s = await startTestServer();
  athlete = await s.createAthlete({ onboarded: true });
  await s.ok(
    'saveCocktail',
    {
      versionId: randomUUID(),
      emotions: EMOTIONS.map(([id, label, group], i) => ({
        id,
        label,
        group,
        zoneMin: i % 4,
        zoneMax: 5 + (i % 4),
      })),
    },
    athlete.token,
  );
  // 2,000 entries over the last 364 days, each rating the cocktail's emotions in its order.
  await insertEntriesOfAthlete(
    s.db,
    athlete.userId,
    ENTRIES,
    EMOTIONS.map(([id, label, group]) => ({ id, label, group })),
  );
  await s.db.execute(sql`ANALYZE`);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const RUNS = 30;
const WARM_UP = 3;
/** Tens of calls each: on a busy machine they take longer than the default test timeout. */
const RUN_TIMEOUT = 180_000;

function report(label: string, ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const m = at(0.5);
  // biome-ignore lint/suspicious/noConsole: the figures are the point of this test
  console.info(
    `[scale ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}] ${label}: median ${m.toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms of ${ms.length}`,
  );
  return m;
}

/**
 * Calls through HTTP, as the web app makes them, after a few to warm up: the median is the server's
 * whole time. The figures are printed for the benchmark's reader; the test asserts the answers.
 */
async function median(label: string, name: string, data: unknown) {
  const ms: number[] = [];
  let result: unknown;
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const t0 = performance.now();
    const r = await s.call(name, data, { token: athlete.token });
    if (i >= WARM_UP) ms.push(performance.now() - t0);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    result = r.body.result;
  }
  return { result, median: report(label, ms) };
}

describe(`trends of an athlete with ${ENTRIES} entries of ${EMOTIONS.length} emotions`, () => {
  it(
    'answers the whole year in one call',
    async () => {
      const { result, median: m } = await median('getTrends (366 days, all entries)', 'getTrends', {
        range: 'custom',
        from: dayFromToday(-365),
        to: dayFromToday(0),
      });
      // biome-ignore lint/suspicious/noExplicitAny: a test reads the answer loosely
      const t = result as any;
      expect(t.summary.entries).toBe(ENTRIES);
      for (const column of Object.values(t.entries)) expect(column).toHaveLength(ENTRIES);
      expect(t.calendar).toHaveLength(366);
      expect(t.emotions).toHaveLength(EMOTIONS.length);
      for (const e of t.emotions) {
        expect(e.intensities).toHaveLength(ENTRIES);
        expect(e.intensities).not.toContain(null);
      }
      // The seed's intensity of an emotion is (rating * 3 + position * 5) % 11, entry by entry.
      t.emotions.forEach((e: { intensities: number[] }, pos: number) => {
        expect(e.intensities).toEqual(t.entries.rating.map((r: number) => (r * 3 + pos * 5) % 11));
      });
      // Columns keep a year small: the old answer of objects per point was 1.4 MB.
      const bytes = JSON.stringify(result).length;
      // biome-ignore lint/suspicious/noConsole: the figure is for the benchmark's reader
      console.info(`[scale] getTrends answer for the year: ${(bytes / 1024).toFixed(0)} KB`);
      expect(bytes).toBeLessThan(270 * 1024);
      for (const r of t.relation) expect(r.n).toBe(ENTRIES);
      expect(t.zoneLearning.available).toBe(true);
      expect(t.zoneLearning.emotions).toHaveLength(EMOTIONS.length);
      expect(m).toBeLessThan(2000);

      // The statement alone, without session check, HTTP and JSON.
      const query = trendsQuery(athlete.userId, {
        range: 'custom',
        from: dayFromToday(-365),
        to: dayFromToday(0),
      });
      const ms: number[] = [];
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        const t0 = performance.now();
        await s.db.execute(query);
        if (i >= WARM_UP) ms.push(performance.now() - t0);
      }
      report('trends statement alone (366 days)', ms);
    },
    RUN_TIMEOUT,
  );

  it(
    'answers the 90 days and the zone suggestions',
    async () => {
      const ninety = await median('getTrends (90 days)', 'getTrends', { range: '90' });
      // biome-ignore lint/suspicious/noExplicitAny: a test reads the answer loosely
      expect((ninety.result as any).summary.entries).toBeGreaterThan(450);
      const z = await median('getZoneSuggestions', 'getZoneSuggestions', null);
      // biome-ignore lint/suspicious/noExplicitAny: a test reads the answer loosely
      expect((z.result as any).goodEntries).toBeGreaterThan(ENTRIES / 4 - 1);
      expect(ninety.median).toBeLessThan(2000);
    },
    RUN_TIMEOUT,
  );
});
