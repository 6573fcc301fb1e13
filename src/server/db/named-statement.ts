import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * `db.execute` for a statement of fixed text run on every call of a hot function: on PostgreSQL it is
 * a named prepared statement, so each pooled connection parses and plans it once instead of per call
 * (the dashboard's statistics took as long to plan as to run, issue 6). PGlite runs it as before.
 * The text must not vary between calls of one name; values go in as parameters.
 */
export function executeNamed(db: Db, name: string, query: SQL): Promise<unknown> {
  const { sql, params } = dialect.sqlToQuery(query);
  return executeNamedText(db, name, sql, params);
}

/**
 * `executeNamed` for a statement written out once as text with `$n` parameters, so nothing is built
 * per call either (the query builder was a fifth of saveEntry's CPU time, issue 6).
 */
export function executeNamedText(
  db: Db,
  name: string,
  text: string,
  params: unknown[],
): Promise<unknown> {
  return db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
}
