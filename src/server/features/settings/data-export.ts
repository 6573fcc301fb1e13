import { getTableColumns, getTableName, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE, type ExportFormat } from '../../../domain/api-settings';
import { APP_NAME } from '../../../domain/app-info';
import {
  ENTRY_TYPE_LABELS,
  GOAL_REACHED_LABELS,
  SPORT_LEVEL_LABELS,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '../../../domain/athlete-choices';
import { de } from '../../../domain/messages';
import { isAnswered } from '../../../domain/quick-log';
import type { Db } from '../../db/client';
import { protocolEntries, users } from '../../db/schema';
import { rowsOf } from '../athlete/athlete-data';
import { ACCESS_LOG_FIRST_DAY } from '../coach/coach-visibility';
import { csvDocument, csvLine, germanDateTime, germanDay } from './csv';

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

// ---- Readable: German names, no nested data inside a CSV field ----

/** The German names of a table's section and its columns (messages-de/exports.ts), or its own. */
function namesOf(table: string): { title: string; column: (name: string) => string } {
  const section = de.dataExport.sections[table];
  return {
    title: section?.title ?? table,
    column: (name) => section?.columns[name] ?? name,
  };
}

const nestedName = (key: string): string => de.dataExport.nestedFields[key] ?? key;

/**
 * Keys inside a JSON column in the catalogue's order (id, emotion, group, intensity, zone): jsonb
 * keeps its own order (shorter keys first), which reads badly. Unknown keys go last, as they come.
 */
function inFieldOrder(keys: Iterable<string>): string[] {
  const order = Object.keys(de.dataExport.nestedFields);
  const rank = (k: string) => {
    const i = order.indexOf(k);
    return i === -1 ? order.length : i;
  };
  return [...keys].sort((a, b) => rank(a) - rank(b));
}

const isRecord = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The objects of a list column's value. */
const itemsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** A value inside a JSON column with German keys, at any depth. */
function germanKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(germanKeys);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    inFieldOrder(Object.keys(value)).map((k) => [nestedName(k), germanKeys(value[k])]),
  );
}

/** The entry fields of `protocol_entries` by their column names, as `isAnswered` names them. */
const ENTRY_FIELDS = new Map(
  Object.entries(getTableColumns(protocolEntries)).map(([field, column]) => [column.name, field]),
);

/**
 * An entry's row without the stand-ins a quick entry holds for what it did not ask: those columns
 * are null, as the athlete never gave them (the quick column says why).
 */
function withoutStandIns(row: Row): Row {
  const entry = { quick: row.quick === true };
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      isAnswered(entry, ENTRY_FIELDS.get(column) ?? column) ? value : null,
    ]),
  );
}

/**
 * The tables in the catalogue's order (profile, protocol, cocktail, …), unknown ones last, with
 * their rows as both formats give them.
 */
function inSectionOrder(data: UserExport): [string, Row[]][] {
  const order = Object.keys(de.dataExport.sections);
  const rank = (t: string) => {
    const i = order.indexOf(t);
    return i === -1 ? order.length : i;
  };
  return Object.entries(data.tables)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([table, rows]) => [
      table,
      table === getTableName(protocolEntries) ? rows.map(withoutStandIns) : rows,
    ]);
}

type Words = Readonly<Record<string, string>>;

/** ISO weekday numbers (1 = Monday) in the short names the reminder's toggles show. */
const WEEKDAY_WORDS: Words = Object.fromEntries(
  WEEKDAYS.map((day, i) => [day, WEEKDAY_LABELS[i] ?? String(day)]),
);

/**
 * Codes the app shows in words elsewhere, in the same words for people (the JSON keeps the codes),
 * by column, or by column and field inside it ('reminder.weekdays'). Taken from the labels the
 * screens use, so the two never differ.
 */
const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, Words>>>> = {
  users: { level: SPORT_LEVEL_LABELS, 'reminder.weekdays': WEEKDAY_WORDS },
  protocol_entries: { type: ENTRY_TYPE_LABELS, goal_reached: GOAL_REACHED_LABELS },
};

/** The value at `path` inside `value` in words; lists on the way are taken item by item. */
function inWords(value: unknown, path: readonly string[], words: Words): unknown {
  if (Array.isArray(value)) return value.map((v) => inWords(v, path, words));
  const [key, ...rest] = path;
  if (key === undefined) {
    return (typeof value === 'string' || typeof value === 'number') && Object.hasOwn(words, value)
      ? words[value]
      : value;
  }
  return isRecord(value) && key in value
    ? { ...value, [key]: inWords(value[key], rest, words) }
    : value;
}

/** A table's row with the codes of `VALUE_WORDS` in words. */
function rowInWords(table: string, row: Row): Row {
  return Object.entries(VALUE_WORDS[table] ?? {}).reduce<Row>(
    (out, [path, words]) => inWords(out, path.split('.'), words) as Row,
    row,
  );
}

/**
 * The export for programs (GDPR Art. 20): the same data as `collectUserData`, sections and fields
 * under their German names. Values keep their JSON types; times stay ISO 8601 in UTC, which every
 * program reads.
 */
export function toJson(data: UserExport): string {
  const t = de.dataExport;
  const sections: Record<string, Row[]> = {};
  for (const [table, rows] of inSectionOrder(data)) {
    const names = namesOf(table);
    sections[names.title] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => [names.column(column), germanKeys(value)]),
      ),
    );
  }
  const body = {
    [t.app]: data.app,
    [t.exportedAt]: data.exportedAt,
    [t.userId]: data.userId,
    [t.sectionsKey]: sections,
  };
  return JSON.stringify(body, null, 2);
}

interface CsvSection {
  title: string;
  header: string[];
  rows: (string | number | null)[][];
}

/** A scalar as a person reads it in a German spreadsheet. */
function cellOf(value: unknown, sqlType: string | undefined): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? de.dataExport.yes : de.dataExport.no;
  if (typeof value === 'number')
    return Number.isInteger(value) ? value : String(value).replace('.', ',');
  if (typeof value === 'string') {
    if (sqlType?.startsWith('timestamp')) {
      const t = Date.parse(value);
      return Number.isNaN(t) ? value : germanDateTime(new Date(t), DEFAULT_TIME_ZONE);
    }
    if (sqlType === 'date') return germanDay(value);
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((v) => cellOf(v, undefined) ?? '').join(', ');
  }
  // Objects are flattened into columns before they get here; this is the last resort.
  return Object.entries(value as Row)
    .map(([k, v]) => `${nestedName(k)}: ${cellOf(v, undefined) ?? ''}`)
    .join(', ');
}

/** An object's fields as `Column: field` pairs, nested objects one level further down. */
function flatten(prefix: string, value: Row, out: Map<string, unknown>): void {
  for (const k of inFieldOrder(Object.keys(value))) {
    const v = value[k];
    const name = `${prefix}: ${nestedName(k)}`;
    if (isRecord(v)) flatten(name, v, out);
    else out.set(name, v);
  }
}

/**
 * One table as CSV sections: its own, with objects spread over columns of their own, and one more
 * for each column that holds lists of objects (an entry's emotions, the routine's steps), whose
 * lines start with the key of the row they belong to.
 */
function csvSections(table: UserTable | undefined, name: string, coded: Row[]): CsvSection[] {
  const names = namesOf(name);
  const rows = coded.map((row) => rowInWords(name, row));
  const types = new Map(table?.columns.map((c) => [c.name, c.sqlType]) ?? []);
  const columns = [
    ...(table?.columns.map((c) => c.name) ?? []).filter((c) => !SECRET_COLUMNS.has(c)),
    ...rows.flatMap((r) => Object.keys(r)),
  ].filter((c, i, all) => all.indexOf(c) === i);
  const listColumns = new Set(
    columns.filter((c) => rows.some((r) => Array.isArray(r[c]) && r[c].some(isRecord))),
  );
  const key = (table?.primaryKey.length ? table.primaryKey : columns.slice(0, 1)).filter(
    (c) => !listColumns.has(c),
  );

  // The main section: every column but the lists; an object's fields become columns of their own.
  const header: { label: string; get: (row: Row, i: number) => unknown; sqlType?: string }[] = [];
  for (const column of columns) {
    if (listColumns.has(column)) continue;
    const label = names.column(column);
    if (!rows.some((r) => isRecord(r[column]))) {
      header.push({ label, get: (row) => row[column], sqlType: types.get(column) });
      continue;
    }
    const flat = rows.map((r) => {
      const out = new Map<string, unknown>();
      if (isRecord(r[column])) flatten(label, r[column], out);
      return out;
    });
    const fields = [...new Set(flat.flatMap((f) => [...f.keys()]))];
    for (const field of fields) {
      header.push({ label: field, get: (_, i) => flat[i]?.get(field) });
    }
  }
  const sections: CsvSection[] = [
    {
      title: names.title,
      header: header.map((h) => h.label),
      rows: rows.map((row, i) => header.map((h) => cellOf(h.get(row, i), h.sqlType))),
    },
  ];

  for (const column of listColumns) {
    const fields = inFieldOrder(
      new Set(rows.flatMap((r) => itemsOf(r[column]).flatMap((item) => Object.keys(item)))),
    );
    sections.push({
      title: de.dataExport.nestedSection(names.title, names.column(column)),
      header: [...key.map(names.column), ...fields.map(nestedName)],
      rows: rows.flatMap((r) =>
        itemsOf(r[column]).map((item) => [
          ...key.map((k) => cellOf(r[k], types.get(k))),
          ...fields.map((f) => cellOf(item[f], undefined)),
        ]),
      ),
    });
  }
  return sections;
}

/**
 * The export for people: one text file, a few lines about it, then per table a line naming its
 * section, the header and the rows, and a blank line. German names, times in German form in the
 * app's time zone, yes/no in words, lists of objects in sections of their own (csv.ts has why the
 * file is as it is).
 */
export function toCsv(data: UserExport, schema: Record<string, unknown>): string {
  const t = de.dataExport;
  const tables = new Map(userTables(schema).map((table) => [table.name, table]));
  const lines: string[] = [
    csvLine([t.heading(data.app)]),
    csvLine([t.exportedAt, germanDateTime(new Date(data.exportedAt), DEFAULT_TIME_ZONE)]),
    csvLine([t.timeZone, DEFAULT_TIME_ZONE]),
    csvLine([t.userId, data.userId]),
    '',
  ];
  for (const [name, rows] of inSectionOrder(data)) {
    for (const section of csvSections(tables.get(name), name, rows)) {
      lines.push(csvLine([t.sectionLine(section.title)]));
      lines.push(csvLine(section.header));
      for (const row of section.rows) lines.push(csvLine(row));
      lines.push('');
    }
  }
  return csvDocument(lines);
}

export function exportFileName(format: ExportFormat, localDate: string): string {
  return `leistungszone-export-${localDate}.${format}`;
}
