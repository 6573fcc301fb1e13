import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHORIZED } from '../../../domain/api-coach';
import { type AttentionFlag, attentionFlags } from '../../../domain/coach';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

const DAY = 86_400_000;
const SECRET = 'GEHEIME-NOTIZ-4711';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

/** Cocktail zones of the onboarding: motiviert 6-8, nervös 3-6, müde 0-2. */
type Intensities = [number, number, number];
const IN_ZONE: Intensities = [7, 4, 1];

async function addEntry(
  token: string,
  daysAgo: number,
  rating: number,
  intensities: Intensities = IN_ZONE,
  notes = SECRET,
) {
  const id = randomUUID();
  await s.ok(
    'saveEntry',
    {
      id,
      occurredAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
      type: 'training',
      title: `Einheit vor ${daysAgo} Tagen`,
      importance: 3,
      place: null,
      emotions: TEST_EMOTIONS.map((e, i) => ({ ...e, intensity: intensities[i] })),
      rating,
      goalReached: 'partly',
      result: null,
      notes,
    },
    token,
  );
  return id;
}

interface Scenario {
  name: string;
  /** [days ago, rating] of the earlier entries. */
  earlier: [number, number][];
  latest: { daysAgo: number; rating: number; intensities: Intensities } | null;
  expected: AttentionFlag[];
}

const SCENARIOS: Scenario[] = [
  { name: 'Anna Ohne', earlier: [], latest: null, expected: ['no-recent-entry'] },
  {
    name: 'Ben Pause',
    earlier: [[12, 6]],
    latest: { daysAgo: 8, rating: 6, intensities: IN_ZONE },
    expected: ['no-recent-entry'],
  },
  {
    name: 'Cleo Tief',
    earlier: [
      [10, 8],
      [9, 8],
      [8, 7],
      [7, 9],
    ],
    latest: { daysAgo: 1, rating: 3, intensities: [2, 9, 1] },
    expected: ['performance-drop', 'out-of-zone'],
  },
  {
    name: 'Dario Gleich',
    earlier: [
      [5, 5],
      [4, 5],
      [3, 5],
    ],
    latest: { daysAgo: 1, rating: 1, intensities: [2, 4, 1] },
    expected: [],
  },
  {
    name: 'Emil Wenig',
    earlier: [
      [5, 9],
      [4, 9],
    ],
    latest: { daysAgo: 1, rating: 1, intensities: IN_ZONE },
    expected: [],
  },
  {
    // Mean 5, SD 2: a rating of exactly 2 is 1.5 SD below and counts.
    name: 'Fiona Grenze',
    earlier: [
      [6, 3],
      [5, 7],
      [4, 3],
      [3, 7],
    ],
    latest: { daysAgo: 1, rating: 2, intensities: [2, 9, 5] },
    expected: ['performance-drop', 'out-of-zone'],
  },
  {
    name: 'Gustav Knapp',
    earlier: [
      [6, 3],
      [5, 7],
      [4, 3],
      [3, 7],
    ],
    latest: { daysAgo: 1, rating: 3, intensities: [7, 9, 1] },
    expected: [],
  },
  {
    // The high ratings lie more than 4 weeks before the latest entry: only two earlier ones count.
    name: 'Hanna Alt',
    earlier: [
      [45, 9],
      [44, 9],
      [43, 9],
      [10, 5],
      [9, 6],
    ],
    latest: { daysAgo: 2, rating: 1, intensities: IN_ZONE },
    expected: [],
  },
];

describe('portal', () => {
  let coach: Awaited<ReturnType<TestServer['createCoach']>>;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    coach = await s.createCoach();
    for (const sc of SCENARIOS) {
      const athlete = await s.createAthlete({ onboarded: true, name: sc.name });
      ids.set(sc.name, athlete.userId);
      // With the trends shared, every entry counts for the flags (without, only shared ones do:
      // sharing.int.test.ts).
      await s.link(coach, athlete, { trends: true });
      for (const [daysAgo, rating] of sc.earlier) await addEntry(athlete.token, daysAgo, rating);
      if (sc.latest) {
        await addEntry(athlete.token, sc.latest.daysAgo, sc.latest.rating, sc.latest.intensities);
      }
    }
    // Another coach's athlete never shows up.
    const otherCoach = await s.createCoach();
    const stranger = await s.createAthlete({ onboarded: true, name: 'Zora Fremd' });
    await s.link(otherCoach, stranger);
  }, 120_000);

  it('computes the flags exactly as the domain function does', async () => {
    const portal = await s.ok('getPortal', null, coach.token);
    expect(portal.counts.athletes).toBe(SCENARIOS.length);
    const now = new Date();
    for (const sc of SCENARIOS) {
      const row = portal.athletes.find((a: { name: string }) => a.name === sc.name);
      expect(row, sc.name).toBeDefined();
      expect(row.flags, sc.name).toEqual(sc.expected);
      // The same inputs through the domain function, as the specification of the thresholds.
      const latestAt = sc.latest ? now.getTime() - sc.latest.daysAgo * DAY : null;
      const domain = attentionFlags({
        now,
        lastEntryAt: latestAt ? new Date(latestAt) : null,
        previousRatings: sc.latest
          ? sc.earlier.filter(([d]) => d - (sc.latest?.daysAgo ?? 0) <= 28).map(([, r]) => r)
          : [],
        latestRating: sc.latest?.rating ?? null,
        latestEmotions: sc.latest
          ? sc.latest.intensities.map((intensity, i) => ({
              intensity,
              zoneMin: [6, 3, 0][i] ?? null,
              zoneMax: [8, 6, 2][i] ?? null,
            }))
          : [],
      });
      expect(row.flags, `${sc.name} agrees with attentionFlags`).toEqual(domain);
      expect(row.lastEntryAt === null).toBe(sc.latest === null);
    }
    // Most flags first, then by name.
    expect(portal.athletes.slice(0, 2).map((a: { name: string }) => a.name)).toEqual([
      'Cleo Tief',
      'Fiona Grenze',
    ]);
    expect(JSON.stringify(portal)).not.toContain(SECRET);
    expect(JSON.stringify(portal)).not.toContain('Zora');
  });

  it('lists, searches and sorts the athletes', async () => {
    const names = async (data: unknown) =>
      (await s.ok('listAthletes', data, coach.token)).athletes.map((a: { name: string }) => a.name);
    const all = SCENARIOS.map((x) => x.name);
    expect(await names(null)).toEqual([...all].sort((a, b) => a.localeCompare(b, 'de')));
    expect(await names({ search: 'GRENZE' })).toEqual(['Fiona Grenze']);
    expect(await names({ search: 'triathlon', sort: 'name' })).toHaveLength(all.length);
    expect(await names({ search: 'zora' })).toEqual([]);
    const byLast = await names({ sort: 'lastEntry' });
    expect(byLast.at(-1)).toBe('Anna Ohne');
    expect(byLast.at(-2)).toBe('Ben Pause');
    expect((await names({ sort: 'flags' })).slice(0, 2)).toEqual(['Cleo Tief', 'Fiona Grenze']);
    const bad = await s.call('listAthletes', { sort: 'alter' }, { token: coach.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fieldErrors).toEqual({ sort: ['Bitte auswählen'] });
  });
});

describe('one athlete', () => {
  it('shows only shared entries, never notes, and trends and cocktail only when shared', async () => {
    const coach = await s.createCoach();
    const athlete = await s.createAthlete({ onboarded: true, name: 'Lena Privat' });
    const linkId = await s.link(coach, athlete, { trends: false, cocktail: false });
    const shared = await addEntry(athlete.token, 2, 7);
    await addEntry(athlete.token, 1, 4);
    await s.ok(
      'setEntrySharing',
      { entryId: shared, linkIds: [linkId], messageId: randomUUID() },
      athlete.token,
    );

    const view = await s.ok('getAthlete', { athleteId: athlete.userId }, coach.token);
    expect(view).toMatchObject({
      athleteId: athlete.userId,
      name: 'Lena Privat',
      sport: 'Triathlon',
      sharesNothing: false,
      sharing: { trends: false, cocktail: false, entryTypes: [] },
      cocktail: null,
      trends: null,
    });
    expect(view.sharedEntries.map((e: { id: string }) => e.id)).toEqual([shared]);
    expect(view.sharedEntries[0]).not.toHaveProperty('notes');
    expect(view.sharedEntries[0].emotions).toHaveLength(3);
    expect(JSON.stringify(view)).not.toContain(SECRET);

    await s.ok(
      'setLinkSharing',
      { linkId, sharing: { trends: true, cocktail: true, entryTypes: [] } },
      athlete.token,
    );
    const open = await s.ok('getAthlete', { athleteId: athlete.userId, range: '7' }, coach.token);
    expect(open.cocktail.cocktail.emotions.map((e: { id: string }) => e.id)).toEqual(
      TEST_EMOTIONS.map((e) => e.id),
    );
    expect(open.trends.range.days).toBe(7);
    expect(open.trends.summary.entries).toBe(2);
    expect(JSON.stringify(open)).not.toContain(SECRET);
    // The athlete's own answer has the note: the test would notice if it were not stored.
    expect(JSON.stringify(await s.ok('getEntry', { id: shared }, athlete.token))).toContain(SECRET);
  });

  it('answers the same 403 for unknown, foreign and ended athletes', async () => {
    const coach = await s.createCoach();
    const mine = await s.createAthlete({ onboarded: true });
    const foreign = await s.createAthlete({ onboarded: true });
    await s.link(await s.createCoach(), foreign);
    const linkId = await s.link(coach, mine);
    await s.ok('endLink', { linkId }, mine.token);
    const unlinked = await s.createAthlete({ onboarded: true });
    for (const athleteId of [
      'nobody',
      foreign.userId,
      mine.userId,
      unlinked.userId,
      coach.userId,
    ]) {
      const r = await s.call('getAthlete', { athleteId }, { token: coach.token });
      expect(r.status, athleteId).toBe(403);
      expect(r.body).toEqual({ error: { status: 'PERMISSION_DENIED', message: NOT_AUTHORIZED } });
    }
  });
});
