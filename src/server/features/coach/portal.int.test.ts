import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalAthlete } from '../../../domain/api-coach';
import { NOT_AUTHORIZED } from '../../../domain/api-coach';
import type { CoachFlag } from '../../../domain/coach-flags';
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
  /** [days ago, rating, intensities] of the entries, oldest first. */
  entries: [number, number, Intensities?][];
  expected: string[];
}

const base: [number, number][] = [
  [12, 7],
  [11, 7],
  [10, 6],
  [9, 7],
];

const SCENARIOS: Scenario[] = [
  { name: 'Anna Ohne', entries: [], expected: ['Noch kein Eintrag'] },
  {
    name: 'Ben Pause',
    entries: [
      [12, 6],
      [8, 6],
    ],
    expected: ['Seit 8 Tagen kein Eintrag'],
  },
  {
    // Baseline mean 6,75; two of the last three at 4 and 3, the newest 3 is 3,75 under it.
    name: 'Cleo Tief',
    entries: [...base, [3, 4], [2, 7], [1, 3, [2, 9, 1]]],
    expected: [
      'Leistung 3, 3,8 unter dem Schnitt der letzten 4 Wochen, bei 2 der letzten 3 Einheiten',
    ],
  },
  {
    // One low entry alone is no flag, nor is one emotion out of its zone once.
    name: 'Dario Einmal',
    entries: [...base, [3, 7], [2, 7], [1, 1, [2, 9, 1]]],
    expected: [],
  },
  {
    name: 'Fiona Nervös',
    entries: [...base, [3, 7, [7, 8, 1]], [2, 7], [1, 7, [7, 9, 1]]],
    expected: ['nervös 9 bei Zone 3–6, bei 2 der letzten 3 Einheiten'],
  },
  {
    // The high ratings lie more than 4 weeks before: no baseline, so no drop.
    name: 'Hanna Alt',
    entries: [
      [45, 9],
      [44, 9],
      [43, 9],
      [3, 1],
      [2, 1],
      [1, 1],
    ],
    expected: [],
  },
];

describe('portal', () => {
  let coach: Awaited<ReturnType<TestServer['createCoach']>>;

  beforeAll(async () => {
    coach = await s.createCoach();
    for (const sc of SCENARIOS) {
      const athlete = await s.createAthlete({ onboarded: true, name: sc.name });
      // With the trends shared, every entry counts for the flags (without, only shared ones do), and
      // with the cocktail the flags about emotions come too (sharing.int.test.ts).
      await s.link(coach, athlete, { trends: true, cocktail: true });
      for (const [daysAgo, rating, intensities] of sc.entries) {
        await addEntry(athlete.token, daysAgo, rating, intensities);
      }
    }
    // Another coach's athlete never shows up.
    const otherCoach = await s.createCoach();
    const stranger = await s.createAthlete({ onboarded: true, name: 'Zora Fremd' });
    await s.link(otherCoach, stranger);
  }, 120_000);

  it('explains the flags with the figures, the same in the portal and the team table', async () => {
    const portal = await s.ok('getPortal', null, coach.token);
    const team = await s.ok('getTeam', null, coach.token);
    expect(portal.counts.athletes).toBe(SCENARIOS.length);
    for (const sc of SCENARIOS) {
      const row = portal.athletes.find((a: PortalAthlete) => a.name === sc.name);
      expect(
        row.flags.map((f: CoachFlag) => f.text),
        sc.name,
      ).toEqual(sc.expected);
      expect(row.lastEntryAt === null).toBe(sc.entries.length === 0);
      const teamRow = team.athletes.find((a: PortalAthlete) => a.name === sc.name);
      expect(teamRow).toEqual({ ...row, groupIds: [] });
    }
    // Most flags first, then by name.
    expect(portal.athletes.slice(0, 1).map((a: { name: string }) => a.name)).toEqual(['Anna Ohne']);
    expect(JSON.stringify(portal)).not.toContain(SECRET);
    expect(JSON.stringify(portal)).not.toContain('Zora');
    expect(JSON.stringify(team)).not.toContain('Zora');
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
