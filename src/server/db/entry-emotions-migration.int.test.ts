import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { storeEntry } from '../features/athlete/protocol-functions';
import { MIGRATIONS, migrationsUpTo } from '../test/migrations-up-to';
import * as base from './schema';
import * as coach from './schema-coach';
import * as coachTeam from './schema-coach-team';
import * as settings from './schema-settings';
import * as training from './schema-training';

/**
 * Migration 0009 moves the emotion rows (`protocol_entry_emotions`) into the entry's `emotions`, and
 * 0011 drops the copies of their ids and intensities that 0004 had added, so `emotions` is the one
 * place of an entry's emotions. Here a database from before, with entries in it, is brought forward
 * by the app's migrator, as a server that updates does.
 */
/** The last migration with the emotion rows. */
const LAST_WITH_ROWS = '0008_emotion_rows_without_user_checks';

const work = mkdtempSync(path.join(tmpdir(), 'lz-migrations-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ENTRY = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('migrations 0009 and 0011: an entry’s emotions in one column', () => {
  it('fills `emotions` from the emotion rows, drops the table and the copies, and checks the column', async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo(work, LAST_WITH_ROWS) });
      await db.execute(sql`
        INSERT INTO users (id, name, email) VALUES ('u1', 'A', 'a@example.de'), ('u2', 'B', 'b@example.de')`);
      // Copies as the saves wrote them; the rows are what the migration goes by, so a copy that
      // disagrees with them (the second entry) or has no rows behind it (the third) counts for nothing.
      await db.execute(sql`
        INSERT INTO protocol_entries
          (id, user_id, occurred_at, type, title, importance, rating, goal_reached, notes,
           emotion_ids, emotion_intensities, in_zone_share)
        VALUES
          (${ENTRY(1)}, 'u1', now(), 'training', 'a', 3, 7, 'yes', '',
           '{motiviert,nervoes,muede}', '{9,4,0}', 0.5),
          (${ENTRY(2)}, 'u1', now(), 'training', 'b', 3, 2, 'no', '', '{wuetend}', '{1}', 1),
          (${ENTRY(3)}, 'u2', now(), 'training', 'c', 3, 5, 'no', '', '{motiviert}', '{5}', 1),
          (${ENTRY(4)}, 'u2', now(), 'competition', 'd', 1, 0, 'partly', '', '{}', '{}', null)`);
      // Inserted out of position order; two rows of the second entry share a position (then by id);
      // a zone is missing on one side only; the third and fourth entries have no rows.
      await db.execute(sql`
        INSERT INTO protocol_entry_emotions
          (entry_id, user_id, emotion_id, position, label, grp, intensity, zone_min, zone_max)
        VALUES
          (${ENTRY(1)}, 'u1', 'nervoes', 1, 'nervös', 'N+', 4, 3, 6),
          (${ENTRY(1)}, 'u1', 'muede', 2, 'müde', 'N-', 0, null, null),
          (${ENTRY(1)}, 'u1', 'motiviert', 0, 'motiviert', 'P+', 9, 6, 8),
          (${ENTRY(2)}, 'u1', 'wuetend', 1, 'wütend', 'N-', 10, null, null),
          (${ENTRY(2)}, 'u1', 'sorglos', 0, 'sorglos', 'P-', 2, 0, null),
          (${ENTRY(2)}, 'u1', 'fokussiert', 0, 'fokussiert', 'P+', 7, 5, 9)`);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const { rows } = await client.query<{
        title: string;
        emotions: unknown;
        share: number | null;
      }>(`SELECT title, emotions, in_zone_share AS share FROM protocol_entries ORDER BY title`);
      expect(rows).toEqual([
        {
          title: 'a',
          emotions: [
            {
              id: 'motiviert',
              label: 'motiviert',
              group: 'P+',
              intensity: 9,
              zoneMin: 6,
              zoneMax: 8,
            },
            { id: 'nervoes', label: 'nervös', group: 'N+', intensity: 4, zoneMin: 3, zoneMax: 6 },
            { id: 'muede', label: 'müde', group: 'N-', intensity: 0, zoneMin: null, zoneMax: null },
          ],
          share: 0.5,
        },
        {
          title: 'b',
          emotions: [
            {
              id: 'fokussiert',
              label: 'fokussiert',
              group: 'P+',
              intensity: 7,
              zoneMin: 5,
              zoneMax: 9,
            },
            {
              id: 'sorglos',
              label: 'sorglos',
              group: 'P-',
              intensity: 2,
              zoneMin: 0,
              zoneMax: null,
            },
            {
              id: 'wuetend',
              label: 'wütend',
              group: 'N-',
              intensity: 10,
              zoneMin: null,
              zoneMax: null,
            },
          ],
          share: 1,
        },
        // Without emotions there is no share, whatever the copy said.
        { title: 'c', emotions: [], share: null },
        { title: 'd', emotions: [], share: null },
      ]);
      // The rows are gone with their table, the copies with their columns.
      const { rows: gone } = await client.query<{ t: string | null }>(
        `SELECT to_regclass('public.protocol_entry_emotions')::text AS t`,
      );
      expect(gone).toEqual([{ t: null }]);
      const { rows: copies } = await client.query(
        `SELECT column_name FROM information_schema.columns
         WHERE table_name = 'protocol_entries' AND column_name IN ('emotion_ids', 'emotion_intensities')`,
      );
      expect(copies).toEqual([]);

      // From now on every write must give `emotions`, and an array.
      const one = JSON.stringify([
        { id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 3, zoneMin: 6, zoneMax: 8 },
      ]);
      const insert = (emotions: string | null) =>
        client.query(
          `INSERT INTO protocol_entries
             (id, user_id, occurred_at, type, title, importance, rating, goal_reached, notes
              ${emotions === null ? '' : ', emotions'})
           VALUES (gen_random_uuid(), 'u1', now(), 'training', 'e', 3, 5, 'no', ''
                   ${emotions === null ? '' : ', $1'})`,
          emotions === null ? [] : [emotions],
        );
      await expect(insert(null)).rejects.toThrow(/"emotions"/);
      await expect(insert(JSON.stringify(JSON.parse(one)[0]))).rejects.toThrow(
        /protocol_entries_emotions_check/,
      );
      await expect(insert('{}')).rejects.toThrow(/protocol_entries_emotions_check/);
      await expect(insert('null')).rejects.toThrow(/protocol_entries_emotions_check/);
      await expect(insert(one)).resolves.toBeDefined();
      await expect(insert('[]')).resolves.toBeDefined();
      const { rows: count } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM protocol_entries WHERE title = 'e'`,
      );
      expect(count).toEqual([{ n: 2 }]);
    } finally {
      await client.close();
    }
  });
});

describe('migrations 0009 and 0011, then a save', () => {
  it('leaves a migrated entry untouched when saved again as it is, and stamps a change', async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo(work, LAST_WITH_ROWS) });
      await db.execute(sql`INSERT INTO users (id, name, email) VALUES ('u1', 'A', 'a@example.de')`);
      // The athlete's latest cocktail has the zones the rows were saved with; an older version
      // had others, and the entry's own emotion is in neither.
      const cocktail = (motiviertMax: number) =>
        JSON.stringify([
          { id: 'motiviert', label: 'motiviert', group: 'P+', zoneMin: 6, zoneMax: motiviertMax },
          { id: 'nervoes', label: 'nervös', group: 'N+', zoneMin: 3, zoneMax: 6 },
          { id: 'muede', label: 'müde', group: 'N-', zoneMin: 0, zoneMax: 2 },
        ]);
      await db.execute(sql`
        INSERT INTO cocktail_versions (id, user_id, version, emotions)
        VALUES ('00000000-0000-4000-8000-0000000000c1', 'u1', 1, ${cocktail(10)}::jsonb),
               ('00000000-0000-4000-8000-0000000000c2', 'u1', 2, ${cocktail(8)}::jsonb)`);
      // As a save at 0008 wrote it: in zone one of two zoned emotions.
      await db.execute(sql`
        INSERT INTO protocol_entries
          (id, user_id, occurred_at, type, title, importance, place, rating, goal_reached, result,
           notes, in_zone_share, emotion_ids, emotion_intensities, created_at, updated_at)
        VALUES
          (${ENTRY(1)}, 'u1', '2025-06-10T16:00:00Z', 'training', 'Intervalle', 3, 'Stadion', 8,
           'partly', '2:31', 'zäh', 0.5, '{motiviert,nervoes,eigen-kampfgeist}', '{9,4,8}',
           '2025-06-10T18:00:00Z', '2025-06-10T18:00:00Z')`);
      await db.execute(sql`
        INSERT INTO protocol_entry_emotions
          (entry_id, user_id, emotion_id, position, label, grp, intensity, zone_min, zone_max)
        VALUES
          (${ENTRY(1)}, 'u1', 'motiviert', 0, 'motiviert', 'P+', 9, 6, 8),
          (${ENTRY(1)}, 'u1', 'nervoes', 1, 'nervös', 'N+', 4, 3, 6),
          (${ENTRY(1)}, 'u1', 'eigen-kampfgeist', 2, 'Kampfgeist', 'P+', 8, null, null)`);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      // The app's instance on the same database, with its schema (as `openDatabase` makes it).
      const app = drizzle({
        client,
        schema: { ...base, ...training, ...settings, ...coach, ...coachTeam },
      });
      const input = {
        id: ENTRY(1),
        occurredAt: '2025-06-10T18:00:00+02:00',
        type: 'training' as const,
        title: 'Intervalle',
        importance: 3,
        place: 'Stadion',
        competitionId: null,
        emotions: [
          { id: 'motiviert', label: 'motiviert', group: 'P+' as const, intensity: 9 },
          { id: 'nervoes', label: 'nervös', group: 'N+' as const, intensity: 4 },
          { id: 'eigen-kampfgeist', label: 'Kampfgeist', group: 'P+' as const, intensity: 8 },
        ],
        rating: 8,
        goalReached: 'partly' as const,
        result: '2:31',
        notes: 'zäh',
      };
      const stored = {
        id: ENTRY(1),
        occurredAt: '2025-06-10T16:00:00.000Z',
        type: 'training',
        title: 'Intervalle',
        importance: 3,
        place: 'Stadion',
        rating: 8,
        goalReached: 'partly',
        result: '2:31',
        competitionId: null,
        sharedWith: [],
        inZoneShare: 0.5,
        quick: false,
        createdAt: '2025-06-10T18:00:00.000Z',
        updatedAt: '2025-06-10T18:00:00.000Z',
        notes: 'zäh',
        emotions: [
          {
            id: 'motiviert',
            label: 'motiviert',
            group: 'P+',
            intensity: 9,
            zoneMin: 6,
            zoneMax: 8,
          },
          { id: 'nervoes', label: 'nervös', group: 'N+', intensity: 4, zoneMin: 3, zoneMax: 6 },
          {
            id: 'eigen-kampfgeist',
            label: 'Kampfgeist',
            group: 'P+',
            intensity: 8,
            zoneMin: null,
            zoneMax: null,
          },
        ],
      };
      // The same content: the statement's JSON is the migration's, so nothing differs.
      expect(await storeEntry(app, 'u1', input)).toEqual(stored);

      // One intensity differs (nervös 4 → 5, still inside 3-6: the share stays 0.5), a change.
      const bump = <E extends { id: string; intensity: number }>(e: E) =>
        e.id === 'nervoes' ? { ...e, intensity: 5 } : e;
      const changed = await storeEntry(app, 'u1', {
        ...input,
        emotions: input.emotions.map(bump),
      });
      expect(changed).toEqual({
        ...stored,
        updatedAt: expect.any(String),
        emotions: stored.emotions.map(bump),
      });
      expect(Date.parse(changed?.updatedAt ?? '')).toBeGreaterThan(Date.parse(stored.updatedAt));
      const { rows } = await client.query(`SELECT emotions FROM protocol_entries`);
      expect(rows).toEqual([{ emotions: stored.emotions.map(bump) }]);
    } finally {
      await client.close();
    }
  });
});
