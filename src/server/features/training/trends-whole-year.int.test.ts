import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from '../../../domain/calendar-day';
import { startTestServer, type TestServer } from '../../test/harness';
import { insertEntriesOfAthlete } from '../../test/scale-seed';

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

/** One call through HTTP, as the web app makes it; `npm run bench` measures how long they take. */
async function call(name: string, data: unknown) {
  const r = await s.call(name, data, { token: athlete.token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result;
}

describe(`trends of an athlete with ${ENTRIES} entries of ${EMOTIONS.length} emotions`, () => {
  it('answers the whole year in one call', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: a test reads the answer loosely
    const t: any = await call('getTrends', {
      range: 'custom',
      from: dayFromToday(-365),
      to: dayFromToday(0),
    });
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
    expect(JSON.stringify(t).length).toBeLessThan(270 * 1024);
    for (const r of t.relation) expect(r.n).toBe(ENTRIES);
    expect(t.zoneLearning.available).toBe(true);
    expect(t.zoneLearning.emotions).toHaveLength(EMOTIONS.length);
  });

  it('answers the 90 days and the zone suggestions', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: a test reads the answer loosely
    const ninety: any = await call('getTrends', { range: '90' });
    expect(ninety.summary.entries).toBeGreaterThan(450);
    // biome-ignore lint/suspicious/noExplicitAny: a test reads the answer loosely
    const zones: any = await call('getZoneSuggestions', null);
    expect(zones.goodEntries).toBeGreaterThan(ENTRIES / 4 - 1);
  });
});
