import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHORIZED } from '../../../domain/api-coach';
import { MAX_GROUP_NAME_LENGTH, MAX_GROUPS } from '../../../domain/coach-team';
import { de } from '../../../domain/messages';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

const DAY = 86_400_000;

let s: TestServer;
type User = Awaited<ReturnType<TestServer['createAthlete']>>;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

async function addEntry(athlete: User, daysAgo: number, rating: number) {
  await s.ok(
    'saveEntry',
    {
      id: randomUUID(),
      occurredAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
      type: 'training',
      title: `Einheit ${daysAgo}`,
      importance: 3,
      place: null,
      emotions: TEST_EMOTIONS.map((e, i) => ({ ...e, intensity: [7, 4, 1][i] ?? 5 })),
      rating,
      goalReached: 'partly',
      result: null,
      notes: '',
    },
    athlete.token,
  );
}

/** A baseline of 7s, then two 3s among the last three: a drop. */
async function slump(athlete: User) {
  for (const d of [12, 11, 10, 9]) await addEntry(athlete, d, 7);
  for (const [d, r] of [
    [3, 3],
    [2, 7],
    [1, 3],
  ] as const) {
    await addEntry(athlete, d, r);
  }
}

const denied = { status: 403, body: { error: { message: NOT_AUTHORIZED } } };

describe('flags: explained, marked seen, shown to the athlete', () => {
  let athlete: User;
  let coach: User;
  let blind: User;
  let linkId: string;

  beforeAll(async () => {
    athlete = await s.createAthlete({ onboarded: true, name: 'Mara Müde' });
    coach = await s.createCoach({ name: 'Tom Trainer' });
    blind = await s.createCoach({ name: 'Bea Blind' });
    linkId = await s.link(coach, athlete, { trends: true });
    // Bea's link shares nothing: no drop for her, and no missing entry either.
    await s.link(blind, athlete);
    await slump(athlete);
  }, 120_000);

  it('explains the drop to the coach and the athlete alike, per coach', async () => {
    const team = await s.ok('getTeam', null, coach.token);
    const [row] = team.athletes;
    expect(row).toMatchObject({ name: 'Mara Müde', status: 'red', trend: 'down', groupIds: [] });
    expect(row.flags).toEqual([
      {
        key: expect.stringMatching(/^performance-drop:/),
        kind: 'performance-drop',
        text: 'Leistung 3, 4 unter dem Schnitt der letzten 4 Wochen, bei 2 der letzten 3 Einheiten',
        seenAt: null,
        note: null,
      },
    ]);
    const mine = await s.ok('listMyFlags', null, athlete.token);
    expect(mine.coaches).toEqual([{ linkId, coachName: 'Tom Trainer', flags: row.flags }]);
    const [bea] = (await s.ok('getTeam', null, blind.token)).athletes;
    expect(bea).toMatchObject({
      name: 'Mara Müde',
      sharesNothing: true,
      status: 'none',
      flags: [],
    });
  });

  it('marks a flag seen with a note, idempotently, and the athlete sees it', async () => {
    const [row] = (await s.ok('getTeam', null, coach.token)).athletes;
    const key = row.flags[0].key;
    const input = {
      id: randomUUID(),
      athleteId: athlete.userId,
      flagKey: key,
      seen: true,
      note: '  Reden wir am Montag  ',
    };
    const mark = await s.ok('markFlag', input, coach.token);
    expect(mark).toEqual({ key, seenAt: expect.any(String), note: 'Reden wir am Montag' });
    // A retry, and a second tab with its own id, meet the same row; the first time seen stays.
    expect(await s.ok('markFlag', input, coach.token)).toEqual(mark);
    expect(await s.ok('markFlag', { ...input, id: randomUUID() }, coach.token)).toEqual(mark);
    const [after] = (await s.ok('getTeam', null, coach.token)).athletes;
    expect(after).toMatchObject({ status: 'yellow' });
    expect(after.flags[0]).toMatchObject({ seenAt: mark.seenAt, note: 'Reden wir am Montag' });
    const tom = (await s.ok('listMyFlags', null, athlete.token)).coaches[0];
    expect(tom.flags[0]).toMatchObject({ seenAt: mark.seenAt, note: 'Reden wir am Montag' });
    // Taken back: unseen again, the note removed.
    await s.ok('markFlag', { ...input, seen: false, note: null }, coach.token);
    const [back] = (await s.ok('getTeam', null, coach.token)).athletes;
    expect(back).toMatchObject({ status: 'red', flags: [{ seenAt: null, note: null }] });
  });

  it('refuses another coach, an ended link and an athlete alike, and bad keys in German', async () => {
    const [row] = (await s.ok('getTeam', null, coach.token)).athletes;
    const input = {
      id: randomUUID(),
      athleteId: athlete.userId,
      flagKey: row.flags[0].key,
      seen: true,
      note: null,
    };
    const stranger = await s.createCoach();
    expect(await s.call('markFlag', input, { token: stranger.token })).toMatchObject(denied);
    const unknown = { ...input, athleteId: 'no-such-user' };
    expect(await s.call('markFlag', unknown, { token: coach.token })).toMatchObject(denied);
    expect((await s.call('markFlag', input, { token: athlete.token })).status).toBe(403);
    const bad = await s.call('markFlag', { ...input, flagKey: 'x' }, { token: coach.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fieldErrors).toEqual({ flagKey: [de.coachFlags.keyInvalid] });
    const long = await s.call(
      'markFlag',
      { ...input, note: 'x'.repeat(501) },
      {
        token: coach.token,
      },
    );
    expect(long.body.error.details.fieldErrors).toEqual({ note: ['Höchstens 500 Zeichen'] });

    // Once the athlete ends the link, the coach is refused like a stranger and she no longer sees
    // the coach's flags.
    const other = await s.createAthlete({ onboarded: true, name: 'Ende Gut' });
    const ended = await s.link(coach, other);
    await s.ok('endLink', { linkId: ended }, other.token);
    const gone = { ...input, athleteId: other.userId, flagKey: 'no-recent-entry:none' };
    expect(await s.call('markFlag', gone, { token: coach.token })).toMatchObject(denied);
    expect((await s.ok('listMyFlags', null, other.token)).coaches).toEqual([]);
    expect(
      (await s.ok('getTeam', null, coach.token)).athletes.map((a: { name: string }) => a.name),
    ).toEqual(['Mara Müde']);
  });
});

describe('groups', () => {
  it('creates, renames, assigns and deletes, within limits, only for the own team', async () => {
    const coach = await s.createCoach();
    const stranger = await s.createCoach();
    const ana = await s.createAthlete({ onboarded: true, name: 'Ana' });
    const ben = await s.createAthlete({ onboarded: true, name: 'Ben' });
    await s.link(coach, ana);
    const benLink = await s.link(coach, ben);
    const u18 = randomUUID();
    const kader = randomUUID();
    expect(await s.ok('saveGroup', { id: u18, name: ' U18 ' }, coach.token)).toEqual({
      id: u18,
      name: 'U18',
    });
    await s.ok('saveGroup', { id: kader, name: 'Kadr' }, coach.token);
    // Renaming is saving under the same id; a retry of either changes nothing.
    await s.ok('saveGroup', { id: kader, name: 'Kader' }, coach.token);
    await s.ok('saveGroup', { id: kader, name: 'Kader' }, coach.token);
    const dup = await s.call(
      'saveGroup',
      { id: randomUUID(), name: 'kader' },
      { token: coach.token },
    );
    expect(dup.status).toBe(400);
    expect(dup.body.error.details.fieldErrors).toEqual({ name: [de.coachTeam.groups.duplicate] });
    const long = await s.call(
      'saveGroup',
      { id: randomUUID(), name: 'x'.repeat(MAX_GROUP_NAME_LENGTH + 1) },
      { token: coach.token },
    );
    expect(long.body.error.details.fieldErrors).toEqual({
      name: [`Höchstens ${MAX_GROUP_NAME_LENGTH} Zeichen`],
    });
    // Another coach cannot take over or rename the group by its id.
    expect(
      await s.call('saveGroup', { id: kader, name: 'Meins' }, { token: stranger.token }),
    ).toMatchObject(denied);

    // Ana in both groups, Ben in one.
    await s.ok('setAthleteGroups', { athleteId: ana.userId, groupIds: [u18, kader] }, coach.token);
    await s.ok('setAthleteGroups', { athleteId: ben.userId, groupIds: [kader] }, coach.token);
    await s.ok('setAthleteGroups', { athleteId: ben.userId, groupIds: [kader] }, coach.token);
    let team = await s.ok('getTeam', null, coach.token);
    expect(team.groups).toEqual([
      { id: kader, name: 'Kader' },
      { id: u18, name: 'U18' },
    ]);
    const groupsOf = (name: string) =>
      team.athletes.find((a: { name: string }) => a.name === name).groupIds.sort();
    expect(groupsOf('Ana')).toEqual([u18, kader].sort());
    expect(groupsOf('Ben')).toEqual([kader]);

    // A stranger's group, a stranger's athlete and an ended link: the one denial.
    const foreign = randomUUID();
    await s.ok('saveGroup', { id: foreign, name: 'Fremd' }, stranger.token);
    const set = (athleteId: string, groupIds: string[], token: string) =>
      s.call('setAthleteGroups', { athleteId, groupIds }, { token });
    expect(await set(ana.userId, [foreign], coach.token)).toMatchObject(denied);
    expect(await set(ana.userId, [], stranger.token)).toMatchObject(denied);
    expect((await set(ana.userId, [], ana.token)).status).toBe(403);
    // Deleting someone else's group is accepted and changes nothing.
    await s.ok('deleteGroup', { id: kader }, stranger.token);
    expect((await s.ok('getTeam', null, coach.token)).groups).toHaveLength(2);

    await s.ok('deleteGroup', { id: kader }, coach.token);
    await s.ok('deleteGroup', { id: kader }, coach.token);
    team = await s.ok('getTeam', null, coach.token);
    expect(team.groups).toEqual([{ id: u18, name: 'U18' }]);
    expect(groupsOf('Ana')).toEqual([u18]);
    expect(groupsOf('Ben')).toEqual([]);
    await s.ok('endLink', { linkId: benLink }, ben.token);
    expect(await set(ben.userId, [u18], coach.token)).toMatchObject(denied);
    // The stranger's team has the stranger's group and no one of this coach.
    expect(await s.ok('getTeam', null, stranger.token)).toEqual({
      athletes: [],
      groups: [{ id: foreign, name: 'Fremd' }],
    });
  });

  it(`allows ${MAX_GROUPS} groups and says so at the next`, async () => {
    const coach = await s.createCoach();
    for (let i = 0; i < MAX_GROUPS; i++) {
      await s.ok('saveGroup', { id: randomUUID(), name: `G${i}` }, coach.token);
    }
    const full = await s.call(
      'saveGroup',
      { id: randomUUID(), name: 'Eine mehr' },
      {
        token: coach.token,
      },
    );
    expect(full.status).toBe(400);
    expect(full.body.error.details.fieldErrors).toEqual({
      name: [de.coachTeam.groups.tooMany(MAX_GROUPS)],
    });
  });
});
