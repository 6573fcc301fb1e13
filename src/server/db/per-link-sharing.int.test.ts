import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../domain/consent';
import { rowsOf } from '../features/athlete/athlete-data';
import { coachAthleteOf, loadCoachRows } from '../features/coach/coach-view';
import { MIGRATIONS, migrationsUpTo } from '../test/migrations-up-to';
import type { Db } from './client';

/**
 * Migration 0010 moves sharing from one global choice per athlete to choices per coach link. A
 * database at 0009 with links (active and ended), athletes with and without settings, shared and
 * unshared entries is brought forward by the app's migrator, as a server that updates does: on
 * PGlite, and on PostgreSQL when DATABASE_URL names a server (CI's second run).
 */
const BEFORE = '0009_entry_emotions_in_one_column';

const work = mkdtempSync(path.join(tmpdir(), 'lz-migrations-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Target {
  db: Db;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** An empty database: in memory on PGlite, or a fresh one on the PostgreSQL server. */
async function openEmpty(): Promise<Target> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const client = new PGlite();
    const db = drizzlePglite({ client });
    return {
      db: db as unknown as Db,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `lz_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // The forced drop below can end a connection the pool is still closing; that is expected here.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool });
  return {
    db: db as unknown as Db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const ENTRY = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const LINK = (n: number) => `00000000-0000-4000-9000-00000000000${n}`;

describe(`migration 0010 on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: sharing per coach link`, () => {
  it('gives each link its athlete’s choices and each shared entry to the active links only', async () => {
    const t = await openEmpty();
    try {
      await t.migrate(migrationsUpTo(work, BEFORE));
      // Anna shares trends, Ben has no settings row (the defaults: nothing), Cleo the cocktail.
      await t.db.execute(sql`
        INSERT INTO users (id, name, email, role) VALUES
          ('anna', 'Anna', 'anna@example.de', NULL), ('ben', 'Ben', 'ben@example.de', NULL),
          ('cleo', 'Cleo', 'cleo@example.de', NULL),
          ('k1', 'Trainer Eins', 'k1@example.de', 'coach'),
          ('k2', 'Trainer Zwei', 'k2@example.de', 'coach'),
          ('k3', 'Trainer Drei', 'k3@example.de', 'coach')`);
      await t.db.execute(sql`
        INSERT INTO user_settings (user_id, share_trends, share_cocktail) VALUES
          ('anna', true, false), ('cleo', false, true)`);
      await t.db.execute(sql`
        INSERT INTO coach_links (id, coach_id, athlete_id, code, state, ended_at, ended_by) VALUES
          (${LINK(1)}, 'k1', 'anna', 'C', 'active', NULL, NULL),
          (${LINK(2)}, 'k2', 'anna', 'C', 'active', NULL, NULL),
          (${LINK(3)}, 'k3', 'anna', 'C', 'ended', now(), 'athlete'),
          (${LINK(4)}, 'k1', 'ben', 'C', 'active', NULL, NULL),
          (${LINK(5)}, 'k2', 'cleo', 'C', 'ended', now(), 'coach')`);
      const emotions = sql`'[]'::jsonb, '{}', '{}'`;
      await t.db.execute(sql`
        INSERT INTO protocol_entries
          (id, user_id, occurred_at, type, title, importance, rating, goal_reached, notes,
           shared_with_coach, emotions, emotion_ids, emotion_intensities)
        VALUES
          (${ENTRY(1)}, 'anna', now() - interval '2 days', 'training', 'geteilt', 3, 7, 'yes', 'privat', true, ${emotions}),
          (${ENTRY(2)}, 'anna', now() - interval '1 day', 'competition', 'privat', 3, 2, 'no', 'privat', false, ${emotions}),
          (${ENTRY(3)}, 'ben', now(), 'other', 'bens', 3, 5, 'no', '', true, ${emotions}),
          (${ENTRY(4)}, 'cleo', now(), 'training', 'cleos', 3, 5, 'no', '', true, ${emotions})`);

      await t.migrate(MIGRATIONS);

      const links = rowsOf<{
        id: string;
        share_trends: boolean;
        share_cocktail: boolean;
        share_entry_types: string[];
      }>(
        await t.db.execute(
          sql`SELECT id, share_trends, share_cocktail, share_entry_types FROM coach_links ORDER BY id`,
        ),
      );
      expect(links).toEqual([
        { id: LINK(1), share_trends: true, share_cocktail: false, share_entry_types: [] },
        { id: LINK(2), share_trends: true, share_cocktail: false, share_entry_types: [] },
        { id: LINK(3), share_trends: true, share_cocktail: false, share_entry_types: [] },
        { id: LINK(4), share_trends: false, share_cocktail: false, share_entry_types: [] },
        { id: LINK(5), share_trends: false, share_cocktail: true, share_entry_types: [] },
      ]);
      const shares = rowsOf<{ entry_id: string; link_id: string }>(
        await t.db.execute(
          sql`SELECT entry_id, link_id FROM entry_shares ORDER BY entry_id, link_id`,
        ),
      );
      expect(shares).toEqual([
        { entry_id: ENTRY(1), link_id: LINK(1) },
        { entry_id: ENTRY(1), link_id: LINK(2) },
        { entry_id: ENTRY(3), link_id: LINK(4) },
      ]);

      // One source of truth: the global columns are gone.
      const columns = rowsOf<{ column_name: string }>(
        await t.db.execute(sql`
          SELECT column_name FROM information_schema.columns
          WHERE table_schema = 'public'
            AND column_name IN ('shared_with_coach', 'share_trends', 'share_cocktail')
          ORDER BY table_name, column_name`),
      ).map((c) => c.column_name);
      expect(columns).toEqual(['share_cocktail', 'share_trends']); // coach_links' own
      await expect(
        t.db.execute(
          sql`UPDATE coach_links SET share_entry_types = '{other}' WHERE id = ${LINK(1)}`,
        ),
      ).rejects.toThrow();

      // Without consent (no athlete had given it before), every coach sees nothing at all.
      const dark = await loadCoachRows(t.db, { coachId: 'k1' });
      expect(dark.map((r) => [r.name, r.sharesNothing, r.lastEntryAt, r.flags])).toEqual([
        ['Anna', true, null, []],
        ['Ben', true, null, []],
      ]);
      const darkAnna = await coachAthleteOf(t.db, dark[0] as (typeof dark)[number], { range: '7' });
      expect(darkAnna).toMatchObject({ sharedEntries: [], trends: null, cocktail: null });

      // Once Anna consents, each coach sees exactly what that coach saw before the migration.
      await t.db.execute(sql`
        INSERT INTO consents (user_id, version, text_hash) VALUES ('anna', ${CONSENT_VERSION}, 'x')`);
      for (const coachId of ['k1', 'k2']) {
        const [row] = await loadCoachRows(t.db, { coachId, athleteId: 'anna' });
        expect(row?.sharesNothing).toBe(false);
        const view = await coachAthleteOf(t.db, row as NonNullable<typeof row>, { range: '7' });
        expect(view.sharedEntries.map((e) => e.title)).toEqual(['geteilt']);
        expect(view.sharing).toEqual({ trends: true, cocktail: false, entryTypes: [] });
        // The trends (shared before) show both entries, the unshared one without its title.
        expect(view.trends?.entries.title).toEqual(['geteilt', null]);
        expect(JSON.stringify(view)).not.toContain('privat');
      }
      expect(await loadCoachRows(t.db, { coachId: 'k3' })).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
