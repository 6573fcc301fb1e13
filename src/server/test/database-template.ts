import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';

/** Memory-backed where the machine has it: PGlite writes its files as it works. */
export function scratchRoot(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
}

export function databaseUrlNamed(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/**
 * Migrated databases made once per test run (the integration project's global set-up), so that each
 * test file starts from a copy instead of running every migration again: a PGlite data directory,
 * and with DATABASE_URL a template database on that PostgreSQL server.
 */
export interface Templates {
  pglite: string;
  postgres: string;
  remove(): Promise<void>;
}

/** Migrates the templates of this run; `remove` drops them again. */
export async function createTemplates(adminUrl: string | undefined): Promise<Templates> {
  const pglite = await mkdtemp(path.join(scratchRoot(), 'lz-template-'));
  const pgliteDatabase = await openDatabase({ kind: 'pglite', dir: pglite });
  await pgliteDatabase.close();

  let postgres = '';
  if (adminUrl) {
    postgres = `lz_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${postgres}`);
    const database = await openDatabase({
      kind: 'postgres',
      url: databaseUrlNamed(adminUrl, postgres),
      poolSize: 1,
    });
    await database.close();
  }

  return {
    pglite,
    postgres,
    async remove() {
      await rm(pglite, { recursive: true, force: true });
      if (adminUrl && postgres) {
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${postgres} WITH (FORCE)`);
      }
    },
  };
}
