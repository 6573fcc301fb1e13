import { is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { ExportFormat } from '../../../domain/api-settings';
import { APP_NAME } from '../../../domain/app-info';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { rowsOf } from '../athlete/athlete-data';
import { ACCESS_LOG_FIRST_DAY } from '../coach/coach-visibility';

/**
 * The columns of a table that hold a user's id: those with a foreign key to `users.id`, as the
 * Drizzle schema declares it. The key is also what deletes the rows with the user (on delete cascade).
 */
function userColumnsOf(table: PgTable): string[] {
  if (table === users) return [users.id.name];
  return getTableConfig(table).foreignKeys.flatMap((fk) => {
    const { columns, foreignTable, foreignColumns } = fk.reference();
    return foreignTable === users && foreignColumns.length === 1 && foreignColumns[0] === users.id
      ? columns.map((c) => c.name)
      : [];
  });
}

/** Keys, not data: handing them out would let anyone holding the file act as the user. */
export const SECRET_COLUMNS: ReadonlySet<string> = new Set([
  'password',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'secret',
  'backup_codes',
]);

/**
 * Tables whose rows of the user the user-id columns alone do not describe; `t` is the table. Without
 * an entry here, a row is the user's when one of its user-id columns holds the user's id.
 */
const OWN_ROWS: Readonly<Record<string, (userId: string) => SQL>> = {
  // An ended link is the athlete's history; its coach sees nothing of it any more.
  coach_links: (u) => sql`t.athlete_id = ${u} OR (t.coach_id = ${u} AND t.state = 'active')`,
  // What athletes wrote to a coach is theirs: a coach's export keeps only the coach's own words.
  coach_messages: (u) => sql`t.athlete_id = ${u} OR (t.coach_id = ${u} AND t.author = 'coach')`,
  // The athlete's record of who read her data, as far back as it is kept; not the coach's.
  coach_access_log: (u) => sql`t.athlete_id = ${u} AND t.day >= ${ACCESS_LOG_FIRST_DAY}`,
  // No user column: the athlete's through her entries.
  entry_shares: (u) => sql`t.entry_id IN (SELECT id FROM protocol_entries WHERE user_id = ${u})`,
};

export interface UserTable {
  name: string;
  /** The columns that can hold the user's id (a coach link names the athlete and the coach). */
  userColumns: string[];
  /** Which rows are the user's, when the user-id columns alone do not say (OWN_ROWS). */
  ownRows?: (userId: string) => SQL;
  /** Column names in declaration order, with their SQL types. */
  columns: { name: string; sqlType: string }[];
  primaryKey: string[];
}

/**
 * Every table of the Drizzle schema that holds rows of a user, found by its foreign keys to
 * `users.id` or named in OWN_ROWS, so a table added later is exported (and checked for deletion)
 * without anyone listing it.
 */
export function userTables(schema: Readonly<Record<string, unknown>>): UserTable[] {
  const byName = new Map<string, UserTable>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const columns = config.columns.map((c) => ({ name: c.name, sqlType: c.getSQLType() }));
    const userColumns = userColumnsOf(value);
    const ownRows = OWN_ROWS[config.name];
    if (userColumns.length === 0 && !ownRows) continue;
    const single = config.columns.filter((c) => c.primary).map((c) => c.name);
    const composite = config.primaryKeys[0]?.columns.map((c) => c.name) ?? [];
    byName.set(config.name, {
      name: config.name,
      userColumns,
      ...(ownRows ? { ownRows } : {}),
      columns,
      primaryKey: single.length ? single : composite,
    });
  }
  // The profile first, then the rest in a stable order.
  return [...byName.values()].sort((a, b) =>
    a.name === 'users' ? -1 : b.name === 'users' ? 1 : a.name.localeCompare(b.name),
  );
}

type Row = Record<string, unknown>;

/** All of one table's rows of the user, every column the database has, secrets left out. */
async function readRows(db: Db, table: UserTable, userId: string): Promise<Row[]> {
  const order = table.primaryKey.length
    ? sql` ORDER BY ${sql.join(
        table.primaryKey.map((c) => sql`t.${sql.identifier(c)}`),
        sql`, `,
      )}`
    : sql``;
  // `to_jsonb` reads the row as the database has it, including columns no Drizzle object declares,
  // and gives both drivers (PGlite, node-postgres) the same value types.
  const own =
    table.ownRows?.(userId) ??
    sql.join(
      table.userColumns.map((c) => sql`t.${sql.identifier(c)} = ${userId}`),
      sql` OR `,
    );
  const result = await db.execute(
    sql`SELECT to_jsonb(t) AS row FROM ${sql.identifier(table.name)} t WHERE ${own}${order}`,
  );
  const types = new Map(table.columns.map((c) => [c.name, c.sqlType]));
  return rowsOf<{ row: Row | string }>(result).map(({ row }) => {
    const raw = (typeof row === 'string' ? JSON.parse(row) : row) as Row;
    // Declared columns in their order, then any the database has on top.
    const names = [...table.columns.map((c) => c.name), ...Object.keys(raw)];
    const out: Row = {};
    for (const name of names) {
      if (SECRET_COLUMNS.has(name) || name in out || !(name in raw)) continue;
      out[name] = exportValue(raw[name], types.get(name));
    }
    return out;
  });
}

function exportValue(value: unknown, sqlType: string | undefined): unknown {
  if (typeof value !== 'string' || !sqlType) return value;
  // bytea arrives as \x-hex; base64 is what other tools read.
  if (sqlType === 'bytea' && value.startsWith('\\x')) {
    return Buffer.from(value.slice(2), 'hex').toString('base64');
  }
  // jsonb renders timestamps in the session's zone; the export states them in UTC.
  if (sqlType.startsWith('timestamp')) {
    const t = Date.parse(value);
    return Number.isNaN(t) ? value : new Date(t).toISOString();
  }
  return value;
}

export interface UserExport {
  app: string;
  exportedAt: string;
  userId: string;
  tables: Record<string, Row[]>;
}

export async function collectUserData(
  db: Db,
  schema: Record<string, unknown>,
  userId: string,
  now: Date,
): Promise<UserExport> {
  const tables: Record<string, Row[]> = {};
  // One snapshot, so rows written during the export do not show up in half the tables.
  await db.transaction(
    async (tx) => {
      for (const table of userTables(schema)) {
        tables[table.name] = await readRows(tx, table, userId);
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { app: APP_NAME, exportedAt: now.toISOString(), userId, tables };
}

// ---- CSV ----

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a quote, comma or line break. */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A text starting like a formula would run as one in a spreadsheet (OWASP CSV injection).
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * One text file, one section per table: a line naming the table, the header, the rows, a blank line.
 * CRLF line ends as RFC 4180 has them; the BOM makes Excel read the file as UTF-8 (umlauts).
 */
export function toCsv(data: UserExport, schema: Record<string, unknown>): string {
  const declared = new Map(userTables(schema).map((t) => [t.name, t.columns.map((c) => c.name)]));
  const lines: string[] = [
    csvField(`${data.app} Datenexport`),
    `${csvField('exportiert am')},${csvField(data.exportedAt)}`,
    '',
  ];
  for (const [table, rows] of Object.entries(data.tables)) {
    const header = [
      ...(declared.get(table) ?? []).filter((c) => !SECRET_COLUMNS.has(c)),
      ...rows.flatMap((r) => Object.keys(r)),
    ].filter((c, i, all) => all.indexOf(c) === i);
    lines.push(csvField(`Tabelle: ${table}`));
    lines.push(header.map(csvField).join(','));
    for (const row of rows) lines.push(header.map((c) => csvField(row[c])).join(','));
    lines.push('');
  }
  return `\uFEFF${lines.join('\r\n')}`;
}

export function exportFileName(format: ExportFormat, localDate: string): string {
  return `leistungszone-export-${localDate}.${format}`;
}
