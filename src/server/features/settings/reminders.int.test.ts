import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { reminderSends } from '../../db/schema-settings';
import type { Mail } from '../../mail/mailer';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  createReminderJob,
  localClock,
  type ReminderDeps,
  runReminderJob,
  unsubscribeToken,
} from './reminder-job';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

// 2026-11-02 is a Monday; Berlin is UTC+1 and New York UTC-5 then.
const at = (iso: string) => new Date(iso);

function mailsTo(email: string): Mail[] {
  return s.sent.filter((m) => m.to === email && m.subject === 'Zeit für deinen Protokolleintrag');
}

async function athleteWithReminder(
  reminder: { enabled: boolean; weekdays: number[]; time: string; timezone?: string },
  name = 'Erinnerte Athletin',
) {
  const a = await s.createAthlete({ name });
  await s.ok('setReminder', reminder, a.token);
  return a;
}

function deps(overrides: Partial<ReminderDeps> = {}): ReminderDeps {
  return { db: s.db, mailer: s.mailer, log: s.log, config: s.config, ...overrides };
}

describe('local clock', () => {
  it('gives the day, ISO weekday and time in the zone, across midnight and summer time', () => {
    expect(localClock(at('2026-11-02T17:00:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-11-02',
      weekday: 1,
      minutes: 18 * 60,
    });
    expect(localClock(at('2026-11-03T01:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-02',
      weekday: 1,
      minutes: 20 * 60,
    });
    expect(localClock(at('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-03-29',
      weekday: 7,
      minutes: 3 * 60,
    });
  });
});

describe('reminder job', () => {
  it('sends on the chosen weekday from the chosen time, once a day, in the user’s zone', async () => {
    const berlin = await athleteWithReminder({ enabled: true, weekdays: [1, 3], time: '18:00' });
    const newYork = await athleteWithReminder({
      enabled: true,
      weekdays: [1],
      time: '20:00',
      timezone: 'America/New_York',
    });

    await s.reminders.run(at('2026-11-02T16:59:00Z'));
    expect(mailsTo(berlin.email)).toHaveLength(0);

    await s.reminders.run(at('2026-11-02T17:00:00Z'));
    expect(mailsTo(berlin.email)).toHaveLength(1);
    await s.reminders.run(at('2026-11-02T17:20:00Z'));
    expect(mailsTo(berlin.email)).toHaveLength(1);
    // Tuesday is not chosen; Wednesday is.
    await s.reminders.run(at('2026-11-03T17:00:00Z'));
    expect(mailsTo(berlin.email)).toHaveLength(1);
    await s.reminders.run(at('2026-11-04T17:10:00Z'));
    expect(mailsTo(berlin.email)).toHaveLength(2);

    // 20:00 Monday in New York is 01:00 Tuesday in UTC, and still Monday's reminder.
    expect(mailsTo(newYork.email)).toHaveLength(0);
    await s.reminders.run(at('2026-11-03T01:00:00Z'));
    expect(mailsTo(newYork.email)).toHaveLength(1);
    const [claim] = await s.db
      .select()
      .from(reminderSends)
      .where(eq(reminderSends.userId, newYork.userId));
    expect(claim?.localDate).toBe('2026-11-02');

    const mail = mailsTo(berlin.email)[0];
    expect(mail?.text).toContain('Hallo Erinnerte Athletin');
    expect(mail?.text).toContain('http://localhost:3000/protocol/context');
    expect(mail?.html).toContain('http://localhost:3000/protocol/context');
    expect(mail?.text).toContain(
      `http://localhost:3000/api/reminders/unsubscribe?token=${unsubscribeToken(s.config.authSecret, berlin.userId)}`,
    );
  });

  it('does not send late reminders, nor to disabled, coaches or unverified users', async () => {
    const late = await athleteWithReminder({ enabled: true, weekdays: [2], time: '08:00' });
    const off = await athleteWithReminder({ enabled: false, weekdays: [2], time: '08:00' });
    const coach = await s.createUser({ accountType: 'coach' });
    const unverified = await s.signUp();
    const reminder = { enabled: true, weekdays: [2], time: '08:00' };
    for (const id of [coach.userId, unverified.userId]) {
      await s.db.update(users).set({ reminder }).where(eq(users.id, id));
    }

    // Tuesday 08:00 Berlin is 07:00Z; an hour later is past the catch-up window.
    await s.reminders.run(at('2026-11-10T08:00:00Z'));
    for (const u of [late, off, coach, unverified]) expect(mailsTo(u.email)).toHaveLength(0);
    await s.reminders.run(at('2026-11-10T07:59:00Z'));
    expect(mailsTo(late.email)).toHaveLength(1);
    for (const u of [off, coach, unverified]) expect(mailsTo(u.email)).toHaveLength(0);
  });

  it('sends a time the clock skips at the start of summer time', async () => {
    const a = await athleteWithReminder({ enabled: true, weekdays: [7], time: '02:30' });
    // 01:00Z on 2026-03-29 is 03:00 CEST; 02:30 never happens that night.
    await s.reminders.run(at('2026-03-29T01:00:00Z'));
    expect(mailsTo(a.email)).toHaveLength(1);
  });

  it('sends each reminder once with two job instances racing on the same database', async () => {
    const athletes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        athleteWithReminder({ enabled: true, weekdays: [4], time: '06:15' }, `Läuferin ${i}`),
      ),
    );
    const second = await s.openSecondDatabase();
    try {
      const other = deps({ db: second?.db ?? s.db });
      const now = at('2026-11-05T05:20:00Z');
      const results = await Promise.all([
        runReminderJob(deps(), now),
        runReminderJob(other, now),
        runReminderJob(deps(), now),
        runReminderJob(other, now),
      ]);
      for (const a of athletes) expect(mailsTo(a.email), a.email).toHaveLength(1);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(athletes.length);
    } finally {
      await second?.close();
    }
  });

  it('gives the claim back when the mail fails, so the next run sends it', async () => {
    const a = await athleteWithReminder({ enabled: true, weekdays: [5], time: '12:00' });
    const failing = deps({
      mailer: {
        usesOutbox: false,
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    });
    const now = at('2026-11-06T11:00:00Z');
    expect((await runReminderJob(failing, now)).sent).toBe(0);
    const claims = await s.db
      .select()
      .from(reminderSends)
      .where(and(eq(reminderSends.userId, a.userId), eq(reminderSends.localDate, '2026-11-06')));
    expect(claims).toHaveLength(0);
    await runReminderJob(deps(), at('2026-11-06T11:01:00Z'));
    expect(mailsTo(a.email)).toHaveLength(1);
  });
});

describe('scheduled job', () => {
  it('runs on its timer once started, and stops waiting for the run in progress', async () => {
    const clock = localClock(new Date(), 'Europe/Berlin');
    const pad = (n: number) => String(n).padStart(2, '0');
    const time = `${pad(Math.floor(clock.minutes / 60))}:${pad(clock.minutes % 60)}`;
    const a = await athleteWithReminder({ enabled: true, weekdays: [clock.weekday], time });
    const job = createReminderJob(deps(), 20);
    job.start();
    try {
      for (let i = 0; i < 100 && mailsTo(a.email).length === 0; i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await job.stop();
    }
    expect(mailsTo(a.email)).toHaveLength(1);
  });
});

describe('unsubscribe link', () => {
  it('turns reminders off with the link from the mail, and again without harm', async () => {
    const a = await athleteWithReminder({ enabled: true, weekdays: [6], time: '09:00' });
    await s.reminders.run(at('2026-11-07T08:00:00Z'));
    const link = mailsTo(a.email)[0]?.text.match(
      /http:\/\/localhost:3000(\/api\/reminders\/\S+)/,
    )?.[1];
    expect(link).toBeDefined();

    for (let i = 0; i < 2; i++) {
      const res = await s.request(link ?? '');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('<html lang="de">');
      expect(html).toContain('Erinnerungen abbestellt');
    }
    expect((await s.ok('getSettings', null, a.token)).reminder).toEqual({
      enabled: false,
      weekdays: [6],
      time: '09:00',
    });
    await s.reminders.run(at('2026-11-14T08:00:00Z'));
    expect(mailsTo(a.email)).toHaveLength(1);
  });

  it('refuses a missing or forged token and changes nothing', async () => {
    const a = await athleteWithReminder({ enabled: true, weekdays: [6], time: '09:00' });
    const b = await athleteWithReminder({ enabled: true, weekdays: [6], time: '09:00' });
    const mac = unsubscribeToken(s.config.authSecret, b.userId).split('.')[1];
    const forged = [
      '',
      `${a.userId}.${mac}`,
      `${a.userId}.`,
      a.userId,
      unsubscribeToken('another-secret-another-secret-another-secret', a.userId),
    ];
    for (const token of forged) {
      const res = await s.request(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.status, token).toBe(400);
      expect(await res.text()).toContain('Link ungültig');
    }
    expect((await s.request('/api/reminders/unsubscribe')).status).toBe(400);
    expect((await s.ok('getSettings', null, a.token)).reminder.enabled).toBe(true);
  });
});
