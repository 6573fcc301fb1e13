import { sql } from 'drizzle-orm';
import type { Dashboard, DashboardActivity } from '../../../domain/api';
import { athleteContracts } from '../../../domain/contracts/athlete';
import type { EntryType } from '../../../domain/schemas/athlete';
import { createChangeCache } from '../../db/change-cache';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { implement } from '../../functions/callable';
import { isoText, notFound, rowsOf, TIME_ZONE } from './athlete-data';

const RECENT_LIMIT = 8;
const CHECKIN_TITLE = 'Check-in';
const ROUTINE_RUN_TITLE = 'Tunnel-Routine';
const coachFeedbackTitle = (coachName: string) => `Feedback von ${coachName}`;

interface StatsRow {
  name: string;
  entries_this_week: number;
  average_rating_30d: number | null;
  in_zone_share_30d: number | null;
  streak_days: number;
  total_entries: number;
  /** When the figures change by time alone (Berlin midnight, an entry leaving the 30 days), ms. */
  valid_until: number;
}

interface ActivityRow {
  kind: DashboardActivity['kind'];
  id: string;
  at: string;
  title: string | null;
  type: EntryType | null;
  rating: number | null;
  in_zone_share: number | null;
  /** Coach feedback: the coach's name and the entry it answers. */
  coach_name: string | null;
  coach_id: string | null;
  entry_id: string | null;
}

function statsQuery(uid: string) {
  // The streak is a gaps-and-islands count over the athlete's distinct Berlin days: consecutive
  // days share `day + rank from the latest`, so the streak is the island of today or yesterday.
  // The same pass counts all entries.
  return sql`
    WITH
    b AS (
      SELECT
        (now() AT TIME ZONE ${TIME_ZONE})::date AS today,
        date_trunc('week', now() AT TIME ZONE ${TIME_ZONE}) AS week_start_local
    ),
    days AS MATERIALIZED (
      SELECT (occurred_at AT TIME ZONE ${TIME_ZONE})::date AS day, count(*)::int AS n
      FROM protocol_entries WHERE user_id = ${uid}
      GROUP BY 1
    ),
    islands AS (
      SELECT d.day, d.day + (row_number() OVER (ORDER BY d.day DESC))::int AS island
      FROM days d, b WHERE d.day <= b.today
    )
    SELECT
      (SELECT name FROM users WHERE id = ${uid}) AS name,
      (SELECT count(*)::int FROM protocol_entries p, b
        WHERE p.user_id = ${uid}
          AND p.occurred_at >= (b.week_start_local AT TIME ZONE ${TIME_ZONE})
          AND p.occurred_at < ((b.week_start_local + interval '7 days') AT TIME ZONE ${TIME_ZONE})
      ) AS entries_this_week,
      last30.average_rating_30d,
      last30.in_zone_share_30d,
      (SELECT count(*)::int FROM islands
        WHERE island = (SELECT i.island FROM islands i, b
                        WHERE i.day >= b.today - 1 ORDER BY i.day DESC LIMIT 1)
      ) AS streak_days,
      (SELECT coalesce(sum(n), 0)::int FROM days) AS total_entries,
      (extract(epoch FROM least(
        (SELECT (today + 1)::timestamp AT TIME ZONE ${TIME_ZONE} FROM b),
        last30.first_at + interval '30 days'
      )) * 1000)::float8 AS valid_until
    FROM (
      SELECT avg(rating)::float8 AS average_rating_30d,
             avg(in_zone_share)::float8 AS in_zone_share_30d,
             min(occurred_at) AS first_at
      FROM protocol_entries
      WHERE user_id = ${uid} AND occurred_at >= now() - interval '30 days'
    ) AS last30
  `;
}

/**
 * Every figure is a range scan of the (user_id, occurred_at) index, so the cost follows the size of
 * the window; the total and the streak share one pass over the athlete's entries, grouped by day.
 */
async function readDashboard(db: Db, uid: string) {
  const [stats] = rowsOf<StatsRow>(await db.execute(statsQuery(uid)));
  if (!stats) throw notFound();

  const recent = rowsOf<ActivityRow>(
    await db.execute(
      sql`
        SELECT kind, id, ${isoText(sql`at`)} AS at,
               title, type, rating, in_zone_share, coach_name, coach_id, entry_id
        FROM (
          (SELECT 'entry' AS kind, id, occurred_at AS at, title, type, rating, in_zone_share,
                  NULL AS coach_name, NULL AS coach_id, NULL::uuid AS entry_id
            FROM protocol_entries WHERE user_id = ${uid}
            ORDER BY occurred_at DESC, id DESC LIMIT ${RECENT_LIMIT})
          UNION ALL
          (SELECT 'checkin', id, recorded_at, NULL, NULL, NULL, in_zone_share, NULL, NULL, NULL
            FROM checkins WHERE user_id = ${uid}
            ORDER BY recorded_at DESC LIMIT ${RECENT_LIMIT})
          UNION ALL
          (SELECT 'routine-run', id, completed_at, NULL, NULL, NULL, NULL, NULL, NULL, NULL
            FROM routine_runs WHERE user_id = ${uid} AND completed
            ORDER BY completed_at DESC LIMIT ${RECENT_LIMIT})
          UNION ALL
          (SELECT 'coach-feedback', m.id, m.created_at, NULL, NULL, NULL, NULL, u.name, m.coach_id,
                  m.entry_id
            FROM coach_messages m JOIN users u ON u.id = m.coach_id
            WHERE m.athlete_id = ${uid} AND m.author = 'coach'
            ORDER BY m.created_at DESC LIMIT ${RECENT_LIMIT})
        ) AS activity
        ORDER BY activity.at DESC, activity.id DESC
        LIMIT ${RECENT_LIMIT}
      `,
    ),
  );

  const dashboard: Dashboard = {
    name: stats.name,
    stats: {
      entriesThisWeek: stats.entries_this_week,
      averageRating30d: stats.average_rating_30d,
      inZoneShare30d: stats.in_zone_share_30d,
      streakDays: stats.streak_days,
      totalEntries: stats.total_entries,
    },
    recent: recent.map((r): DashboardActivity => {
      const common = { id: String(r.id), at: r.at, inZoneShare: r.in_zone_share };
      if (r.kind === 'entry') {
        return {
          kind: 'entry',
          ...common,
          title: r.title ?? '',
          ...(r.type ? { type: r.type } : {}),
          ...(r.rating !== null ? { rating: r.rating } : {}),
        };
      }
      if (r.kind === 'coach-feedback') {
        return {
          kind: 'coach-feedback',
          ...common,
          title: coachFeedbackTitle(r.coach_name ?? ''),
          ...(r.entry_id ? { entryId: String(r.entry_id) } : {}),
        };
      }
      if (r.kind === 'routine-run') {
        return { kind: 'routine-run', ...common, title: ROUTINE_RUN_TITLE };
      }
      return { kind: 'checkin', ...common, title: CHECKIN_TITLE };
    }),
  };
  const coachIds = recent.flatMap((r) => (r.coach_id ? [r.coach_id] : []));
  return { dashboard, validUntilMs: stats.valid_until, owners: [uid, ...new Set(coachIds)] };
}

/** Dashboards answered from memory: beyond this many, the longest unused are forgotten. */
const DASHBOARD_CACHE_CAPACITY = 5_000;

/**
 * The dashboard is read at every start of the app and changes far less often. With a change feed it
 * is kept in memory per athlete until one of their entries, check-ins, routine runs or coach messages
 * is written (or their name, or the name of a coach in the list, changes), or until it changes by
 * time alone; the feed's barrier makes every write on any process visible to the next call.
 */
export function dashboardFunction(changes?: ChangeFeed) {
  const cache = changes
    ? createChangeCache<{ dashboard: Dashboard; validUntilMs: number }>(
        changes,
        ['users', 'athlete-data'],
        DASHBOARD_CACHE_CAPACITY,
      )
    : null;
  return implement(
    athleteContracts.getDashboard,
    async (_input, { db, caller }): Promise<Dashboard> => {
      const read = cache?.beginRead();
      try {
        const hit = await cache?.lookup(caller.id);
        if (hit && hit.validUntilMs > Date.now()) return hit.dashboard;
        const { dashboard, validUntilMs, owners } = await readDashboard(db, caller.id);
        read?.keep(caller.id, { dashboard, validUntilMs }, owners);
        return dashboard;
      } finally {
        read?.end();
      }
    },
  );
}
