import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type CoachAthlete,
  type PortalAthlete,
  SHARED_ENTRIES_LIMIT,
  type SharedEntry,
} from '../../../domain/api-coach';
import type { TrendsPeriod } from '../../../domain/api-trends';
import {
  attentionFlags,
  type CoachLinkSharing,
  DEFAULT_LINK_SHARING,
  type ShareableEntryType,
} from '../../../domain/coach';
import type { Db } from '../../db/client';
import { protocolEntries, type StoredEntryEmotion } from '../../db/schema';
import { coachLinks } from '../../db/schema-coach';
import {
  currentCocktail,
  entrySummaryColumnsOf,
  isoText,
  rowsOf,
  TIME_ZONE,
  toEntrySummary,
} from '../athlete/athlete-data';
import { latestCheckIn } from '../athlete/cocktail-functions';
import { berlinDayStart } from '../athlete/protocol-period';
import { readTrends } from '../training/trends-functions';
import {
  entryCounts,
  entryVisible,
  hasConsent,
  linkById,
  linkOf,
  linkOpen,
} from './coach-visibility';

/**
 * The coach's view of a linked athlete, computed once for every place that shows it: the portal and
 * athlete list (the rows), the athlete page (`coachAthleteOf`) and the athlete's own preview of it
 * ("So sieht dich …"), which calls the same two functions with the coach of the link.
 */

/** A row of the coach's portal, with what the athlete page and the portal's totals need too. */
export interface CoachRow extends PortalAthlete {
  coachId: string;
  linkedAt: string;
  entriesThisWeek: number;
  /** What the link shows; all off while `sharesNothing`. */
  sharing: CoachLinkSharing;
}

interface RowData {
  link_id: string;
  coach_id: string;
  linked_at: string;
  athlete_id: string;
  name: string;
  sport: string | null;
  consent: boolean;
  share_trends: boolean;
  share_cocktail: boolean;
  share_entry_types: ShareableEntryType[];
  last_entry_at: string | null;
  latest_rating: number | null;
  previous_ratings: number[] | null;
  latest_emotions: StoredEntryEmotion[] | null;
  entries_this_week: number;
}

/** The window of earlier ratings a drop is measured against, in hours so DST cannot stretch it. */
const DROP_WINDOW_HOURS = 28 * 24;

/** Which active links the rows are of: a coach's, or the one with an athlete of theirs. */
export interface RowsOf {
  coachId: string;
  athleteId?: string;
}

/**
 * The active links asked for, each with what the portal shows of its athlete, in one statement: per
 * link an index probe for the latest entry it may count, a range scan of the four weeks before it and
 * of this week. The flags themselves come from the domain's `attentionFlags`, so the portal and its
 * unit tests can never disagree about a threshold.
 */
export async function loadCoachRows(db: Db, of: RowsOf): Promise<CoachRow[]> {
  const filter = sql`l.coach_id = ${of.coachId}
    ${of.athleteId === undefined ? sql`` : sql`AND l.athlete_id = ${of.athleteId}`}`;
  const counts = sql`l.consent AND p.user_id = l.athlete_id AND ${entryCounts()}`;
  const rows = rowsOf<RowData>(
    await db.execute(sql`
      WITH week AS (
        SELECT (date_trunc('week', now() AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE ${TIME_ZONE}) AS start_at
      ),
      links AS MATERIALIZED (
        SELECT l.id, l.coach_id, l.athlete_id, l.created_at, l.share_trends, l.share_cocktail,
               l.share_entry_types, ${hasConsent(sql`l.athlete_id`)} AS consent
        FROM coach_links l
        WHERE l.state = 'active' AND ${filter}
      )
      SELECT l.id::text AS link_id, l.coach_id, ${isoText(sql`l.created_at`)} AS linked_at,
             u.id AS athlete_id, u.name, u.sport, l.consent,
             l.share_trends, l.share_cocktail, l.share_entry_types,
             CASE WHEN latest.id IS NULL THEN NULL ELSE ${isoText(sql`latest.occurred_at`)} END
               AS last_entry_at,
             latest.rating::int AS latest_rating,
             (SELECT array_agg(p.rating::int) FROM protocol_entries p
               WHERE ${counts}
                 AND p.occurred_at >= latest.occurred_at - make_interval(hours => ${DROP_WINDOW_HOURS}::int)
                 AND (p.occurred_at, p.id) < (latest.occurred_at, latest.id)) AS previous_ratings,
             latest.emotions AS latest_emotions,
             (SELECT count(*)::int FROM protocol_entries p, week w
               WHERE ${counts} AND p.occurred_at >= w.start_at
                 AND p.occurred_at < w.start_at + interval '7 days') AS entries_this_week
      FROM links l
      JOIN users u ON u.id = l.athlete_id
      LEFT JOIN LATERAL (
        SELECT p.id, p.occurred_at, p.rating, p.emotions FROM protocol_entries p
        WHERE ${counts} ORDER BY p.occurred_at DESC, p.id DESC LIMIT 1
      ) AS latest ON true
    `),
  );
  const now = new Date();
  return rows.map((r): CoachRow => {
    const sharesNothing = !r.consent;
    return {
      athleteId: r.athlete_id,
      linkId: r.link_id,
      coachId: r.coach_id,
      linkedAt: r.linked_at,
      name: r.name,
      sport: r.sport,
      sharesNothing,
      sharing: sharesNothing
        ? DEFAULT_LINK_SHARING
        : {
            trends: r.share_trends,
            cocktail: r.share_cocktail,
            entryTypes: r.share_entry_types,
          },
      lastEntryAt: r.last_entry_at,
      entriesThisWeek: r.entries_this_week,
      // Without consent nothing is known, not even that nothing was entered.
      flags: sharesNothing
        ? []
        : attentionFlags({
            now,
            lastEntryAt: r.last_entry_at ? new Date(r.last_entry_at) : null,
            previousRatings: (r.previous_ratings ?? []).map(Number),
            latestRating: r.latest_rating,
            latestEmotions: r.latest_emotions ?? [],
          }),
    };
  });
}

/** The row as the portal and the athlete list answer it. */
export function toPortalAthlete({
  coachId: _c,
  linkedAt: _l,
  entriesThisWeek: _e,
  sharing: _s,
  ...athlete
}: CoachRow): PortalAthlete {
  return athlete;
}

const l = alias(coachLinks, 'l');
const p = alias(protocolEntries, 'p');

/**
 * Entries visible through open links (`where` narrows them: one link, a coach's links and some ids),
 * newest first or oldest first. The notes column is never selected, so private notes cannot reach a
 * coach's answer by any later change of the mapping.
 */
export async function loadVisibleEntries(
  db: Db,
  where: SQL | undefined,
  limit: number,
  order: 'newest-first' | 'oldest-first' = 'newest-first',
): Promise<SharedEntry[]> {
  const rows = await db
    .select({ ...entrySummaryColumnsOf(p), emotions: p.emotions })
    .from(l)
    .innerJoin(p, eq(p.userId, l.athleteId))
    .where(and(linkOpen(), entryVisible(linkOf()), where))
    .orderBy(
      ...(order === 'newest-first'
        ? [desc(p.occurredAt), desc(p.id)]
        : [asc(p.occurredAt), asc(p.id)]),
    )
    .limit(limit);
  return rows.map((r) => ({ ...toEntrySummary(r), emotions: r.emotions }));
}

/** The entries of a link's Berlin days `from`..`to` (both included), oldest first. */
export function loadVisibleEntriesOfPeriod(
  db: Db,
  linkId: string,
  period: { from: string; to: string },
  limit: number,
): Promise<SharedEntry[]> {
  return loadVisibleEntries(
    db,
    sql`${l.id} = ${linkId}::uuid
      AND ${p.occurredAt} >= ${berlinDayStart(period.from)}
      AND ${p.occurredAt} < ${berlinDayStart(period.to, 1)}`,
    limit,
    'oldest-first',
  );
}

/** The athlete's cocktail and last check-in, as the athlete's own cocktail screen reads them. */
async function readCocktail(db: Db, athleteId: string): Promise<CoachAthlete['cocktail']> {
  const [cocktail, lastCheckIn] = await Promise.all([
    currentCocktail(db, athleteId),
    latestCheckIn(db, athleteId),
  ]);
  return { cocktail, lastCheckIn };
}

/**
 * The athlete's trends as the row's link shows them, by the athlete's own computation: every entry's
 * time, rating and emotions (that is what sharing the trends shares), titles only of the entries
 * shared with the link, and the cocktail's emotions and zones only when the cocktail is shared.
 */
function coachTrendsOf(db: Db, row: CoachRow, period: TrendsPeriod) {
  return readTrends(db, row.athleteId, period, {
    titleWhen: entryVisible(linkById(row.linkId)),
    cocktail: row.sharing.cocktail,
  });
}

/** The coach's athlete page for one row: what its link shares, nothing else. */
export async function coachAthleteOf(
  db: Db,
  row: CoachRow,
  period: TrendsPeriod,
): Promise<CoachAthlete> {
  const open = !row.sharesNothing;
  const [cocktail, trends, sharedEntries] = await Promise.all([
    open && row.sharing.cocktail ? readCocktail(db, row.athleteId) : null,
    open && row.sharing.trends ? coachTrendsOf(db, row, period) : null,
    open
      ? loadVisibleEntries(db, sql`${l.id} = ${row.linkId}::uuid`, SHARED_ENTRIES_LIMIT)
      : ([] as SharedEntry[]),
  ]);
  return {
    athleteId: row.athleteId,
    linkId: row.linkId,
    linkedAt: row.linkedAt,
    name: row.name,
    sport: row.sport,
    sharesNothing: row.sharesNothing,
    sharing: row.sharing,
    cocktail,
    trends,
    sharedEntries,
    flags: row.flags,
    lastEntryAt: row.lastEntryAt,
  };
}
