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
  type CoachLinkSharing,
  DEFAULT_LINK_SHARING,
  type ShareableEntryType,
} from '../../../domain/coach';
import {
  BASELINE_DAYS,
  explainFlags,
  type FlagEntry,
  type FlagMark,
  performanceTrend,
  RECENT_ENTRIES,
  teamStatus,
  withMarks,
} from '../../../domain/coach-flags';
import type { Db } from '../../db/client';
import { protocolEntries } from '../../db/schema';
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
  sharedEntryIdsOf,
  zonesVisible,
} from './coach-visibility';

/**
 * The coach's view of a linked athlete, computed once for every place that shows it: the portal and
 * athlete list (the rows), the athlete page (`coachAthleteOf`) and the athlete's own preview of it
 * ("So sieht dich …"), which calls the same two functions with the coach of the link.
 */

/** A row of the coach's portal, with what the athlete page and the portal's totals need too. */
export interface CoachRow extends PortalAthlete {
  coachId: string;
  coachName: string;
  /** The coach's groups the athlete is in (the coach's own, never shown to the athlete). */
  groupIds: string[];
  linkedAt: string;
  entriesThisWeek: number;
  /** What the link shows; all off while `sharesNothing`. */
  sharing: CoachLinkSharing;
}

interface RowData {
  link_id: string;
  coach_id: string;
  coach_name: string;
  linked_at: string;
  athlete_id: string;
  name: string;
  sport: string | null;
  consent: boolean;
  share_trends: boolean;
  share_cocktail: boolean;
  share_entry_types: ShareableEntryType[];
  /** How many entries the athlete shares with the link one by one. */
  single_shares: number;
  week_start_ms: number;
  /** Newest first, column by column: the last few counted entries and the baseline weeks before. */
  ids: string[] | null;
  ats: number[] | null;
  ratings: number[] | null;
  /** Of the last few entries only, the first of `ids`. */
  emotions: FlagEntry['emotions'][] | null;
  marks: FlagMark[] | null;
  group_ids: string[] | null;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The row's entries as the flags read them, newest first. */
function entriesOf(r: RowData): FlagEntry[] {
  return (r.ids ?? []).map((id, i) => ({
    id,
    // As `isoText` writes a time: milliseconds, UTC.
    occurredAt: new Date(Math.floor(Number(r.ats?.[i]))).toISOString(),
    rating: Number(r.ratings?.[i]),
    emotions: r.emotions?.[i] ?? [],
  }));
}

/** How far before the last few entries the baseline reaches, in hours so DST cannot stretch it. */
const BASELINE_HOURS = BASELINE_DAYS * 24;

/** Which active links the rows are of: a coach's (or the one with an athlete), or an athlete's. */
export type RowsOf =
  | { coachId: string; athleteId?: string }
  | { coachId?: undefined; athleteId: string };

/**
 * The active links asked for, each with what the portal shows of its athlete, in one statement: per
 * link an index probe for the last few entries it may count, a range scan of them and the baseline
 * weeks before (which holds this week too), the coach's marks on flags and groups. The flags themselves come
 * from the domain's `explainFlags`, so the coach's table, the athlete's dashboard and the unit tests
 * can never disagree about a threshold or a sentence.
 */
export async function loadCoachRows(db: Db, of: RowsOf): Promise<CoachRow[]> {
  const filter =
    of.coachId === undefined
      ? sql`l.athlete_id = ${of.athleteId}`
      : sql`l.coach_id = ${of.coachId}
    ${of.athleteId === undefined ? sql`` : sql`AND l.athlete_id = ${of.athleteId}`}`;
  // Each link's one-by-one shares once, as an array: both windows below check every entry they read
  // against them, and looking them up per window cost a tenth of the statement.
  const counts = sql`l.consent AND p.user_id = l.athlete_id
    AND ${entryCounts('l', 'p', { ...linkOf('l'), sharedEntryIds: sql`l.shared_entry_ids` })}`;
  // Without JIT: the planner cannot know how few entries each window holds, its estimate passes
  // PostgreSQL's JIT threshold, and compiling took four times as long as running the statement.
  // Without bitmap scans: each rescan of one asks the file's size, a system call per link, which
  // on the embedded database goes through Node's file system and cost more than reading the rows.
  // Index pages priced as the cached pages they are: the planner prices the shares' subquery for one
  // link, not for all of them, and at the default price it chose to read the whole table per link
  // over the link's index entries once no bitmap scan was left.
  const rows = rowsOf<RowData>(
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL jit = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      await tx.execute(sql`SET LOCAL random_page_cost = 1.1`);
      return tx.execute(sql`
      WITH week AS (
        SELECT (date_trunc('week', now() AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE ${TIME_ZONE}) AS start_at
      ),
      links AS MATERIALIZED (
        SELECT l.id, l.coach_id, l.athlete_id, l.created_at, l.share_trends, l.share_cocktail,
               l.share_entry_types, ${hasConsent(sql`l.athlete_id`)} AS consent,
               ${sharedEntryIdsOf(linkOf('l'))} AS shared_entry_ids
        FROM coach_links l
        WHERE l.state = 'active' AND ${filter}
      )
      SELECT l.id::text AS link_id, l.coach_id, c.name AS coach_name,
             ${isoText(sql`l.created_at`)} AS linked_at,
             u.id AS athlete_id, u.name, u.sport, l.consent,
             l.share_trends, l.share_cocktail, l.share_entry_types,
             cardinality(l.shared_entry_ids) AS single_shares,
             (extract(epoch FROM w.start_at) * 1000)::float8 AS week_start_ms,
             rec.ids, rec.ats, rec.ratings, rec.emotions, mk.marks, gm.group_ids
      FROM links l
      JOIN users u ON u.id = l.athlete_id
      JOIN users c ON c.id = l.coach_id
      CROSS JOIN week w
      -- Marks and groups of all the links at once: a subquery per link scanned the tables per link.
      LEFT JOIN (
        SELECT f.link_id, json_agg(json_build_object('key', f.flag_key,
                 'seenAt', CASE WHEN f.seen_at IS NULL THEN NULL ELSE ${isoText(sql`f.seen_at`)} END,
                 'note', f.note)) AS marks
        FROM coach_flag_marks f WHERE f.link_id IN (SELECT id FROM links) GROUP BY f.link_id
      ) AS mk ON mk.link_id = l.id
      LEFT JOIN (
        SELECT g.link_id, array_agg(g.group_id::text) AS group_ids
        FROM coach_group_members g WHERE g.link_id IN (SELECT id FROM links) GROUP BY g.link_id
      ) AS gm ON gm.link_id = l.id
      LEFT JOIN LATERAL (
        SELECT min(last.occurred_at) AS from_at FROM (
          SELECT p.occurred_at FROM protocol_entries p
          WHERE ${counts} ORDER BY p.occurred_at DESC, p.id DESC LIMIT ${RECENT_ENTRIES}
        ) AS last
      ) AS win ON true
      -- Column by column rather than as JSON objects: building an object per entry cost more than
      -- the rest of the statement.
      LEFT JOIN LATERAL (
        SELECT array_agg(p.id::text ORDER BY p.occurred_at DESC, p.id DESC) AS ids,
               array_agg((extract(epoch FROM p.occurred_at) * 1000)::float8
                 ORDER BY p.occurred_at DESC, p.id DESC) AS ats,
               array_agg(p.rating::int ORDER BY p.occurred_at DESC, p.id DESC) AS ratings,
               -- Only the last few need their emotions (the baseline is of ratings): a prefix.
               -- As json, which strings the stored values together instead of rebuilding them.
               -- Without the cocktail no emotion flags: they would tell its zones.
               json_agg(p.emotions ORDER BY p.occurred_at DESC, p.id DESC)
                 FILTER (WHERE p.occurred_at >= win.from_at AND ${zonesVisible()}) AS emotions
        FROM protocol_entries p
        WHERE ${counts}
          AND p.occurred_at >= win.from_at - make_interval(hours => ${BASELINE_HOURS}::int)
      ) AS rec ON true
      -- One order whatever plan the statement gets: athletes by name, an athlete's coaches by name.
      ORDER BY u.name, c.name, l.id
    `);
    }),
  );
  const now = new Date();
  return rows.map((r): CoachRow => {
    // Without consent, or through a link that shares nothing at all, nothing is known: not even
    // that nothing was entered.
    const sharesNothing =
      !r.consent ||
      (!r.share_trends &&
        !r.share_cocktail &&
        r.share_entry_types.length === 0 &&
        Number(r.single_shares) === 0);
    const entries = entriesOf(r);
    const weekStart = Number(r.week_start_ms);
    const flags = sharesNothing ? [] : withMarks(explainFlags({ now, entries }), r.marks ?? []);
    return {
      athleteId: r.athlete_id,
      linkId: r.link_id,
      coachId: r.coach_id,
      coachName: r.coach_name,
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
      lastEntryAt: entries[0]?.occurredAt ?? null,
      // The window holds the last few entries and weeks before them, so all of this week's.
      entriesThisWeek: entries.filter((e) => {
        const at = Date.parse(e.occurredAt);
        return at >= weekStart && at < weekStart + WEEK_MS;
      }).length,
      groupIds: r.group_ids ?? [],
      flags,
      status: teamStatus(flags, sharesNothing),
      trend: sharesNothing ? 'unknown' : performanceTrend(entries),
    };
  });
}

/** The row as the portal and the athlete list answer it. */
export function toPortalAthlete({
  coachId: _c,
  coachName: _n,
  linkedAt: _l,
  entriesThisWeek: _e,
  sharing: _s,
  groupIds: _g,
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
    .select({
      ...entrySummaryColumnsOf(p),
      emotions: p.emotions,
      zonesVisible: sql<boolean>`${zonesVisible()}`,
    })
    .from(l)
    .innerJoin(p, eq(p.userId, l.athleteId))
    .where(and(linkOpen(), entryVisible(linkOf()), where))
    .orderBy(
      ...(order === 'newest-first'
        ? [desc(p.occurredAt), desc(p.id)]
        : [asc(p.occurredAt), asc(p.id)]),
    )
    .limit(limit);
  return rows.map(({ zonesVisible, ...r }) => ({
    ...toEntrySummary(r),
    emotions: zonesVisible
      ? r.emotions
      : r.emotions.map((e) => ({ ...e, zoneMin: null, zoneMax: null })),
  }));
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
