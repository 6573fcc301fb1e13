import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type Competition,
  type CompetitionTag,
  competitionPhase,
} from '../../../domain/competitions';
import { competitionContracts } from '../../../domain/contracts/competitions';
import { de } from '../../../domain/messages';
import { DEFAULT_TIME_ZONE } from '../../../domain/time-zone';
import type { Db } from '../../db/client';
import { competitions } from '../../db/schema';
import { userSettings } from '../../db/schema-settings';
import { implement } from '../../functions/callable';
import { invalidField, notFound } from './athlete-data';

type CompetitionRow = typeof competitions.$inferSelect;

function toCompetition(row: CompetitionRow): Competition {
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    startTime: row.startTime,
    importance: row.importance,
    place: row.place,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The zone the athlete counts her days in, for the phase of an entry and the time of a reminder. */
export async function athleteTimeZone(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: userSettings.timezone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.timezone ?? DEFAULT_TIME_ZONE;
}

/**
 * Refuses a link to a competition that is not the caller's, with the same answer for one of another
 * athlete as for one that does not exist, so ids reveal nothing.
 */
export async function checkCompetitionLink(
  db: Db,
  userId: string,
  competitionId: string | null,
): Promise<void> {
  if (competitionId === null) return;
  const [row] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(eq(competitions.id, competitionId), eq(competitions.userId, userId)));
  if (!row) throw invalidField('competitionId', de.competitions.unknown);
}

/**
 * The tags of things that happened at `occurredAt` and link to a competition: one query for the
 * competitions, the phase from the domain's rule in the athlete's zone.
 */
export async function competitionTags<
  T extends { competitionId: string | null; occurredAt: string },
>(db: Db, userId: string, items: readonly T[]): Promise<(CompetitionTag | null)[]> {
  const ids = [...new Set(items.map((i) => i.competitionId).filter((id) => id !== null))];
  if (ids.length === 0) return items.map(() => null);
  const [rows, timeZone] = await Promise.all([
    db
      .select({ id: competitions.id, name: competitions.name, date: competitions.date })
      .from(competitions)
      .where(and(eq(competitions.userId, userId), inArray(competitions.id, ids))),
    athleteTimeZone(db, userId),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return items.map((item) => {
    const c = item.competitionId ? byId.get(item.competitionId) : undefined;
    return c ? { ...c, phase: competitionPhase(item.occurredAt, c.date, timeZone) } : null;
  });
}

export const listCompetitions = implement(
  competitionContracts.listCompetitions,
  async (_input, { db, caller }) => {
    const rows = await db
      .select()
      .from(competitions)
      .where(eq(competitions.userId, caller.id))
      .orderBy(asc(competitions.date), asc(competitions.startTime), asc(competitions.id));
    return { competitions: rows.map(toCompetition) };
  },
);

/** Upsert by the client's id; a retry with the same content keeps the first save's time. */
export const saveCompetition = implement(
  competitionContracts.saveCompetition,
  async (input, { db, caller }) => {
    const [row] = await db
      .insert(competitions)
      .values({
        id: input.id,
        userId: caller.id,
        name: input.name,
        date: input.date,
        startTime: input.startTime,
        importance: input.importance,
        place: input.place,
      })
      .onConflictDoUpdate({
        target: competitions.id,
        set: {
          name: sql`excluded.name`,
          date: sql`excluded.date`,
          startTime: sql`excluded.start_time`,
          importance: sql`excluded.importance`,
          place: sql`excluded.place`,
          updatedAt: sql`CASE WHEN (${competitions.name}, ${competitions.date}, ${competitions.startTime},
                         ${competitions.importance}, ${competitions.place})
                         IS DISTINCT FROM (excluded.name, excluded.date, excluded.start_time,
                         excluded.importance, excluded.place)
                         THEN now() ELSE ${competitions.updatedAt} END`,
        },
        // Someone else's id: no row comes back, and nothing of theirs is touched.
        setWhere: sql`${competitions.userId} = ${caller.id}`,
      })
      .returning();
    if (!row) throw notFound();
    return toCompetition(row);
  },
);

/** Entries, check-ins and routines keep themselves; their link goes (on delete set null). */
export const deleteCompetition = implement(
  competitionContracts.deleteCompetition,
  async (input, { db, caller }) => {
    const deleted = await db
      .delete(competitions)
      .where(and(eq(competitions.id, input.id), eq(competitions.userId, caller.id)))
      .returning({ id: competitions.id });
    if (deleted.length === 0) throw notFound();
    return { deleted: true as const };
  },
);
