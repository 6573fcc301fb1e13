import { sql } from 'drizzle-orm';
import type { Dashboard, DashboardActivity } from '../../../domain/api';
import type { EntryType } from '../../../domain/schemas/athlete';
import { ZNoInput } from '../../../domain/schemas/profile';
import { defineAthleteFunction, isoText, notFound, rowsOf, TIME_ZONE } from './athlete-data';

export const RECENT_LIMIT = 8;
export const CHECKIN_TITLE = 'Check-in';
export const ROUTINE_RUN_TITLE = 'Tunnel-Routine';
export const coachFeedbackTitle = (coachName: string) => `Feedback von ${coachName}`;

interface StatsRow {
  name: string;
  entries_this_week: number;
  average_rating_30d: number | null;
  in_zone_share_30d: number | null;
  streak_days: number;
  total_entries: number;
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
  entry_id: string | null;
}

function statsQuery(uid: string) {
  return sql`
    WITH RECURSIVE
    b AS (
      SELECT
        (now() AT TIME ZONE ${TIME_ZONE})::date AS today,
        date_trunc('week', now() AT TIME ZONE ${TIME_ZONE}) AS week_start_local
    ),
    start_days(day) AS (
      SELECT d FROM b, LATERAL (VALUES (b.today), (b.today - 1)) AS v(d)
    ),
    streak(day) AS (
      (SELECT h.day FROM start_days h
        WHERE EXISTS (
          SELECT 1 FROM protocol_entries p
          WHERE p.user_id = ${uid}
            AND p.occurred_at >= (h.day::timestamp AT TIME ZONE ${TIME_ZONE})
            AND p.occurred_at < ((h.day + 1)::timestamp AT TIME ZONE ${TIME_ZONE}))
        ORDER BY h.day DESC LIMIT 1)
      UNION ALL
      SELECT s.day - 1 FROM streak s
      WHERE EXISTS (
        SELECT 1 FROM protocol_entries p
        WHERE p.user_id = ${uid}
          AND p.occurred_at >= ((s.day - 1)::timestamp AT TIME ZONE ${TIME_ZONE})
          AND p.occurred_at < (s.day::timestamp AT TIME ZONE ${TIME_ZONE}))
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
      (SELECT count(*)::int FROM streak) AS streak_days,
      (SELECT count(*)::int FROM protocol_entries WHERE user_id = ${uid}) AS total_entries
    FROM (
      SELECT avg(rating)::float8 AS average_rating_30d,
             avg(in_zone_share)::float8 AS in_zone_share_30d
      FROM protocol_entries
      WHERE user_id = ${uid} AND occurred_at >= now() - interval '30 days'
    ) AS last30
  `;
}

/**
 * Every figure is a range scan of the (user_id, occurred_at) index, so the cost follows the size of
 * the window, not of the athlete's whole history; only the total is a count over all their entries,
 * and the streak walks back one index probe per day of the streak.
 */
export const getDashboard = defineAthleteFunction({
  name: 'getDashboard',
  input: ZNoInput,
  access: 'onboarded-athlete',
  handler: async (_input, { db, caller }): Promise<Dashboard> => {
    const uid = caller.id;
    const [stats] = rowsOf<StatsRow>(await db.execute(statsQuery(uid)));
    if (!stats) throw notFound();

    const recent = rowsOf<ActivityRow>(
      await db.execute(sql`
        SELECT kind, id, ${isoText(sql`at`)} AS at,
               title, type, rating, in_zone_share, coach_name, entry_id
        FROM (
          (SELECT 'entry' AS kind, id, occurred_at AS at, title, type, rating, in_zone_share,
                  NULL AS coach_name, NULL::uuid AS entry_id
            FROM protocol_entries WHERE user_id = ${uid}
            ORDER BY occurred_at DESC, id DESC LIMIT ${RECENT_LIMIT})
          UNION ALL
          (SELECT 'checkin', id, recorded_at, NULL, NULL, NULL, in_zone_share, NULL, NULL
            FROM checkins WHERE user_id = ${uid}
            ORDER BY recorded_at DESC LIMIT ${RECENT_LIMIT})
          UNION ALL
          (SELECT 'routine-run', id, completed_at, NULL, NULL, NULL, NULL, NULL, NULL
            FROM routine_runs WHERE user_id = ${uid} AND completed
            ORDER BY completed_at DESC LIMIT ${RECENT_LIMIT})
          UNION ALL
          (SELECT 'coach-feedback', m.id, m.created_at, NULL, NULL, NULL, NULL, u.name, m.entry_id
            FROM coach_messages m JOIN users u ON u.id = m.coach_id
            WHERE m.athlete_id = ${uid} AND m.author = 'coach'
            ORDER BY m.created_at DESC LIMIT ${RECENT_LIMIT})
        ) AS activity
        ORDER BY activity.at DESC, activity.id DESC
        LIMIT ${RECENT_LIMIT}
      `),
    );

    return {
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
  },
});
