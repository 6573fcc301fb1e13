import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type AppServer, startAppServer } from '../../e2e/support/server';
import { type Mailbox, startSmtpServer } from '../../e2e/support/smtp';
import {
  type Client,
  createClient,
  ENTRY_EMOTIONS,
  onboard,
  STORED_AS_SENT,
  signUp,
  sleep,
  uniqueEmail,
  verifyByMail,
} from './client';
import type { DrillResult } from './report';
import {
  countOutcomes,
  retryUnacknowledged,
  type SaveRecord,
  startSaveStream,
} from './save-stream';

export interface KillOptions {
  rounds: number;
  writers: number;
  /** The kill comes at a random moment in this window after the stream starts. */
  killAfterMs: [number, number];
  callTimeoutMs: number;
  /** Where the server processes write their logs. */
  logDir: string;
}

/** Every entry of the athlete with its emotion count, through the API, page by page. */
async function listAll(client: Client, token: string): Promise<Map<string, number>> {
  const entries = new Map<string, number>();
  let cursor: string | null = null;
  do {
    const answer = await client.call('listEntries', { limit: 100, cursor }, token);
    if (answer.status !== 200) throw new Error(`listEntries answered ${answer.status}`);
    for (const e of answer.body.result.entries as { id: string; emotionCount: number }[]) {
      if (entries.has(e.id)) throw new Error(`listEntries gave ${e.id} twice`);
      entries.set(e.id, e.emotionCount);
    }
    cursor = answer.body.result.nextCursor;
  } while (cursor);
  return entries;
}

/** What the database itself says once no server holds it: no half entries, sound indexes. */
async function integrityProblems(
  dataDir: string,
): Promise<{ problems: string[]; entries: number }> {
  const db = new PGlite(path.join(dataDir, 'pglite'));
  const problems: string[] = [];
  try {
    const one = async (sql: string) =>
      Number(Object.values((await db.query<Record<string, unknown>>(sql)).rows[0] ?? {})[0]);
    const entries = await one('SELECT count(*) FROM protocol_entries');
    // The emotions are in the entry's row (`emotions`): a half-written save shows as fewer of them
    // or other ones.
    const partial = await one(
      `SELECT count(*) FROM protocol_entries WHERE jsonb_array_length(emotions) <> ${ENTRY_EMOTIONS}`,
    );
    const other = await one(`SELECT count(*) FROM protocol_entries e WHERE NOT ${STORED_AS_SENT}`);
    if (partial) problems.push(`${partial} entries without all their emotions`);
    if (other) problems.push(`${other} entries with other emotions than were sent`);
    // A rebuilt index fails on duplicate keys; the counts by index and by heap must agree.
    await db.exec('REINDEX TABLE protocol_entries;');
    await db.exec('SET enable_seqscan = off');
    const byIndex = await one('SELECT count(*) FROM protocol_entries WHERE id IS NOT NULL');
    if (byIndex !== entries) problems.push(`index sees ${byIndex} entries, table ${entries}`);
    return { problems, entries };
  } finally {
    await db.close();
  }
}

/**
 * SIGKILL of the server during a stream of saves on PGlite, then a restart on the same data directory,
 * `rounds` times: what was acknowledged before each kill must be there after it, exactly once.
 */
export async function pgliteKillDrill(opts: KillOptions): Promise<DrillResult[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lz-chaos-pglite-'));
  const mailbox: Mailbox = await startSmtpServer();
  // Bearer tokens are signed with the secret: a restarted server must keep it, as production does.
  const secret = randomBytes(32).toString('base64url');
  const start = () =>
    startAppServer({
      smtpUrl: mailbox.url,
      serveWeb: false,
      dataDir,
      logFile: path.join(opts.logDir, 'pglite-kill-server.log'),
      // The writers save far faster than a person: the per-user limit (tested on its own) stays off.
      env: { BETTER_AUTH_SECRET: secret, FUNCTION_RATE_LIMIT_PER_MINUTE: '0' },
    });
  let server: AppServer = await start();
  let client = createClient(server.apiURL, { origin: server.baseURL });
  const results: DrillResult[] = [];
  const everything: SaveRecord[] = [];
  try {
    const email = uniqueEmail('kill');
    const athlete = await signUp(client, email);
    await verifyByMail(client, mailbox, email);
    await onboard(client, athlete.token);

    for (let round = 1; round <= opts.rounds; round++) {
      const failures: string[] = [];
      const stream = startSaveStream(client, athlete.token, {
        writers: opts.writers,
        pauseMs: 10,
        timeoutMs: opts.callTimeoutMs,
        label: `Absturz ${round}`,
      });
      const [min, max] = opts.killAfterMs;
      await sleep(min + Math.random() * (max - min));
      await server.kill();
      const records = await stream.stop();
      client.close();
      everything.push(...records);

      const lockLeft = existsSync(path.join(dataDir, 'server.lock'));
      if (!lockLeft) failures.push('the killed server left no lock behind (nothing to take over)');
      const restartedAt = performance.now();
      server = await start();
      const restartMs = Math.round(performance.now() - restartedAt);
      client = createClient(server.apiURL, { origin: server.baseURL });

      const counts = countOutcomes(records);
      const bad = records.filter((r) => r.outcome === 'other' || r.outcome === 'timeout');
      for (const r of bad)
        failures.push(`a save ended as ${r.outcome} ${r.status ?? ''} ${r.detail ?? ''}`);

      // The session was acknowledged before the first kill, so it must still work.
      const stored = await listAll(client, athlete.token);
      const acknowledged = everything.filter((r) => r.outcome === 'acknowledged');
      const ackFound = acknowledged.filter((r) => stored.get(r.input.id) === ENTRY_EMOTIONS).length;
      if (ackFound !== acknowledged.length) {
        failures.push(`${acknowledged.length - ackFound} acknowledged saves missing or incomplete`);
      }

      const retry = await retryUnacknowledged(client, athlete.token, records, opts.callTimeoutMs);
      failures.push(...retry.failures);
      // A retried save is acknowledged now; later rounds expect it too.
      for (const r of records) if (r.outcome !== 'acknowledged') r.outcome = 'acknowledged';
      const after = await listAll(client, athlete.token);
      if (after.size !== everything.length) {
        failures.push(`${after.size} entries stored for ${everything.length} distinct saves`);
      }

      results.push({
        name: `SIGKILL during saves on PGlite, restart on the same data dir (round ${round})`,
        passed: failures.length === 0,
        failures,
        counts: {
          sent: records.length,
          acknowledged: counts.acknowledged,
          lostInFlight: counts.connection,
          acknowledgedFoundAllRounds: ackFound,
          acknowledgedAllRounds: acknowledged.length,
          retried: retry.retried,
          retriedLanded: retry.landed,
          storedTotal: after.size,
          restartMs,
        },
      });
    }

    client.close();
    await server.stop();
    const integrity = await integrityProblems(dataDir);
    results.push({
      name: 'PGlite data dir consistent after the kills (partial entries, REINDEX)',
      passed: integrity.problems.length === 0 && integrity.entries === everything.length,
      failures:
        integrity.entries === everything.length
          ? integrity.problems
          : [...integrity.problems, `${integrity.entries} entries for ${everything.length} saves`],
      counts: { entries: integrity.entries, saves: everything.length },
    });
  } finally {
    client.close();
    await server.stop();
    await mailbox.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}
