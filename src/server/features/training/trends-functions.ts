import { type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import {
  MIN_LEARNING_ENTRIES,
  type Trends,
  type TrendsRange,
  type ZoneLearning,
  ZTrendsQuery,
} from '../../../domain/api-trends';
import { ZNoInput } from '../../../domain/schemas/profile';
import { isoText, notFound, rowsOf, TIME_ZONE } from '../athlete/athlete-data';
import { defineTrainingFunction } from './training-data';
import { type CocktailRow, type EntryEmotions, emotionSeries, zoneLearning } from './trends-stats';

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
 * What zone learning needs, as one json value `learning.value`: the number of entries and the
 * emotions of the best ones, those rated at or above the 75th percentile (linear interpolation, so
 * with ties every entry of the threshold's rating counts; none below MIN_LEARNING_ENTRIES entries).
 * Quarter steps are exact in binary, so the comparison with an integer rating never suffers from
 * rounding. `zoneLearning` (trends-stats.ts) makes the suggestions of it.
 */
function learningCtes(uid: string): SQL {
  return sql`
    learn_stats AS (
      SELECT count(*)::int AS total,
             percentile_cont(0.75) WITHIN GROUP (ORDER BY rating) AS p75
      FROM protocol_entries WHERE user_id = ${uid}
    ),
    learning AS (
      SELECT json_build_object('total', s.total, 'best', (
        SELECT json_build_object(
                 'emotionIds', coalesce(json_agg(p.emotion_ids), '[]'::json),
                 'intensities', coalesce(json_agg(p.emotion_intensities), '[]'::json))
        FROM protocol_entries p
        WHERE p.user_id = ${uid} AND s.total >= ${MIN_LEARNING_ENTRIES}::int AND p.rating >= s.p75
      )) AS value
      FROM learn_stats s
    )`;
}

/** The cocktail as one json list `cocktail_list.value`, in its order; needs `cocktail`. */
const COCKTAIL_LIST = sql`
    cocktail_list AS (
      SELECT coalesce(json_agg(json_build_object(
               'id', id, 'label', label, 'group', grp, 'zoneMin', zone_min, 'zoneMax', zone_max)
             ORDER BY ord), '[]'::json) AS value
      FROM cocktail
    )`;

interface LearningRow {
  total: number;
  best: EntryEmotions;
}

const PRESET_DAYS: Record<Exclude<TrendsRange, 'custom'>, number> = { '7': 7, '30': 30, '90': 90 };

type Columns = Trends['entries'];

interface TrendsRow {
  from_day: string;
  to_day: string;
  days: number;
  /**
   * The entries' columns in the database's order, with each entry's place (1-based) in `ords`;
   * `emotionIds` null where they are those of the entry before (in entry order).
   */
  entries: { [K in keyof Columns]: Columns[K] | null } & {
    ords: number[] | null;
    emotionIds: (string[] | null)[] | null;
    intensities: number[][] | null;
  };
  cocktail: CocktailRow[];
  calendar: Trends['calendar'];
  summary: Trends['summary'];
  learning: LearningRow;
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

/** The emotion ids of each entry, where the statement left out those of the entry before (null). */
function sameAsBefore(line: (string[] | null)[]): string[][] {
  let before: string[] = [];
  return line.map((ids) => {
    before = ids ?? before;
    return before;
  });
}

/**
 * Everything the trends screen shows, in one statement: the entries of the window are read once
 * (an index range scan) with the copy of their emotions, and the figures over entries are aggregated
 * in the database, so the answer costs one round trip whatever the size of the window. The
 * per-emotion figures are a pass over those entries here (trends-stats.ts): aggregating one row per
 * entry and emotion in the database took most of the time. The series are columns, each emotion's
 * intensities lined up with the entries: a year of 2,000 entries of 10 emotions is about 175 KB
 * instead of 1.4 MB of objects that repeat each time stamp per point.
 */
export const getTrends = defineTrainingFunction({
  name: 'getTrends',
  input: ZTrendsQuery,
  access: 'onboarded-athlete',
  handler: async (input, { db, caller }): Promise<Trends> => {
    const [row] = rowsOf<TrendsRow>(await db.execute(trendsQuery(caller.id, input)));
    if (!row) throw notFound();
    const { ords, occurredAt, rating, type, title, inZoneShare, emotionIds, intensities } =
      row.entries;
    const count = ords?.length ?? 0;
    const ratings = full(lineUp(count, ords, rating));
    const { emotions, relation } = emotionSeries(row.cocktail, ratings, {
      emotionIds: sameAsBefore(lineUp(count, ords, emotionIds)),
      intensities: full(lineUp(count, ords, intensities)),
    });
    return {
      range: { from: row.from_day, to: row.to_day, days: row.days },
      entries: {
        occurredAt: full(lineUp(count, ords, occurredAt)),
        rating: ratings,
        type: full(lineUp(count, ords, type)),
        title: full(lineUp(count, ords, title)),
        inZoneShare: lineUp(count, ords, inZoneShare),
      },
      emotions,
      relation,
      calendar: row.calendar,
      summary: row.summary,
      zoneLearning: zoneLearning(row.cocktail, row.learning.total, row.learning.best),
    };
  },
});

/** The one statement behind `getTrends`, exported for the scale test's plan and timing. */
export function trendsQuery(uid: string, input: z.infer<typeof ZTrendsQuery>): SQL {
  const today = sql`(now() AT TIME ZONE ${TIME_ZONE})::date`;
  // The schema made sure that a custom range has both days.
  const [fromDay, toDay] =
    input.range === 'custom'
      ? [sql`${input.from}::date`, sql`${input.to}::date`]
      : [sql`(${today} - ${PRESET_DAYS[input.range] - 1}::int)`, today];

  // The arrays are left unordered: each value carries its entry's ordinal, so the handler places it
  // and the database sorts nothing.
  return sql`
    WITH
    ${cocktailCte(uid)},
    ${COCKTAIL_LIST},
    ${learningCtes(uid)},
    bounds AS (SELECT ${fromDay} AS from_day, ${toDay} AS to_day),
    entries AS MATERIALIZED (
      SELECT p.id, p.rating, p.type, p.title, p.in_zone_share, p.occurred_at, p.emotion_intensities,
             -- Most entries rate the same emotions as the one before; their ids are left out.
             CASE WHEN p.emotion_ids IS DISTINCT FROM lag(p.emotion_ids) OVER w
                  THEN p.emotion_ids END AS emotion_ids,
             (row_number() OVER w)::int AS ord
      FROM protocol_entries p
      WHERE p.user_id = ${uid}
        AND p.occurred_at >= (${fromDay}::timestamp AT TIME ZONE ${TIME_ZONE})
        AND p.occurred_at < ((${toDay} + 1)::timestamp AT TIME ZONE ${TIME_ZONE})
      WINDOW w AS (ORDER BY p.occurred_at, p.id)
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
                'inZoneShare', json_agg(in_zone_share),
                'emotionIds', json_agg(emotion_ids),
                'intensities', json_agg(emotion_intensities))
       FROM entries) AS entries,
      (SELECT value FROM cocktail_list) AS cocktail,
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
      (SELECT value FROM learning) AS learning
    FROM bounds b
  `;
}

/** The zone learning alone, for the cocktail editor; taking a suggestion over is `saveCocktail`. */
export const getZoneSuggestions = defineTrainingFunction({
  name: 'getZoneSuggestions',
  input: ZNoInput,
  access: 'onboarded-athlete',
  handler: async (_input, { db, caller }): Promise<ZoneLearning> => {
    const [row] = rowsOf<{ cocktail: CocktailRow[]; learning: LearningRow }>(
      await db.execute(sql`
        WITH ${cocktailCte(caller.id)}, ${COCKTAIL_LIST}, ${learningCtes(caller.id)}
        SELECT (SELECT value FROM cocktail_list) AS cocktail, (SELECT value FROM learning) AS learning
      `),
    );
    if (!row) throw notFound();
    return zoneLearning(row.cocktail, row.learning.total, row.learning.best);
  },
});
