import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHORIZED } from '../../../domain/api-coach';
import { RANGE_REVERSED } from '../../../domain/api-trends';
import { dayFromToday } from '../../../domain/calendar-day';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

/** The coach's athlete page: its trends of a chosen period and its print view's shared entries. */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

type User = { token: string; userId: string; email: string };

async function addEntry(
  athlete: User,
  opts: { title: string; type?: 'training' | 'competition' | 'other'; daysAgo: number },
) {
  const id = randomUUID();
  await s.ok(
    'saveEntry',
    {
      id,
      // Noon in Berlin of that day, so no period edge and no clock change moves it to another day.
      occurredAt: new Date(`${dayFromToday(-opts.daysAgo)}T10:00:00Z`).toISOString(),
      type: opts.type ?? 'training',
      title: opts.title,
      importance: 3,
      place: null,
      emotions: TEST_EMOTIONS.map((e, i) => ({ ...e, intensity: [7, 4, 1][i] })),
      rating: 6,
      goalReached: 'partly',
      result: null,
      notes: `Notiz zu ${opts.title}`,
    },
    athlete.token,
  );
  return id;
}

const share = (athlete: User, entryId: string, linkIds: string[]) =>
  s.ok(
    'setEntrySharing',
    { entryId, linkIds, messageId: randomUUID(), message: null },
    athlete.token,
  );

describe('the coach athlete page', () => {
  let athlete: User;
  let trendsCoach: User;
  let entriesCoach: User;
  let otherCoach: User;
  let linkT: string;
  let linkE: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    athlete = await s.createAthlete({ onboarded: true, name: 'Anna Seite' });
    trendsCoach = await s.createCoach({ name: 'Tom Trends' });
    entriesCoach = await s.createCoach({ name: 'Eva Einträge' });
    otherCoach = await s.createCoach({ name: 'Olga Ohne' });
    linkT = await s.link(trendsCoach, athlete, { trends: true, cocktail: true });
    linkE = await s.link(entriesCoach, athlete, { entryTypes: ['competition'] });
    ids.old = await addEntry(athlete, { title: 'Alt', daysAgo: 40, type: 'competition' });
    ids.race = await addEntry(athlete, { title: 'Rennen', daysAgo: 10, type: 'competition' });
    ids.single = await addEntry(athlete, { title: 'Einzeln für Eva', daysAgo: 5 });
    ids.private = await addEntry(athlete, { title: 'Privat', daysAgo: 2 });
    await share(athlete, ids.single, [linkE]);
  }, 120_000);

  it('answers the trends of a chosen period, with titles only of shared entries', async () => {
    const period = { range: 'custom', from: dayFromToday(-45), to: dayFromToday(0) };
    const t = await s.ok('getAthlete', { athleteId: athlete.userId, ...period }, trendsCoach.token);
    expect(t.trends.range).toEqual({ from: period.from, to: period.to, days: 46 });
    // Sharing the trends shows every entry's time and figures, no entry's title unshared.
    expect(t.trends.entries.title).toEqual([null, null, null, null]);
    expect(t.trends.summary.entries).toBe(4);
    // With the cocktail shared: its emotions and zones, as the athlete sees them.
    expect(t.trends.emotions.map((e: { id: string }) => e.id)).toEqual(
      TEST_EMOTIONS.map((e) => e.id),
    );
    const own = await s.ok('getTrends', period, athlete.token);
    expect({ ...t.trends, entries: { ...t.trends.entries, title: [] } }).toEqual({
      ...own,
      entries: { ...own.entries, title: [] },
    });

    const week = await s.ok(
      'getAthlete',
      { athleteId: athlete.userId, range: '7' },
      trendsCoach.token,
    );
    expect(week.trends.summary.entries).toBe(2);
  });

  it('shows no trends where the link does not share them, and no cocktail zones without it', async () => {
    const e = await s.ok('getAthlete', { athleteId: athlete.userId }, entriesCoach.token);
    expect(e.trends).toBeNull();
    await s.ok(
      'setLinkSharing',
      { linkId: linkT, sharing: { trends: true, cocktail: false, entryTypes: [] } },
      athlete.token,
    );
    try {
      const t = await s.ok('getAthlete', { athleteId: athlete.userId }, trendsCoach.token);
      expect(t.cocktail).toBeNull();
      expect(t.trends.emotions).toEqual([]);
      expect(t.trends.relation).toEqual([]);
      expect(t.trends.zoneLearning.emotions).toEqual([]);
      expect(t.trends.summary.entries).toBe(3);
    } finally {
      await s.ok(
        'setLinkSharing',
        { linkId: linkT, sharing: { trends: true, cocktail: true, entryTypes: [] } },
        athlete.token,
      );
    }
  });

  it('lists the shared entries of a period for the print view, oldest first, never notes', async () => {
    const all = { athleteId: athlete.userId, from: dayFromToday(-45), to: dayFromToday(0) };
    const e = await s.ok('listAthleteEntriesInPeriod', all, entriesCoach.token);
    expect(e.entries.map((x: { title: string }) => x.title)).toEqual([
      'Alt',
      'Rennen',
      'Einzeln für Eva',
    ]);
    expect(e.truncated).toBe(false);
    expect(JSON.stringify(e)).not.toContain('Notiz');
    const recent = await s.ok(
      'listAthleteEntriesInPeriod',
      { ...all, from: dayFromToday(-7) },
      entriesCoach.token,
    );
    expect(recent.entries.map((x: { title: string }) => x.title)).toEqual(['Einzeln für Eva']);
    // Trends shared, no entry: the trends' figures, but no entry whole.
    const t = await s.ok('listAthleteEntriesInPeriod', all, trendsCoach.token);
    expect(t.entries).toEqual([]);
  });

  it('records the reads in the athlete’s access log', async () => {
    const before = await s.ok('getAccessLog', null, athlete.token);
    const countOf = (log: { entries: { linkId: string; what: string; count: number }[] }) =>
      log.entries
        .filter((x) => x.linkId === linkE && x.what === 'athlete')
        .reduce((n, x) => n + x.count, 0);
    await s.ok(
      'listAthleteEntriesInPeriod',
      { athleteId: athlete.userId, from: dayFromToday(-3), to: dayFromToday(0) },
      entriesCoach.token,
    );
    await s.ok('getAthlete', { athleteId: athlete.userId, range: '90' }, entriesCoach.token);
    expect(countOf(await s.ok('getAccessLog', null, athlete.token))).toBe(countOf(before) + 2);
  });

  it('refuses another coach, an athlete and an unknown id alike', async () => {
    const input = { athleteId: athlete.userId, from: dayFromToday(-3), to: dayFromToday(0) };
    for (const [token, body] of [
      [otherCoach.token, input],
      [otherCoach.token, { ...input, athleteId: 'unbekannt' }],
    ] as const) {
      const r = await s.call('listAthleteEntriesInPeriod', body, { token });
      expect(r.status).toBe(403);
      expect(r.body.error.message).toBe(NOT_AUTHORIZED);
      const a = await s.call('getAthlete', { ...body, range: '7' }, { token });
      expect(a.status).toBe(403);
      expect(a.body.error.message).toBe(NOT_AUTHORIZED);
    }
    const asAthlete = await s.call('listAthleteEntriesInPeriod', input, { token: athlete.token });
    expect(asAthlete.status).toBe(403);
  });

  it('gives German field messages for a bad period, never a 500', async () => {
    const bad = await s.call(
      'getAthlete',
      { athleteId: athlete.userId, range: 'custom', from: dayFromToday(0), to: dayFromToday(-3) },
      { token: trendsCoach.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fieldErrors).toEqual({ to: [RANGE_REVERSED] });
    const missing = await s.call(
      'listAthleteEntriesInPeriod',
      { athleteId: athlete.userId, from: 'gestern', to: dayFromToday(0) },
      { token: entriesCoach.token },
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.details.fieldErrors)).toEqual(['from']);
  });

  it('answers nothing once the link has ended, the same as to a stranger', async () => {
    await s.ok('endLink', { linkId: linkE }, athlete.token);
    const r = await s.call(
      'listAthleteEntriesInPeriod',
      { athleteId: athlete.userId, from: dayFromToday(-45), to: dayFromToday(0) },
      { token: entriesCoach.token },
    );
    expect(r.status).toBe(403);
    expect(r.body.error.message).toBe(NOT_AUTHORIZED);
    const a = await s.call(
      'getAthlete',
      { athleteId: athlete.userId, range: 'custom', from: dayFromToday(-45), to: dayFromToday(0) },
      { token: entriesCoach.token },
    );
    expect(a.status).toBe(403);
  });
});
