import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../../e2e/support/smtp';
import { users } from '../../db/schema';
import { reminderSends } from '../../db/schema-settings';
import { createMailer, type Mail } from '../../mail/mailer';
import { startTestServer, type TestServer } from '../../test/harness';
import { createPushSender } from './push';
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
  const push = createPushSender({ push: s.config.push, env: s.config.env });
  return { db: s.db, mailer: s.mailer, push, log: s.log, config: s.config, ...overrides };
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
  /** The unsubscribe path of the athlete's last reminder, from its List-Unsubscribe header. */
  function unsubscribeLink(email: string): string {
    const header = mailsTo(email).at(-1)?.headers?.['List-Unsubscribe'] ?? '';
    const url = header.match(
      /^<(http:\/\/localhost:3000(\/api\/reminders\/unsubscribe\?token=[^>]+))>$/,
    );
    if (!url?.[2]) throw new Error(`no List-Unsubscribe header: ${header}`);
    // The same link as the one in the text.
    expect(mailsTo(email).at(-1)?.text).toContain(url[1]);
    return url[2];
  }

  const enabled = async (token: string) =>
    (await s.ok('getSettings', null, token)).reminder.enabled as boolean;

  it('carries the RFC 8058 header fields', async () => {
    const a = await athleteWithReminder({ enabled: true, weekdays: [6], time: '09:00' });
    await s.reminders.run(at('2026-11-07T08:00:00Z'));
    expect(mailsTo(a.email)[0]?.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/reminders/unsubscribe?token=${encodeURIComponent(
        unsubscribeToken(s.config.authSecret, a.userId),
      )}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('only asks on GET, however often it is opened', async () => {
    const a = await athleteWithReminder({ enabled: true, weekdays: [6], time: '09:00' });
    await s.reminders.run(at('2026-11-07T08:00:00Z'));
    const link = unsubscribeLink(a.email);
    for (let i = 0; i < 3; i++) {
      const res = await s.request(link);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
      const html = await res.text();
      expect(html).toContain('<html lang="de">');
      expect(html).toContain('Erinnerungen abbestellen?');
      // A form posting to the same address; no inline script or style for the CSP to block.
      const action = html.match(/<form method="post" action="([^"]+)">/)?.[1];
      expect(action?.replace(/&amp;/g, '&')).toBe(link);
      expect(html).toContain('<button type="submit">Erinnerungen abbestellen</button>');
      expect(html).not.toMatch(/<script|<style|style=/);
    }
    expect((await s.request(link, { method: 'HEAD' })).status).toBe(200);
    // Its look comes from a stylesheet of the app's own origin, as the CSP wants.
    const css = await s.request('/api/reminders/page.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await enabled(a.token)).toBe(true);
  });

  it('turns reminders off with the page’s button, and again without harm', async () => {
    const a = await athleteWithReminder({ enabled: true, weekdays: [6], time: '09:00' });
    await s.reminders.run(at('2026-11-07T08:00:00Z'));
    const link = unsubscribeLink(a.email);
    for (let i = 0; i < 2; i++) {
      // As the browser sends the form: from the app's own origin, with the session cookie if any.
      const res = await s.request(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
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

  it('takes the one-click POST of a mail provider: no cookie, no Origin', async () => {
    const a = await athleteWithReminder({ enabled: true, weekdays: [6], time: '09:00' });
    await s.reminders.run(at('2026-11-07T08:00:00Z'));
    const link = unsubscribeLink(a.email);
    // `s.request` adds the app's Origin; a provider's server sends none, so this goes to the app.
    const oneClick = await s.app.request(`http://localhost:3000${link}`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'user-agent': 'Mail-Provider-Unsubscriber',
      },
      body: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(oneClick.status).toBe(200);
    expect(await enabled(a.token)).toBe(false);

    // Also when the provider names its own origin: without our cookie it forges nothing.
    const b = await athleteWithReminder({ enabled: true, weekdays: [6], time: '09:00' });
    await s.reminders.run(at('2026-11-07T08:00:00Z'));
    const fromWebmail = await s.request(unsubscribeLink(b.email), {
      method: 'POST',
      headers: {
        origin: 'https://webmail.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(fromWebmail.status).toBe(200);
    expect(await enabled(b.token)).toBe(false);
  });

  it('refuses a missing or forged token on GET and POST and changes nothing', async () => {
    const a = await athleteWithReminder({ enabled: true, weekdays: [6], time: '09:00' });
    const b = await athleteWithReminder({ enabled: true, weekdays: [6], time: '09:00' });
    const mac = unsubscribeToken(s.config.authSecret, b.userId).split('.')[1];
    const forged = [
      '',
      `${a.userId}.${mac}`,
      `${a.userId}.`,
      a.userId,
      unsubscribeToken('another-secret-another-secret-another-secret', a.userId),
      `${unsubscribeToken(s.config.authSecret, a.userId)}${'x'.repeat(600)}`,
    ];
    for (const token of forged) {
      for (const method of ['GET', 'POST']) {
        const res = await s.request(
          `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
          { method },
        );
        expect(res.status, `${method} ${token}`).toBe(400);
        const html = await res.text();
        expect(html).toContain('Link ungültig');
        expect(html).not.toContain('<form');
      }
    }
    expect((await s.request('/api/reminders/unsubscribe')).status).toBe(400);
    expect((await s.request('/api/reminders/unsubscribe', { method: 'POST' })).status).toBe(400);
    expect(await enabled(a.token)).toBe(true);
  });
});

describe('reminder mail over SMTP', () => {
  it('arrives with List-Unsubscribe and List-Unsubscribe-Post', async () => {
    const mailbox = await startSmtpServer();
    try {
      // A time no other athlete of this file chose, so this run sends this one mail.
      const a = await athleteWithReminder({ enabled: true, weekdays: [3], time: '05:45' });
      const mailer = createMailer({
        smtpUrl: mailbox.url,
        from: s.config.mailFrom,
        baseUrl: s.config.baseUrl,
        db: s.db,
        log: s.log,
      });
      expect((await runReminderJob(deps({ mailer }), at('2026-11-11T04:50:00Z'))).sent).toBe(1);
      const mail = await mailbox.waitForMail(a.email);
      expect(mail.subject).toBe('Zeit für deinen Protokolleintrag');
      // The header block as a mail program reads it: folded lines joined, names case-blind.
      const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
      const fields = new Map(
        head.split(/\r?\n/).map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      const token = encodeURIComponent(unsubscribeToken(s.config.authSecret, a.userId));
      const link = `/api/reminders/unsubscribe?token=${token}`;
      expect(fields.get('list-unsubscribe')).toBe(`<http://localhost:3000${link}>`);
      expect(fields.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      // The link in the header is the one that works.
      expect((await s.request(link, { method: 'POST' })).status).toBe(200);
      expect((await s.ok('getSettings', null, a.token)).reminder.enabled).toBe(false);
      // Like every mail, it ends with the privacy policy and the legal notice, as absolute links.
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('http://localhost:3000/datenschutz');
        expect(part).toContain('http://localhost:3000/impressum');
      }
    } finally {
      await mailbox.stop();
    }
  });
});
