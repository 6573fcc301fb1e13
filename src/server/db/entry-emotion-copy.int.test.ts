import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Migration 0004 gives every entry a copy of its emotions (`emotion_ids`, `emotion_intensities`).
 * Here a database at 0003 with entries in it is brought up to date by the app's migrator, as a
 * server that updates does.
 */
const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const BEFORE = '0003_coach';

const work = mkdtempSync(path.join(tmpdir(), 'lz-migrations-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The migrations folder as it was up to `last`. */
function migrationsUpTo(last: string): string {
  const dir = path.join(work, last);
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === last);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0004: the entries’ copy of their emotions', () => {
  it('fills the copy of existing entries from their emotion rows, in position order', async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo(BEFORE) });
      await db.execute(sql`
        INSERT INTO users (id, name, email) VALUES ('u1', 'A', 'a@example.de'), ('u2', 'B', 'b@example.de')`);
      await db.execute(sql`
        INSERT INTO protocol_entries
          (id, user_id, occurred_at, type, title, importance, rating, goal_reached, notes)
        VALUES
          ('00000000-0000-4000-8000-000000000001', 'u1', now(), 'training', 'a', 3, 7, 'yes', ''),
          ('00000000-0000-4000-8000-000000000002', 'u1', now(), 'training', 'b', 3, 2, 'no', ''),
          ('00000000-0000-4000-8000-000000000003', 'u2', now(), 'training', 'c', 3, 5, 'no', '')`);
      // Inserted out of position order; the third entry has no emotion rows.
      await db.execute(sql`
        INSERT INTO protocol_entry_emotions
          (entry_id, user_id, emotion_id, position, label, grp, intensity, zone_min, zone_max)
        VALUES
          ('00000000-0000-4000-8000-000000000001', 'u1', 'nervoes', 1, 'nervös', 'N+', 4, 3, 6),
          ('00000000-0000-4000-8000-000000000001', 'u1', 'muede', 2, 'müde', 'N-', 0, null, null),
          ('00000000-0000-4000-8000-000000000001', 'u1', 'motiviert', 0, 'motiviert', 'P+', 9, 6, 8),
          ('00000000-0000-4000-8000-000000000002', 'u1', 'wuetend', 0, 'wütend', 'N-', 10, null, null)`);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const { rows } = await client.query<{ title: string; ids: string[]; intensities: number[] }>(
        `SELECT title, emotion_ids AS ids, emotion_intensities AS intensities
         FROM protocol_entries ORDER BY title`,
      );
      expect(rows).toEqual([
        { title: 'a', ids: ['motiviert', 'nervoes', 'muede'], intensities: [9, 4, 0] },
        { title: 'b', ids: ['wuetend'], intensities: [10] },
        { title: 'c', ids: [], intensities: [] },
      ]);

      // From now on every write must give the copy, and its two lists must pair up.
      const insert = (ids: string, intensities: string) =>
        client.query(
          `INSERT INTO protocol_entries
             (id, user_id, occurred_at, type, title, importance, rating, goal_reached, notes
              ${ids ? ', emotion_ids, emotion_intensities' : ''})
           VALUES (gen_random_uuid(), 'u1', now(), 'training', 'd', 3, 5, 'no', ''
                   ${ids ? `, '${ids}', '${intensities}'` : ''})`,
        );
      await expect(insert('', '')).rejects.toThrow(/emotion_ids/);
      await expect(insert('{motiviert,nervoes}', '{3}')).rejects.toThrow(
        /protocol_entries_emotion_copy_check/,
      );
      await expect(insert('{motiviert,nervoes}', '{3,4}')).resolves.toBeDefined();
    } finally {
      await client.close();
    }
  });
});
