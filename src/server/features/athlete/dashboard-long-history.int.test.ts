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

async function timed(name: string, data: unknown) {
  const t0 = performance.now();
  const r = await s.call(name, data, { token: athlete.token });
  const ms = performance.now() - t0;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { result: r.body.result, ms };
}

function report(label: string, ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  // biome-ignore lint/suspicious/noConsole: the figures are the point of this test
  console.info(
    `[scale ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}] ${label}: first ${ms[0]?.toFixed(1)} ms, median ${median.toFixed(1)} ms of ${ms.length}`,
  );
}

describe(`an athlete with ${ENTRIES} entries`, () => {
  it('still gets the dashboard quickly', async () => {
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await timed('getDashboard', null));
    report(
      'getDashboard',
      runs.map((r) => r.ms),
    );
    const { stats, recent } = runs[0]?.result ?? {};
    expect(stats.totalEntries).toBe(ENTRIES);
    expect(stats.streakDays).toBeGreaterThan(2900);
    expect(stats.entriesThisWeek).toBeGreaterThan(0);
    expect(stats.averageRating30d).toEqual(expect.any(Number));
    expect(recent).toHaveLength(8);
    expect(Math.max(...runs.map((r) => r.ms))).toBeLessThan(2000);
  });

  it('still saves and lists entries quickly', async () => {
    const saves = [];
    for (let i = 0; i < 5; i++) {
      saves.push(
        await timed('saveEntry', {
          id: randomUUID(),
          occurredAt: new Date().toISOString(),
          type: 'training',
          title: `Neu ${i}`,
          importance: 2,
          emotions: TEST_EMOTIONS.map((e, j) => ({ ...e, intensity: j + 4 })),
          rating: 7,
          goalReached: 'partly',
        }),
      );
    }
    report(
      'saveEntry',
      saves.map((r) => r.ms),
    );
    const pages = [];
    let cursor: string | null = null;
    for (let i = 0; i < 5; i++) {
      const page = await timed('listEntries', { limit: 20, cursor });
      pages.push(page);
      cursor = page.result.nextCursor;
    }
    report(
      'listEntries (20, paging)',
      pages.map((r) => r.ms),
    );
    const filtered = await timed('listEntries', {
      type: 'competition',
      from: '2022-01-01',
      to: '2022-12-31',
    });
    report('listEntries (type + year)', [filtered.ms]);
    expect(filtered.result.entries).toHaveLength(20);

    const [row] = await s.db
      .select({ n: count() })
      .from(protocolEntries)
      .where(eq(protocolEntries.userId, athlete.userId));
    expect(row?.n).toBe(ENTRIES + 5);
    expect(Math.max(...saves.map((r) => r.ms))).toBeLessThan(2000);
  });
});
