import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsApplied, openDatabase } from './client';

const adminUrl = process.env.DATABASE_URL;

describe.skipIf(!adminUrl)(
  'servers starting together on one empty PostgreSQL (needs DATABASE_URL: PGlite allows one process per data directory, so it has no race to lock against)',
  () => {
    const name = `lz_test_${randomBytes(6).toString('hex')}`;
    let url: string;

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
      await admin(`CREATE DATABASE ${name}`);
      const u = new URL(adminUrl as string);
      u.pathname = `/${name}`;
      url = u.toString();
    });
    afterAll(async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('both become ready, and each migration is applied once', async () => {
      const journal = readMigrationFiles({
        migrationsFolder: path.join(import.meta.dirname, 'migrations'),
      });
      const opened = await Promise.allSettled(
        [0, 1, 2].map(() => openDatabase({ kind: 'postgres', url, poolSize: 2 })),
      );
      const databases = opened
        .filter((r): r is PromiseFulfilledResult<Database> => r.status === 'fulfilled')
        .map((r) => r.value);
      try {
        expect(opened.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ready'))).toEqual([
          'ready',
          'ready',
          'ready',
        ]);
        for (const database of databases) expect(await migrationsApplied(database.db)).toBe(true);

        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const { rows } = await client.query<{ hash: string; created_at: string }>(
            'select hash, created_at from drizzle.__drizzle_migrations order by created_at',
          );
          expect(rows.map((r) => [r.hash, Number(r.created_at)])).toEqual(
            journal.map((m) => [m.hash, m.folderMillis]),
          );
          // The lock is given back: nothing of the migration run is still waiting or holding.
          const locks = await client.query(
            "select 1 from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
          );
          expect(locks.rowCount).toBe(0);
        } finally {
          await client.end();
        }
      } finally {
        await Promise.all(databases.map((d) => d.close()));
      }
    });
  },
);
