import { type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Trends, TrendsRange, ZoneLearning, ZTrendsQuery } from '../../../domain/api-trends';
import { trainingContracts } from '../../../domain/contracts/training';
import type { CocktailEmotion } from '../../../domain/schemas/athlete';
import { emotionSeries } from '../../../domain/trends-stats';
import { countsOf, learnZones } from '../../../domain/zone-probability';
import type { Db } from '../../db/client';
import { implement } from '../../functions/callable';
import { currentCocktailText, isoText, notFound, rowsOf, TIME_ZONE } from '../athlete/athlete-data';

/**
 * What of the athlete's data the trends show a coach whose link shares them (coach-view.ts): both
 * see one computation. Sharing the trends shows every entry's time, rating and emotions.
 */
export interface TrendsScope {
  /** A condition on the entry `p`: only these keep their title (the others are null). */
  titleWhen: SQL;
  /** Whether the current cocktail (its emotions and zones) is part of the answer. */
  cocktail: boolean;
}

/** The emotions of the athlete's current cocktail, in their order, as rows; none when left out. */
function cocktailCte(uid: string, withCocktail = true): SQL {
  return sql`
    cocktail AS (
      SELECT e.ord::int AS ord, e.val->>'id' AS id, e.val->>'label' AS label,
             e.val->>'group' AS grp, (e.val->>'zoneMin')::int AS zone_min,
             (e.val->>'zoneMax')::int AS zone_max
      FROM (SELECT ${uid}::text AS user_id) AS me
      CROSS JOIN LATERAL (${sql.raw(currentCocktailText('me.user_id'))}) AS c
      CROSS JOIN LATERAL jsonb_array_elements(c.emotions) WITH ORDINALITY AS e(val, ord)
      ${withCocktail ? sql`` : sql`WHERE false`}
    )`;
}

/**
 * Of an entry `p`'s stored `emotions`, the ids and the intensities, in their order: all that the
 * figures need. Leaving labels and zones in the database keeps the JSON that PGlite (PostgreSQL as
 * WebAssembly) writes out for a year of entries several times smaller.
 */
const EMOTION_IDS = sql.raw(`jsonb_path_query_array(p.emotions, '$[*].id')`);
const INTENSITIES = sql.raw(`jsonb_path_query_array(p.emotions, '$[*].intensity')`);

/**
 * What zone learning needs: every entry of the athlete as `[rating, emotion ids, intensities]`, read
 * with the same paths as the window's entries, the cheapest way to read the emotions on both
 * databases. The domain's `countsOf` counts them, so the rule is written once. A coach reads this
 * only through `readTrends` when the link shares the trends, which show every entry's rating and
 * emotions anyway; without the cocktail there is nothing to learn zones of.
 */
function learningCte(uid: string): SQL {
  return sql`
    learning AS (
      SELECT coalesce(json_agg(json_build_array(p.rating, ${EMOTION_IDS}, ${INTENSITIES})),
                      '[]'::json) AS entries
      FROM protocol_entries p
      WHERE p.user_id = ${uid}
    )`;
}

type LearningRows = [rating: number, emotionIds: string[], intensities: number[]][];

/** Zone learning over the statement's `learning` rows. */
function learningOf(cocktail: CocktailEmotion[], rows: LearningRows): ZoneLearning {
  return learnZones(
    cocktail,
    countsOf(
      rows.map(([rating, ids, intensities]) => ({
        rating,
        emotions: ids.map((id, k) => ({ id, intensity: intensities[k] ?? 0 })),
      })),
    ),
  );
}

/** The cocktail as one json list `cocktail_list.value`, in its order; needs `cocktail`. */
const COCKTAIL_LIST = sql`
    cocktail_list AS (
      SELECT coalesce(json_agg(json_build_object(
               'id', id, 'label', label, 'group', grp, 'zoneMin', zone_min, 'zoneMax', zone_max)
             ORDER BY ord), '[]'::json) AS value
      FROM cocktail
    )`;

const PRESET_DAYS: Record<Exclude<TrendsRange, 'custom'>, number> = { '7': 7, '30': 30, '90': 90 };

type Columns = Trends['entries'];

/** An entry of the window, oldest first. */
interface EntryRow {
  occurredAt: Columns['occurredAt'][number];
  rating: Columns['rating'][number];
  type: Columns['type'][number];
  title: Columns['title'][number];
  inZoneShare: Columns['inZoneShare'][number];
  emotionIds: string[];
  intensities: number[];
}

interface TrendsRow {
  from_day: string;
  to_day: string;
  days: number;
  entries: EntryRow[];
  cocktail: CocktailEmotion[];
  calendar: Trends['calendar'];
  summary: Trends['summary'];
  learning: LearningRows;
}

/**
 * Everything the trends screen shows, in one statement. Figures over entries that the database rounds
 * (the summary) and the calendar of Berlin days are aggregated there; the per-emotion figures are a
 * pass over the entries here (domain/trends-stats.ts), so the rule lives once. The series are
 * columns, each emotion's intensities lined up with the entries, which keeps a year's answer small.
 */
export const getTrends = implement(
  trainingContracts.getTrends,
  async (input, { db, caller }): Promise<Trends> => readTrends(db, caller.id, input),
);

/**
 * The athlete's trends, of all her data or of the `scope` a coach's link shares: a coach sees the
 * trends as the athlete does, with no second implementation to drift apart.
 */
export async function readTrends(
  db: Db,
  uid: string,
  input: z.infer<typeof ZTrendsQuery>,
  scope?: TrendsScope,
): Promise<Trends> {
  const [row] = rowsOf<TrendsRow>(await db.execute(trendsQuery(uid, input, scope)));
  if (!row) throw notFound();
  const { entries } = row;
  const ratings = entries.map((e) => e.rating);
  const { emotions, relation } = emotionSeries(row.cocktail, ratings, {
    emotionIds: entries.map((e) => e.emotionIds),
    intensities: entries.map((e) => e.intensities),
  });
  return {
    range: { from: row.from_day, to: row.to_day, days: row.days },
    entries: {
      occurredAt: entries.map((e) => e.occurredAt),
      rating: ratings,
      type: entries.map((e) => e.type),
      title: entries.map((e) => e.title),
      inZoneShare: entries.map((e) => e.inZoneShare),
    },
    emotions,
    relation,
    calendar: row.calendar,
    summary: row.summary,
    zoneLearning: learningOf(row.cocktail, row.learning),
  };
}

/** The one statement behind `getTrends`, exported for the scale test's plan and timing. */
export function trendsQuery(
  uid: string,
  input: z.infer<typeof ZTrendsQuery>,
  scope?: TrendsScope,
): SQL {
  const today = sql`(now() AT TIME ZONE ${TIME_ZONE})::date`;
  // The schema made sure that a custom range has both days.
  const [fromDay, toDay] =
    input.range === 'custom'
      ? [sql`${input.from}::date`, sql`${input.to}::date`]
      : [sql`(${today} - ${PRESET_DAYS[input.range] - 1}::int)`, today];
  const dayStart = (day: SQL) => sql`(${day}::timestamp AT TIME ZONE ${TIME_ZONE})`;

  return sql`
    WITH
    ${cocktailCte(uid, scope?.cocktail)},
    ${COCKTAIL_LIST},
    ${learningCte(uid)},
    bounds AS (SELECT ${fromDay} AS from_day, ${toDay} AS to_day),
    entries AS MATERIALIZED (
      SELECT p.id, p.occurred_at, p.rating, p.type, p.in_zone_share,
             ${EMOTION_IDS} AS emotion_ids, ${INTENSITIES} AS intensities,
             ${scope ? sql`CASE WHEN ${scope.titleWhen} THEN p.title END` : sql`p.title`} AS title
      FROM protocol_entries p
      WHERE p.user_id = ${uid}
        AND p.occurred_at >= ${dayStart(fromDay)}
        AND p.occurred_at < ${dayStart(sql`(${toDay} + 1)`)}
    ),
    per_day AS (
      SELECT (occurred_at AT TIME ZONE ${TIME_ZONE})::date AS day, count(*)::int AS n
      FROM entries GROUP BY 1
    )
    SELECT
      to_char(b.from_day, 'YYYY-MM-DD') AS from_day,
      to_char(b.to_day, 'YYYY-MM-DD') AS to_day,
      (b.to_day - b.from_day + 1)::int AS days,
      (SELECT coalesce(json_agg(json_build_object(
                'occurredAt', ${isoText(sql`occurred_at`)}, 'rating', rating, 'type', type,
                'title', title, 'inZoneShare', in_zone_share,
                'emotionIds', emotion_ids, 'intensities', intensities)
              ORDER BY occurred_at, id), '[]'::json)
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
      (SELECT entries FROM learning) AS learning
    FROM bounds b
  `;
}

/** The zone learning alone, for the cocktail editor; taking a suggestion over is `saveCocktail`. */
export const getZoneSuggestions = implement(
  trainingContracts.getZoneSuggestions,
  async (_input, { db, caller }): Promise<ZoneLearning> => {
    const [row] = rowsOf<{ cocktail: CocktailEmotion[]; learning: LearningRows }>(
      await db.execute(sql`
        WITH ${cocktailCte(caller.id)}, ${COCKTAIL_LIST}, ${learningCte(caller.id)}
        SELECT (SELECT value FROM cocktail_list) AS cocktail,
               (SELECT entries FROM learning) AS learning
      `),
    );
    if (!row) throw notFound();
    return learningOf(row.cocktail, row.learning);
  },
);
