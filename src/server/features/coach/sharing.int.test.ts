import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHORIZED, SHARE_LINKS_INVALID } from '../../../domain/api-coach';
import { dayFromToday } from '../../../domain/calendar-day';
import { CONSENT_VERSION } from '../../../domain/consent';
import { de } from '../../../domain/messages';
import { exportTables } from '../../test/export-tables';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';
import { rowsOf } from '../athlete/athlete-data';

const DAY = 86_400_000;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

type User = { token: string; userId: string; email: string };

/** Cocktail zones of the onboarding: motiviert 6-8, nervös 3-6, müde 0-2. */
async function addEntry(
  athlete: User,
  opts: {
    title: string;
    type?: 'training' | 'competition' | 'other';
    daysAgo?: number;
    rating?: number;
    intensities?: [number, number, number];
    place?: string | null;
    result?: string | null;
    notes?: string;
  },
) {
  const id = randomUUID();
  const intensities = opts.intensities ?? [7, 4, 1];
  await s.ok(
    'saveEntry',
    {
      id,
      occurredAt: new Date(Date.now() - (opts.daysAgo ?? 0) * DAY - 60_000).toISOString(),
      type: opts.type ?? 'training',
      title: opts.title,
      importance: 3,
      place: opts.place ?? null,
      emotions: TEST_EMOTIONS.map((e, i) => ({ ...e, intensity: intensities[i] })),
      rating: opts.rating ?? 6,
      goalReached: 'partly',
      result: opts.result ?? null,
      notes: opts.notes ?? `Notiz zu ${opts.title}`,
    },
    athlete.token,
  );
  return id;
}

async function share(athlete: User, entryId: string, linkIds: string[], message?: string) {
  return s.ok(
    'setEntrySharing',
    { entryId, linkIds, messageId: randomUUID(), message: message ?? null },
    athlete.token,
  );
}

const titles = (entries: { title: string }[]) => entries.map((e) => e.title);

async function exportOf(user: User) {
  const res = await s.request('/api/export?format=json', {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status).toBe(200);
  return { tables: exportTables(await res.json()) };
}

describe('two coaches with different choices', () => {
  let athlete: User;
  let trendsCoach: User;
  let cocktailCoach: User;
  let linkT: string;
  let linkC: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    athlete = await s.createAthlete({ onboarded: true, name: 'Nora Zwei' });
    trendsCoach = await s.createCoach({ name: 'Tina Trends' });
    cocktailCoach = await s.createCoach({ name: 'Carl Cocktail' });
    linkT = await s.link(trendsCoach, athlete, { trends: true });
    linkC = await s.link(cocktailCoach, athlete, { cocktail: true, entryTypes: ['competition'] });
    ids.forT = await addEntry(athlete, { title: 'Nur für Tina', daysAgo: 3, place: 'Halle T' });
    ids.race = await addEntry(athlete, {
      title: 'Rennen für Carl',
      type: 'competition',
      daysAgo: 2,
      result: 'Platz 2',
    });
    ids.forC = await addEntry(athlete, { title: 'Sonstiges für Carl', type: 'other', daysAgo: 1 });
    ids.private = await addEntry(athlete, {
      title: 'Ganz privat',
      daysAgo: 0,
      place: 'Geheimort',
      result: 'Geheimresultat',
    });
    await share(athlete, ids.forT, [linkT], 'Für Tina');
    await share(athlete, ids.forC, [linkC]);
  }, 120_000);

  it('shows each coach exactly its own share', async () => {
    const t = await s.ok(
      'getAthlete',
      { athleteId: athlete.userId, range: '7' },
      trendsCoach.token,
    );
    expect(t.sharing).toEqual({ trends: true, cocktail: false, entryTypes: [] });
    expect(titles(t.sharedEntries)).toEqual(['Nur für Tina']);
    expect(t.cocktail).toBeNull();
    // Trends show every entry, the title only where the entry is shared with Tina.
    expect(t.trends.entries.title).toEqual(['Nur für Tina', null, null, null]);
    expect(t.trends.summary.entries).toBe(4);
    // With the trends shared every entry counts for the last entry's time.
    expect(t.lastEntryAt).toBe(
      (await s.ok('getEntry', { id: ids.private }, athlete.token)).occurredAt,
    );

    const c = await s.ok('getAthlete', { athleteId: athlete.userId }, cocktailCoach.token);
    expect(c.sharing).toEqual({ trends: false, cocktail: true, entryTypes: ['competition'] });
    expect(titles(c.sharedEntries)).toEqual(['Sonstiges für Carl', 'Rennen für Carl']);
    expect(c.sharedEntries[1].result).toBe('Platz 2');
    expect(c.trends).toBeNull();
    expect(c.cocktail.cocktail.emotions).toHaveLength(3);
    expect(c.lastEntryAt).toBe(
      (await s.ok('getEntry', { id: ids.forC }, athlete.token)).occurredAt,
    );

    for (const answer of [t, c]) {
      const text = JSON.stringify(answer);
      for (const secret of ['Ganz privat', 'Geheimort', 'Geheimresultat', 'Notiz zu']) {
        expect(text).not.toContain(secret);
      }
    }
    expect(JSON.stringify(t)).not.toContain('Carl');
    expect(JSON.stringify(t)).toContain('Halle T');
    expect(JSON.stringify(c)).not.toContain('Nur für Tina');
    expect(JSON.stringify(c)).not.toContain('Halle T');
  });

  it('shows the zones of shared entries only to the coach who sees the cocktail', async () => {
    const zones = (entry: {
      emotions: { id: string; intensity: number; zoneMin: number | null; zoneMax: number | null }[];
    }) => entry.emotions.map((e) => [e.id, e.intensity, e.zoneMin, e.zoneMax]);
    const t = await s.ok(
      'getAthlete',
      { athleteId: athlete.userId, range: '7' },
      trendsCoach.token,
    );
    expect(zones(t.sharedEntries[0])).toEqual([
      ['motiviert', 7, null, null],
      ['nervoes', 4, null, null],
      ['muede', 1, null, null],
    ]);
    const [tinasThread] = (await s.ok('listInbox', null, trendsCoach.token)).items;
    expect(zones(tinasThread.entry)).toEqual(zones(t.sharedEntries[0]));

    const c = await s.ok('getAthlete', { athleteId: athlete.userId }, cocktailCoach.token);
    expect(zones(c.sharedEntries[0])).toEqual([
      ['motiviert', 7, 6, 8],
      ['nervoes', 4, 3, 6],
      ['muede', 1, 0, 2],
    ]);
  });

  it('counts for the portal what each coach may count', async () => {
    // Days since Monday in Berlin; the entries were made a minute before a whole number of days ago.
    const weekday = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Berlin',
      weekday: 'short',
    }).format(new Date());
    const weekStart = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(weekday);
    const t = await s.ok('getPortal', null, trendsCoach.token);
    const c = await s.ok('getPortal', null, cocktailCoach.token);
    // Tina (trends) counts every entry of this week; Carl only the two visible to him.
    const thisWeek = (daysAgo: number) => daysAgo <= weekStart;
    expect(t.counts.entriesThisWeek).toBe([3, 2, 1, 0].filter(thisWeek).length);
    expect(c.counts.entriesThisWeek).toBe([2, 1].filter(thisWeek).length);
    expect(t.athletes[0]).toMatchObject({ name: 'Nora Zwei', sharesNothing: false });
    expect(t.counts.unreadMessages).toBe(1);
    expect(c.counts.unreadMessages).toBe(1);
  });

  it('threads each coach’s inbox with only its entries', async () => {
    const t = await s.ok('listInbox', null, trendsCoach.token);
    const c = await s.ok('listInbox', null, cocktailCoach.token);
    expect(t.items.map((i: { entry: { title: string } }) => i.entry.title)).toEqual([
      'Nur für Tina',
    ]);
    expect(t.items[0].messages.map((m: { text: string }) => m.text)).toEqual(['Für Tina']);
    expect(c.items.map((i: { entry: { title: string } }) => i.entry.title)).toEqual([
      'Sonstiges für Carl',
    ]);
    // Carl may answer on the race (visible by type) but not on Tina's entry.
    const onRace = await s.call(
      'replyToAthlete',
      { id: randomUUID(), athleteId: athlete.userId, entryId: ids.race, text: 'Stark' },
      { token: cocktailCoach.token },
    );
    expect(onRace.status).toBe(200);
    const onTina = await s.call(
      'replyToAthlete',
      { id: randomUUID(), athleteId: athlete.userId, entryId: ids.forT, text: 'Und das?' },
      { token: cocktailCoach.token },
    );
    expect(onTina.status).toBe(403);
    expect(onTina.body.error.message).toBe(NOT_AUTHORIZED);
  });

  it('lists per coach what is shared, and changing one link leaves the other', async () => {
    const { coaches } = await s.ok('listMyCoaches', null, athlete.token);
    expect(
      coaches.map((c: { coachName: string; sharing: unknown; sharedEntryCount: number }) => [
        c.coachName,
        c.sharing,
        c.sharedEntryCount,
      ]),
    ).toEqual([
      ['Tina Trends', { trends: true, cocktail: false, entryTypes: [] }, 1],
      ['Carl Cocktail', { trends: false, cocktail: true, entryTypes: ['competition'] }, 1],
    ]);
    expect((await s.ok('getEntry', { id: ids.forT }, athlete.token)).sharedWith).toEqual([linkT]);
    const listed = await s.ok('listEntries', {}, athlete.token);
    expect(
      listed.entries.map((e: { title: string; sharedWith: string[] }) => [e.title, e.sharedWith]),
    ).toEqual([
      ['Ganz privat', []],
      ['Sonstiges für Carl', [linkC]],
      ['Rennen für Carl', []],
      ['Nur für Tina', [linkT]],
    ]);

    const changed = await s.ok(
      'setLinkSharing',
      { linkId: linkT, sharing: { trends: false, cocktail: true, entryTypes: ['training'] } },
      athlete.token,
    );
    expect(changed).toMatchObject({
      linkId: linkT,
      sharing: { trends: false, cocktail: true, entryTypes: ['training'] },
      sharedEntryCount: 1,
    });
    const t = await s.ok('getAthlete', { athleteId: athlete.userId }, trendsCoach.token);
    expect(t.trends).toBeNull();
    expect(titles(t.sharedEntries)).toEqual(['Ganz privat', 'Nur für Tina']);
    const c = await s.ok('getAthlete', { athleteId: athlete.userId }, cocktailCoach.token);
    expect(c.sharing).toEqual({ trends: false, cocktail: true, entryTypes: ['competition'] });
    expect(titles(c.sharedEntries)).toEqual(['Sonstiges für Carl', 'Rennen für Carl']);
    // Back as it was.
    await s.ok(
      'setLinkSharing',
      { linkId: linkT, sharing: { trends: true, cocktail: false, entryTypes: [] } },
      athlete.token,
    );
  });

  it('linking another coach with trends opens nothing to the others', async () => {
    const third = await s.createCoach({ name: 'Dora Dritte' });
    await s.link(third, athlete, { trends: true, cocktail: true, entryTypes: ['training'] });
    const c = await s.ok('getAthlete', { athleteId: athlete.userId }, cocktailCoach.token);
    expect(c.trends).toBeNull();
    expect(titles(c.sharedEntries)).toEqual(['Sonstiges für Carl', 'Rennen für Carl']);
    const d = await s.ok('getAthlete', { athleteId: athlete.userId }, third.token);
    expect(titles(d.sharedEntries)).toEqual(['Ganz privat', 'Nur für Tina']);
  });

  it('shows the athlete exactly the coach’s answers in the preview, without logging it', async () => {
    for (const [coach, linkId] of [
      [trendsCoach, linkT],
      [cocktailCoach, linkC],
    ] as const) {
      const before = await s.ok('getAccessLog', null, athlete.token);
      const view = await s.ok('getCoachView', { linkId, range: '7' }, athlete.token);
      expect(await s.ok('getAccessLog', null, athlete.token)).toEqual(before);
      const asCoach = await s.ok(
        'getAthlete',
        { athleteId: athlete.userId, range: '7' },
        coach.token,
      );
      const portal = await s.ok('getPortal', null, coach.token);
      expect(view.athlete).toEqual(asCoach);
      expect(view.portal).toEqual(
        portal.athletes.find((a: { athleteId: string }) => a.athleteId === athlete.userId),
      );
      expect(view.coachName).toBe(coach === trendsCoach ? 'Tina Trends' : 'Carl Cocktail');
    }
  });

  it('adds a bare notice only for coaches an entry is newly shared with, words for all', async () => {
    const entryId = await addEntry(athlete, { title: 'Neu geteilt' });
    await share(athlete, entryId, [linkT]);
    // Tina has it already: words reach both, and a retry adds nothing (feedback tests: notices).
    const both = {
      entryId,
      linkIds: [linkT, linkC],
      messageId: randomUUID(),
      message: 'Für euch beide',
    };
    await s.ok('setEntrySharing', both, athlete.token);
    await s.ok('setEntrySharing', both, athlete.token);
    const t = await s.ok('listInbox', null, trendsCoach.token);
    const thread = t.items.find((i: { entry?: { id: string } }) => i.entry?.id === entryId) as {
      messages: { text: string }[];
    };
    expect(thread.messages.map((m) => m.text)).toEqual(['', 'Für euch beide']);
    const c = await s.ok('listInbox', null, cocktailCoach.token);
    const carls = c.items.find((i: { entry?: { id: string } }) => i.entry?.id === entryId) as {
      messages: { text: string }[];
    };
    expect(carls.messages.map((m) => m.text)).toEqual(['Für euch beide']);
  });
});

describe('the coach counts only what is shared with them', () => {
  it('takes the last entry, the week and the flags from shared entries alone', async () => {
    const athlete = await s.createAthlete({ onboarded: true, name: 'Paula Privat' });
    const coach = await s.createCoach();
    const linkId = await s.link(coach, athlete);
    // Good days that were shared, then a private slump far out of the zones, twice.
    const shared: string[] = [];
    for (const [daysAgo, rating] of [
      [12, 8],
      [11, 9],
      [10, 8],
      [9, 9],
    ] as const) {
      shared.push(await addEntry(athlete, { title: `gut ${daysAgo}`, daysAgo, rating }));
    }
    for (const id of shared) await share(athlete, id, [linkId]);
    for (const daysAgo of [1, 0]) {
      await addEntry(athlete, { title: 'Einbruch', daysAgo, rating: 1, intensities: [1, 10, 9] });
    }

    const [row] = (await s.ok('getPortal', null, coach.token)).athletes;
    const nine = (await s.ok('getEntry', { id: shared[3] }, athlete.token)).occurredAt;
    expect(row).toMatchObject({ lastEntryAt: nine, flags: [{ kind: 'no-recent-entry' }] });
    expect((await s.ok('getPortal', null, coach.token)).counts.entriesThisWeek).toBe(0);
    const page = await s.ok('getAthlete', { athleteId: athlete.userId }, coach.token);
    expect(page).toMatchObject({ lastEntryAt: nine, flags: [{ kind: 'no-recent-entry' }] });
    expect(JSON.stringify(page)).not.toContain('Einbruch');

    // Once the trends are shared, the slump counts (its time and rating, not its title); its
    // emotions against their zones only once the cocktail is shared too.
    await s.ok(
      'setLinkSharing',
      { linkId, sharing: { trends: true, cocktail: false, entryTypes: [] } },
      athlete.token,
    );
    const open = await s.ok('getAthlete', { athleteId: athlete.userId }, coach.token);
    expect(open.flags.map((f: { kind: string }) => f.kind)).toEqual(['performance-drop']);
    expect(JSON.stringify(open)).not.toContain('Einbruch');
    await s.ok(
      'setLinkSharing',
      { linkId, sharing: { trends: true, cocktail: true, entryTypes: [] } },
      athlete.token,
    );
    const withZones = await s.ok('getAthlete', { athleteId: athlete.userId }, coach.token);
    expect(withZones.flags.map((f: { kind: string }) => f.kind)).toEqual([
      'performance-drop',
      'out-of-zone',
      'out-of-zone',
      'out-of-zone',
    ]);
    expect(JSON.stringify(withZones)).not.toContain('Einbruch');
  });
});

describe('ended links and withdrawn consent', () => {
  it('an ended link sees nothing, and the ex-coach keeps only its own words', async () => {
    const athlete = await s.createAthlete({ onboarded: true, name: 'Emma Ende' });
    const coach = await s.createCoach({ name: 'Ex Trainer' });
    const { code } = await s.ok('createInviteCode', null, coach.token);
    const link = await s.ok(
      'redeemInviteCode',
      { code, sharing: { trends: true, cocktail: true, entryTypes: ['training'] } },
      athlete.token,
    );
    const entryId = await addEntry(athlete, { title: 'Vor dem Ende' });
    await share(athlete, entryId, [link.linkId], 'Athletin schreibt');
    await s.ok(
      'sendCoachMessage',
      { id: randomUUID(), coachLinkId: link.linkId, text: 'Allgemeine Frage' },
      athlete.token,
    );
    await s.ok(
      'replyToAthlete',
      { id: randomUUID(), athleteId: athlete.userId, entryId, text: 'Trainer antwortet' },
      coach.token,
    );
    await s.ok('endLink', { linkId: link.linkId }, athlete.token);

    expect((await s.ok('getPortal', null, coach.token)).athletes).toEqual([]);
    expect(await s.ok('listInbox', null, coach.token)).toEqual({ items: [], unreadMessages: 0 });
    const r = await s.call('getAthlete', { athleteId: athlete.userId }, { token: coach.token });
    expect(r.status).toBe(403);
    const codes = await s.ok('listInviteCodes', null, coach.token);
    expect(JSON.stringify(codes)).not.toContain('Emma');
    expect(codes.codes[0].usedBy).toEqual([
      { athleteName: null, linkedAt: expect.any(String), ended: true },
    ]);
    // The link's shares went with it.
    expect((await s.ok('getEntry', { id: entryId }, athlete.token)).sharedWith).toEqual([]);
    const others = rowsOf<{ n: number }>(
      await s.db.execute(
        sql`SELECT count(*)::int AS n FROM entry_shares WHERE link_id = ${link.linkId}`,
      ),
    );
    expect(others[0]?.n).toBe(0);

    const exported = await exportOf(coach);
    const text = JSON.stringify(exported);
    expect(exported.tables.coach_messages?.map((m) => [m.author, m.text])).toEqual([
      ['coach', 'Trainer antwortet'],
    ]);
    for (const secret of ['Athletin schreibt', 'Allgemeine Frage', 'Vor dem Ende', 'Emma']) {
      expect(text).not.toContain(secret);
    }
    expect(exported.tables.coach_links).toEqual([]);
    expect(exported.tables.coach_access_log).toEqual([]);
    // The athlete's own export keeps her history.
    const own = await exportOf(athlete);
    expect(own.tables.coach_links).toHaveLength(1);
    expect(own.tables.coach_messages).toHaveLength(3);
  });

  it('withdrawn consent hides everything from every coach at once', async () => {
    const athlete = await s.createAthlete({ onboarded: true, name: 'Wanda Widerruf' });
    const coachA = await s.createCoach();
    const coachB = await s.createCoach();
    const linkA = await s.link(coachA, athlete, { trends: true, cocktail: true });
    const linkB = await s.link(coachB, athlete, { entryTypes: ['training'] });
    const entryId = await addEntry(athlete, { title: 'Sichtbar' });
    await share(athlete, entryId, [linkA, linkB], 'Hallo');
    await s.ok(
      'recordCheckIn',
      { id: randomUUID(), intensities: [{ emotionId: 'motiviert', intensity: 5 }] },
      athlete.token,
    );
    for (const coach of [coachA, coachB]) {
      const page = await s.ok('getAthlete', { athleteId: athlete.userId }, coach.token);
      expect(titles(page.sharedEntries)).toEqual(['Sichtbar']);
    }

    await s.ok('withdrawConsent', null, athlete.token);
    for (const coach of [coachA, coachB]) {
      const portal = await s.ok('getPortal', null, coach.token);
      expect(portal.counts).toEqual({ athletes: 1, entriesThisWeek: 0, unreadMessages: 0 });
      expect(portal.athletes).toEqual([
        {
          athleteId: athlete.userId,
          linkId: expect.any(String),
          name: 'Wanda Widerruf',
          sport: 'Triathlon',
          sharesNothing: true,
          lastEntryAt: null,
          flags: [],
          status: 'none',
          trend: 'unknown',
        },
      ]);
      const page = await s.ok('getAthlete', { athleteId: athlete.userId }, coach.token);
      expect(page).toMatchObject({
        sharesNothing: true,
        sharing: { trends: false, cocktail: false, entryTypes: [] },
        cocktail: null,
        trends: null,
        sharedEntries: [],
        flags: [],
        lastEntryAt: null,
      });
      expect(await s.ok('listInbox', null, coach.token)).toEqual({
        items: [],
        unreadMessages: 0,
      });
      const reply = await s.call(
        'replyToAthlete',
        { id: randomUUID(), athleteId: athlete.userId, entryId, text: 'Noch da?' },
        { token: coach.token },
      );
      expect(reply.status).toBe(403);
    }
    // The athlete's preview shows the same: nothing.
    const view = await s.ok('getCoachView', { linkId: linkA }, athlete.token);
    expect(view.portal.sharesNothing).toBe(true);
    expect(view.athlete.sharedEntries).toEqual([]);
    // Nothing was deleted: consenting again shows it all again.
    await s.ok('giveConsent', { version: CONSENT_VERSION }, athlete.token);
    const back = await s.ok('getAthlete', { athleteId: athlete.userId }, coachA.token);
    expect(titles(back.sharedEntries)).toEqual(['Sichtbar']);
    expect(back.cocktail.lastCheckIn).not.toBeNull();
  });

  it('an athlete who never consented is listed by name and shares nothing', async () => {
    const athlete = await s.createAthlete({ name: 'Nele Neu', consent: false });
    const coach = await s.createCoach();
    await s.link(coach, athlete, { trends: true, cocktail: true, entryTypes: ['training'] });
    const portal = await s.ok('getPortal', null, coach.token);
    expect(portal.athletes[0]).toMatchObject({ name: 'Nele Neu', sharesNothing: true, flags: [] });
  });
});

describe('bad input reveals nothing', () => {
  it('answers one not-found for unknown, foreign and ended links, and for foreign entries', async () => {
    const athlete = await s.createAthlete({ onboarded: true });
    const other = await s.createAthlete({ onboarded: true });
    const coach = await s.createCoach();
    const own = await s.link(coach, athlete);
    const foreign = await s.link(coach, other);
    const ended = await s.link(await s.createCoach(), athlete);
    await s.ok('endLink', { linkId: ended }, athlete.token);
    const sharing = { trends: true, cocktail: true, entryTypes: ['competition'] };
    const notFound = { status: 'NOT_FOUND', message: de.generic.notFound };

    for (const linkId of [randomUUID(), foreign, ended]) {
      const set = await s.call('setLinkSharing', { linkId, sharing }, { token: athlete.token });
      expect(set.status, linkId).toBe(404);
      expect(set.body.error).toEqual(notFound);
      const view = await s.call('getCoachView', { linkId }, { token: athlete.token });
      expect(view.body.error).toEqual(notFound);
    }
    // The foreign link is untouched.
    expect((await s.ok('listMyCoaches', null, other.token)).coaches[0].sharing).toEqual({
      trends: false,
      cocktail: false,
      entryTypes: [],
    });

    const mine = await addEntry(athlete, { title: 'Meins' });
    const theirs = await addEntry(other, { title: 'Fremd' });
    const invalid = {
      status: 'INVALID_ARGUMENT',
      message: SHARE_LINKS_INVALID,
      details: { fieldErrors: { linkIds: [SHARE_LINKS_INVALID] } },
    };
    for (const linkIds of [[randomUUID()], [foreign], [ended], [own, foreign]]) {
      const r = await s.call(
        'setEntrySharing',
        { entryId: mine, linkIds, messageId: randomUUID() },
        { token: athlete.token },
      );
      expect(r.status, JSON.stringify(linkIds)).toBe(400);
      expect(r.body.error).toEqual(invalid);
    }
    expect((await s.ok('getEntry', { id: mine }, athlete.token)).sharedWith).toEqual([]);
    for (const entryId of [theirs, randomUUID()]) {
      const r = await s.call(
        'setEntrySharing',
        { entryId, linkIds: [own], messageId: randomUUID() },
        { token: athlete.token },
      );
      expect(r.status).toBe(404);
      expect(r.body.error).toEqual(notFound);
    }
    const bad = await s.call(
      'setLinkSharing',
      { linkId: own, sharing: { trends: true, cocktail: false, entryTypes: ['other'] } },
      { token: athlete.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fieldErrors).toEqual({
      'sharing.entryTypes.0': ['Bitte auswählen'],
    });
    // One choice is stored one way: each type once, in a fixed order.
    for (const [given, stored] of [
      [['training', 'training'], ['training']],
      [
        ['training', 'competition'],
        ['competition', 'training'],
      ],
    ]) {
      const r = await s.ok(
        'setLinkSharing',
        { linkId: own, sharing: { trends: false, cocktail: false, entryTypes: given } },
        athlete.token,
      );
      expect(r.sharing.entryTypes).toEqual(stored);
    }
  });
});

describe('access log', () => {
  it('records every coach read, shows the athlete 90 days and exports it', async () => {
    const athlete = await s.createAthlete({ onboarded: true, name: 'Lotte Log' });
    const stranger = await s.createAthlete({ onboarded: true });
    const coach = await s.createCoach({ name: 'Lars Leser' });
    const linkId = await s.link(coach, athlete);
    const entryId = await addEntry(athlete, { title: 'Geteilt' });
    await share(athlete, entryId, [linkId]);

    await s.ok('getPortal', null, coach.token);
    await s.ok('getPortal', null, coach.token);
    await s.ok('getTeam', null, coach.token);
    await s.ok('getAthlete', { athleteId: athlete.userId }, coach.token);
    await s.ok('listInbox', null, coach.token);
    await exportOf(coach);
    // An old row from before the log's window, which the next read clears away.
    await s.db.execute(sql`
      INSERT INTO coach_access_log (link_id, coach_id, athlete_id, what, day, first_at, last_at)
      VALUES (${linkId}, ${coach.userId}, ${athlete.userId}, 'portal',
              (now() AT TIME ZONE 'Europe/Berlin')::date - 90, now() - interval '90 days',
              now() - interval '90 days')`);
    const { entries } = await s.ok('getAccessLog', null, athlete.token);
    expect(
      entries
        .map((e: { what: string; count: number; coachName: string; linkId: string }) => [
          e.what,
          e.count,
          e.coachName,
          e.linkId,
        ])
        .sort(),
    ).toEqual(
      [
        ['athlete', 1],
        ['athlete-list', 1],
        ['export', 1],
        ['inbox', 1],
        ['portal', 2],
      ].map(([what, count]) => [what, count, 'Lars Leser', linkId]),
    );
    const today = dayFromToday(0);
    for (const e of entries) {
      expect(e.day).toBe(today);
      expect(Date.parse(e.lastAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect((await s.ok('getAccessLog', null, stranger.token)).entries).toEqual([]);

    const own = await exportOf(athlete);
    expect(own.tables.coach_access_log).toHaveLength(5);
    expect(own.tables.entry_shares).toEqual([
      { entry_id: entryId, link_id: linkId, created_at: expect.any(String) },
    ]);
    await s.ok('getPortal', null, coach.token);
    const old = rowsOf<{ n: number }>(
      await s.db.execute(sql`SELECT count(*)::int AS n FROM coach_access_log
        WHERE day < (now() AT TIME ZONE 'Europe/Berlin')::date - 89`),
    );
    expect(old[0]?.n).toBe(0);
    // Nothing is logged for a coach who sees nothing.
    await s.ok('withdrawConsent', null, athlete.token);
    const before = (await s.ok('getAccessLog', null, athlete.token)).entries;
    await s.ok('getPortal', null, coach.token);
    expect((await s.ok('getAccessLog', null, athlete.token)).entries).toEqual(before);
  });
});

describe('flags about emotions', () => {
  it('come only through a link that shares the cocktail: they tell its zones', async () => {
    const athlete = await s.createAthlete({ onboarded: true, name: 'Ella Zone' });
    const trendsOnly = await s.createCoach({ name: 'Theo Trends' });
    const withCocktail = await s.createCoach({ name: 'Cora Cocktail' });
    await s.link(trendsOnly, athlete, { trends: true });
    await s.link(withCocktail, athlete, { trends: true, cocktail: true });
    // motiviert 3 against its zone 6-8 in each of the last three entries.
    for (const daysAgo of [2, 1, 0]) {
      await addEntry(athlete, { title: `Tief ${daysAgo}`, daysAgo, intensities: [3, 4, 1] });
    }

    const kinds = async (coach: User) => {
      const portal = await s.ok('getPortal', null, coach.token);
      return portal.athletes[0].flags.map((f: { kind: string }) => f.kind);
    };
    expect(await kinds(withCocktail)).toContain('out-of-zone');
    expect(await kinds(trendsOnly)).not.toContain('out-of-zone');
    const trendsView = await s.ok('getAthlete', { athleteId: athlete.userId }, trendsOnly.token);
    expect(JSON.stringify(trendsView.flags)).not.toContain('motiviert');
  });
});
