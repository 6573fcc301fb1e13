import { type SQL, sql } from 'drizzle-orm';
import { ACCESS_LOG_DAYS, type AccessKind } from '../../../domain/coach';
import { CONSENT_VERSION } from '../../../domain/consent';
import type { Db } from '../../db/client';
import { TIME_ZONE } from '../athlete/athlete-data';

/**
 * The one rule of what a coach sees of an athlete, as SQL pieces every coach read is built from:
 * nothing else decides visibility.
 * - A link shows anything only while it is active and its athlete has current consent (the latest
 *   text version, not withdrawn): withdrawing hides everything from every coach at once.
 * - An entry is visible to a link when it is shared with that link one by one (`entry_shares`) or
 *   its type is in the link's standing rule (`share_entry_types`).
 * - Counts, the last entry's time and the flags come from the visible entries, or from all entries
 *   once the link shares the trends (the trends show every entry's time, rating and emotions); an
 *   entry's title, place and result only ever from a visible one, its notes never.
 * - Cocktail and check-in only with `share_cocktail`, and so the target zones of an entry's
 *   emotions and the flags about emotions; trends only with `share_trends`.
 * - The athlete's coming competitions (name and day) only with her competition entries.
 * - A link that shares nothing at all (no choice, no entry one by one) reads as sharing nothing,
 *   like one without consent: no flags, not even "no entry yet" (`loadCoachRows`).
 * - A message is the coach's to see while its link is open, when it was written since the link began
 *   (an earlier link's conversation ended with it) and is general or about a visible entry.
 * The pieces take table aliases, so that each statement names its tables as it likes.
 */

/** A table alias of a statement; only these letters are used, so they are never user input. */
type Alias = 'l' | 'p' | 'm';

const col = (alias: Alias, column: string) => sql.raw(`${alias}.${column}`);

/** The athlete (an id column or value) has current consent to processing health data. */
export function hasConsent(athleteId: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM consents c WHERE c.user_id = ${athleteId}
    AND c.version = ${CONSENT_VERSION} AND c.withdrawn_at IS NULL)`;
}

/** The link `l` shows data: active, and its athlete consents. */
export function linkOpen(l: Alias = 'l'): SQL {
  return sql`(${col(l, 'state')} = 'active' AND ${hasConsent(col(l, 'athlete_id'))})`;
}

/** The columns of a link the entry rule reads: an alias's, or one link's by id. */
export interface LinkRef {
  id: SQL;
  entryTypes: SQL;
  /**
   * The ids of the entries shared with the link one by one, as an array the statement already holds:
   * checking many entries of the same link against it costs less than a lookup in `entry_shares`
   * per entry. Without it the rule looks them up.
   */
  sharedEntryIds?: SQL;
}

/** The array `LinkRef.sharedEntryIds` reads, for a statement to select once per link. */
export function sharedEntryIdsOf(link: LinkRef): SQL {
  return sql`ARRAY(SELECT s.entry_id FROM entry_shares s WHERE s.link_id = ${link.id})`;
}

export const linkOf = (l: Alias = 'l'): LinkRef => ({
  id: col(l, 'id'),
  entryTypes: col(l, 'share_entry_types'),
});

export const linkById = (linkId: string): LinkRef => ({
  id: sql`${linkId}::uuid`,
  // The cast makes the subquery one array value: `= ANY (subquery)` would compare with each row.
  entryTypes: sql`(SELECT share_entry_types FROM coach_links WHERE id = ${linkId}::uuid)::text[]`,
});

/** The entry `p` is shared with the link, one by one or by its standing rule. */
export function entryVisible(link: LinkRef, p: Alias = 'p'): SQL {
  const sharedOneByOne = link.sharedEntryIds
    ? sql`${col(p, 'id')} = ANY(${link.sharedEntryIds})`
    : sql`EXISTS (SELECT 1 FROM entry_shares s WHERE s.entry_id = ${col(p, 'id')} AND s.link_id = ${link.id})`;
  return sql`(${col(p, 'type')} = ANY(${link.entryTypes}) OR ${sharedOneByOne})`;
}

/** The entry `p` counts for the link's figures (last entry, counts, flags). */
export function entryCounts(l: Alias = 'l', p: Alias = 'p', link: LinkRef = linkOf(l)): SQL {
  return sql`(${col(l, 'share_trends')} OR ${entryVisible(link, p)})`;
}

/** The link `l` shows the cocktail: its emotions' zones, in entries and flags too. */
export function zonesVisible(l: Alias = 'l'): SQL {
  return sql`${col(l, 'share_cocktail')}`;
}

/** The link `l` shows the athlete's coming competitions: it shares her competition entries. */
export function competitionsVisible(l: Alias = 'l'): SQL {
  return sql`('competition' = ANY(${col(l, 'share_entry_types')}))`;
}

/** The message `m` is visible through the link `l` (which must be open as well). */
export function messageVisible(l: Alias = 'l', m: Alias = 'm'): SQL {
  return sql`(${col(m, 'coach_id')} = ${col(l, 'coach_id')}
    AND ${col(m, 'athlete_id')} = ${col(l, 'athlete_id')}
    AND ${col(m, 'created_at')} >= ${col(l, 'created_at')}
    AND (${col(m, 'entry_id')} IS NULL OR EXISTS (
      SELECT 1 FROM protocol_entries p WHERE p.id = ${col(m, 'entry_id')} AND ${entryVisible(linkOf(l))})))`;
}

/** Today as a Berlin calendar day. */
const BERLIN_TODAY = sql`(now() AT TIME ZONE ${TIME_ZONE})::date`;

/** The first day of the log that is kept and shown. */
export const ACCESS_LOG_FIRST_DAY = sql`(${BERLIN_TODAY} - ${ACCESS_LOG_DAYS - 1}::int)`;

/**
 * Records a coach's read of athlete data: one row per open link it covers (all of the coach's, or
 * the one given), kind and Berlin day, counted up on every read; in the links' order, so that two
 * reads at once lock their rows alike. Rows older than the log keeps go in a statement of their own
 * (whoever's they are, so ended links' rows leave too): in one statement with the upsert, two reads
 * after midnight could each hold a row the other waits for.
 */
export async function logCoachAccess(
  db: Db,
  coachId: string,
  what: AccessKind,
  linkId: string | null = null,
): Promise<void> {
  await Promise.all([
    db.execute(sql`
      INSERT INTO coach_access_log (link_id, coach_id, athlete_id, what, day)
      SELECT l.id, l.coach_id, l.athlete_id, ${what}, ${BERLIN_TODAY}
      FROM coach_links l
      WHERE l.coach_id = ${coachId} AND ${linkOpen()}
        ${linkId === null ? sql`` : sql`AND l.id = ${linkId}::uuid`}
      ORDER BY l.id
      ON CONFLICT (link_id, what, day)
        DO UPDATE SET last_at = now(), count = coach_access_log.count + 1
    `),
    db.execute(sql`DELETE FROM coach_access_log WHERE day < ${ACCESS_LOG_FIRST_DAY}`),
  ]);
}
