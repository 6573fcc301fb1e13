import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Cocktail } from '../../../domain/api';
import { de } from '../../../domain/messages';
import type { Db } from '../../db/client';
import { protocolEntries, users } from '../../db/schema';
import { HttpsError } from '../../functions/callable';

/** Calendar days, weeks and streaks are counted where the athletes live. */
export const TIME_ZONE = 'Europe/Berlin';

/** invalid-argument in the shape the forms read: the message next to the field it belongs to. */
export function invalidField(field: string, message: string): HttpsError {
  return new HttpsError('invalid-argument', message, { fieldErrors: { [field]: [message] } });
}

/** The same answer for "does not exist" and "belongs to someone else", so ids reveal nothing. */
export function notFound(): HttpsError {
  return new HttpsError('not-found', de.generic.notFound);
}

/**
 * Locks the caller's row for the rest of the transaction: writes of one athlete that depend on their
 * current state (onboarding step, next cocktail version) run one after the other.
 */
export async function lockAthlete(tx: Db, userId: string) {
  const [row] = await tx
    .select({
      onboardingStep: users.onboardingStep,
      wizardCompleted: users.wizardCompleted,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  // The account was deleted while the request ran.
  if (!row) throw notFound();
  return row;
}

/**
 * The athlete's current cocktail is their highest version. Every reader takes it from here: as a
 * subquery of a larger statement (`userId` an SQL expression there) or through `currentCocktail`.
 */
export const currentCocktailText = (userId: string) =>
  `SELECT id, version, emotions, created_at FROM cocktail_versions
   WHERE user_id = ${userId} ORDER BY version DESC LIMIT 1`;

/** The athlete's current cocktail, or null before the first. */
export async function currentCocktail(db: Db, userId: string): Promise<Cocktail | null> {
  const [row] = rowsOf<Cocktail>(
    await db.execute(sql`SELECT c.id AS "versionId", c.version, c.emotions,
      ${sql.raw(isoTextOf('c.created_at'))} AS "createdAt"
      FROM (SELECT ${userId}::text AS user_id) me
      CROSS JOIN LATERAL (${sql.raw(currentCocktailText('me.user_id'))}) c`),
  );
  return row ?? null;
}

/** A timestamptz as ISO text with milliseconds, the same from PGlite and node-postgres. */
export function isoText(column: SQL | Column): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', ${sql.raw(ISO_FORMAT)})`;
}

/** `isoText` for a statement written out as text. */
export const isoTextOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', ${ISO_FORMAT})`;

const ISO_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** Rows of `db.execute`, which both drivers answer with a `rows` array. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const SUMMARY_KEYS = [
  'id',
  'occurredAt',
  'type',
  'title',
  'importance',
  'place',
  'rating',
  'goalReached',
  'result',
  'inZoneShare',
  'quick',
  'createdAt',
  'updatedAt',
] as const;
type SummaryKey = (typeof SUMMARY_KEYS)[number];

/** The summary columns of `protocol_entries` or of an alias of it. */
export function entrySummaryColumnsOf<T extends Record<SummaryKey, unknown>>(
  table: T,
): Pick<T, SummaryKey> {
  return Object.fromEntries(SUMMARY_KEYS.map((k) => [k, table[k]])) as Pick<T, SummaryKey>;
}

/**
 * An entry's columns in a list, for the athlete and for her coaches: without its notes and emotions
 * (notes are the athlete's alone; both are most of the row).
 */
export const ENTRY_SUMMARY_COLUMNS = entrySummaryColumnsOf(protocolEntries);

/**
 * The active coach links an entry (`entryId`, a column of the statement) is shared with one by one,
 * as the athlete's answers give them (`sharedWith`), in the order the links were made. Text, for the
 * save statement written out as text; `ENTRY_SHARED_WITH` is the same for the query builder.
 */
export const sharedWithText = (entryId: string) =>
  `ARRAY(SELECT s.link_id::text FROM entry_shares s
    JOIN coach_links l ON l.id = s.link_id AND l.state = 'active'
    WHERE s.entry_id = ${entryId} ORDER BY l.created_at, l.id)`;

export const ENTRY_SHARED_WITH = sql<
  string[]
>`${sql.raw(sharedWithText('"protocol_entries"."id"'))}`;

type EntrySummaryRow = Pick<
  typeof protocolEntries.$inferSelect,
  keyof typeof ENTRY_SUMMARY_COLUMNS
>;

/** The summary columns of an entry as the API gives them. */
export function toEntrySummary(row: EntrySummaryRow) {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    type: row.type,
    title: row.title,
    importance: row.importance,
    place: row.place,
    rating: row.rating,
    goalReached: row.goalReached,
    result: row.result,
    inZoneShare: row.inZoneShare,
    quick: row.quick,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
