import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Db } from '../src/server/db/client';
import type { Caller } from '../src/server/functions/callable';
import { buildRegistry } from '../src/server/functions/registry';
import { BENCH_EMOTIONS, type BenchContext, type Seeded } from './seed';

/** A table this large must be read through an index by every query that touches it. */
const BIG_TABLE_ROWS = 10_000;
const ENTRY_TABLES = /\bprotocol_entr(y_emotions|ies)\b/;

export interface Timing {
  median: number;
  p95: number;
  runs: number;
}

export interface ExplainedQuery {
  fn: string;
  sql: string;
  plan: string;
  /** Tables of at least BIG_TABLE_ROWS rows that the plan reads in full. */
  seqScansOnBigTables: string[];
}

export interface ScaleResult {
  trends: Timing;
  portal: Timing;
  /** The athlete's other screens on the same year of entries: dashboard, list, zones, a save. */
  athlete: Record<string, Timing>;
  explain: ExplainedQuery[];
  bigTables: Record<string, number>;
}

const berlinDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Times `fn` after one warm-up call. */
async function time(runs: number, fn: () => Promise<unknown>): Promise<Timing> {
  await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { median: percentile(ms, 50), p95: percentile(ms, 95), runs: ms.length };
}

/** The trends screen's widest window: the whole year, all 2,000 entries of the seeded athlete. */
const wholeYear = () => ({ range: 'custom', from: berlinDay(-365), to: berlinDay() });

type RawClient = { kind: 'postgres'; client: pg.Pool } | { kind: 'pglite'; client: PGlite };

function rawClient(db: Db, kind: 'postgres' | 'pglite'): RawClient {
  const client = (db as unknown as { $client: unknown }).$client;
  return kind === 'postgres'
    ? { kind, client: client as pg.Pool }
    : { kind, client: client as PGlite };
}

async function rawQuery(raw: RawClient, text: string, params: unknown[] = []) {
  const result =
    raw.kind === 'postgres'
      ? await raw.client.query(text, params)
      : await raw.client.query(text, params);
  return result.rows as Record<string, unknown>[];
}

const SET_LOCAL = /^\s*SET LOCAL\b/i;

/** `explain` in a transaction of its own after `settings` (SET LOCAL statements), rolled back. */
async function explainUnder(
  raw: RawClient,
  settings: string[],
  explain: string,
  params: unknown[],
) {
  if (settings.length === 0) return rawQuery(raw, explain, params);
  if (raw.kind === 'pglite') {
    return raw.client.transaction(async (tx) => {
      for (const setting of settings) await tx.query(setting);
      const result = await tx.query(explain, params);
      await tx.rollback();
      return result.rows as Record<string, unknown>[];
    });
  }
  const client = await raw.client.connect();
  try {
    await client.query('BEGIN');
    for (const setting of settings) await client.query(setting);
    return (await client.query(explain, params)).rows as Record<string, unknown>[];
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

/**
 * A second Drizzle instance over the same connection that records every statement, so the bench
 * explains exactly what the functions send and not a hand-written copy of it.
 */
function recordingDb(db: Db, raw: RawClient) {
  const queries: { sql: string; params: unknown[] }[] = [];
  const logger = {
    logQuery: (query: string, params: unknown[]) => queries.push({ sql: query, params }),
  };
  const schema = db._.fullSchema;
  const recording =
    raw.kind === 'postgres'
      ? drizzlePg({ client: raw.client, schema, logger })
      : drizzlePglite({ client: raw.client, schema, logger });
  return { db: recording as unknown as Db, queries };
}

export async function measureScale(
  bench: BenchContext,
  seeded: Seeded,
  opts: { runs: number; kind: 'postgres' | 'pglite' },
): Promise<ScaleResult> {
  const functions = new Map(buildRegistry(bench.config).map((f) => [f.name, f]));
  const raw = rawClient(bench.ctx.db, opts.kind);

  function callerOf(user: { id: string }, role: Caller['role']): Caller {
    return { id: user.id, name: '', email: '', emailVerified: true, role, wizardCompleted: true };
  }
  const athlete = callerOf(seeded.athlete, null);
  const coach = callerOf(seeded.coach, 'coach');

  function invoke(name: string, data: unknown, caller: Caller, db: Db = bench.ctx.db) {
    const fn = functions.get(name);
    if (!fn) throw new Error(`no function ${name}`);
    return fn.handler(fn.input.parse(data), {
      db,
      log: bench.log,
      mailer: bench.ctx.mailer,
      baseUrl: bench.config.baseUrl,
      caller,
    });
  }

  // Server time of the handler alone: no HTTP, no session lookup, no JSON of the answer.
  const trends = await time(opts.runs, () => invoke('getTrends', wholeYear(), athlete));
  const portal = await time(opts.runs, () => invoke('getPortal', null, coach));
  const athleteCalls: [string, () => unknown][] = [
    ['getDashboard', () => null],
    ['getTrends (90 days)', () => ({ range: '90' })],
    ['getZoneSuggestions', () => null],
    ['listEntries (training)', () => ({ limit: 20, type: 'training' })],
    ['saveEntry', () => benchEntry(crypto.randomUUID())],
  ];
  const athleteTimings: Record<string, Timing> = {};
  for (const [label, data] of athleteCalls) {
    const name = label.split(' ')[0] ?? label;
    athleteTimings[label] = await time(opts.runs, () => invoke(name, data(), athlete));
  }

  const sizes = await rawQuery(
    raw,
    `SELECT relname, reltuples::bigint AS n FROM pg_class
     WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
  );
  const bigTables = Object.fromEntries(
    sizes.filter((r) => Number(r.n) >= BIG_TABLE_ROWS).map((r) => [String(r.relname), Number(r.n)]),
  );

  const calls: [string, unknown, Caller][] = [
    ['getTrends', wholeYear(), athlete],
    ['getPortal', null, coach],
    ['getDashboard', null, athlete],
    ['saveEntry', benchEntry(crypto.randomUUID()), athlete],
  ];
  const explain: ExplainedQuery[] = [];
  for (const [name, data, caller] of calls) {
    const recording = recordingDb(bench.ctx.db, raw);
    await invoke(name, data, caller, recording.db);
    // A statement sent after planner settings of its transaction is explained under them too:
    // without them the plan shown is not the one the function runs.
    let settings: string[] = [];
    for (const q of recording.queries) {
      if (SET_LOCAL.test(q.sql)) {
        settings.push(q.sql);
        continue;
      }
      if (!ENTRY_TABLES.test(q.sql)) continue;
      // Reads are explained with ANALYZE (real row counts); writes only planned, never run twice.
      const analyze = /^\s*(select|with)\b/i.test(q.sql) ? '(ANALYZE, BUFFERS) ' : '';
      const rows = await explainUnder(raw, settings, `EXPLAIN ${analyze}${q.sql}`, q.params);
      settings = [];
      const plan = rows.map((r) => String(r['QUERY PLAN'])).join('\n');
      const scanned = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1] ?? '');
      explain.push({
        fn: name,
        sql: q.sql,
        plan,
        seqScansOnBigTables: [...new Set(scanned.filter((t) => t in bigTables))],
      });
    }
  }
  return { trends, portal, athlete: athleteTimings, explain, bigTables };
}

/**
 * The same two functions as one user waits for them: through HTTP on the running server, with the
 * session lookup and the JSON of the answer, which for a whole year of trends is large.
 */
export async function measureScaleOverHttp(baseUrl: string, seeded: Seeded, runs: number) {
  async function call(name: string, data: unknown, token: string) {
    const res = await fetch(`${baseUrl}/api/functions/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${name} answered ${res.status}`);
  }
  return {
    trends: await time(runs, () => call('getTrends', wholeYear(), seeded.athlete.token)),
    portal: await time(runs, () => call('getPortal', null, seeded.coach.token)),
  };
}

/** A protocol entry as the form sends it: ten emotions rated, a new id each time, now by default. */
export function benchEntry(id: string, occurredAt = new Date().toISOString()) {
  return {
    id,
    occurredAt,
    type: 'training',
    title: 'Bench-Einheit',
    importance: 3,
    place: null,
    emotions: BENCH_EMOTIONS.map((e, i) => ({ ...e, intensity: (i * 3) % 11 })),
    rating: 7,
    goalReached: 'partly',
    result: null,
    notes: '',
  };
}
