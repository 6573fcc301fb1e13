import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_NOT_SHARED, NOT_AUTHORIZED } from '../../../domain/api-coach';
import { de } from '../../../domain/messages';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';
import { type PushService, startPushService } from '../../test/push-service';
import { rowsOf } from '../athlete/athlete-data';

/**
 * The conversation on a shared entry: both sides write, read receipts, who may write and see it, and
 * how each side hears of a new message (e-mail at once or as a daily digest, and Web Push).
 */

const SECRET_TITLE = 'Geheimes Intervalltraining';

let s: TestServer;
let service: PushService;
beforeAll(async () => {
  s = await startTestServer();
  service = await startPushService();
});
afterAll(async () => {
  await service?.close();
  await s?.close();
});

type User = Awaited<ReturnType<TestServer['createAthlete']>>;

async function addEntry(token: string, title = SECRET_TITLE) {
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
      notes: 'nur für mich',
    },
    token,
  );
  return id;
}

/** A coach and an athlete linked, with an entry shared with a message. */
async function sharedPair(names: { coach?: string; athlete?: string } = {}) {
  const coach = await s.createCoach({ name: names.coach ?? 'Clara Coach' });
  const athlete = await s.createAthlete({ onboarded: true, name: names.athlete ?? 'Mia Sprint' });
  const linkId = await s.link(coach, athlete);
  const entryId = await addEntry(athlete.token);
  await s.ok(
    'setEntrySharing',
    { entryId, linkIds: [linkId], messageId: randomUUID(), message: 'Wie siehst du das?' },
    athlete.token,
  );
  return { coach, athlete, linkId, entryId };
}

const reply = (athlete: User, entryId: string, text = 'Sehr gut!', id = randomUUID()) => ({
  id,
  athleteId: athlete.userId,
  entryId,
  text,
});

const conversationOf = async (athlete: User, entryId: string) =>
  (await s.ok('getEntryConversations', { entryId }, athlete.token)).conversations;

const messageCount = async () =>
  rowsOf<{ n: number }>(await s.db.execute(sql`SELECT count(*)::int AS n FROM coach_messages`))[0]
    ?.n ?? 0;

const noticeCount = async () =>
  rowsOf<{ n: number }>(await s.db.execute(sql`SELECT count(*)::int AS n FROM feedback_notices`))[0]
    ?.n ?? 0;

const berlinDay = (at: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);

const mailsTo = (email: string, since: number) => s.sent.slice(since).filter((m) => m.to === email);

describe('the conversation on a shared entry', () => {
  it('lets both sides write in turn, with read receipts on both sides', async () => {
    const { coach, athlete, linkId, entryId } = await sharedPair();

    // Her own words stay with her entry after sharing.
    let [conversation] = await conversationOf(athlete, entryId);
    expect(conversation).toMatchObject({ coachName: 'Clara Coach', linkId });
    expect(conversation.messages).toMatchObject([
      { author: 'athlete', text: 'Wie siehst du das?', readAt: null },
    ]);

    // The coach opens it: her message is read.
    const inbox = await s.ok('listInbox', null, coach.token);
    const thread = inbox.items.find((i: { kind: string }) => i.kind === 'shared-entry');
    await s.ok('markRead', { ids: [thread.messages[0].id] }, coach.token);
    const answer = reply(athlete, entryId);
    const sent = await s.ok('replyToAthlete', answer, coach.token);
    await s.ok('replyToAthlete', answer, coach.token); // a retry writes nothing more

    [conversation] = await conversationOf(athlete, entryId);
    expect(conversation.messages.map((m: { author: string }) => m.author)).toEqual([
      'athlete',
      'coach',
    ]);
    expect(conversation.messages[0].readAt).not.toBeNull();
    expect(conversation.messages[1]).toMatchObject({ id: sent.id, readAt: null });

    const list = await s.ok('listConversations', null, athlete.token);
    expect(list.unread).toBe(1);
    expect(list.conversations).toMatchObject([
      { entryId, entryTitle: SECRET_TITLE, coachName: 'Clara Coach', unread: 1 },
    ]);

    // She reads the reply: the coach sees "Gelesen".
    expect(await s.ok('markCoachMessagesRead', { ids: [sent.id] }, athlete.token)).toEqual({
      unread: 0,
    });
    const after = await s.ok('listInbox', null, coach.token);
    const coachSide = after.items.find((i: { kind: string }) => i.kind === 'shared-entry');
    expect(coachSide.messages[1]).toMatchObject({ id: sent.id, author: 'coach' });
    expect(coachSide.messages[1].readAt).not.toBeNull();

    // She writes back on the entry, twice with the same id: once.
    const again = { id: randomUUID(), coachLinkId: linkId, entryId, text: 'Danke, mache ich!' };
    const mine = await s.ok('sendCoachMessage', again, athlete.token);
    expect(await s.ok('sendCoachMessage', again, athlete.token)).toEqual(mine);
    [conversation] = await conversationOf(athlete, entryId);
    expect(conversation.messages.map((m: { text: string }) => m.text)).toEqual([
      'Wie siehst du das?',
      'Sehr gut!',
      'Danke, mache ich!',
    ]);
    const coachThread = (await s.ok('listInbox', null, coach.token)).items.find(
      (i: { kind: string }) => i.kind === 'shared-entry',
    );
    expect(coachThread).toMatchObject({ unread: true });
    expect(coachThread.messages).toHaveLength(3);
    // The card has what it shows: the emotions against their zones and the rating.
    expect(coachThread.entry.rating).toBe(7);
    expect(coachThread.entry.emotions[0]).toMatchObject({ intensity: 5 });
    expect(coachThread.entry.emotions[0]).toHaveProperty('zoneMin');
  });

  it('refuses another coach, an athlete of another coach and an unshared entry', async () => {
    const { athlete, linkId, entryId } = await sharedPair();
    const stranger = await s.createCoach({ name: 'Fremder Coach' });
    const before = await messageCount();

    // A coach not linked to her.
    const r1 = await s.call('replyToAthlete', reply(athlete, entryId), { token: stranger.token });
    expect(r1.status).toBe(403);
    expect(r1.body.error.message).toBe(NOT_AUTHORIZED);

    // The same answer for an athlete of another coach.
    const otherCoach = await s.createCoach();
    const theirs = await s.createAthlete({ onboarded: true });
    await s.link(otherCoach, theirs);
    const theirEntry = await addEntry(theirs.token);
    const r2 = await s.call('replyToAthlete', reply(theirs, theirEntry), { token: stranger.token });
    expect(r2.status).toBe(403);
    expect(r2.body.error.message).toBe(NOT_AUTHORIZED);

    // An entry of hers that is not shared with this coach: neither side can write on it.
    const unshared = await addEntry(athlete.token, 'Nicht geteilt');
    const { coach } = await (async () => {
      const c = await s.createCoach();
      const l = await s.link(c, athlete);
      return { coach: c, link: l };
    })();
    const r3 = await s.call('replyToAthlete', reply(athlete, unshared), { token: coach.token });
    expect(r3.status).toBe(403);
    const r4 = await s.call(
      'sendCoachMessage',
      { id: randomUUID(), coachLinkId: linkId, entryId: unshared, text: 'Hallo' },
      { token: athlete.token },
    );
    expect(r4.status).toBe(400);
    expect(r4.body.error.details.fieldErrors).toEqual({ entryId: [ENTRY_NOT_SHARED] });
    // Another athlete's entry through her own link: the same answer.
    const r5 = await s.call(
      'sendCoachMessage',
      { id: randomUUID(), coachLinkId: linkId, entryId: theirEntry, text: 'Hallo' },
      { token: athlete.token },
    );
    expect(r5.status).toBe(400);
    expect(await messageCount()).toBe(before);

    // Another athlete reads nothing of hers and marks nothing read.
    const r6 = await s.call('getEntryConversations', { entryId }, { token: theirs.token });
    expect(r6.status).toBe(404);
    const [conversation] = await conversationOf(athlete, entryId);
    await s.ok('markCoachMessagesRead', { ids: [conversation.messages[0].id] }, theirs.token);
    expect((await s.ok('listConversations', null, theirs.token)).conversations).toEqual([]);
  });

  it('refuses a coach message once the link has ended, in German, and stores nothing', async () => {
    const { coach, athlete, linkId, entryId } = await sharedPair();
    await s.ok('endLink', { linkId }, athlete.token);
    const before = await messageCount();
    const r = await s.call('replyToAthlete', reply(athlete, entryId), { token: coach.token });
    expect(r.status).toBe(400);
    expect(r.body.error.details.fieldErrors).toEqual({ athleteId: [de.coachFeedback.linkEnded] });
    expect(await messageCount()).toBe(before);
    // She keeps her conversation, and can no longer write in it.
    const [conversation] = await conversationOf(athlete, entryId);
    expect(conversation).toMatchObject({ linkId: null });
    expect(conversation.messages).toHaveLength(1);
  });

  it('hides the conversation from the coach once the entry is unshared', async () => {
    const { coach, athlete, entryId } = await sharedPair();
    await s.ok('replyToAthlete', reply(athlete, entryId), coach.token);
    await s.ok(
      'setEntrySharing',
      { entryId, linkIds: [], messageId: randomUUID(), message: null },
      athlete.token,
    );
    const inbox = await s.ok('listInbox', null, coach.token);
    expect(JSON.stringify(inbox)).not.toContain(entryId);
    expect(JSON.stringify(inbox)).not.toContain('Wie siehst du das?');
    const r = await s.call('replyToAthlete', reply(athlete, entryId), { token: coach.token });
    expect(r.status).toBe(403);
    const [conversation] = await conversationOf(athlete, entryId);
    expect(conversation.linkId).toBeNull();
    expect(conversation.messages).toHaveLength(2);
  });

  it('keeps each user’s notification choice, e-mail at once by default', async () => {
    const athlete = await s.createAthlete({ onboarded: true });
    const coach = await s.createCoach();
    expect(await s.ok('getFeedbackNotifications', null, athlete.token)).toEqual({
      mail: 'instant',
      push: true,
    });
    const choice = { mail: 'daily', push: false };
    expect(await s.ok('setFeedbackNotifications', choice, coach.token)).toEqual(choice);
    expect(await s.ok('setFeedbackNotifications', choice, coach.token)).toEqual(choice);
    expect(await s.ok('getFeedbackNotifications', null, coach.token)).toEqual(choice);
    expect(await s.ok('getFeedbackNotifications', null, athlete.token)).toMatchObject({
      mail: 'instant',
    });
    const bad = await s.call(
      'setFeedbackNotifications',
      { mail: 'weekly', push: 1 },
      {
        token: coach.token,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fieldErrors).toEqual({
      mail: ['Bitte auswählen'],
      push: ['Ungültige Eingabe'],
    });
  });
});

describe('notices of new messages', () => {
  it('mails and pushes each new message to the other side, naming only the entry’s date', async () => {
    const { coach, athlete, entryId } = await sharedPair({ athlete: 'Nora Notiz' });
    const device = service.newDevice();
    await s.ok('subscribePush', device.subscription, athlete.token);
    const since = s.sent.length;
    await s.ok('replyToAthlete', reply(athlete, entryId, 'Deine Nervosität war hoch'), coach.token);
    await s.reminders.run(new Date());

    const day = berlinDay(new Date(Date.now() - 3_600_000));
    const [toAthlete] = mailsTo(athlete.email, since);
    expect(toAthlete?.subject).toBe(`Neue Nachricht zu deinem Eintrag vom ${day}`);
    expect(toAthlete?.text).toContain(`/protocol?entry=${entryId}`);
    const [toCoach] = mailsTo(coach.email, since);
    expect(toCoach?.subject).toBe(`Neue Nachricht von Nora Notiz zu einem Eintrag vom ${day}`);
    for (const mail of [toAthlete, toCoach]) {
      const all = JSON.stringify(mail);
      expect(all).not.toContain(SECRET_TITLE);
      expect(all).not.toContain('Nervosität');
      expect(all).not.toContain('Wie siehst du das?');
      for (const e of TEST_EMOTIONS) expect(all).not.toContain(e.label);
    }
    expect(service.messagesTo(device)).toEqual([
      {
        title: 'Neue Nachricht',
        body: `Neue Nachricht zu deinem Eintrag vom ${day}`,
        url: `http://localhost:3000/protocol?entry=${entryId}`,
      },
    ]);

    // Told once: the next run sends nothing again.
    const count = s.sent.length;
    await s.reminders.run(new Date());
    expect(mailsTo(athlete.email, count)).toEqual([]);
    expect(service.messagesTo(device)).toHaveLength(1);
  });

  it('pushes an athlete’s message to the coach’s device, and never reminds a coach', async () => {
    const { coach, athlete, linkId, entryId } = await sharedPair({ athlete: 'Pia Push' });
    // The share's own notice goes out first, before the coach has push on.
    await s.reminders.run(new Date());
    const device = service.newDevice();
    await s.ok('subscribePush', device.subscription, coach.token);
    expect(
      (await s.ok('sendTestPush', { endpoint: device.subscription.endpoint }, coach.token)).sent,
    ).toBe(1);
    expect(service.messagesTo(device)).toMatchObject([
      { url: 'http://localhost:3000/coach/settings' },
    ]);
    const write = (text: string) =>
      s.ok(
        'sendCoachMessage',
        { id: randomUUID(), coachLinkId: linkId, entryId, text },
        athlete.token,
      );
    await write('Danke!');
    // Even a coach with a protocol reminder stored (no screen sets one) is never reminded.
    const now = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
    const due = { enabled: true, weekdays: [1, 2, 3, 4, 5, 6, 7], time: now };
    await s.db.execute(
      sql`UPDATE users SET reminder = ${JSON.stringify(due)}::jsonb WHERE id = ${coach.userId}`,
    );
    await s.reminders.run(new Date());
    const day = berlinDay(new Date(Date.now() - 3_600_000));
    expect(service.messagesTo(device).slice(1)).toEqual([
      {
        title: 'Neue Nachricht',
        body: `Neue Nachricht von Pia Push zu einem Eintrag vom ${day}`,
        url: 'http://localhost:3000/coach/inbox',
      },
    ]);
    await s.ok('unsubscribePush', { endpoint: device.subscription.endpoint }, coach.token);
    await write('Noch was');
    await s.reminders.run(new Date());
    expect(service.messagesTo(device)).toHaveLength(2);
  });

  it('tells a coach of a newly shared entry without words by the same notice, by default by mail', async () => {
    const mailed = await s.createCoach({ name: 'Clara Mail' });
    const pushed = await s.createCoach({ name: 'Paul Push' });
    const silent = await s.createCoach({ name: 'Carl Still' });
    await s.ok('setFeedbackNotifications', { mail: 'off', push: true }, pushed.token);
    await s.ok('setFeedbackNotifications', { mail: 'off', push: false }, silent.token);
    const device = service.newDevice();
    await s.ok('subscribePush', device.subscription, pushed.token);
    const athlete = await s.createAthlete({ onboarded: true, name: 'Mia Sprint' });
    const linkIds = [
      await s.link(mailed, athlete),
      await s.link(pushed, athlete),
      await s.link(silent, athlete),
    ];
    const entryId = await addEntry(athlete.token);
    const since = s.sent.length;
    const share = { entryId, linkIds, messageId: randomUUID(), message: null };
    await s.ok('setEntrySharing', share, athlete.token);
    await s.ok('setEntrySharing', share, athlete.token); // a retry tells nobody again
    await s.reminders.run(new Date());
    await s.reminders.run(new Date());

    const day = berlinDay(new Date(Date.now() - 3_600_000));
    const mails = mailsTo(mailed.email, since);
    expect(mails.map((m) => m.subject)).toEqual([
      `Mia Sprint hat einen Eintrag vom ${day} mit dir geteilt`,
    ]);
    expect(mails[0]?.text).toContain('/coach/inbox');
    const all = JSON.stringify(mails);
    expect(all).not.toContain(SECRET_TITLE);
    expect(all).not.toContain('nur für mich');
    for (const e of TEST_EMOTIONS) expect(all).not.toContain(e.label);
    expect(mailsTo(pushed.email, since)).toEqual([]);
    expect(mailsTo(silent.email, since)).toEqual([]);
    expect(service.messagesTo(device)).toEqual([
      {
        title: 'Neuer geteilter Eintrag',
        body: `Mia Sprint hat einen Eintrag vom ${day} mit dir geteilt`,
        url: 'http://localhost:3000/coach/inbox',
      },
    ]);
  });

  it('tells nothing of a message whose link ended or whose entry was unshared before it went out', async () => {
    const ended = await sharedPair();
    await s.ok('replyToAthlete', reply(ended.athlete, ended.entryId), ended.coach.token);
    await s.ok('endLink', { linkId: ended.linkId }, ended.athlete.token);
    const unshared = await sharedPair();
    await s.ok(
      'setEntrySharing',
      { entryId: unshared.entryId, linkIds: [], messageId: randomUUID(), message: null },
      unshared.athlete.token,
    );
    const since = s.sent.length;
    await s.reminders.run(new Date());
    for (const u of [ended.athlete, ended.coach, unshared.athlete, unshared.coach]) {
      expect(mailsTo(u.email, since)).toEqual([]);
    }
  });

  it('gathers messages into one daily digest for those who chose it, and none when off', async () => {
    const { coach, athlete, entryId } = await sharedPair();
    await s.ok('setFeedbackNotifications', { mail: 'daily', push: true }, athlete.token);
    await s.ok('setFeedbackNotifications', { mail: 'off', push: false }, coach.token);
    const device = service.newDevice();
    await s.ok('subscribePush', device.subscription, athlete.token);
    await s.ok('replyToAthlete', reply(athlete, entryId, 'Eins'), coach.token);
    await s.ok('replyToAthlete', reply(athlete, entryId, 'Zwei'), coach.token);
    const since = s.sent.length;

    // 12:00 in Berlin: pushed at once, the mail waits for the evening.
    await s.reminders.run(new Date('2030-06-03T10:00:00Z'));
    expect(mailsTo(athlete.email, since)).toEqual([]);
    expect(mailsTo(coach.email, since)).toEqual([]);
    expect(service.messagesTo(device)).toHaveLength(2);

    // 18:30 in Berlin: one mail with both.
    await s.reminders.run(new Date('2030-06-03T16:30:00Z'));
    const digests = mailsTo(athlete.email, since);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('2 neue Nachrichten');
    expect(digests[0]?.text).not.toContain('Eins');
    expect(digests[0]?.text).not.toContain(SECRET_TITLE);

    // Later that day and a new message: the next digest is tomorrow's.
    await s.ok('replyToAthlete', reply(athlete, entryId, 'Drei'), coach.token);
    await s.reminders.run(new Date('2030-06-03T17:00:00Z'));
    expect(mailsTo(athlete.email, since)).toHaveLength(1);
    await s.reminders.run(new Date('2030-06-04T16:30:00Z'));
    expect(mailsTo(athlete.email, since)).toHaveLength(2);
    expect(await noticeCount()).toBe(0);
  });
});
