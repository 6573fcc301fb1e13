import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import {
  type CoachApi,
  type CoachMessage,
  NOT_AUTHORIZED,
  type PortalAthlete,
  type SharedEntry,
} from '../../../domain/api-coach';
import { attentionFlags, DEFAULT_SHARING, type SharingChoices } from '../../../domain/coach';
import type { Db } from '../../db/client';
import { protocolEntries, type StoredEntryEmotion } from '../../db/schema';
import { coachLinks, type coachMessages } from '../../db/schema-coach';
import { userSettings } from '../../db/schema-settings';
import {
  type Access,
  type CallContext,
  defineFunction,
  HttpsError,
} from '../../functions/callable';
import {
  ENTRY_SUMMARY_COLUMNS,
  isoText,
  rowsOf,
  TIME_ZONE,
  toEntrySummary,
} from '../athlete/athlete-data';

/**
 * `defineFunction` tied to the contract in `domain/api-coach.ts`: the name must be one of the coach
 * functions and the handler must answer that function's output type.
 */
export function defineCoachFunction<
  N extends keyof CoachApi,
  S extends z.ZodMiniType,
  A extends Access,
>(def: {
  name: N;
  input: S;
  access: A;
  handler: (input: z.infer<S>, ctx: CallContext<A>) => Promise<CoachApi[N]['output']>;
}) {
  return defineFunction(def);
}

/** The same denial for unknown ids, foreign athletes and ended links, so ids reveal nothing. */
export function notAuthorized(): HttpsError {
  return new HttpsError('permission-denied', NOT_AUTHORIZED);
}

/** The active link between this coach and athlete, or the one denial every other case gets. */
export async function requireActiveLink(db: Db, coachId: string, athleteId: string) {
  const [link] = await db
    .select({ id: coachLinks.id, createdAt: coachLinks.createdAt })
    .from(coachLinks)
    .where(
      and(
        eq(coachLinks.coachId, coachId),
        eq(coachLinks.athleteId, athleteId),
        eq(coachLinks.state, 'active'),
      ),
    );
  if (!link) throw notAuthorized();
  return link;
}

export async function readSharing(db: Db, userId: string): Promise<SharingChoices> {
  const [row] = await db
    .select({ trends: userSettings.shareTrends, cocktail: userSettings.shareCocktail })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return {
    sharedEntries: true,
    trends: row?.trends ?? DEFAULT_SHARING.trends,
    cocktail: row?.cocktail ?? DEFAULT_SHARING.cocktail,
  };
}

export async function saveSharing(
  db: Db,
  userId: string,
  sharing: { trends: boolean; cocktail: boolean },
) {
  await db
    .insert(userSettings)
    .values({ userId, shareTrends: sharing.trends, shareCocktail: sharing.cocktail })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { shareTrends: sharing.trends, shareCocktail: sharing.cocktail, updatedAt: sql`now()` },
    });
}

/**
 * Shared entries as a coach sees them. The notes column is never selected, so private notes cannot
 * reach a coach's answer by any later change of the mapping.
 */
export async function loadSharedEntries(db: Db, where: SQL, limit: number): Promise<SharedEntry[]> {
  const rows = await db
    .select({ ...ENTRY_SUMMARY_COLUMNS, emotions: protocolEntries.emotions })
    .from(protocolEntries)
    .where(and(eq(protocolEntries.sharedWithCoach, true), where))
    .orderBy(desc(protocolEntries.occurredAt), desc(protocolEntries.id))
    .limit(limit);
  return rows.map((r) => {
    const { sharedWithCoach: _shared, ...summary } = toEntrySummary(r);
    return { ...summary, emotions: r.emotions };
  });
}

export type MessageRow = typeof coachMessages.$inferSelect;

export function toCoachMessage(m: MessageRow): CoachMessage {
  return {
    id: m.id,
    athleteId: m.athleteId,
    coachId: m.coachId,
    entryId: m.entryId,
    author: m.author,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
  };
}

interface AttentionRow {
  link_id: string;
  linked_at: string;
  athlete_id: string;
  name: string;
  sport: string | null;
  last_entry_at: string | null;
  latest_rating: number | null;
  previous_ratings: number[] | null;
  latest_emotions: StoredEntryEmotion[] | null;
  entries_this_week: number;
}

export interface LinkedAthlete extends PortalAthlete {
  linkedAt: string;
  entriesThisWeek: number;
}

/** The window of earlier ratings a drop is measured against, in hours so DST cannot stretch it. */
const DROP_WINDOW_HOURS = 28 * 24;

/**
 * The linked athletes of a coach (or one of them) with what the attention flags need, in one
 * statement: per athlete an index probe for the latest entry, a range scan of the four weeks before
 * it and of this week. The flags themselves come from the domain's `attentionFlags`, so the portal
 * and its unit tests can never disagree about a threshold.
 */
export async function loadLinkedAthletes(
  db: Db,
  coachId: string,
  athleteId: string | null = null,
): Promise<LinkedAthlete[]> {
  const rows = rowsOf<AttentionRow>(
    await db.execute(sql`
      WITH week AS (
        SELECT (date_trunc('week', now() AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE ${TIME_ZONE}) AS start_at
      )
      SELECT l.id::text AS link_id, ${isoText(sql`l.created_at`)} AS linked_at,
             u.id AS athlete_id, u.name, u.sport,
             CASE WHEN latest.id IS NULL THEN NULL ELSE ${isoText(sql`latest.occurred_at`)} END
               AS last_entry_at,
             latest.rating::int AS latest_rating,
             (SELECT array_agg(p.rating::int) FROM protocol_entries p
               WHERE p.user_id = u.id
                 AND p.occurred_at >= latest.occurred_at - make_interval(hours => ${DROP_WINDOW_HOURS}::int)
                 AND (p.occurred_at, p.id) < (latest.occurred_at, latest.id)) AS previous_ratings,
             latest.emotions AS latest_emotions,
             (SELECT count(*)::int FROM protocol_entries p, week w
               WHERE p.user_id = u.id AND p.occurred_at >= w.start_at
                 AND p.occurred_at < w.start_at + interval '7 days') AS entries_this_week
      FROM coach_links l
      JOIN users u ON u.id = l.athlete_id
      LEFT JOIN LATERAL (
        SELECT p.id, p.occurred_at, p.rating, p.emotions FROM protocol_entries p
        WHERE p.user_id = u.id ORDER BY p.occurred_at DESC, p.id DESC LIMIT 1
      ) AS latest ON true
      WHERE l.coach_id = ${coachId} AND l.state = 'active'
        ${athleteId === null ? sql`` : sql`AND l.athlete_id = ${athleteId}`}
    `),
  );
  const now = new Date();
  return rows.map((r) => ({
    athleteId: r.athlete_id,
    linkId: r.link_id,
    linkedAt: r.linked_at,
    name: r.name,
    sport: r.sport,
    lastEntryAt: r.last_entry_at,
    entriesThisWeek: r.entries_this_week,
    flags: attentionFlags({
      now,
      lastEntryAt: r.last_entry_at ? new Date(r.last_entry_at) : null,
      previousRatings: (r.previous_ratings ?? []).map(Number),
      latestRating: r.latest_rating,
      latestEmotions: r.latest_emotions ?? [],
    }),
  }));
}

const collator = new Intl.Collator('de');

/** Those needing attention first (most flags first), then by name. */
export function byFlagsThenName(a: PortalAthlete, b: PortalAthlete): number {
  return b.flags.length - a.flags.length || collator.compare(a.name, b.name);
}

export function byName(a: PortalAthlete, b: PortalAthlete): number {
  return collator.compare(a.name, b.name) || a.athleteId.localeCompare(b.athleteId);
}

/** Most recent entry first; athletes without any entry last. */
export function byLastEntry(a: PortalAthlete, b: PortalAthlete): number {
  if (a.lastEntryAt === b.lastEntryAt) return byName(a, b);
  if (a.lastEntryAt === null) return 1;
  if (b.lastEntryAt === null) return -1;
  return a.lastEntryAt < b.lastEntryAt ? 1 : -1;
}
