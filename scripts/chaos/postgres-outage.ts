import path from 'node:path';
import pg from 'pg';
import { startAppServer } from '../../e2e/support/server';
import { startSmtpServer } from '../../e2e/support/smtp';
import {
  createClient,
  ENTRY_EMOTIONS,
  onboard,
  STORED_AS_SENT,
  signUp,
  sleep,
  uniqueEmail,
  verifyByMail,
} from './client';
import { createPgCluster } from './pg-cluster';
import type { DrillResult } from './report';
import {
  countOutcomes,
  retryUnacknowledged,
  type SaveRecord,
  startSaveStream,
} from './save-stream';

export interface OutageOptions {
  /** One outage per entry, in this order. */
  modes: ('fast' | 'immediate')[];
  outageMs: number;
  /** Saves before the stop and after the start. */
  streamMs: number;
  writers: number;
  /** A call that takes longer than this counts as hanging. */
  callTimeoutMs: number;
  /** The server must acknowledge a save within this time after PostgreSQL accepts connections. */
  recoveryLimitMs: number;
  /** Where the server process writes its log. */
  logDir: string;
}

/**
 * Whether every given entry exists once, with all its emotions, and no title was written twice. The
 * emotions are in the entry's row (`emotions`): an entry is complete when it holds as many as were
 * sent, and those sent.
 */
async function checkStored(url: string, userId: string, records: readonly SaveRecord[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids = records.map((r) => r.input.id);
    const found = await client.query<{ id: string; emotions: number; asSent: boolean }>(
      `SELECT e.id, jsonb_array_length(e.emotions) AS emotions,
              ${STORED_AS_SENT} AS "asSent"
         FROM protocol_entries e WHERE e.id = ANY($1::uuid[])`,
      [ids],
    );
    const duplicates = await client.query<{ title: string; n: number }>(
      `SELECT title, count(*)::int AS n FROM protocol_entries WHERE user_id = $1
         GROUP BY title HAVING count(*) > 1`,
      [userId],
    );
    const byId = new Map(found.rows.map((r) => [r.id, r.emotions]));
    const missing = ids.filter((id) => !byId.has(id));
    const incomplete = found.rows.filter((r) => r.emotions !== ENTRY_EMOTIONS || !r.asSent);
    return { found: byId.size, missing, incomplete, duplicates: duplicates.rows };
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops PostgreSQL (our own throwaway cluster) during a stream of saves and starts it again, once per
 * mode, against one app server process that is never restarted.
 */
export async function postgresOutageDrill(opts: OutageOptions): Promise<DrillResult[]> {
  const cluster = await createPgCluster();
  const mailbox = await startSmtpServer();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE leistungszone');
  await admin.end();
  const dbUrl = cluster.url.replace(/\/postgres$/, '/leistungszone');

  const server = await startAppServer({
    smtpUrl: mailbox.url,
    serveWeb: false,
    logFile: path.join(opts.logDir, 'postgres-outage-server.log'),
    // The writers save far faster than a person: the per-user limit (tested on its own) stays off.
    env: { DATABASE_URL: dbUrl, FUNCTION_RATE_LIMIT_PER_MINUTE: '0' },
  });
  const client = createClient(server.apiURL, { origin: server.baseURL });
  const results: DrillResult[] = [];
  try {
    const email = uniqueEmail('outage');
    const athlete = await signUp(client, email);
    await verifyByMail(client, mailbox, email);
    await onboard(client, athlete.token);

    for (const [round, mode] of opts.modes.entries()) {
      const failures: string[] = [];
      const stream = startSaveStream(client, athlete.token, {
        writers: opts.writers,
        pauseMs: 50,
        timeoutMs: opts.callTimeoutMs,
        // Titles unique over all rounds: the check for doubles groups by title.
        label: `Ausfall ${round + 1} (${mode})`,
      });
      await sleep(opts.streamMs);
      await cluster.stop(mode);
      await sleep(opts.outageMs);
      await cluster.start();
      const back = performance.now();
      await sleep(opts.streamMs);
      const records = await stream.stop();

      const counts = countOutcomes(records);
      for (const r of records) {
        if (r.outcome !== 'acknowledged' && r.outcome !== 'unavailable') {
          failures.push(`a save ended as ${r.outcome} ${r.status ?? ''} ${r.detail ?? ''}`.trim());
        }
      }
      if (counts.unavailable === 0) failures.push('no call saw the outage (no 503 at all)');
      if (!isAlive(server.pid)) failures.push('the server process died');
      const firstAfter = records
        .filter((r) => r.outcome === 'acknowledged' && r.startedAt >= back)
        .reduce((min, r) => Math.min(min, r.endedAt), Number.POSITIVE_INFINITY);
      const recoveryMs = Math.round(firstAfter - back);
      if (!(recoveryMs <= opts.recoveryLimitMs)) {
        failures.push(
          `no save acknowledged within ${opts.recoveryLimitMs} ms of PostgreSQL's return`,
        );
      }

      const acknowledged = records.filter((r) => r.outcome === 'acknowledged');
      const ackCheck = await checkStored(dbUrl, athlete.id, acknowledged);
      if (ackCheck.missing.length) {
        failures.push(`${ackCheck.missing.length} acknowledged saves are missing`);
      }
      const retry = await retryUnacknowledged(client, athlete.token, records, opts.callTimeoutMs);
      failures.push(...retry.failures);
      const all = await checkStored(dbUrl, athlete.id, records);
      if (all.missing.length)
        failures.push(`${all.missing.length} saves missing after the retries`);
      if (all.incomplete.length) failures.push(`${all.incomplete.length} entries lack emotions`);
      if (all.duplicates.length) failures.push(`${all.duplicates.length} entries stored twice`);

      results.push({
        name: `PostgreSQL stopped (-m ${mode}) during saves (outage ${round + 1})`,
        passed: failures.length === 0,
        failures,
        counts: {
          sent: records.length,
          acknowledged: counts.acknowledged,
          unavailable503: counts.unavailable,
          other: counts.other + counts.timeout + counts.connection,
          acknowledgedFound: ackCheck.found,
          retried: retry.retried,
          retriedLanded: retry.landed,
          foundAfterRetries: all.found,
          recoveryMs,
          serverPidUnchanged: isAlive(server.pid) ? 1 : 0,
        },
      });
    }
  } finally {
    client.close();
    await server.stop();
    await mailbox.stop();
    await cluster.destroy();
  }
  return results;
}
