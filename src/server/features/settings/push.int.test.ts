import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, protocolEntries } from '../../db/schema';
import { pushSubscriptions, reminderSends } from '../../db/schema-settings';
import { entryInput } from '../../security/authorization-matrix';
import { startTestServer, type TestServer } from '../../test/harness';
import { type PushService, startPushService, type TestDevice } from '../../test/push-service';
import { hasLoggedOn, localDayBounds } from './reminder-job';

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

const REMINDER_TITLE = 'Zeit für deinen Protokolleintrag';
const PROTOCOL_LINK = 'http://localhost:3000/protocol/context';

function mailsTo(email: string) {
  return s.sent.filter((m) => m.to === email && m.subject === REMINDER_TITLE);
}

async function subscriptionsOf(userId: string) {
  return s.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** An onboarded athlete with the reminder on Mondays at 18:00 Berlin time, and a device with push. */
async function remindedAthlete(opts: { email: boolean; weekday?: number; time?: string }) {
  const a = await s.createAthlete({ onboarded: true, name: 'Push Athletin' });
  await s.ok(
    'setReminder',
    { enabled: true, weekdays: [opts.weekday ?? 1], time: opts.time ?? '18:00', email: opts.email },
    a.token,
  );
  const device = service.newDevice();
  await s.ok('subscribePush', device.subscription, a.token);
  return { ...a, device };
}

// 2026-11-02 is a Monday; Berlin is UTC+1 then, so 18:00 there is 17:00Z.
const MONDAY_18H = new Date('2026-11-02T17:00:00Z');

describe('the local day', () => {
  it('runs from local midnight to the next, also on the days summer time starts and ends', () => {
    const bounds = (iso: string, zone: string) => {
      const { start, end } = localDayBounds(new Date(iso), zone);
      return [start.toISOString(), end.toISOString()];
    };
    expect(bounds('2026-11-02T17:00:00Z', 'Europe/Berlin')).toEqual([
      '2026-11-01T23:00:00.000Z',
      '2026-11-02T23:00:00.000Z',
    ]);
    // 23 hours on 29 March, 25 on 25 October.
    expect(bounds('2026-03-29T12:00:00Z', 'Europe/Berlin')).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    expect(bounds('2026-10-25T12:00:00Z', 'Europe/Berlin')).toEqual([
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
    // 01:00Z on Tuesday is still Monday evening in New York.
    expect(bounds('2026-11-03T01:00:00Z', 'America/New_York')).toEqual([
      '2026-11-02T05:00:00.000Z',
      '2026-11-03T05:00:00.000Z',
    ]);
  });
});

describe('push reminders', () => {
  it('reach the device encrypted, with the German text and the link, and no mail when it is off', async () => {
    const a = await remindedAthlete({ email: false });
    expect((await s.reminders.run(MONDAY_18H)).sent).toBeGreaterThanOrEqual(1);

    expect(service.messagesTo(a.device)).toEqual([
      {
        title: REMINDER_TITLE,
        body: 'Wie lief dein Training heute? Halte fest, wie du dich gefühlt hast.',
        url: PROTOCOL_LINK,
      },
    ]);
    expect(mailsTo(a.email)).toHaveLength(0);
    const request = service.received.find((r) => r.device === a.device.id);
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request?.headers.ttl)).toBeGreaterThan(0);
    // Signed with the server's VAPID key (RFC 8292), for the push service's origin.
    const authorization = String(request?.headers.authorization);
    expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(authorization.split('k=')[1]).toBe(s.config.push.publicKey);
    const jwt = JSON.parse(
      Buffer.from(authorization.split('t=')[1]?.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(jwt.aud).toBe(service.origin);
    expect(jwt.sub).toBe(s.config.push.subject);

    // Once a day, like the mail.
    await s.reminders.run(new Date('2026-11-02T17:30:00Z'));
    expect(service.messagesTo(a.device)).toHaveLength(1);
  });

  it('go by both channels when both are on, to every device of the athlete', async () => {
    const a = await remindedAthlete({ email: true, weekday: 2, time: '07:15' });
    const second = service.newDevice();
    await s.ok('subscribePush', second.subscription, a.token);
    await s.reminders.run(new Date('2026-11-03T06:20:00Z'));
    expect(mailsTo(a.email)).toHaveLength(1);
    expect(mailsTo(a.email)[0]?.text).toContain(PROTOCOL_LINK);
    for (const device of [a.device, second]) {
      expect(service.messagesTo(device)).toEqual([expect.objectContaining({ url: PROTOCOL_LINK })]);
    }
  });

  it('send nothing on either channel on a day the athlete already logged', async () => {
    const entry = await remindedAthlete({ email: true });
    const checkIn = await remindedAthlete({ email: true });
    const dated = await remindedAthlete({ email: true });
    const yesterday = await remindedAthlete({ email: true });

    const entryId = randomUUID();
    await s.ok('saveEntry', entryInput(entryId), entry.token);
    const checkInId = randomUUID();
    await s.ok(
      'recordCheckIn',
      { id: checkInId, intensities: [{ emotionId: 'motiviert', intensity: 6 }] },
      checkIn.token,
    );
    const datedId = randomUUID();
    await s.ok('saveEntry', entryInput(datedId), dated.token);
    const lastNightId = randomUUID();
    await s.ok('saveEntry', entryInput(lastNightId), yesterday.token);
    // Written that Monday morning; a check-in that noon; an entry written earlier about Monday's
    // training; and one written at 23:59 on Sunday, which leaves Monday open.
    const at = (iso: string) => new Date(iso);
    await s.db
      .update(protocolEntries)
      .set({ createdAt: at('2026-11-02T06:00:00Z'), occurredAt: at('2026-11-01T16:00:00Z') })
      .where(eq(protocolEntries.id, entryId));
    await s.db
      .update(checkins)
      .set({ recordedAt: at('2026-11-02T11:00:00Z') })
      .where(eq(checkins.id, checkInId));
    await s.db
      .update(protocolEntries)
      .set({ createdAt: at('2026-10-30T10:00:00Z'), occurredAt: at('2026-11-02T15:00:00Z') })
      .where(eq(protocolEntries.id, datedId));
    await s.db
      .update(protocolEntries)
      .set({ createdAt: at('2026-11-01T22:59:00Z'), occurredAt: at('2026-11-01T20:00:00Z') })
      .where(eq(protocolEntries.id, lastNightId));

    for (const logged of [entry, checkIn, dated]) {
      expect(
        await hasLoggedOn(s.db, logged.userId, localDayBounds(MONDAY_18H, 'Europe/Berlin')),
      ).toBe(true);
    }
    await s.reminders.run(MONDAY_18H);
    for (const logged of [entry, checkIn, dated]) {
      expect(mailsTo(logged.email)).toHaveLength(0);
      expect(service.messagesTo(logged.device)).toHaveLength(0);
      // Not claimed either: nothing was sent.
      const claims = await s.db
        .select()
        .from(reminderSends)
        .where(eq(reminderSends.userId, logged.userId));
      expect(claims).toHaveLength(0);
    }
    expect(mailsTo(yesterday.email)).toHaveLength(1);
    expect(service.messagesTo(yesterday.device)).toHaveLength(1);
  });

  it('delete a subscription the push service says is gone, and still mail', async () => {
    const a = await remindedAthlete({ email: true, weekday: 3, time: '20:00' });
    const kept = service.newDevice();
    await s.ok('subscribePush', kept.subscription, a.token);
    service.answer(a.device, 410);
    await s.reminders.run(new Date('2026-11-04T19:00:00Z'));

    const left = await subscriptionsOf(a.userId);
    expect(left.map((r) => r.endpoint)).toEqual([kept.subscription.endpoint]);
    expect(service.messagesTo(kept)).toHaveLength(1);
    expect(mailsTo(a.email)).toHaveLength(1);
  });

  it('try again next run when no channel took the reminder', async () => {
    const a = await remindedAthlete({ email: false, weekday: 4, time: '06:00' });
    service.answer(a.device, 503);
    expect((await s.reminders.run(new Date('2026-11-05T05:00:00Z'))).sent).toBe(0);
    // A push service that answers 5xx keeps the subscription, and the day stays open.
    expect(await subscriptionsOf(a.userId)).toHaveLength(1);
    service.answer(a.device, 201);
    await s.reminders.run(new Date('2026-11-05T05:01:00Z'));
    expect(service.messagesTo(a.device)).toHaveLength(1);
  });
});

describe('push on a device', () => {
  it('gives the public key, and a test message reaches only the named own device', async () => {
    const a = await s.createAthlete({ name: 'Testende' });
    expect(await s.ok('getPushKey', null, a.token)).toEqual({ publicKey: s.config.push.publicKey });
    const device = service.newDevice();
    await s.ok('subscribePush', device.subscription, a.token);
    expect(await s.ok('sendTestPush', { endpoint: device.subscription.endpoint }, a.token)).toEqual(
      {
        sent: 1,
      },
    );
    expect(service.messagesTo(device)).toEqual([
      {
        title: 'Leistungszone',
        body: 'So sieht deine Erinnerung aus. Push funktioniert auf diesem Gerät.',
        url: 'http://localhost:3000/settings',
      },
    ]);

    const other = await s.createAthlete();
    const res = await s.call(
      'sendTestPush',
      { endpoint: device.subscription.endpoint },
      { token: other.token },
    );
    expect(res.status).toBe(404);
    expect(service.messagesTo(device)).toHaveLength(1);

    // A gone device answers 0 and is forgotten.
    service.answer(device, 404);
    expect(await s.ok('sendTestPush', { endpoint: device.subscription.endpoint }, a.token)).toEqual(
      {
        sent: 0,
      },
    );
    expect(await subscriptionsOf(a.userId)).toHaveLength(0);
  });

  it('is idempotent, moves a device to whoever subscribes it, and turns off only one’s own', async () => {
    const a = await s.createAthlete();
    const b = await s.createAthlete();
    const device: TestDevice = service.newDevice();
    await s.ok('subscribePush', device.subscription, a.token);
    await s.ok('subscribePush', device.subscription, a.token);
    expect(await subscriptionsOf(a.userId)).toHaveLength(1);

    // Signed out on the device, and b turned push on there.
    await s.ok('subscribePush', device.subscription, b.token);
    expect(await subscriptionsOf(a.userId)).toHaveLength(0);
    expect(await subscriptionsOf(b.userId)).toHaveLength(1);

    await s.ok('unsubscribePush', { endpoint: device.subscription.endpoint }, a.token);
    expect(await subscriptionsOf(b.userId)).toHaveLength(1);
    await s.ok('unsubscribePush', { endpoint: device.subscription.endpoint }, b.token);
    await s.ok('unsubscribePush', { endpoint: device.subscription.endpoint }, b.token);
    expect(await subscriptionsOf(b.userId)).toHaveLength(0);
  });

  it('refuses a malformed subscription with a German message', async () => {
    const a = await s.createAthlete();
    const device = service.newDevice();
    for (const bad of [
      { ...device.subscription, endpoint: 'javascript:alert(1)' },
      { ...device.subscription, endpoint: `https://push.example/${'x'.repeat(2100)}` },
      { ...device.subscription, keys: { p256dh: 'kurz', auth: device.subscription.keys.auth } },
      { ...device.subscription, keys: { p256dh: device.subscription.keys.p256dh } },
      { endpoint: device.subscription.endpoint },
    ]) {
      const res = await s.call('subscribePush', bad, { token: a.token });
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.body.error.message).toMatch(/ungültig/i);
    }
    expect(await subscriptionsOf(a.userId)).toHaveLength(0);
  });

  it('lets a coach turn push on and off for a device too', async () => {
    const coach = await s.createCoach();
    const device = service.newDevice();
    await s.ok('subscribePush', device.subscription, coach.token);
    expect(await subscriptionsOf(coach.userId)).toHaveLength(1);
    // A coach gets messages by push, no reminders: the test message says so, and leads to their settings.
    await s.ok('sendTestPush', { endpoint: device.subscription.endpoint }, coach.token);
    expect(service.messagesTo(device)).toEqual([
      {
        title: 'Leistungszone',
        body: 'So sehen Benachrichtigungen aus. Push funktioniert auf diesem Gerät.',
        url: 'http://localhost:3000/coach/settings',
      },
    ]);
    await s.ok('unsubscribePush', { endpoint: device.subscription.endpoint }, coach.token);
    expect(await subscriptionsOf(coach.userId)).toHaveLength(0);
  });

  it('keeps the e-mail choice in the settings, and goes with the account', async () => {
    const a = await s.createAthlete();
    const reminder = { enabled: true, weekdays: [1], time: '18:00' };
    expect((await s.ok('setReminder', { ...reminder, email: false }, a.token)).reminderEmail).toBe(
      false,
    );
    // Left out, the choice stays as it is (the onboarding sends none).
    expect((await s.ok('setReminder', reminder, a.token)).reminderEmail).toBe(false);
    expect((await s.ok('setReminder', { ...reminder, email: true }, a.token)).reminderEmail).toBe(
      true,
    );

    await s.ok('subscribePush', service.newDevice().subscription, a.token);
    const res = await s.request('/api/auth/delete-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
      body: JSON.stringify({ password: a.password }),
    });
    expect(res.status).toBe(200);
    expect(await subscriptionsOf(a.userId)).toHaveLength(0);
  });
});
