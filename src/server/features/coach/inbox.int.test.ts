import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH, NOT_AUTHORIZED } from '../../../domain/api-coach';
import { de } from '../../../domain/messages';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';
import { rowsOf } from '../athlete/athlete-data';

const SECRET = 'NUR-FUER-MICH-0815';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

async function addEntry(token: string, title: string) {
  const id = randomUUID();
  await s.ok(
    'saveEntry',
    {
      id,
      occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
      type: 'training',
      title,
      importance: 2,
      place: null,
      emotions: TEST_EMOTIONS.map((e) => ({ ...e, intensity: 5 })),
      rating: 7,
      goalReached: 'yes',
      result: null,
      notes: SECRET,
    },
    token,
  );
  return id;
}

const messageCount = async () =>
  rowsOf<{ n: number }>(await s.db.execute(sql`SELECT count(*)::int AS n FROM coach_messages`))[0]
    ?.n;

describe('sharing and inbox', () => {
  it('shares an entry with each chosen coach once, threads messages and replies', async () => {
    const coachA = await s.createCoach({ name: 'Coach A' });
    const coachB = await s.createCoach({ name: 'Coach B' });
    const athlete = await s.createAthlete({ onboarded: true, name: 'Tom Teilt' });
    const linkA = await s.link(coachA, athlete);
    const linkB = await s.link(coachB, athlete);
    const entryId = await addEntry(athlete.token, 'Sprinttraining');
    const before = await messageCount();

    const share = {
      entryId,
      linkIds: [linkA, linkB],
      messageId: randomUUID(),
      message: 'Wie siehst du das?',
    };
    expect(await s.ok('setEntrySharing', share, athlete.token)).toEqual({
      entryId,
      sharedWith: [linkA, linkB],
    });
    await s.ok('setEntrySharing', share, athlete.token);
    expect(await messageCount()).toBe((before ?? 0) + 2);
    expect((await s.ok('getEntry', { id: entryId }, athlete.token)).sharedWith).toEqual([
      linkA,
      linkB,
    ]);

    const msg = await s.ok(
      'sendCoachMessage',
      { id: randomUUID(), coachLinkId: linkA, text: 'Kurze Frage zum Plan' },
      athlete.token,
    );
    expect(msg).toMatchObject({ author: 'athlete', entryId: null, readAt: null });

    const inbox = await s.ok('listInbox', null, coachA.token);
    expect(inbox.unreadMessages).toBe(2);
    expect(inbox.items.map((i: { kind: string }) => i.kind)).toEqual(['message', 'shared-entry']);
    const thread = inbox.items[1];
    expect(thread).toMatchObject({
      athleteName: 'Tom Teilt',
      unread: true,
      entry: { id: entryId, title: 'Sprinttraining' },
      messages: [{ author: 'athlete', text: 'Wie siehst du das?' }],
    });
    expect(thread.entry).not.toHaveProperty('notes');
    expect(JSON.stringify(inbox)).not.toContain(SECRET);
    expect((await s.ok('getPortal', null, coachA.token)).counts.unreadMessages).toBe(2);

    expect(await s.ok('markRead', { ids: [thread.messages[0].id] }, coachA.token)).toEqual({
      unreadMessages: 1,
    });
    // Coach B's copy is its own.
    expect((await s.ok('listInbox', null, coachB.token)).unreadMessages).toBe(1);

    const reply = { id: randomUUID(), athleteId: athlete.userId, entryId, text: 'Sehr gut!' };
    const sent = await s.ok('replyToAthlete', reply, coachA.token);
    expect(sent).toMatchObject({ author: 'coach', entryId, text: 'Sehr gut!' });
    await s.ok('replyToAthlete', reply, coachA.token);
    const { conversations } = await s.ok('getEntryConversations', { entryId }, athlete.token);
    expect(
      conversations.map((c: { coachName: string; messages: { text: string }[] }) => [
        c.coachName,
        c.messages.map((m) => m.text),
      ]),
    ).toEqual([
      ['Coach A', ['Wie siehst du das?', 'Sehr gut!']],
      ['Coach B', ['Wie siehst du das?']],
    ]);
    const threadAfter = (await s.ok('listInbox', null, coachA.token)).items.find(
      (i: { kind: string }) => i.kind === 'shared-entry',
    );
    expect(threadAfter.messages.map((m: { author: string }) => m.author)).toEqual([
      'athlete',
      'coach',
    ]);

    const dashboard = await s.ok('getDashboard', null, athlete.token);
    expect(dashboard.recent[0]).toMatchObject({
      kind: 'coach-feedback',
      id: sent.id,
      title: 'Feedback von Coach A',
      entryId,
    });
    // The athlete's dashboard names the coach: renaming the coach reaches it, kept in memory or not.
    await s.db.execute(sql`UPDATE users SET name = 'Coach Anna' WHERE id = ${coachA.userId}`);
    expect((await s.ok('getDashboard', null, athlete.token)).recent[0].title).toBe(
      'Feedback von Coach Anna',
    );
  });

  it('unsharing hides the entry and its messages from coaches at once', async () => {
    const coach = await s.createCoach();
    const athlete = await s.createAthlete({ onboarded: true });
    const linkId = await s.link(coach, athlete);
    const entryId = await addEntry(athlete.token, 'Wettkampf');
    await s.ok(
      'setEntrySharing',
      { entryId, linkIds: [linkId], messageId: randomUUID(), message: null },
      athlete.token,
    );
    let inbox = await s.ok('listInbox', null, coach.token);
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0].messages[0].text).toBe('');
    // Sharing again without words adds nothing.
    await s.ok(
      'setEntrySharing',
      { entryId, linkIds: [linkId], messageId: randomUUID() },
      athlete.token,
    );
    expect((await s.ok('listInbox', null, coach.token)).items[0].messages).toHaveLength(1);

    expect(
      await s.ok(
        'setEntrySharing',
        { entryId, linkIds: [], messageId: randomUUID() },
        athlete.token,
      ),
    ).toEqual({ entryId, sharedWith: [] });
    inbox = await s.ok('listInbox', null, coach.token);
    expect(inbox).toEqual({ items: [], unreadMessages: 0 });
    const view = await s.ok('getAthlete', { athleteId: athlete.userId }, coach.token);
    expect(view.sharedEntries).toEqual([]);
    const r = await s.call(
      'replyToAthlete',
      { id: randomUUID(), athleteId: athlete.userId, entryId, text: 'Hallo' },
      { token: coach.token },
    );
    expect(r.status).toBe(403);
    expect(r.body.error.message).toBe(NOT_AUTHORIZED);
  });

  it('refuses messages over an ended link and foreign entries', async () => {
    const coach = await s.createCoach();
    const athlete = await s.createAthlete({ onboarded: true });
    const other = await s.createAthlete({ onboarded: true });
    const linkId = await s.link(coach, athlete);
    const foreignEntry = await addEntry(other.token, 'Fremd');
    const share = await s.call(
      'setEntrySharing',
      { entryId: foreignEntry, linkIds: [linkId], messageId: randomUUID() },
      { token: athlete.token },
    );
    expect(share.status).toBe(404);
    expect((await s.ok('getEntry', { id: foreignEntry }, other.token)).sharedWith).toEqual([]);
    await s.ok('endLink', { linkId }, coach.token);
    const r = await s.call(
      'sendCoachMessage',
      { id: randomUUID(), coachLinkId: linkId, text: 'Hallo?' },
      { token: athlete.token },
    );
    expect(r.status).toBe(404);
  });

  it('answers invalid input with German field errors', async () => {
    const coach = await s.createCoach();
    const athlete = await s.createAthlete({ onboarded: true });
    const cases: [string, unknown, string, Record<string, string[]>][] = [
      [
        'sendCoachMessage',
        { id: randomUUID(), coachLinkId: randomUUID(), text: 'x'.repeat(2001) },
        athlete.token,
        { text: [de.textLimit.tooLong(MAX_MESSAGE_LENGTH)] },
      ],
      [
        'sendCoachMessage',
        { id: 'x', coachLinkId: randomUUID(), text: '  ' },
        athlete.token,
        { id: ['Ungültige ID'], text: ['Dieses Feld ist erforderlich'] },
      ],
      [
        'setEntrySharing',
        {
          entryId: randomUUID(),
          linkIds: [],
          messageId: randomUUID(),
          message: 'x'.repeat(2001),
        },
        athlete.token,
        { message: [de.textLimit.tooLong(MAX_MESSAGE_LENGTH)] },
      ],
      [
        'setEntrySharing',
        { entryId: randomUUID(), linkIds: [] },
        athlete.token,
        { messageId: ['Dieses Feld ist erforderlich'] },
      ],
      [
        'setEntrySharing',
        { entryId: randomUUID(), linkIds: ['x'], messageId: randomUUID() },
        athlete.token,
        { 'linkIds.0': ['Ungültige ID'] },
      ],
      ['markRead', { ids: [] }, coach.token, { ids: ['Dieses Feld ist erforderlich'] }],
      ['markRead', { ids: ['nope'] }, coach.token, { 'ids.0': ['Ungültige ID'] }],
      [
        'replyToAthlete',
        { id: randomUUID(), athleteId: '', text: 'Hi' },
        coach.token,
        { athleteId: ['Dieses Feld ist erforderlich'] },
      ],
      ['getAthlete', { athleteId: 'a', range: '365' }, coach.token, { range: ['Bitte auswählen'] }],
      ['getEntryConversations', { entryId: 'x' }, athlete.token, { entryId: ['Ungültige ID'] }],
    ];
    for (const [name, data, token, fieldErrors] of cases) {
      const r = await s.call(name, data, { token });
      expect(r.status, `${name} ${JSON.stringify(data).slice(0, 80)}`).toBe(400);
      expect(r.body.error.details.fieldErrors, name).toEqual(fieldErrors);
    }
  });
});
