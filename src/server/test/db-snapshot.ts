import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../features/athlete/athlete-data';

/**
 * What a request may change without it counting as a change of application data:
 * - `rate_limits` counts requests, so a refused request still moves it (that is its purpose);
 * - a session's `expires_at`/`updated_at` move when a request refreshes the session (sliding
 *   expiry), whoever is asking and whatever the answer.
 */
const SKIPPED_TABLES = new Set(['rate_limits']);
const VOLATILE_COLUMNS: Record<string, readonly string[]> = {
  sessions: ['expires_at', 'updated_at'],
};

const queries = new WeakMap<Db, Promise<string>>();

/** One statement that counts and hashes every application table, built once per database. */
async function snapshotQuery(db: Db): Promise<string> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      SELECT c.table_name, c.column_name
      FROM information_schema.columns c
      JOIN information_schema.tables t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position
    `),
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (SKIPPED_TABLES.has(table) || VOLATILE_COLUMNS[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  if (byTable.size === 0) throw new Error('no application tables found');
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  return [...byTable]
    .map(([table, cols]) => {
      const row = `md5(row(${cols.map(quote).join(', ')})::text)`;
      return `SELECT '${table}' AS t, count(*)::int AS n, md5(coalesce(string_agg(${row}, '' ORDER BY ${row}), '')) AS h FROM ${quote(table)}`;
    })
    .join(' UNION ALL ');
}

/**
 * Every application table as `table: rows hash`, one line each, so two snapshots compare with
 * `toBe` and a difference names the table that changed.
 */
export async function databaseSnapshot(db: Db): Promise<string> {
  let query = queries.get(db);
  if (!query) {
    query = snapshotQuery(db);
    queries.set(db, query);
  }
  const rows = rowsOf<{ t: string; n: number; h: string }>(await db.execute(sql.raw(await query)));
  return rows
    .map((r) => `${r.t}: ${r.n} ${r.h}`)
    .sort()
    .join('\n');
}
