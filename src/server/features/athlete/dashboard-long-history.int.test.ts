import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocolEntries } from '../../db/schema';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

const ENTRIES = 10_000;

let s: TestServer;
let athlete: { token: string; userId: string };
beforeAll(async () => {
  s = await startTestServer();
  athlete = await s.createAthlete({ onboarded: true });
  const uid = athlete.userId;
  // One entry every 7 hours back from now, the first at now: about 8 years, every day of it with an
  // entry, so the streak is as long as it can get, and this week holds one at any hour (at 00:20 on a
  // Monday, "7 hours ago" is last week).
  // Three emotions per entry, each with its zone, as saveEntry writes them.
  await s.db.execute(sql`
    INSERT INTO protocol_entries
      (id, user_id, occurred_at, type, title, importance, rating, goal_reached, notes, in_zone_share,
       emotions)
    SELECT gen_random_uuid(), ${uid}, now() - i * interval '7 hours',
           (ARRAY['training', 'competition', 'other'])[1 + i % 3], 'Eintrag ' || i, 1 + i % 5,
           i % 11, (ARRAY['yes', 'partly', 'no'])[1 + i % 3], 'Notiz ' || i, (i % 4) / 3.0,
           jsonb_build_array(
             jsonb_build_object('id', 'motiviert', 'label', 'motiviert', 'group', 'P+',
                                'intensity', i % 11, 'zoneMin', 6, 'zoneMax', 8),
             jsonb_build_object('id', 'nervoes', 'label', 'nervös', 'group', 'N+',
                                'intensity', (i % 11 + 1) % 11, 'zoneMin', 3, 'zoneMax', 6),
             jsonb_build_object('id', 'muede', 'label', 'müde', 'group', 'N-',
                                'intensity', (i % 11 + 2) % 11, 'zoneMin', 0, 'zoneMax', 2))
    FROM generate_series(0, ${ENTRIES - 1}::int) AS i
  `);
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

describe(`an athlete with ${ENTRIES} entries`, () => {
  it('gets the dashboard of her whole history', async () => {
    const { stats, recent } = await call('getDashboard', null);
    expect(stats.totalEntries).toBe(ENTRIES);
    expect(stats.streakDays).toBeGreaterThan(2900);
    expect(stats.entriesThisWeek).toBeGreaterThan(0);
    expect(stats.averageRating30d).toEqual(expect.any(Number));
    expect(recent).toHaveLength(8);
  });

  it('saves, and lists her entries page by page and filtered', async () => {
    for (let i = 0; i < 5; i++) {
      await call('saveEntry', {
        id: randomUUID(),
        occurredAt: new Date().toISOString(),
        type: 'training',
        title: `Neu ${i}`,
        importance: 2,
        emotions: TEST_EMOTIONS.map((e, j) => ({ ...e, intensity: j + 4 })),
        rating: 7,
        goalReached: 'partly',
      });
    }
    const seen = new Set<string>();
    let cursor: string | null = null;
    for (let i = 0; i < 5; i++) {
      const page: { entries: { id: string }[]; nextCursor: string | null } = await call(
        'listEntries',
        { limit: 20, cursor },
      );
      expect(page.entries).toHaveLength(20);
      for (const e of page.entries) seen.add(e.id);
      cursor = page.nextCursor;
    }
    // Five pages of twenty, none twice.
    expect(seen.size).toBe(100);
    const filtered = await call('listEntries', {
      type: 'competition',
      from: '2022-01-01',
      to: '2022-12-31',
    });
    expect(filtered.entries).toHaveLength(20);

    const [row] = await s.db
      .select({ n: count() })
      .from(protocolEntries)
      .where(eq(protocolEntries.userId, athlete.userId));
    expect(row?.n).toBe(ENTRIES + 5);
  });
});
