import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ProtocolEntry, ProtocolEntrySummary } from '../../../domain/api';
import { ZEntryId, ZListEntries, ZProtocolEntryInput } from '../../../domain/schemas/athlete';
import { inZoneShare } from '../../../domain/zones';
import type { Db } from '../../db/client';
import { protocolEntries, protocolEntryEmotions } from '../../db/schema';
import {
  defineAthleteFunction,
  invalidField,
  latestCocktail,
  notFound,
  TIME_ZONE,
} from './athlete-data';

export const DEFAULT_PAGE_SIZE = 20;
export const INVALID_CURSOR = 'Ungültiger Cursor';
export const INVALID_DATE = 'Ungültiges Datum';
export const RANGE_REVERSED = 'Das Enddatum liegt vor dem Startdatum';

type EntryRow = typeof protocolEntries.$inferSelect;
type EmotionRow = typeof protocolEntryEmotions.$inferSelect;

function toSummaryFields(row: EntryRow) {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    type: row.type,
    title: row.title,
    importance: row.importance,
    place: row.place,
    rating: row.rating,
    goalReached: row.goalReached,
    result: row.result,
    sharedWithCoach: row.sharedWithCoach,
    inZoneShare: row.inZoneShare,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toEntry(row: EntryRow, emotions: EmotionRow[]): ProtocolEntry {
  return {
    ...toSummaryFields(row),
    notes: row.notes,
    emotions: emotions.map((e) => ({
      id: e.emotionId,
      label: e.label,
      group: e.group,
      intensity: e.intensity,
      zoneMin: e.zoneMin,
      zoneMax: e.zoneMax,
    })),
  };
}

async function findEntry(db: Db, userId: string, id: string): Promise<ProtocolEntry | null> {
  const [row] = await db
    .select()
    .from(protocolEntries)
    .where(and(eq(protocolEntries.id, id), eq(protocolEntries.userId, userId)));
  if (!row) return null;
  const emotions = await db
    .select()
    .from(protocolEntryEmotions)
    .where(eq(protocolEntryEmotions.entryId, id))
    .orderBy(asc(protocolEntryEmotions.position));
  return toEntry(row, emotions);
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

export const listEntries = defineAthleteFunction({
  name: 'listEntries',
  input: ZListEntries,
  access: 'onboarded-athlete',
  handler: async (input, { db, caller }) => {
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
        entry: protocolEntries,
        emotionCount:
          sql<number>`(SELECT count(*) FROM ${protocolEntryEmotions} WHERE ${protocolEntryEmotions.entryId} = ${protocolEntries.id})`.mapWith(
            Number,
          ),
      })
      .from(protocolEntries)
      .where(and(...conditions))
      .orderBy(desc(protocolEntries.occurredAt), desc(protocolEntries.id))
      .limit(limit + 1);

    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const entries: ProtocolEntrySummary[] = page.map(({ entry, emotionCount }) => ({
      ...toSummaryFields(entry),
      emotionCount,
    }));
    return {
      entries,
      nextCursor:
        rows.length > limit && last ? encodeCursor(last.entry.occurredAt, last.entry.id) : null,
    };
  },
});

export const getEntry = defineAthleteFunction({
  name: 'getEntry',
  input: ZEntryId,
  access: 'onboarded-athlete',
  handler: async (input, { db, caller }) => {
    const entry = await findEntry(db, caller.id, input.id);
    if (!entry) throw notFound();
    return entry;
  },
});

/** `protocol_entries.<column>` of the stored row inside ON CONFLICT DO UPDATE. */
const stored = (column: string) => sql.raw(`"protocol_entries"."${column}"`);
const excluded = (column: string) => sql.raw(`excluded."${column}"`);

const COMPARED_COLUMNS = [
  'occurred_at',
  'type',
  'title',
  'importance',
  'place',
  'rating',
  'goal_reached',
  'result',
  'notes',
  'in_zone_share',
];

export const saveEntry = defineAthleteFunction({
  name: 'saveEntry',
  input: ZProtocolEntryInput,
  access: 'onboarded-athlete',
  handler: async (input, { db, caller }) => {
    // Zones are a snapshot of today's cocktail: a later edit of the cocktail keeps the entry as it was.
    const cocktail = await latestCocktail(db, caller.id);
    const zones = new Map((cocktail?.emotions ?? []).map((e) => [e.id, e]));
    const emotionRows = input.emotions.map((e, position) => {
      const zone = zones.get(e.id);
      return {
        entryId: input.id,
        userId: caller.id,
        emotionId: e.id,
        position,
        label: e.label,
        group: e.group,
        intensity: e.intensity,
        zoneMin: zone?.zoneMin ?? null,
        zoneMax: zone?.zoneMax ?? null,
      };
    });
    const share = inZoneShare(
      emotionRows.flatMap((e) =>
        e.zoneMin === null || e.zoneMax === null
          ? []
          : [{ intensity: e.intensity, zoneMin: e.zoneMin, zoneMax: e.zoneMax }],
      ),
    );
    const emotionsJson = JSON.stringify(
      emotionRows.map((e) => [e.emotionId, e.label, e.group, e.intensity, e.zoneMin, e.zoneMax]),
    );

    // A retry with the same content must leave the entry untouched (same updatedAt, no rewrite of
    // its emotions), so the update only stamps a new time when something differs.
    const changed = sql`(${sql.join(
      COMPARED_COLUMNS.map(stored),
      sql`, `,
    )}) IS DISTINCT FROM (${sql.join(COMPARED_COLUMNS.map(excluded), sql`, `)})
      OR (SELECT coalesce(jsonb_agg(jsonb_build_array(e.emotion_id, e.label, e.grp, e.intensity, e.zone_min, e.zone_max) ORDER BY e.position), '[]'::jsonb)
          FROM protocol_entry_emotions e WHERE e.entry_id = ${stored('id')}) IS DISTINCT FROM ${emotionsJson}::jsonb`;

    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(protocolEntries)
        .values({
          id: input.id,
          userId: caller.id,
          // Milliseconds, like the keyset cursor, so paging never skips an entry.
          occurredAt: new Date(input.occurredAt),
          type: input.type,
          title: input.title,
          importance: input.importance,
          place: input.place,
          rating: input.rating,
          goalReached: input.goalReached,
          result: input.result,
          notes: input.notes,
          inZoneShare: share,
          emotionIds: emotionRows.map((e) => e.emotionId),
          emotionIntensities: emotionRows.map((e) => e.intensity),
        })
        .onConflictDoUpdate({
          target: protocolEntries.id,
          set: {
            occurredAt: sql`excluded.occurred_at`,
            type: sql`excluded.type`,
            title: sql`excluded.title`,
            importance: sql`excluded.importance`,
            place: sql`excluded.place`,
            rating: sql`excluded.rating`,
            goalReached: sql`excluded.goal_reached`,
            result: sql`excluded.result`,
            notes: sql`excluded.notes`,
            inZoneShare: sql`excluded.in_zone_share`,
            // The copy of the emotions for the trends, in step with the rows written below.
            emotionIds: sql`excluded.emotion_ids`,
            emotionIntensities: sql`excluded.emotion_intensities`,
            updatedAt: sql`CASE WHEN ${changed} THEN now() ELSE ${stored('updated_at')} END`,
          },
          // Someone else's id: no row comes back, and nothing of theirs is touched.
          setWhere: sql`${stored('user_id')} = ${caller.id}`,
        })
        .returning({ written: sql<boolean>`${stored('updated_at')} = now()` });
      if (!row) throw notFound();
      if (!row.written) return;
      await tx.delete(protocolEntryEmotions).where(eq(protocolEntryEmotions.entryId, input.id));
      await tx.insert(protocolEntryEmotions).values(emotionRows);
    });

    const entry = await findEntry(db, caller.id, input.id);
    if (!entry) throw notFound();
    return entry;
  },
});

export const deleteEntry = defineAthleteFunction({
  name: 'deleteEntry',
  input: ZEntryId,
  access: 'onboarded-athlete',
  handler: async (input, { db, caller }) => {
    const deleted = await db
      .delete(protocolEntries)
      .where(and(eq(protocolEntries.id, input.id), eq(protocolEntries.userId, caller.id)))
      .returning({ id: protocolEntries.id });
    if (deleted.length === 0) throw notFound();
    return { deleted: true as const };
  },
});
