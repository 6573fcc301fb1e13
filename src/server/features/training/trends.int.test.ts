import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATE_OUT_OF_BOUNDS,
  INVALID_DATE,
  RANGE_REVERSED,
  RANGE_TOO_LONG,
} from '../../../domain/api-trends';
import { dayFromToday } from '../../../domain/calendar-day';
import type { CocktailEmotion } from '../../../domain/schemas/athlete';
import { MIN_ZONE_ENTRIES } from '../../../domain/trends-limits';
import { countsOf, learnZones } from '../../../domain/zone-probability';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

const LABELS: Record<string, { label: string; group: string }> = {
  ...Object.fromEntries(TEST_EMOTIONS.map((e) => [e.id, { label: e.label, group: e.group }])),
  wuetend: { label: 'wütend', group: 'N-' },
  fokussiert: { label: 'fokussiert', group: 'P+' },
};

function entry(occurredAt: string, rating: number, intensities: Record<string, number>) {
  return {
    id: randomUUID(),
    occurredAt,
    type: 'training',
    title: `Einheit ${occurredAt}`,
    importance: 3,
    emotions: Object.entries(intensities).map(([id, intensity]) => ({
      id,
      ...LABELS[id],
      intensity,
    })),
    rating,
    goalReached: 'partly',
  };
}

let s: TestServer;
let athlete: { token: string; userId: string };
beforeAll(async () => {
  s = await startTestServer();
  athlete = await s.createAthlete({ onboarded: true });
  // Cocktail zones (harness defaults): motiviert 6-8, nervoes 3-6, muede 0-2.
  const entries = [
    // Berlin 1 March 00:30 (CET): the first minutes of the range count.
    entry('2025-02-28T23:30:00Z', 4, { motiviert: 3, nervoes: 2, muede: 5 }),
    entry('2025-03-02T08:00:00Z', 6, { motiviert: 5, nervoes: 4, muede: 3 }),
    entry('2025-03-02T18:00:00Z', 8, { motiviert: 7, nervoes: 5, muede: 1 }),
    entry('2025-03-04T10:00:00Z', 5, { motiviert: 6, nervoes: 6, muede: 2 }),
    // Berlin 7 March 23:59: the last minute of the range; wütend is no cocktail emotion.
    entry('2025-03-07T22:59:00Z', 9, { motiviert: 8, nervoes: 7, wuetend: 4 }),
    // Just outside on both sides: Berlin 28 February 23:30 and 8 March 00:30.
    entry('2025-02-28T22:30:00Z', 10, { motiviert: 10, nervoes: 0, muede: 10 }),
    entry('2025-03-07T23:30:00Z', 2, { motiviert: 1, nervoes: 1, muede: 9 }),
  ];
  for (const e of entries) await s.ok('saveEntry', e, athlete.token);
});
afterAll(async () => {
  await s?.close();
});

const trends = (data: unknown, token = athlete.token) => s.ok('getTrends', data, token);

describe('getTrends', () => {
  it('computes every figure of a custom range of Berlin days', async () => {
    const t = await trends({ range: 'custom', from: '2025-03-01', to: '2025-03-07' });
    expect(t.range).toEqual({ from: '2025-03-01', to: '2025-03-07', days: 7 });
    expect(t.entries).toEqual({
      occurredAt: [
        '2025-02-28T23:30:00.000Z',
        '2025-03-02T08:00:00.000Z',
        '2025-03-02T18:00:00.000Z',
        '2025-03-04T10:00:00.000Z',
        '2025-03-07T22:59:00.000Z',
      ],
      rating: [4, 6, 8, 5, 9],
      type: ['training', 'training', 'training', 'training', 'training'],
      title: expect.any(Array),
      inZoneShare: expect.any(Array),
    });
    expect(t.entries.title[0]).toBe('Einheit 2025-02-28T23:30:00Z');

    expect(t.emotions.map((e: { id: string }) => e.id)).toEqual(['motiviert', 'nervoes', 'muede']);
    const [motiviert, , muede] = t.emotions;
    expect(motiviert).toMatchObject({ label: 'motiviert', group: 'P+', zoneMin: 6, zoneMax: 8 });
    expect(motiviert.intensities).toEqual([3, 5, 7, 6, 8]);
    // Lined up with the entries: the last one did not rate 'müde'.
    expect(muede.intensities).toEqual([5, 3, 1, 2, null]);

    // In zone per entry: 0/3, 1/3, 3/3, 3/3, 1/2 (muede not rated, wütend without zone).
    const shares = t.entries.inZoneShare;
    expect(shares).toHaveLength(5);
    for (const [i, want] of [0, 1 / 3, 1, 1, 0.5].entries()) expect(shares[i]).toBeCloseTo(want, 5);

    // Pearson by hand: motiviert (3,5,7,6,8) vs (4,6,8,5,9) = 0.9025; nervoes (2,4,5,6,7) = 0.7145;
    // muede is rated in 4 entries only, too few.
    expect(t.relation).toEqual([
      { id: 'motiviert', label: 'motiviert', group: 'P+', n: 5, r: 0.9 },
      { id: 'nervoes', label: 'nervös', group: 'N+', n: 5, r: 0.71 },
      { id: 'muede', label: 'müde', group: 'N-', n: 4, r: null },
    ]);

    expect(t.calendar).toEqual([
      { date: '2025-03-01', count: 1 },
      { date: '2025-03-02', count: 2 },
      { date: '2025-03-03', count: 0 },
      { date: '2025-03-04', count: 1 },
      { date: '2025-03-05', count: 0 },
      { date: '2025-03-06', count: 0 },
      { date: '2025-03-07', count: 1 },
    ]);
    // (4+6+8+5+9)/5 = 6.4; (0 + 1/3 + 1 + 1 + 1/2)/5 = 0.5667.
    expect(t.summary).toEqual({ entries: 5, averageRating: 6.4, averageInZoneShare: 0.567 });
  });

  it('takes a single day and the neighbouring days by their Berlin date', async () => {
    const first = await trends({ range: 'custom', from: '2025-03-01', to: '2025-03-01' });
    expect(first.entries.rating).toEqual([4]);
    const before = await trends({ range: 'custom', from: '2025-02-28', to: '2025-02-28' });
    expect(before.entries.rating).toEqual([10]);
    const after = await trends({ range: 'custom', from: '2025-03-08', to: '2025-03-08' });
    expect(after.entries.rating).toEqual([2]);
    expect(after.calendar).toEqual([{ date: '2025-03-08', count: 1 }]);
  });

  it('answers an empty range with empty series and null averages', async () => {
    const t = await trends({ range: 'custom', from: '2024-01-01', to: '2024-01-03' });
    expect(t.entries).toEqual({ occurredAt: [], rating: [], type: [], title: [], inZoneShare: [] });
    expect(t.emotions.map((e: { intensities: unknown[] }) => e.intensities)).toEqual([[], [], []]);
    expect(t.relation.map((r: { n: number; r: null }) => [r.n, r.r])).toEqual([
      [0, null],
      [0, null],
      [0, null],
    ]);
    expect(t.calendar).toEqual([
      { date: '2024-01-01', count: 0 },
      { date: '2024-01-02', count: 0 },
      { date: '2024-01-03', count: 0 },
    ]);
    expect(t.summary).toEqual({ entries: 0, averageRating: null, averageInZoneShare: null });
  });

  it('accepts a custom range of 366 days, including a leap day', async () => {
    const t = await trends({ range: 'custom', from: '2024-02-29', to: '2025-02-28' });
    expect(t.range.days).toBe(366);
    expect(t.calendar).toHaveLength(366);
    expect(t.calendar[0].date).toBe('2024-02-29');
    expect(t.calendar.at(-1)).toEqual({ date: '2025-02-28', count: 1 });
    expect(t.summary.entries).toBe(1);
  });

  it('ends the preset ranges today in Berlin', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    await s.ok(
      'saveEntry',
      entry(new Date(Date.now() - 60_000).toISOString(), 7, { motiviert: 7 }),
      token,
    );
    for (const [range, days] of [
      ['7', 7],
      ['30', 30],
      ['90', 90],
    ] as const) {
      // Days of a custom range left over in the form do not matter for a preset.
      const t = await trends({ range, from: '2025-03-01', to: '2025-03-01' }, token);
      expect(t.range.days).toBe(days);
      expect(t.calendar).toHaveLength(days);
      expect(t.calendar.at(-1).date).toBe(dayFromToday(0));
      expect(t.summary).toEqual({ entries: 1, averageRating: 7, averageInZoneShare: 1 });
    }
  });

  it('shows an athlete only their own entries', async () => {
    const other = await s.createAthlete({ onboarded: true });
    const t = await trends({ range: 'custom', from: '2025-03-01', to: '2025-03-07' }, other.token);
    expect(t.summary.entries).toBe(0);
    expect(t.entries.occurredAt).toEqual([]);
    expect(t.zoneLearning).toMatchObject({ available: false, entriesNeeded: MIN_ZONE_ENTRIES });
  });

  it.each([
    [
      { range: 'custom' },
      { from: ['Dieses Feld ist erforderlich'], to: ['Dieses Feld ist erforderlich'] },
    ],
    [{ range: 'custom', from: '2025-03-01', to: null }, { to: ['Dieses Feld ist erforderlich'] }],
    [{ range: 'custom', from: '2025-03-08', to: '2025-03-01' }, { to: [RANGE_REVERSED] }],
    [{ range: 'custom', from: '2024-01-01', to: '2025-01-01' }, { to: [RANGE_TOO_LONG] }],
    [{ range: 'custom', from: '2025-02-30', to: '2025-03-01' }, { from: [INVALID_DATE] }],
    [{ range: 'custom', from: '0000-01-01', to: '2025-03-01' }, { from: [DATE_OUT_OF_BOUNDS] }],
    [{ range: 'custom', from: 20250301, to: '2025-03-01' }, { from: [INVALID_DATE] }],
    [{ range: '14' }, { range: ['Bitte auswählen'] }],
    [{}, { range: ['Bitte auswählen'] }],
  ])('refuses %j with the German field messages', async (data, fieldErrors) => {
    const r = await s.call('getTrends', data, { token: athlete.token });
    expect(r.status).toBe(400);
    expect(r.body.error.status).toBe('INVALID_ARGUMENT');
    expect(r.body.error.details.fieldErrors).toEqual(fieldErrors);
  });
});

describe('getTrends over a change of summer time', () => {
  it('counts each entry on its Berlin day and orders entries of the same time by id', async () => {
    const switcher = await s.createAthlete({ onboarded: true });
    const one = { motiviert: 5 };
    const saved = [
      // Spring forward on 30 March 2025: 23:30 CET on the 29th, 00:30 CET and 23:30 CEST on the
      // 30th, 00:30 CEST on the 31st.
      entry('2025-03-29T22:30:00Z', 5, one),
      entry('2025-03-29T23:30:00Z', 5, one),
      entry('2025-03-30T21:30:00Z', 5, one),
      entry('2025-03-30T22:30:00Z', 5, one),
      // Fall back on 26 October 2025: 23:30 CEST on the 25th, 00:30 CEST and 23:30 CET on the
      // 26th, 00:30 CET on the 27th.
      entry('2025-10-25T21:30:00Z', 5, one),
      entry('2025-10-25T22:30:00Z', 5, one),
      entry('2025-10-26T22:30:00Z', 5, one),
      entry('2025-10-26T23:30:00Z', 5, one),
      // Two entries of the same moment.
      { ...entry('2025-10-26T12:00:00Z', 3, one), title: 'gleichzeitig' },
      { ...entry('2025-10-26T12:00:00Z', 4, one), title: 'gleichzeitig' },
    ];
    for (const e of saved) await s.ok('saveEntry', e, switcher.token);

    const calendarOf = async (from: string, to: string) =>
      (await trends({ range: 'custom', from, to }, switcher.token)).calendar;
    const days = (...counts: [string, number][]) =>
      counts.map(([date, count]) => ({ date, count }));
    expect(await calendarOf('2025-03-29', '2025-03-31')).toEqual(
      days(['2025-03-29', 1], ['2025-03-30', 2], ['2025-03-31', 1]),
    );
    expect(await calendarOf('2025-10-25', '2025-10-27')).toEqual(
      days(['2025-10-25', 1], ['2025-10-26', 4], ['2025-10-27', 1]),
    );

    const autumn = await trends(
      { range: 'custom', from: '2025-10-26', to: '2025-10-26' },
      switcher.token,
    );
    const [first, second] = saved.slice(-2).sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(autumn.entries.occurredAt.slice(1, 3)).toEqual([
      '2025-10-26T12:00:00.000Z',
      '2025-10-26T12:00:00.000Z',
    ]);
    expect(autumn.entries.rating.slice(1, 3)).toEqual([first?.rating, second?.rating]);
  });
});

describe('zone learning', () => {
  let learner: { token: string; userId: string };
  // The harness's zones, and one emotion more.
  const COCKTAIL: CocktailEmotion[] = [
    { id: 'motiviert', label: 'motiviert', group: 'P+', zoneMin: 6, zoneMax: 8 },
    { id: 'nervoes', label: 'nervös', group: 'N+', zoneMin: 3, zoneMax: 6 },
    { id: 'muede', label: 'müde', group: 'N-', zoneMin: 0, zoneMax: 2 },
    { id: 'fokussiert', label: 'fokussiert', group: 'P+', zoneMin: 5, zoneMax: 7 },
  ];
  // 'motiviert' at 6 to 8 went with a 9, anywhere else with a 4; 'nervoes' says nothing (every
  // intensity once with each rating); 'muede' is rated in five entries only, 'fokussiert' never.
  const ROWS: [number, number, number][] = [
    [6, 9, 2],
    [7, 9, 5],
    [8, 9, 8],
    [6, 9, 3],
    [7, 9, 6],
    [1, 4, 2],
    [2, 4, 5],
    [3, 4, 8],
    [4, 4, 3],
    [10, 4, 6],
    [0, 4, 1],
    [9, 4, 4],
    [2, 4, 7],
    [3, 4, 9],
    [10, 4, 0],
  ];
  const day = (i: number) => `2025-01-${String(i + 1).padStart(2, '0')}T10:00:00Z`;
  const saved = ROWS.map(([motiviert, rating, nervoes], i) =>
    entry(day(i), rating, i < 5 ? { motiviert, nervoes, muede: 2 } : { motiviert, nervoes }),
  );
  const asLearned = (list: typeof saved) =>
    countsOf(list.map((e) => ({ rating: e.rating, emotions: e.emotions })));

  beforeAll(async () => {
    learner = await s.createAthlete({ onboarded: true });
    await s.ok('saveCocktail', { versionId: randomUUID(), emotions: COCKTAIL }, learner.token);
    for (const e of saved.slice(0, -1)) await s.ok('saveEntry', e, learner.token);
  });

  it(`waits for ${MIN_ZONE_ENTRIES} entries with an emotion`, async () => {
    const z = await s.ok('getZoneSuggestions', null, learner.token);
    expect(z).toMatchObject({ available: false, entries: 14, entriesNeeded: 1 });
    expect(
      z.emotions.map((e: { id: string; entriesNeeded: number }) => [e.id, e.entriesNeeded]),
    ).toEqual([
      ['motiviert', 1],
      ['nervoes', 1],
      ['muede', MIN_ZONE_ENTRIES - 5],
      ['fokussiert', MIN_ZONE_ENTRIES],
    ]);
  });

  it('learns where good performances are most likely and suggests that range', async () => {
    await s.ok('saveEntry', saved.at(-1), learner.token);
    const z = await s.ok('getZoneSuggestions', null, learner.token);
    // The server's counts give what the domain gives for the entries as saved.
    expect(z).toEqual(learnZones(COCKTAIL, asLearned(saved)));
    expect(z).toMatchObject({ available: true, entries: 15, goodFrom: 9, goodEntries: 5 });
    const [motiviert, nervoes, muede, fokussiert] = z.emotions;
    expect(motiviert).toMatchObject({
      suggestedMin: 6,
      suggestedMax: 8,
      currentMin: 6,
      currentMax: 8,
      samples: 15,
      chance: { good: 5, entries: 5 },
    });
    expect(motiviert.curve).toHaveLength(11);
    expect(nervoes).toMatchObject({ suggestedMin: null, suggestedMax: null, chance: null });
    expect(muede).toMatchObject({ samples: 5, entriesNeeded: 10, curve: [] });
    expect(fokussiert).toMatchObject({ samples: 0, suggestedMin: null });
    const t = await trends({ range: '7' }, learner.token);
    expect(t.zoneLearning).toEqual(z);
  });

  it('is taken over with saveCocktail', async () => {
    const z = await s.ok('getZoneSuggestions', null, learner.token);
    const { cocktail } = await s.ok('getCocktail', null, learner.token);
    const emotions = cocktail.emotions.map((e: { id: string }) =>
      e.id === 'motiviert' ? { ...e, zoneMin: 7, zoneMax: 9 } : e,
    );
    await s.ok('saveCocktail', { versionId: randomUUID(), emotions }, learner.token);
    const after = await s.ok('getZoneSuggestions', null, learner.token);
    expect(after.emotions[0]).toMatchObject({ currentMin: 7, currentMax: 9, suggestedMin: 6 });
    expect(after.emotions[0].curve).toEqual(z.emotions[0].curve);
    // The trends learn on every call: the new zone shows at once there too, with nothing to expire.
    expect((await trends({ range: '7' }, learner.token)).zoneLearning).toEqual(after);
  });
});
