import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChangeFeed, createPgliteChangeFeed, createPostgresChangeFeed } from './change-feed';
import * as base from './schema';
import * as coach from './schema-coach';
import * as coachTeam from './schema-coach-team';
import * as settings from './schema-settings';
import * as training from './schema-training';

const schema = { ...base, ...training, ...settings, ...coach, ...coachTeam };

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Changes of users, sessions and athletes' data as they commit, for the in-memory caches. */
  changes: ChangeFeed;
  close(): Promise<void>;
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Key of the PostgreSQL advisory lock held while migrating (any fixed number: it only has to differ
 * from other locks taken in the same database). Servers starting together take turns, so each finds
 * the schema either untouched or complete.
 */
const MIGRATION_LOCK_KEY = 7_361_204_918;

let journal: number[] | undefined;

/** The journal timestamp of every migration of this version, read once. */
function journalMigrations(): number[] {
  journal ??= readMigrationFiles({ migrationsFolder: MIGRATIONS }).map((m) => m.folderMillis);
  return journal;
}

/**
 * True when every migration of the journal is recorded as applied. drizzle records each one with its
 * journal timestamp (`when`) in `drizzle.__drizzle_migrations`.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as {
    rows: { created_at: string | number | null }[];
  };
  const applied = new Set(result.rows.map((row) => Number(row.created_at)));
  return journalMigrations().every((when) => applied.has(when));
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dir` undefined = in memory (tests). */
  | { kind: 'pglite'; dir?: string };

/**
 * PGlite's buffer cache. The data files sit in the operating system's cache anyway, and the bench's
 * largest reads (2,000 entries of one athlete, a coach's 100 athletes) take as long with 16 MB as with
 * 32 MB (bench/scale-only.mjs).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/** PGlite's start parameters as the server uses them; the bench's memory floor uses them too. */
export function pgliteStartParams(): string[] {
  // PostgreSQL sizes its shared memory at start and PGlite's WebAssembly memory keeps what it
  // touched, so a smaller buffer cache and fewer connection slots keep an idle server small. PGlite
  // is one backend in one process, so room for 5 connections is ample.
  return [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
    '-c',
    'max_connections=5',
  ];
}

/**
 * V8 flags for a process that runs PGlite, set before its WebAssembly is compiled. PostgreSQL's
 * functions run on V8's baseline compiler (Liftoff) only: the hottest of them would otherwise be
 * compiled again by the optimizing compiler (TurboFan), whose working memory glibc keeps after it is
 * freed. That keeps a fifth or so of the server's memory, paid for with somewhat slower trends on
 * PGlite (docs/performance.md has the figures). PostgreSQL mode is not affected.
 */
export const PGLITE_V8_FLAGS = ['--liftoff-only'];

function openPglite(dir: string | undefined): PGlite {
  for (const flag of PGLITE_V8_FLAGS) v8.setFlagsFromString(flag);
  return new PGlite(dir, { startParams: pgliteStartParams() });
}

/** Opens the database and applies every pending migration before anything else can use it. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 20 });
    // A dropped connection must not crash the process; the pool reconnects on the next query.
    pool.on('error', () => {});
    // A connection that breaks while checked out (PostgreSQL stopping mid-transaction) emits 'error'
    // on its client, where no pool listener is; unheard, that ends the process. The query in flight
    // fails with the same error (answered 503), and the pool drops the broken client on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema });
    await migrateUnderLock(pool);
    return withChangeFeed(db, 'postgres', await createPostgresChangeFeed(target.url), () =>
      pool.end(),
    );
  }
  const client = openPglite(target.dir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return withChangeFeed(db, 'pglite', await createPgliteChangeFeed(client), () => client.close());
}

/**
 * Applies the migrations on one connection that holds the advisory lock for the whole run; drizzle's
 * transaction runs on that same connection. A server that dies meanwhile loses its session, and with
 * it the lock. (PGlite needs none: one process per data directory.)
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    client.release();
  } catch (err) {
    // The connection may still hold the lock: destroyed, which ends its session and the lock.
    client.release(true);
    throw err;
  }
}

/** The feed stops listening before the connections it listens on close. */
function withChangeFeed(
  db: unknown,
  kind: Database['kind'],
  changes: ChangeFeed,
  closeConnections: () => Promise<void>,
): Database {
  return {
    db: db as Db,
    kind,
    changes,
    async close() {
      await changes.close();
      await closeConnections();
    },
  };
}
