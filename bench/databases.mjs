import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The machine's PostgreSQL; each run creates its own database from `test` and drops it after. */
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Everything created and not yet removed, so an interrupted run can still clean up. */
const pending = new Set();

function tracked(remove) {
  const once = async () => {
    pending.delete(once);
    await remove();
  };
  pending.add(once);
  return once;
}

export async function removeAllPending() {
  await Promise.allSettled([...pending].map((remove) => remove()));
}

/** Runs `statement` on its own connection to the database at `url`. */
export async function runSql(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database, or a copy of the database `template` (which nobody may be connected
 * to); `drop()` removes it even while the server still holds connections.
 */
export async function createPostgresDatabase({ template } = {}) {
  const name = `lz_bench_${randomBytes(5).toString('hex')}`;
  await runSql(ADMIN_URL, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: tracked(() => runSql(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** A fresh directory in /tmp for a PGlite DATA_DIR (or the server's auth secret on PostgreSQL). */
export async function createDataDir(label) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `lz-bench-${label}-`));
  return { dir, remove: tracked(() => rm(dir, { recursive: true, force: true })) };
}

/**
 * What one measurement runs on: a fresh PostgreSQL database (for `postgres`; none for `pglite`), a
 * fresh data directory, and `target`, which the seeding and the bench server take.
 */
export async function createBenchTarget(kind, label = kind) {
  const pgDatabase = kind === 'postgres' ? await createPostgresDatabase() : null;
  const dataDir = await createDataDir(label);
  const target = {
    databaseUrl: pgDatabase?.url,
    dataDir: dataDir.dir,
    authSecret: randomBytes(32).toString('base64url'),
  };
  return { pgDatabase, dataDir, target };
}
