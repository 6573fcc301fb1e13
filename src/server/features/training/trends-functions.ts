import { type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import {
  MIN_LEARNING_ENTRIES,
  type Trends,
  type TrendsRange,
  type ZoneLearning,
  type ZTrendsQuery,
} from '../../../domain/api-trends';
import { trainingContracts } from '../../../domain/contracts/training';
import type { CocktailEmotion } from '../../../domain/schemas/athlete';
import {
  bestEntries,
  type EntryEmotions,
  emotionSeries,
  zoneLearning,
} from '../../../domain/trends-stats';
import type { Db } from '../../db/client';
import { implement } from '../../functions/callable';
import { currentCocktailText, notFound, rowsOf, TIME_ZONE } from '../athlete/athlete-data';

/** The emotions of the athlete's current cocktail, in their order, as rows. */
function cocktailCte(uid: string): SQL {
  return sql`
    cocktail AS (
      SELECT e.ord::int AS ord, e.val->>'id' AS id, e.val->>'label' AS label,
             e.val->>'group' AS grp, (e.val->>'zoneMin')::int AS zone_min,
             (e.val->>'zoneMax')::int AS zone_max
      FROM (SELECT ${uid}::text AS user_id) AS me
      CROSS JOIN LATERAL (${sql.raw(currentCocktailText('me.user_id'))}) AS c
      CROSS JOIN LATERAL jsonb_array_elements(c.emotions) WITH ORDINALITY AS e(val, ord)
    )`;
}

/**
 * What zone learning needs, as the row `learning(total, best)`: the number of entries and the
 * emotions of the best ones, chosen as the domain's `bestEntries` chooses them (a property test holds
 * the two together), as lines of `EMOTIONS_LINE`. `zoneLearning` makes the suggestions of it.
 * Where `skipBest` holds, the best entries are left out: the caller has every entry already.
 */
function learningCtes(uid: string, skipBest: SQL = sql`false`): SQL {
  return sql`
    learning AS (
      SELECT s.total, CASE WHEN s.total >= ${MIN_LEARNING_ENTRIES}::int AND NOT (${skipBest}) THEN (
        SELECT string_agg(${sql.raw(EMOTIONS_LINE)}, E'\\n')
        FROM protocol_entries p
        WHERE p.user_id = ${uid}
          AND p.rating >= (SELECT percentile_cont(0.75) WITHIN GROUP (ORDER BY rating)
                           FROM protocol_entries WHERE user_id = ${uid})
      ) END AS best
      FROM (SELECT count(*)::int AS total FROM protocol_entries WHERE user_id = ${uid}) s
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

/**
 * An entry's emotions as one line of text, `ids|intensities`, each a comma-separated list: emotion
 * ids are `[a-z0-9-]` (the schema) and the copies hold no nulls. On PGlite, which runs PostgreSQL as
 * WebAssembly, the JSON of 2,000 entries' arrays took a third of the statement (issue 6); text
 * aggregates cost about half as much.
 */
const EMOTIONS_LINE = `array_to_string(p.emotion_ids, ',') || '|' || array_to_string(p.emotion_intensities, ',')`;

/**
 * Reads comma-separated emotion ids; the same text gives the same (shared, never changed) list, since
 * most entries rate the emotions of the one before.
 */
function idListReader(cocktailIds: string[] = []): (text: string | undefined) => string[] {
  const known = new Map<string, string[]>([[SAME_AS_COCKTAIL, cocktailIds]]);
  return (text = '') => {
    let list = known.get(text);
    if (!list) {
      list = text ? text.split(',') : [];
      known.set(text, list);
    }
    return list;
  };
}

/** Comma-separated intensities (whole numbers from 0) as numbers, read without splitting. */
function intensitiesOf(text = ''): number[] {
  const list: number[] = [];
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      list.push(value);
      value = 0;
    } else value = value * 10 + c - 48;
  }
  if (text) list.push(value);
  return list;
}

/** Lines of `EMOTIONS_LINE` as lists, entry by entry. */
function emotionsOfLines(lines: string | null): EntryEmotions {
  const emotions: EntryEmotions = { emotionIds: [], intensities: [] };
  const idsOf = idListReader();
  for (const line of lines ? lines.split('\n') : []) {
    const bar = line.indexOf('|');
    emotions.emotionIds.push(idsOf(line.slice(0, bar)));
    emotions.intensities.push(intensitiesOf(line.slice(bar + 1)));
  }
  return emotions;
}

interface LearningRow {
  total: number;
  /** `EMOTIONS_LINE` of each of the best entries, one per line; null when there are none. */
  best: string | null;
}

const PRESET_DAYS: Record<Exclude<TrendsRange, 'custom'>, number> = { '7': 7, '30': 30, '90': 90 };

interface TrendsRow {
  from_day: string;
  to_day: string;
  days: number;
  /**
   * The window's entries unordered, one line each (`ENTRY_LINE`), and their titles in the same order
   * (as JSON: a title may hold any character); null without entries.
   */
  lines: string | null;
  titles: (string | null)[] | null;
  /** Where each day of the window and the day after it begin, in microseconds since 1970. */
  day_starts: string;
  cocktail: CocktailEmotion[];
  summary: Trends['summary'];
  learning: LearningRow;
}

/** The emotion ids of an entry that rated the current cocktail's emotions in its order. */
const SAME_AS_COCKTAIL = '=';

/**
 * An entry `p` of the window as one line of text (the current cocktail's ids are `c.ids`):
 * `occurred_at` in microseconds since 1970 (exact in a double for the schema's years), id, rating,
 * type, in-zone share (empty for none), emotion ids (`SAME_AS_COCKTAIL` for most) and intensities. Types are the schema's words, ids uuids. On PGlite
 * (PostgreSQL as WebAssembly) the statement took 40 % less time (issue 6) than with an array per
 * column and entry, ordered by a window function that also left out ids equal to the entry before.
 */
const ENTRY_LINE =
  sql.raw(`concat_ws('|', (extract(epoch FROM p.occurred_at) * 1000000)::int8, p.id,
    p.rating, p.type, coalesce(p.in_zone_share::text, ''),
    CASE WHEN p.emotion_ids = c.ids THEN '${SAME_AS_COCKTAIL}'
         ELSE array_to_string(p.emotion_ids, ',') END,
    array_to_string(p.emotion_intensities, ','))`);

interface EntryLine {
  micros: number;
  id: string;
  title: string | null;
  rating: number;
  type: Trends['entries']['type'][number];
  inZoneShare: number | null;
  emotionIds: string[];
  intensities: number[];
}

/** The entries of the row, oldest first (time, then id, as the index orders them). */
function entriesOf(row: TrendsRow): EntryLine[] {
  if (!row.lines) return [];
  const idsOf = idListReader(row.cocktail.map((c) => c.id));
  const entries = row.lines.split('\n').map((line, i): EntryLine => {
    const [micros, id, rating, type, share, ids, intensities] = line.split('|') as string[];
    return {
      micros: Number(micros),
      id: id as string,
      title: row.titles?.[i] ?? null,
      rating: Number(rating),
      type: type as EntryLine['type'],
      inZoneShare: share ? Number(share) : null,
      emotionIds: idsOf(ids),
      intensities: intensitiesOf(intensities),
    };
  });
  // uuids in their text form compare as PostgreSQL compares them.
  return entries.sort((a, b) => a.micros - b.micros || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** `isoText` of a time in microseconds (PostgreSQL's `MS` drops the rest). */
const isoOfMicros = (micros: number) => new Date(Math.floor(micros / 1000)).toISOString();

const DAY_MS = 86_400_000;

/**
 * Entries per Berlin day of the window, from where the days begin (the database knows the time
 * zone's rules; binning 2,000 entries there took a sixth of the statement on PGlite).
 */
function calendarOf(row: TrendsRow, entries: EntryLine[]): Trends['calendar'] {
  const starts = row.day_starts.split(',').map(Number);
  const first = Date.parse(`${row.from_day}T00:00:00Z`);
  const calendar: Trends['calendar'] = [];
  let next = 0;
  for (let day = 0; day + 1 < starts.length; day++) {
    const end = starts[day + 1] as number;
    let count = 0;
    while (next < entries.length && (entries[next] as EntryLine).micros < end) {
      next++;
      count++;
    }
    calendar.push({ date: new Date(first + day * DAY_MS).toISOString().slice(0, 10), count });
  }
  return calendar;
}

/**
 * The best entries' emotions for zone learning. When the window holds every entry of the athlete, the
 * statement leaves them out and they are chosen here.
 */
function learningBest(row: TrendsRow, entries: EntryLine[]): EntryEmotions {
  const { total, best } = row.learning;
  if (total !== entries.length) return emotionsOfLines(best);
  const chosen = bestEntries(entries);
  return {
    emotionIds: chosen.map((e) => e.emotionIds),
    intensities: chosen.map((e) => e.intensities),
  };
}

/**
 * Everything the trends screen shows, in one statement: the entries of the window are read once
 * (an index range scan) with the copy of their emotions, as one line of text each, and put in order
 * here. Figures over entries that the database rounds are aggregated there; the per-emotion figures
 * are a pass over the entries here (domain/trends-stats.ts): aggregating one row per entry and emotion in
 * the database took most of the time. The series are columns, each emotion's intensities lined up
 * with the entries: a year of 2,000 entries of 10 emotions is about 175 KB instead of 1.4 MB of
 * objects that repeat each time stamp per point.
 */
export const getTrends = implement(
  trainingContracts.getTrends,
  async (input, { db, caller }): Promise<Trends> => readTrends(db, caller.id, input),
);

/**
 * The athlete's trends; `titleWhen`, a condition on the entry `p`, keeps only the titles it holds
 * for (the others are null): a coach sees the trends as the athlete does, with no second
 * implementation to drift apart, but only the titles of entries shared with them.
 */
export async function readTrends(
  db: Db,
  uid: string,
  input: z.infer<typeof ZTrendsQuery>,
  titleWhen?: SQL,
): Promise<Trends> {
  const [row] = rowsOf<TrendsRow>(await db.execute(trendsQuery(uid, input, titleWhen)));
  if (!row) throw notFound();
  const entries = entriesOf(row);
  const ratings = entries.map((e) => e.rating);
  const { emotions, relation } = emotionSeries(row.cocktail, ratings, {
    emotionIds: entries.map((e) => e.emotionIds),
    intensities: entries.map((e) => e.intensities),
  });
  return {
    range: { from: row.from_day, to: row.to_day, days: row.days },
    entries: {
      occurredAt: entries.map((e) => isoOfMicros(e.micros)),
      rating: ratings,
      type: entries.map((e) => e.type),
      title: entries.map((e) => e.title),
      inZoneShare: entries.map((e) => e.inZoneShare),
    },
    emotions,
    relation,
    calendar: calendarOf(row, entries),
    summary: row.summary,
    zoneLearning: zoneLearning(row.cocktail, row.learning.total, learningBest(row, entries)),
  };
}

/** The one statement behind `getTrends`, exported for the scale test's plan and timing. */
export function trendsQuery(
  uid: string,
  input: z.infer<typeof ZTrendsQuery>,
  titleWhen?: SQL,
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
    ${cocktailCte(uid)},
    ${COCKTAIL_LIST},
    bounds AS (SELECT ${fromDay} AS from_day, ${toDay} AS to_day),
    entries AS MATERIALIZED (
      SELECT p.rating, p.in_zone_share,
             ${titleWhen ? sql`CASE WHEN ${titleWhen} THEN p.title END` : sql`p.title`} AS title,
             ${ENTRY_LINE} AS line
      FROM (SELECT coalesce(array_agg(id ORDER BY ord), '{}') AS ids FROM cocktail) c,
           protocol_entries p
      WHERE p.user_id = ${uid}
        AND p.occurred_at >= ${dayStart(fromDay)}
        AND p.occurred_at < ${dayStart(sql`(${toDay} + 1)`)}
    ),
    ${learningCtes(uid, sql`s.total = (SELECT count(*) FROM entries)`)}
    SELECT
      to_char(b.from_day, 'YYYY-MM-DD') AS from_day,
      to_char(b.to_day, 'YYYY-MM-DD') AS to_day,
      (b.to_day - b.from_day + 1)::int AS days,
      e.lines,
      e.titles,
      (SELECT string_agg((extract(epoch FROM ${dayStart(sql`(b.from_day + i)`)}) * 1000000)::int8::text,
                         ',' ORDER BY i)
       FROM generate_series(0, b.to_day - b.from_day + 1) AS i) AS day_starts,
      (SELECT value FROM cocktail_list) AS cocktail,
      (SELECT json_build_object(
                'entries', count(*)::int,
                'averageRating', round(avg(rating)::numeric, 2)::float8,
                'averageInZoneShare', round(avg(in_zone_share)::numeric, 3)::float8)
       FROM entries) AS summary,
      (SELECT json_build_object('total', total, 'best', best) FROM learning) AS learning
    FROM bounds b,
    LATERAL (SELECT string_agg(line, E'\\n') AS lines, json_agg(title) AS titles FROM entries) e
  `;
}

/** The zone learning alone, for the cocktail editor; taking a suggestion over is `saveCocktail`. */
export const getZoneSuggestions = implement(
  trainingContracts.getZoneSuggestions,
  async (_input, { db, caller }): Promise<ZoneLearning> => {
    const [row] = rowsOf<{ cocktail: CocktailEmotion[]; learning: LearningRow }>(
      await db.execute(sql`
        WITH ${cocktailCte(caller.id)}, ${COCKTAIL_LIST}, ${learningCtes(caller.id)}
        SELECT (SELECT value FROM cocktail_list) AS cocktail,
               (SELECT json_build_object('total', total, 'best', best) FROM learning) AS learning
      `),
    );
    if (!row) throw notFound();
    return zoneLearning(row.cocktail, row.learning.total, emotionsOfLines(row.learning.best));
  },
);
