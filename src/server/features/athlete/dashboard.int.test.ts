import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../../domain/calendar-day';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const [motiviert, nervoes, muede] = TEST_EMOTIONS;

// Expectations are computed here, independently of the SQL, from the same instants.
const dayOf = (t: number) => localDate(new Date(t));
const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

function expectedStreak(times: number[], now: number) {
  const days = new Set(times.map(dayOf));
  const today = dayOf(now);
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

interface Seed {
  hoursAgo: number;
  rating: number;
  emotions: { id: string; label: string; group: string; intensity: number }[];
  share: number | null;
}

async function seed(token: string, seeds: Seed[], now: number) {
  const ids: string[] = [];
  for (const [i, e] of seeds.entries()) {
    const id = randomUUID();
    ids.push(id);
    const saved = await s.ok(
      'saveEntry',
      {
        id,
        occurredAt: new Date(now - e.hoursAgo * HOUR).toISOString(),
        type: i % 2 ? 'competition' : 'training',
        title: `Eintrag ${i}`,
        importance: 3,
        emotions: e.emotions,
        rating: e.rating,
        goalReached: 'yes',
      },
      token,
    );
    expect(saved.inZoneShare).toBe(e.share);
  }
  return ids;
}

describe('dashboard', () => {
  it('computes the figures and the recent activity of a small known data set', async () => {
    const { token } = await s.createAthlete({ onboarded: true, name: 'Jonas' });
    const now = Date.now();
    // Zones of the onboarding cocktail: motiviert 6-8, nervös 3-6, müde 0-2.
    const seeds: Seed[] = [
      {
        hoursAgo: 0.1,
        rating: 9,
        emotions: [
          { ...motiviert, intensity: 7 },
          { ...nervoes, intensity: 4 },
        ],
        share: 1,
      },
      {
        hoursAgo: 20,
        rating: 6,
        emotions: [
          { ...motiviert, intensity: 3 },
          { ...muede, intensity: 1 },
        ],
        share: 0.5,
      },
      {
        hoursAgo: 44,
        rating: 7,
        emotions: [{ id: 'eigen-flow', label: 'Flow', group: 'P+', intensity: 9 }],
        share: null,
      },
      { hoursAgo: 50, rating: 4, emotions: [{ ...muede, intensity: 5 }], share: 0 },
      { hoursAgo: 5 * 24 + 3, rating: 8, emotions: [{ ...motiviert, intensity: 7 }], share: 1 },
      { hoursAgo: 29 * 24, rating: 5, emotions: [{ ...nervoes, intensity: 5 }], share: 1 },
      // Outside the 30 days: counts in the total only.
      { hoursAgo: 31 * 24, rating: 10, emotions: [{ ...muede, intensity: 9 }], share: 0 },
    ];
    const ids = await seed(token, seeds, now);
    const checkIn1 = await s.ok(
      'recordCheckIn',
      { id: randomUUID(), intensities: [{ emotionId: 'motiviert', intensity: 7 }] },
      token,
    );
    const checkIn2 = await s.ok(
      'recordCheckIn',
      {
        id: randomUUID(),
        intensities: [
          { emotionId: 'motiviert', intensity: 2 },
          { emotionId: 'muede', intensity: 2 },
        ],
      },
      token,
    );

    const dashboard = await s.ok('getDashboard', null, token);
    const at = Date.now();
    const times = seeds.map((e) => now - e.hoursAgo * HOUR);
    const today = dayOf(at);
    const monday = addDays(today, 1 - isoWeekday(today));
    const in30 = seeds.filter((e) => e.hoursAgo < 30 * 24);
    const shares = in30.flatMap((e) => (e.share === null ? [] : [e.share]));
    expect(dashboard.name).toBe('Jonas');
    expect(dashboard.stats).toEqual({
      entriesThisWeek: times.filter((t) => dayOf(t) >= monday).length,
      averageRating30d: expect.closeTo(in30.reduce((n, e) => n + e.rating, 0) / in30.length, 6),
      inZoneShare30d: expect.closeTo(shares.reduce((n, x) => n + x, 0) / shares.length, 6),
      streakDays: expectedStreak(times, at),
      totalEntries: 7,
    });
    expect(dashboard.stats.streakDays).toBeGreaterThanOrEqual(2);

    expect(dashboard.recent).toHaveLength(8);
    expect(dashboard.recent.map((r: { id: string }) => r.id)).toEqual([
      checkIn2.id,
      checkIn1.id,
      ...ids.slice(0, 6),
    ]);
    expect(dashboard.recent[0]).toEqual({
      kind: 'checkin',
      id: checkIn2.id,
      at: checkIn2.recordedAt,
      title: 'Check-in',
      inZoneShare: 0.5,
    });
    expect(dashboard.recent[1].inZoneShare).toBe(1);
    expect(dashboard.recent[2]).toEqual({
      kind: 'entry',
      id: ids[0],
      at: new Date(times[0] ?? 0).toISOString(),
      title: 'Eintrag 0',
      type: 'training',
      rating: 9,
      inZoneShare: 1,
    });
    expect(dashboard.recent[4]).toMatchObject({ type: 'training', inZoneShare: null });
  });

  it('counts a streak that ended yesterday and is empty for a new athlete', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const now = Date.now();
    const seeds: Seed[] = [24, 48, 96].map((hoursAgo) => ({
      hoursAgo,
      rating: 5,
      emotions: [{ ...motiviert, intensity: 6 }],
      share: 1,
    }));
    await seed(token, seeds, now);
    const dashboard = await s.ok('getDashboard', null, token);
    expect(dashboard.stats.streakDays).toBe(
      expectedStreak(
        seeds.map((e) => now - e.hoursAgo * HOUR),
        Date.now(),
      ),
    );
    expect(dashboard.stats.totalEntries).toBe(3);

    const { token: fresh } = await s.createAthlete({ onboarded: true, name: 'Neu' });
    expect(await s.ok('getDashboard', null, fresh)).toEqual({
      name: 'Neu',
      stats: {
        entriesThisWeek: 0,
        averageRating30d: null,
        inZoneShare30d: null,
        streakDays: 0,
        totalEntries: 0,
      },
      recent: [],
    });
  });
});

describe('dashboard kept in memory', () => {
  const entry = (occurredAt: number, rating: number) => ({
    id: randomUUID(),
    occurredAt: new Date(occurredAt).toISOString(),
    type: 'training',
    title: 'Training',
    importance: 3,
    emotions: [{ ...motiviert, intensity: 7 }],
    rating,
    goalReached: 'yes',
  });

  it('shows every write of the athlete at the next call', async () => {
    const { token, userId } = await s.createAthlete({ onboarded: true, name: 'Lea' });
    const dashboard = () => s.ok('getDashboard', null, token);
    expect((await dashboard()).stats.totalEntries).toBe(0);
    expect((await dashboard()).stats.totalEntries).toBe(0);

    const first = entry(Date.now() - HOUR, 4);
    await s.ok('saveEntry', first, token);
    expect((await dashboard()).stats).toMatchObject({ totalEntries: 1, averageRating30d: 4 });

    await s.ok('saveEntry', { ...first, rating: 8 }, token);
    expect((await dashboard()).stats.averageRating30d).toBe(8);

    const checkIn = { id: randomUUID(), intensities: [{ emotionId: 'motiviert', intensity: 7 }] };
    await s.ok('recordCheckIn', checkIn, token);
    expect((await dashboard()).recent[0]).toMatchObject({ kind: 'checkin', id: checkIn.id });

    await s.ok('updateProfile', { name: 'Lea M.', sport: 'Rudern', level: 'elite' }, token);
    expect((await dashboard()).name).toBe('Lea M.');

    await s.ok('deleteEntry', { id: first.id }, token);
    expect((await dashboard()).stats.totalEntries).toBe(0);

    // A write by another server process (PostgreSQL only: PGlite has one process).
    const other = await s.openSecondDatabase();
    if (!other) return;
    try {
      await other.db.execute(sql`DELETE FROM checkins WHERE user_id = ${userId}`);
      expect((await dashboard()).recent).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('drops an entry from the 30 days when its time is up, without a write', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const leaving = Date.now() - 30 * DAY + 1500;
    await s.ok('saveEntry', entry(leaving, 2), token);
    await s.ok('saveEntry', entry(Date.now() - HOUR, 10), token);
    expect((await s.ok('getDashboard', null, token)).stats.averageRating30d).toBe(6);
    await new Promise((r) => setTimeout(r, Math.max(0, leaving + 30 * DAY - Date.now()) + 300));
    expect((await s.ok('getDashboard', null, token)).stats).toMatchObject({
      averageRating30d: 10,
      totalEntries: 2,
    });
  });
});
