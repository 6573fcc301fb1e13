import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { adminQuery, databaseUrlNamed, scratchRoot } from './database-template';

/** What the integration project's global set-up hands each test file (global-setup.ts). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, copied for each test database. */
    pgliteTemplate: string;
    /** A migrated database on DATABASE_URL's server, the TEMPLATE of each test database. */
    postgresTemplate: string;
  }
}

export interface TestDatabase {
  database: Database;
  /** The database's own URL on PostgreSQL; undefined on PGlite. */
  url: string | undefined;
  /** Throws the database away, once whoever uses it has closed it. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: with DATABASE_URL a new database on that server made
 * from the run's template, otherwise a copy of the run's PGlite template. Without a template (a test
 * run outside the integration project) it migrates an empty one.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = inject('postgresTemplate');
    const name = `lz_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    const url = databaseUrlNamed(adminUrl, name);
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
    return {
      database,
      url,
      drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const template = inject('pgliteTemplate');
  if (!template) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, url: undefined, drop: async () => {} };
  }
  const dir = await mkdtemp(path.join(scratchRoot(), 'lz-test-'));
  await cp(template, dir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dir });
  return {
    database,
    url: undefined,
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}
