/**
 * The trends and zone learning as they were computed before the entries carried a copy of their
 * emotions (commit 0e413a1): every figure aggregated by the database over the emotion rows. The rows
 * were the table `protocol_entry_emotions` then; since migration 0009 they are the elements of each
 * entry's `emotions` (jsonb), unpacked here into rows, while `getTrends` reads the copies
 * `emotion_ids` and `emotion_intensities`, so this stays an independent computation. Kept only as
 * the reference of trends-equivalence.int.test.ts, which checks that today's `getTrends` and
 * `getZoneSuggestions` answer exactly the same.
 */
import { type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import {
  MIN_LEARNING_ENTRIES,
  MIN_PERCENTILE_SAMPLES,
  MIN_RELATION_ENTRIES,
  type Trends,
  type TrendsRange,
  type ZoneLearning,
  type ZTrendsQuery,
} from '../../domain/api-trends';
import type { Db } from '../db/client';
import { isoText, rowsOf, TIME_ZONE } from '../features/athlete/athlete-data';

/**
 * The emotion rows of the entries `p`, one per element of `p.emotions`, as `pe(id, intensity)`: the
 * table's `emotion_id` and `intensity` (`position` is the ordinal, which no figure here needs).
 */
const EMOTION_ROWS = sql`CROSS JOIN LATERAL jsonb_to_recordset(p.emotions) AS pe(id text, intensity int)`;

/** The emotions of the athlete's current cocktail, in their order, as rows. */
function cocktailCte(uid: string): SQL {
  return sql`
    cocktail AS (
      SELECT e.ord::int AS ord, e.val->>'id' AS id, e.val->>'label' AS label,
             e.val->>'group' AS grp, (e.val->>'zoneMin')::int AS zone_min,
             (e.val->>'zoneMax')::int AS zone_max
      FROM (SELECT emotions FROM cocktail_versions WHERE user_id = ${uid}
            ORDER BY version DESC LIMIT 1) AS c
      CROSS JOIN LATERAL jsonb_array_elements(c.emotions) WITH ORDINALITY AS e(val, ord)
    )`;
}

/**
 * Zone learning over the whole protocol, as one json value `zone_learning.value`; needs `cocktail`.
 * The best entries are those rated at or above the 75th percentile (linear interpolation, so with
 * ties every entry of the threshold's rating counts). Quarter steps are exact in binary, so the
 * comparison with an integer rating never suffers from rounding.
 */
function zoneLearningCtes(uid: string): SQL {
  return sql`
    learn_stats AS (
      SELECT count(*)::int AS total,
             percentile_cont(0.75) WITHIN GROUP (ORDER BY rating) AS p75
      FROM protocol_entries WHERE user_id = ${uid}
    ),
    best AS (
      SELECT p.id, p.emotions FROM protocol_entries p, learn_stats s
      WHERE p.user_id = ${uid} AND s.total >= ${MIN_LEARNING_ENTRIES}::int AND p.rating >= s.p75
    ),
    learned AS (
      SELECT pe.id AS emotion_id, count(*)::int AS samples,
             min(pe.intensity) AS lo, max(pe.intensity) AS hi,
             percentile_cont(0.25) WITHIN GROUP (ORDER BY pe.intensity) AS q1,
             percentile_cont(0.75) WITHIN GROUP (ORDER BY pe.intensity) AS q3
      FROM best p ${EMOTION_ROWS}
      WHERE pe.id = ANY (ARRAY(SELECT id FROM cocktail))
      GROUP BY pe.id
    ),
    zone_learning AS (
      SELECT json_build_object(
        'available', s.total >= ${MIN_LEARNING_ENTRIES}::int,
        'entriesNeeded', greatest(${MIN_LEARNING_ENTRIES}::int - s.total, 0),
        'bestEntries', (SELECT count(*)::int FROM best),
        'emotions', CASE WHEN s.total >= ${MIN_LEARNING_ENTRIES}::int THEN coalesce((
          SELECT json_agg(json_build_object(
            'id', c.id,
            'label', c.label,
            -- numeric rounds halves away from zero; float8 would round them to even.
            'suggestedMin', CASE WHEN l.samples >= ${MIN_PERCENTILE_SAMPLES}::int
                              THEN round(l.q1::numeric)::int ELSE l.lo END,
            'suggestedMax', CASE WHEN l.samples >= ${MIN_PERCENTILE_SAMPLES}::int
                              THEN round(l.q3::numeric)::int ELSE l.hi END,
            'currentMin', c.zone_min,
            'currentMax', c.zone_max,
            'samples', coalesce(l.samples, 0)
          ) ORDER BY c.ord)
          FROM cocktail c LEFT JOIN learned l ON l.emotion_id = c.id
        ), '[]'::json) ELSE '[]'::json END
      ) AS value
      FROM learn_stats s
    )`;
}

const PRESET_DAYS: Record<Exclude<TrendsRange, 'custom'>, number> = { '7': 7, '30': 30, '90': 90 };

type Columns = Trends['entries'];

interface TrendsRow {
  from_day: string;
  to_day: string;
  days: number;
  /** The entries' columns in the database's order, with each entry's place (1-based) in `ords`. */
  entries: { [K in keyof Columns]: Columns[K] | null } & { ords: number[] | null };
  /** Per cocktail emotion, in its order; `ords` (1-based into `entries`) and `intensities` pair up. */
  emotions: (Omit<Trends['emotions'][number], 'intensities'> & {
    n: number;
    r: number | null;
    ords: number[] | null;
    intensities: number[] | null;
  })[];
  calendar: Trends['calendar'];
  summary: Trends['summary'];
  zone_learning: ZoneLearning;
}

/**
 * Values put in their entries' places. The database aggregates without ORDER BY (an ordered
 * aggregate sorts once per list, which took that part about twice as long) and says each value's place.
 */
function lineUp<T>(count: number, ords: number[] | null, values: T[] | null): (T | null)[] {
  const line: (T | null)[] = new Array(count).fill(null);
  const list = values ?? [];
  (ords ?? []).forEach((ord, i) => {
    line[ord - 1] = list[i] ?? null;
  });
  return line;
}

/** A column every entry has a value in; `lineUp` leaves no gap there. */
const full = <T>(line: (T | null)[]): T[] => line.filter((v): v is T => v !== null);

/** `getTrends` of commit 0e413a1. */
export async function referenceTrends(
  db: Db,
  uid: string,
  input: z.infer<typeof ZTrendsQuery>,
): Promise<Trends> {
  const [row] = rowsOf<TrendsRow>(await db.execute(trendsQuery(uid, input)));
  if (!row) throw new Error('no row');
  const { ords, occurredAt, rating, type, title, inZoneShare } = row.entries;
  const count = ords?.length ?? 0;
  return {
    range: { from: row.from_day, to: row.to_day, days: row.days },
    entries: {
      occurredAt: full(lineUp(count, ords, occurredAt)),
      rating: full(lineUp(count, ords, rating)),
      type: full(lineUp(count, ords, type)),
      title: full(lineUp(count, ords, title)),
      inZoneShare: lineUp(count, ords, inZoneShare),
    },
    emotions: row.emotions.map(({ id, label, group, zoneMin, zoneMax, ords, intensities }) => ({
      id,
      label,
      group,
      zoneMin,
      zoneMax,
      intensities: lineUp(count, ords, intensities),
    })),
    relation: row.emotions.map(({ id, label, group, n, r }) => ({
      id,
      label,
      group,
      n,
      r: n >= MIN_RELATION_ENTRIES ? r : null,
    })),
    calendar: row.calendar,
    summary: row.summary,
    zoneLearning: row.zone_learning,
  };
}

function trendsQuery(uid: string, input: z.infer<typeof ZTrendsQuery>): SQL {
  const today = sql`(now() AT TIME ZONE ${TIME_ZONE})::date`;
  // The schema made sure that a custom range has both days.
  const [fromDay, toDay] =
    input.range === 'custom'
      ? [sql`${input.from}::date`, sql`${input.to}::date`]
      : [sql`(${today} - ${PRESET_DAYS[input.range] - 1}::int)`, today];

  // The cocktail's ids are compared as an array (a semi join against the CTE hashes every emotion
  // row, which costs more than the aggregate), and the arrays are left unordered: each intensity
  // carries its entry's ordinal, so the handler places it and the database sorts nothing.
  return sql`
    WITH
    ${cocktailCte(uid)},
    ${zoneLearningCtes(uid)},
    bounds AS (SELECT ${fromDay} AS from_day, ${toDay} AS to_day),
    entries AS MATERIALIZED (
      SELECT p.id, p.rating, p.type, p.title, p.in_zone_share, p.occurred_at, p.emotions,
             row_number() OVER (ORDER BY p.occurred_at, p.id)::int AS ord
      FROM protocol_entries p
      WHERE p.user_id = ${uid}
        AND p.occurred_at >= (${fromDay}::timestamp AT TIME ZONE ${TIME_ZONE})
        AND p.occurred_at < ((${toDay} + 1)::timestamp AT TIME ZONE ${TIME_ZONE})
    ),
    per_emotion AS (
      SELECT pe.id AS emotion_id, count(*)::int AS n,
             round(corr(pe.intensity, p.rating)::numeric, 2)::float8 AS r,
             array_agg(p.ord) AS ords,
             array_agg(pe.intensity) AS intensities
      FROM entries p ${EMOTION_ROWS}
      WHERE pe.id = ANY (ARRAY(SELECT id FROM cocktail))
      GROUP BY pe.id
    ),
    per_day AS (
      SELECT (occurred_at AT TIME ZONE ${TIME_ZONE})::date AS day, count(*)::int AS n
      FROM entries GROUP BY 1
    )
    SELECT
      to_char(b.from_day, 'YYYY-MM-DD') AS from_day,
      to_char(b.to_day, 'YYYY-MM-DD') AS to_day,
      (b.to_day - b.from_day + 1)::int AS days,
      (SELECT json_build_object(
                'ords', json_agg(ord),
                'occurredAt', json_agg(${isoText(sql`occurred_at`)}),
                'rating', json_agg(rating),
                'type', json_agg(type),
                'title', json_agg(title),
                'inZoneShare', json_agg(in_zone_share))
       FROM entries) AS entries,
      (SELECT coalesce(json_agg(json_build_object(
                'id', c.id, 'label', c.label, 'group', c.grp,
                'zoneMin', c.zone_min, 'zoneMax', c.zone_max,
                'n', coalesce(pe.n, 0), 'r', pe.r,
                'ords', pe.ords, 'intensities', pe.intensities)
              ORDER BY c.ord), '[]'::json)
       FROM cocktail c LEFT JOIN per_emotion pe ON pe.emotion_id = c.id) AS emotions,
      (SELECT json_agg(json_build_object(
                'date', to_char(b.from_day + i, 'YYYY-MM-DD'), 'count', coalesce(d.n, 0))
              ORDER BY i)
       FROM generate_series(0, b.to_day - b.from_day) AS i
       LEFT JOIN per_day d ON d.day = b.from_day + i) AS calendar,
      (SELECT json_build_object(
                'entries', count(*)::int,
                'averageRating', round(avg(rating)::numeric, 2)::float8,
                'averageInZoneShare', round(avg(in_zone_share)::numeric, 3)::float8)
       FROM entries) AS summary,
      (SELECT value FROM zone_learning) AS zone_learning
    FROM bounds b
  `;
}

/** `getZoneSuggestions` of commit 0e413a1. */
export async function referenceZoneSuggestions(db: Db, uid: string): Promise<ZoneLearning> {
  const [row] = rowsOf<{ value: ZoneLearning }>(
    await db.execute(sql`
      WITH ${cocktailCte(uid)}, ${zoneLearningCtes(uid)}
      SELECT value FROM zone_learning
    `),
  );
  if (!row) throw new Error('no row');
  return row.value;
}
