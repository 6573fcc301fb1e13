import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { ProtocolEntry, ProtocolEntrySummary } from '../../../domain/api';
import { athleteContracts } from '../../../domain/contracts/athlete';
import { quickEntryDefaults } from '../../../domain/quick-log';
import type { ZProtocolEntryInput } from '../../../domain/schemas/athlete';
import type { Db } from '../../db/client';
import { protocolEntries } from '../../db/schema';
import { implement } from '../../functions/callable';
import {
  currentCocktailText,
  ENTRY_SHARED_WITH,
  ENTRY_SUMMARY_COLUMNS,
  invalidField,
  isoTextOf,
  notFound,
  rowsOf,
  sharedWithText,
  TIME_ZONE,
  toEntrySummary,
} from './athlete-data';
import { checkCompetitionLink, competitionTags } from './competition-functions';

/** An entry as the save statement gives it: the competition's id, its tag added afterwards. */
type StoredEntry = Omit<ProtocolEntry, 'competition'> & { competitionId: string | null };

/** Replaces each entry's competition id with its tag (name, day, before / during / after). */
export async function withCompetitions<
  E extends { competitionId: string | null; occurredAt: string },
>(
  db: Db,
  userId: string,
  entries: E[],
): Promise<(Omit<E, 'competitionId'> & { competition: ProtocolEntry['competition'] })[]> {
  const tags = await competitionTags(db, userId, entries);
  return entries.map(({ competitionId: _, ...entry }, i) => ({
    ...entry,
    competition: tags[i] ?? null,
  }));
}

const DEFAULT_PAGE_SIZE = 20;
const INVALID_CURSOR = 'Ungültiger Cursor';
const INVALID_DATE = 'Ungültiges Datum';
const RANGE_REVERSED = 'Das Enddatum liegt vor dem Startdatum';

async function findEntry(db: Db, userId: string, id: string): Promise<ProtocolEntry | null> {
  const [row] = await db
    .select({
      ...ENTRY_SUMMARY_COLUMNS,
      competitionId: protocolEntries.competitionId,
      notes: protocolEntries.notes,
      emotions: protocolEntries.emotions,
      sharedWith: ENTRY_SHARED_WITH,
    })
    .from(protocolEntries)
    .where(and(eq(protocolEntries.id, id), eq(protocolEntries.userId, userId)));
  if (!row) return null;
  const [entry] = await withCompetitions(db, userId, [
    {
      ...toEntrySummary(row),
      competitionId: row.competitionId,
      notes: row.notes,
      emotions: row.emotions,
      sharedWith: row.sharedWith,
    },
  ]);
  return entry ?? null;
}

// ---- Keyset cursor: the (occurred_at, id) of the last entry of a page ----

function encodeCursor(occurredAt: Date, id: string): string {
  return Buffer.from(`${occurredAt.toISOString()}|${id}`).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function decodeCursor(cursor: string): { occurredAt: string; id: string } {
  const [occurredAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url')
    .toString()
    .split('|');
  if (rest.length || !ISO_MS.test(occurredAt) || Number.isNaN(Date.parse(occurredAt))) {
    throw invalidField('cursor', INVALID_CURSOR);
  }
  if (!UUID.test(id)) throw invalidField('cursor', INVALID_CURSOR);
  return { occurredAt, id };
}

/** Midnight at the start of a calendar day in Berlin, as an instant. */
function berlinDayStart(date: string, plusDays = 0): SQL {
  return sql`((${date}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${TIME_ZONE})`;
}

export const listEntries = implement(
  athleteContracts.listEntries,
  async (input, { db, caller }) => {
    const limit = input.limit ?? DEFAULT_PAGE_SIZE;
    // PostgreSQL has no year 0; the schema's date format would let it through.
    if (input.from?.startsWith('0000')) throw invalidField('from', INVALID_DATE);
    if (input.to?.startsWith('0000')) throw invalidField('to', INVALID_DATE);
    if (input.from && input.to && input.from > input.to) throw invalidField('to', RANGE_REVERSED);

    const conditions: SQL[] = [eq(protocolEntries.userId, caller.id)];
    if (input.type) conditions.push(eq(protocolEntries.type, input.type));
    if (input.from)
      conditions.push(sql`${protocolEntries.occurredAt} >= ${berlinDayStart(input.from)}`);
    if (input.to)
      conditions.push(sql`${protocolEntries.occurredAt} < ${berlinDayStart(input.to, 1)}`);
    if (input.cursor) {
      const c = decodeCursor(input.cursor);
      conditions.push(
        sql`(${protocolEntries.occurredAt}, ${protocolEntries.id}) < (${c.occurredAt}::timestamptz, ${c.id}::uuid)`,
      );
    }

    const rows = await db
      .select({
        ...ENTRY_SUMMARY_COLUMNS,
        competitionId: protocolEntries.competitionId,
        emotionCount: sql<number>`jsonb_array_length(${protocolEntries.emotions})`.mapWith(Number),
        sharedWith: ENTRY_SHARED_WITH,
      })
      .from(protocolEntries)
      .where(and(...conditions))
      .orderBy(desc(protocolEntries.occurredAt), desc(protocolEntries.id))
      .limit(limit + 1);

    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const entries: ProtocolEntrySummary[] = await withCompetitions(
      db,
      caller.id,
      page.map((entry) => ({
        ...toEntrySummary(entry),
        competitionId: entry.competitionId,
        emotionCount: entry.emotionCount,
        sharedWith: entry.sharedWith,
      })),
    );
    return {
      entries,
      nextCursor: rows.length > limit && last ? encodeCursor(last.occurredAt, last.id) : null,
    };
  },
);

export const getEntry = implement(athleteContracts.getEntry, async (input, { db, caller }) => {
  const entry = await findEntry(db, caller.id, input.id);
  if (!entry) throw notFound();
  return entry;
});

/** The entry's columns a save takes from its input as they are. */
const INPUT_COLUMNS = [
  'occurred_at',
  'type',
  'title',
  'importance',
  'place',
  'competition_id',
  'rating',
  'goal_reached',
  'result',
  'notes',
  'quick',
];
/** The entry's columns a save writes: what tells a save that changes the entry from a retry. */
const ENTRY_COLUMNS = [...INPUT_COLUMNS, 'in_zone_share', 'emotions'];

/**
 * A save is one statement, so it is atomic without a transaction and costs one round trip.
 * Zones are a snapshot of the cocktail at the save: each emotion takes the zone of its athlete's latest
 * cocktail version (none outside it), and the entry's in-zone share is `inZoneShare` of the domain (the
 * share of zoned emotions inside their zone; null without any), computed here so the save needs no read
 * of the cocktail before it; an integration test compares both over generated cocktails and entries.
 * A stored emotion is the object the schema checked (id, label, group and intensity, nothing else)
 * joined with its zone.
 * A retry with the same content must leave the entry untouched (same updated_at), so the update only
 * stamps a new time when something differs. An entry of someone else's id has no row in the answer.
 * $1 is the entry as one JSON object, read as jsonb, so its emotions are parsed once.
 */
const SAVE_ENTRY_SQL = `
WITH input AS (
  SELECT i.*
  FROM jsonb_to_record($1::jsonb)
    AS i(id uuid, user_id text, occurred_at timestamptz, type text, title text, importance smallint,
         place text, competition_id uuid, rating smallint, goal_reached text, result text, notes text,
         quick boolean, emotions jsonb)
),
zones AS (
  SELECT z.id, z."zoneMin", z."zoneMax",
         jsonb_build_object('zoneMin', z."zoneMin", 'zoneMax', z."zoneMax") AS zone
  FROM input i
  CROSS JOIN LATERAL (${currentCocktailText('i.user_id')}) c
  CROSS JOIN LATERAL jsonb_to_recordset(c.emotions) AS z(id text, "zoneMin" smallint, "zoneMax" smallint)
),
given AS (
  SELECT x.n, x.emotion, (x.emotion->>'intensity')::smallint AS intensity,
         z."zoneMin", z."zoneMax", z.zone
  FROM input i
  CROSS JOIN LATERAL jsonb_array_elements(i.emotions) WITH ORDINALITY AS x(emotion, n)
  LEFT JOIN zones z ON z.id = x.emotion->>'id'
),
per_entry AS (
  SELECT jsonb_agg(emotion || coalesce(zone, '{"zoneMin": null, "zoneMax": null}') ORDER BY n)
           AS emotions,
         (avg((intensity BETWEEN "zoneMin" AND "zoneMax")::int)
            FILTER (WHERE "zoneMin" IS NOT NULL AND "zoneMax" IS NOT NULL))::real AS share
  FROM given
),
upsert AS (
  INSERT INTO protocol_entries AS p (id, user_id, ${ENTRY_COLUMNS.join(', ')})
  SELECT i.id, i.user_id, ${INPUT_COLUMNS.map((c) => `i.${c}`).join(', ')}, e.share,
         coalesce(e.emotions, '[]')
  FROM input i CROSS JOIN per_entry e
  ON CONFLICT (id) DO UPDATE SET
    ${ENTRY_COLUMNS.map((c) => `${c} = excluded.${c}`).join(',\n    ')},
    updated_at = CASE
      WHEN (${ENTRY_COLUMNS.map((c) => `p.${c}`).join(', ')})
             IS DISTINCT FROM (${ENTRY_COLUMNS.map((c) => `excluded.${c}`).join(', ')})
      THEN now() ELSE p.updated_at END
  -- Someone else's id: no row comes back, and nothing of theirs is touched. Nor does a quick save
  -- (a late retry) overwrite an entry that was completed since.
  WHERE p.user_id = excluded.user_id AND (p.quick OR NOT excluded.quick)
  RETURNING p.*
)
SELECT u.id, ${isoTextOf('u.occurred_at')} AS "occurredAt", u.type, u.title,
       u.importance, u.place, u.competition_id AS "competitionId", u.rating, u.goal_reached AS "goalReached", u.result,
       ${sharedWithText('u.id')} AS "sharedWith", u.in_zone_share AS "inZoneShare", u.quick,
       ${isoTextOf('u.created_at')} AS "createdAt", ${isoTextOf('u.updated_at')} AS "updatedAt",
       u.notes, u.emotions
FROM upsert u`;
/** The statement's text before and after its one parameter, made once. */
const [SAVE_ENTRY_HEAD, SAVE_ENTRY_TAIL] = SAVE_ENTRY_SQL.split('$1').map((part) => sql.raw(part));

/**
 * Saves the athlete's entry; undefined when the id is someone else's, or when a `quick` save meets
 * an entry that is complete. Every save but the quick log's makes the entry complete.
 */
export async function storeEntry(
  db: Db,
  userId: string,
  e: z.infer<typeof ZProtocolEntryInput>,
  quick = false,
): Promise<StoredEntry | undefined> {
  const row = {
    id: e.id,
    user_id: userId,
    occurred_at: e.occurredAt,
    type: e.type,
    title: e.title,
    importance: e.importance,
    place: e.place,
    competition_id: e.competitionId,
    rating: e.rating,
    goal_reached: e.goalReached,
    result: e.result,
    notes: e.notes,
    quick,
    emotions: e.emotions,
  };
  const [saved] = rowsOf<StoredEntry>(
    await db.execute(sql`${SAVE_ENTRY_HEAD}${JSON.stringify(row)}${SAVE_ENTRY_TAIL}`),
  );
  return saved;
}

export const saveEntry = implement(
  athleteContracts.saveEntry,
  async (input, { db, caller }): Promise<ProtocolEntry> => {
    await checkCompetitionLink(db, caller.id, input.competitionId);
    const saved = await storeEntry(db, caller.id, input);
    if (!saved) throw notFound();
    const [entry] = await withCompetitions(db, caller.id, [saved]);
    if (!entry) throw notFound();
    return entry;
  },
);

/**
 * The quick log's save: the fields it does not ask come from `quickEntryDefaults`, and the entry is
 * marked quick. A retry that arrives after the athlete completed the entry leaves it as it is and
 * answers it, so the retry still counts as saved.
 */
export const saveQuickEntry = implement(
  athleteContracts.saveQuickEntry,
  async (input, { db, caller }): Promise<ProtocolEntry> => {
    const entry = {
      ...input,
      ...quickEntryDefaults(input.type, input.rating),
      place: null,
      result: null,
      competitionId: null,
    };
    const stored = await storeEntry(db, caller.id, entry, true);
    const saved = stored
      ? (await withCompetitions(db, caller.id, [stored]))[0]
      : await findEntry(db, caller.id, input.id);
    if (!saved) throw notFound();
    return saved;
  },
);

export const deleteEntry = implement(
  athleteContracts.deleteEntry,
  async (input, { db, caller }) => {
    const deleted = await db
      .delete(protocolEntries)
      .where(and(eq(protocolEntries.id, input.id), eq(protocolEntries.userId, caller.id)))
      .returning({ id: protocolEntries.id });
    if (deleted.length === 0) throw notFound();
    return { deleted: true as const };
  },
);
