import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFunction, openMailLink, signUp } from '../../e2e/support/api';
import { type AppServer, startAppServer } from '../../e2e/support/server';
import { linkFrom, type Mailbox, startSmtpServer } from '../../e2e/support/smtp';
import { CONSENT_VERSION } from '../domain/consent';
import { openDatabase } from './db/client';
import { TEST_EMOTIONS } from './test/harness';

/**
 * SIGTERM to the real server process (src/server/main.ts), as a container runtime or systemd sends
 * it: requests in flight are answered and their writes kept, new connections are refused, and the
 * process ends once the last request is done or the grace period is over. On PGlite by default,
 * on PostgreSQL with DATABASE_URL.
 */
const adminUrl = process.env.DATABASE_URL;
const dbName = `lz_test_${randomBytes(6).toString('hex')}`;

let mailbox: Mailbox;
let server: AppServer;
let dataDir: string;
let databaseUrl: string | undefined;
let logFile: string;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lz-shutdown-'));
  logFile = path.join(dataDir, 'server.log');
  if (adminUrl) {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  mailbox = await startSmtpServer();
  server = await startAppServer({
    smtpUrl: mailbox.url,
    serveWeb: false,
    // Kept after the process ends, so the test can look into the database it left.
    dataDir,
    logFile,
    // Production, so the reminder job runs and has to be stopped too.
    env: { NODE_ENV: 'production', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await mailbox?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

/** A verified, consenting, onboarded athlete, made through the API as the app makes one. */
async function onboardedAthlete() {
  const email = `shutdown-${randomBytes(4).toString('hex')}@example.de`;
  const { id, token } = await signUp(server, {
    name: 'Abschied Test',
    email,
    password: 'sicheres-passwort-1',
    accountType: 'athlete',
  });
  await openMailLink(server, linkFrom(await mailbox.waitForMail(email)));
  const call = <T>(name: string, data: unknown) => callFunction<T>(server, name, data, token);
  await call('giveConsent', { version: CONSENT_VERSION });
  await call('saveOnboardingProfile', { name: 'Abschied Test', sport: 'Rudern', level: 'amateur' });
  const state = await call<{ emotions: unknown }>('saveOnboardingEmotions', {
    emotions: TEST_EMOTIONS,
  });
  await call('saveOnboardingZones', { emotions: state.emotions });
  await call('finishOnboarding', { reminder: null, coachCode: null });
  return { id, token };
}

/**
 * A POST whose headers the server has read (it answered `100 Continue`) and whose body is held back,
 * so the request is in flight for as long as the test wants.
 */
async function heldRequest(pathname: string, body: string, token: string) {
  const req = httpRequest(`${server.apiURL}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      authorization: `Bearer ${token}`,
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string } | Error>((resolve) => {
    req.on('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', resolve);
  });
  await new Promise<void>((resolve, reject) => {
    req.once('continue', resolve);
    req.once('error', reject);
    req.flushHeaders();
  });
  return { req: req as ClientRequest, answer, send: () => req.end(body) };
}

/** Whether a new TCP connection to the server is accepted. */
function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe('SIGTERM', () => {
  it('answers the save in flight and keeps it, refuses new connections, then ends', async () => {
    const athlete = await onboardedAthlete();
    const entryId = randomUUID();
    const save = await heldRequest(
      '/api/functions/saveEntry',
      JSON.stringify({
        data: {
          id: entryId,
          occurredAt: new Date().toISOString(),
          type: 'training',
          title: 'Letzte Einheit vor dem Neustart',
          importance: 3,
          emotions: TEST_EMOTIONS.map((e) => ({ ...e, intensity: 5 })),
          rating: 7,
          goalReached: 'yes',
          notes: '',
        },
      }),
      athlete.token,
    );
    // A second request that never sends its body: it must not keep the process alive for good.
    const stuck = await heldRequest(
      '/api/functions/ping',
      JSON.stringify({ data: null }),
      athlete.token,
    );

    const signalledAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    expect(await waitUntil(async () => !(await connects(server.port)), 5000)).toBe(true);

    // The body arrives after the signal; the answer is the normal one.
    save.send();
    const answer = await save.answer;
    expect(answer).not.toBeInstanceOf(Error);
    const { status, body } = answer as { status: number; body: string };
    expect(status, body).toBe(200);
    expect(JSON.parse(body).result).toMatchObject({ id: entryId });

    expect(await waitUntil(() => exited(server.pid), 20_000)).toBe(true);
    // It waited for the stuck request through the grace period, then closed its connection.
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(9500);
    expect(await stuck.answer).toBeInstanceOf(Error);

    const log = (await readFile(logFile, 'utf8'))
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; level: number });
    const messages = log.map((l) => l.msg);
    expect(messages).toContain('shutting down: no new connections, finishing requests in flight');
    expect(messages).toContain(
      'requests still open after the grace period; closing their connections',
    );
    expect(messages.at(-1)).toBe('stopped');
    expect(log.filter((l) => l.level >= 50)).toEqual([]);

    // The entry is in the database the process closed.
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query('select user_id from protocol_entries where id = $1', [
          entryId,
        ]);
        expect(rows).toEqual([{ user_id: athlete.id }]);
      } finally {
        await client.end();
      }
    } else {
      const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
      try {
        const { rows } = (await database.db.execute(
          `select user_id from protocol_entries where id = '${entryId}'`,
        )) as { rows: unknown[] };
        expect(rows).toEqual([{ user_id: athlete.id }]);
      } finally {
        await database.close();
      }
    }
  }, 60_000);
});
