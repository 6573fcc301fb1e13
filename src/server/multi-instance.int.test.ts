import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../../e2e/support/server';
import { linkFrom, type Mailbox, startSmtpServer } from '../../e2e/support/smtp';
import { localClock, REMINDER_INTERVAL_MS } from './features/settings/reminder-job';

/**
 * Two server processes on one PostgreSQL database, as a deployment with more than one instance runs:
 * whatever one process knows (sessions, rate-limit counts, who got today's reminder) must hold for the
 * other. Started as production (`NODE_ENV=production`), because tests switch Better Auth's rate limits off.
 */
const adminUrl = process.env.DATABASE_URL;

describe.skipIf(!adminUrl)(
  'two server processes on one PostgreSQL (needs DATABASE_URL: PGlite allows one process per data dir)',
  () => {
    const dbName = `lz_test_${randomBytes(6).toString('hex')}`;
    let mailbox: Mailbox;
    let a: AppServer;
    let b: AppServer;
    /** When each process started its once-a-minute reminder timer (just before it listened). */
    const startedAt = { a: 0, b: 0 };

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const url = new URL(adminUrl as string);
      url.pathname = `/${dbName}`;
      mailbox = await startSmtpServer();
      // Instances of one deployment share the secret that signs session tokens.
      const env = {
        NODE_ENV: 'production',
        DATABASE_URL: url.toString(),
        BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
      };
      // One after the other: both would apply the migrations at once otherwise.
      a = await startAppServer({ smtpUrl: mailbox.url, serveWeb: false, env });
      startedAt.a = Date.now();
      b = await startAppServer({ smtpUrl: mailbox.url, serveWeb: false, env });
      startedAt.b = Date.now();
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await mailbox?.stop();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    });

    async function post(server: AppServer, path: string, body: unknown, token?: string) {
      return fetch(`${server.apiURL}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.baseURL,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    }

    async function call(server: AppServer, name: string, data: unknown, token: string) {
      const res = await post(server, `/api/functions/${name}`, { data }, token);
      // biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary answers
      return { status: res.status, body: (await res.json()) as any };
    }

    const PASSWORD = 'zwei-Instanzen-2026';

    /** Registers on `server` and follows the verification link, also on `server`. */
    async function verifiedAthlete(server: AppServer, name: string) {
      const email = `multi-${randomBytes(5).toString('hex')}@example.de`;
      const res = await post(server, '/api/auth/sign-up/email', {
        name,
        email,
        password: PASSWORD,
        accountType: 'athlete',
      });
      expect(res.status).toBe(200);
      const token = res.headers.get('set-auth-token') as string;
      const link = new URL(linkFrom(await mailbox.waitForMail(email)));
      const verified = await fetch(`${server.apiURL}${link.pathname}${link.search}`, {
        redirect: 'manual',
      });
      expect(verified.status).toBeLessThan(400);
      return { email, token };
    }

    it('a session made on one process works on the other, by token and by cookie', async () => {
      const { email } = await verifiedAthlete(a, 'Anna Zwei');
      const signIn = await post(a, '/api/auth/sign-in/email', { email, password: PASSWORD });
      expect(signIn.status).toBe(200);
      const token = signIn.headers.get('set-auth-token') as string;
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      expect(cookie).toContain('session_token=');

      const byToken = await call(b, 'getProfile', null, token);
      expect(byToken.status).toBe(200);
      expect(byToken.body.result.email).toBe(email);

      const byCookie = await fetch(`${b.apiURL}/api/functions/getProfile`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: b.baseURL, cookie },
        body: JSON.stringify({ data: null }),
      });
      expect(byCookie.status).toBe(200);

      // Signing out on the second process ends the session for the first as well.
      const signOut = await post(b, '/api/auth/sign-out', {}, token);
      expect(signOut.status).toBe(200);
      expect((await call(a, 'getProfile', null, token)).status).toBe(401);
    });

    it('sign-in attempts split over both processes count against one limit', async () => {
      const email = `nobody-${randomBytes(4).toString('hex')}@example.de`;
      const statuses: number[] = [];
      // The limit is 10 per minute and address (src/server/auth/auth.ts); alternate the processes.
      for (let i = 0; i < 12; i++) {
        const res = await post(i % 2 === 0 ? a : b, '/api/auth/sign-in/email', {
          email,
          password: 'falsches-Passwort-1',
        });
        statuses.push(res.status);
      }
      // The session test's sign-in came from the same address, so the shared count refuses the 10th
      // or 11th attempt. Counted per process, each would have seen only 5 or 6 by then.
      const refused = statuses.indexOf(429);
      expect(refused).toBeGreaterThanOrEqual(9);
      expect(refused).toBeLessThanOrEqual(10);
      expect(statuses.slice(0, refused)).toEqual(Array(refused).fill(401));
      expect(statuses.slice(refused).every((s) => s === 429)).toBe(true);
      const again = await post(b, '/api/auth/sign-in/email', { email, password: 'x-1234567' });
      expect(again.status).toBe(429);
    });

    it('each reminder mail is sent once when both processes run the job in the same minute', async () => {
      // A reminder due a minute ago in Berlin. Around midnight that minute, or the job's runs, would
      // fall on another day: the test waits until the day is a few minutes old.
      const nearMidnight = () => {
        const { minutes } = localClock(new Date(), 'Europe/Berlin');
        return minutes >= 23 * 60 + 56 || minutes < 3;
      };
      while (nearMidnight()) await new Promise((resolve) => setTimeout(resolve, 5_000));
      const clock = localClock(new Date(Date.now() - 60_000), 'Europe/Berlin');
      const pad = (n: number) => String(n).padStart(2, '0');
      const time = `${pad(Math.floor(clock.minutes / 60))}:${pad(clock.minutes % 60)}`;

      const athletes = await Promise.all(
        ['Rita Eins', 'Rita Zwei', 'Rita Drei'].map((name, i) =>
          verifiedAthlete(i % 2 === 0 ? a : b, name),
        ),
      );
      for (const { token } of athletes) {
        const set = await call(
          a,
          'setReminder',
          { enabled: true, weekdays: [1, 2, 3, 4, 5, 6, 7], time, timezone: 'Europe/Berlin' },
          token,
        );
        expect(set.status).toBe(200);
      }

      // Each process ticks once a minute from its start: wait until both have run the job at least
      // once since the reminders were set.
      const setAt = Date.now();
      const nextTick = (start: number) =>
        start + Math.ceil((setAt - start) / REMINDER_INTERVAL_MS) * REMINDER_INTERVAL_MS;
      const bothTicked = Math.max(nextTick(startedAt.a), nextTick(startedAt.b)) + 5_000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, bothTicked - Date.now())));
      for (const { email } of athletes) {
        await mailbox.waitForMail(email, {
          timeout: 30_000,
          match: (m) => m.subject === 'Zeit für deinen Protokolleintrag',
        });
      }
      for (const { email } of athletes) {
        const reminders = mailbox.messages.filter(
          (m) => m.to.includes(email) && m.subject === 'Zeit für deinen Protokolleintrag',
        );
        expect(reminders).toHaveLength(1);
      }
    }, 180_000);
  },
);
