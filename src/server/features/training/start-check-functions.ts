import { and, desc, eq, isNotNull, notExists, type SQL, sql } from 'drizzle-orm';
import {
  decodeHistoryCursor,
  encodeHistoryCursor,
  HISTORY_PAGE_SIZE,
  type StartCheck,
  type ToolboxHistoryItem,
  UNKNOWN_ROUTINE,
} from '../../../domain/api-training';
import { trainingContracts } from '../../../domain/contracts/training';
import {
  changeTowardZone,
  type RoutineEffect,
  type StartCheckRating,
  summariseEffects,
  summariseRoutineEffects,
  type TechniqueEffect,
} from '../../../domain/start-check';
import type { Db } from '../../db/client';
import { startChecks, toolboxUsage, tunnelRoutines } from '../../db/schema-training';
import { implement } from '../../functions/callable';
import { currentCocktail, invalidField, isoText, notFound } from '../athlete/athlete-data';
import { DUPLICATE_EMOTION, NO_COCKTAIL, NOT_IN_COCKTAIL } from '../athlete/cocktail-functions';
import { checkCompetitionLink, competitionTags } from '../athlete/competition-functions';

type StartCheckRow = typeof startChecks.$inferSelect;

/** The checks as answered, with their competition tags from one query. */
async function toStartChecks(
  db: Db,
  userId: string,
  rows: readonly StartCheckRow[],
): Promise<StartCheck[]> {
  const tags = await competitionTags(
    db,
    userId,
    rows.map((r) => ({ competitionId: r.competitionId, occurredAt: r.recordedAt.toISOString() })),
  );
  return rows.map((row, i) => ({
    id: row.id,
    techniqueId: row.techniqueId,
    routine: row.routineName === null ? null : { id: row.routineId, name: row.routineName },
    recordedAt: row.recordedAt.toISOString(),
    ratings: row.ratings,
    change: row.change,
    competition: tags[i] ?? null,
  }));
}

async function toStartCheck(db: Db, userId: string, row: StartCheckRow): Promise<StartCheck> {
  const [check] = await toStartChecks(db, userId, [row]);
  return check!;
}

async function findStartCheck(db: Db, id: string) {
  const [row] = await db.select().from(startChecks).where(eq(startChecks.id, id));
  return row ?? null;
}

/** "Was bei dir wirkt": the athlete's measured checks, summarised per technique and per routine. */
export async function effectsOf(
  db: Db,
  userId: string,
): Promise<{ techniques: TechniqueEffect[]; routines: RoutineEffect[] }> {
  const rows = await db
    .select({
      techniqueId: startChecks.techniqueId,
      routineId: startChecks.routineId,
      change: startChecks.change,
      // The routine's name of today, so a renamed routine is one line.
      routineName: tunnelRoutines.name,
    })
    .from(startChecks)
    .leftJoin(tunnelRoutines, eq(tunnelRoutines.id, startChecks.routineId))
    .where(and(eq(startChecks.userId, userId), isNotNull(startChecks.change)));
  const names = new Map(rows.map((r) => [r.routineId, r.routineName]));
  return {
    techniques: summariseEffects(
      rows.flatMap((r) =>
        r.techniqueId ? [{ techniqueId: r.techniqueId, change: r.change }] : [],
      ),
    ),
    // A deleted routine's checks no longer count: there is nothing left to suggest.
    routines: summariseRoutineEffects(
      rows.flatMap((r) => (r.routineId ? [{ routineId: r.routineId, change: r.change }] : [])),
      (id) => names.get(id) ?? '',
    ),
  };
}

/**
 * Refuses a routine that is not the caller's, with the same answer for one of another athlete as
 * for one that does not exist; answers its name of the moment.
 */
async function ownRoutineName(db: Db, userId: string, routineId: string): Promise<string> {
  const [row] = await db
    .select({ name: tunnelRoutines.name })
    .from(tunnelRoutines)
    .where(and(eq(tunnelRoutines.id, routineId), eq(tunnelRoutines.userId, userId)));
  if (!row) throw invalidField('routineId', UNKNOWN_ROUTINE);
  return row.name;
}

/**
 * Stores one before/after pair against the zones of the moment. A retry answers with what the first
 * call stored; someone else's id is not found.
 */
export const recordStartCheck = implement(
  trainingContracts.recordStartCheck,
  async (input, { db, caller }) => {
    const existing = await findStartCheck(db, input.id);
    if (existing) {
      if (existing.userId !== caller.id) throw notFound();
      return toStartCheck(db, caller.id, existing);
    }

    await checkCompetitionLink(db, caller.id, input.competitionId);
    const routineName = input.routineId
      ? await ownRoutineName(db, caller.id, input.routineId)
      : null;
    const cocktail = await currentCocktail(db, caller.id);
    if (!cocktail) throw invalidField('_', NO_COCKTAIL);
    const zones = new Map(cocktail.emotions.map((e) => [e.id, e]));
    const seen = new Set<string>();
    const ratings: StartCheckRating[] = input.ratings.map(({ emotionId, before, after }, i) => {
      const emotion = zones.get(emotionId);
      if (!emotion) throw invalidField(`ratings.${i}.emotionId`, NOT_IN_COCKTAIL);
      if (seen.has(emotionId)) throw invalidField(`ratings.${i}.emotionId`, DUPLICATE_EMOTION);
      seen.add(emotionId);
      return {
        emotionId,
        label: emotion.label,
        zoneMin: emotion.zoneMin,
        zoneMax: emotion.zoneMax,
        before,
        after,
      };
    });

    const [inserted] = await db
      .insert(startChecks)
      .values({
        id: input.id,
        userId: caller.id,
        techniqueId: input.techniqueId,
        routineId: input.routineId,
        routineName,
        competitionId: input.competitionId,
        techniqueUseId: input.techniqueId ? input.techniqueUseId : null,
        ratings,
        change: changeTowardZone(ratings),
      })
      .onConflictDoNothing({ target: startChecks.id })
      .returning();
    if (inserted) return toStartCheck(db, caller.id, inserted);
    // Lost a race with a concurrent call carrying the same id.
    const raced = await findStartCheck(db, input.id);
    if (!raced || raced.userId !== caller.id) throw notFound();
    return toStartCheck(db, caller.id, raced);
  },
);

/** Rows after the cursor in (time to the millisecond, id) order, latest first. */
function afterCursor(at: SQL, id: SQL, cursor: { at: string; id: string } | null) {
  return cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
}

/**
 * Technique uses and Startchecks in one list, latest first, a page at a time. Each table gives at
 * most one page past the cursor, so the merged first page is exact, and one row more tells whether
 * anything follows. A technique played inside a Startcheck is part of that check's row, not a row
 * of its own: one event, one row.
 */
export const getToolboxHistory = implement(
  trainingContracts.getToolboxHistory,
  async (input, { db, caller }) => {
    const limit = input.limit ?? HISTORY_PAGE_SIZE;
    const cursor = input.cursor ? decodeHistoryCursor(input.cursor) : null;

    const usedAt = sql`date_trunc('milliseconds', ${toolboxUsage.startedAt})`;
    const uses = await db
      .select({ row: toolboxUsage, at: isoText(toolboxUsage.startedAt) })
      .from(toolboxUsage)
      .where(
        and(
          eq(toolboxUsage.userId, caller.id),
          afterCursor(usedAt, sql`${toolboxUsage.id}`, cursor),
          notExists(
            db
              .select({ one: sql`1` })
              .from(startChecks)
              .where(
                and(
                  eq(startChecks.userId, caller.id),
                  eq(startChecks.techniqueUseId, toolboxUsage.id),
                ),
              ),
          ),
        ),
      )
      .orderBy(desc(usedAt), desc(toolboxUsage.id))
      .limit(limit + 1);

    const checkedAt = sql`date_trunc('milliseconds', ${startChecks.recordedAt})`;
    const checks = await db
      .select({
        row: startChecks,
        at: isoText(startChecks.recordedAt),
        useCompleted: toolboxUsage.completed,
        useSeconds: toolboxUsage.durationSeconds,
      })
      .from(startChecks)
      .leftJoin(
        toolboxUsage,
        and(
          eq(toolboxUsage.id, startChecks.techniqueUseId),
          eq(toolboxUsage.userId, startChecks.userId),
        ),
      )
      .where(
        and(
          eq(startChecks.userId, caller.id),
          afterCursor(checkedAt, sql`${startChecks.id}`, cursor),
        ),
      )
      .orderBy(desc(checkedAt), desc(startChecks.id))
      .limit(limit + 1);

    const answered = await toStartChecks(
      db,
      caller.id,
      checks.map((c) => c.row),
    );
    const merged: ToolboxHistoryItem[] = [
      ...uses.map(({ row, at }) => ({
        kind: 'technique' as const,
        at,
        id: row.id,
        techniqueId: row.techniqueId,
        startedAt: row.startedAt.toISOString(),
        completed: row.completed,
        durationSeconds: row.durationSeconds,
      })),
      ...checks.map(({ at, useCompleted, useSeconds }, i) => ({
        kind: 'startCheck' as const,
        at,
        ...answered[i]!,
        techniqueUse:
          useCompleted === null || useSeconds === null
            ? null
            : { completed: useCompleted, durationSeconds: useSeconds },
      })),
    ].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));

    const items = merged.slice(0, limit);
    const last = items.at(-1);
    return {
      items,
      nextCursor: merged.length > limit && last ? encodeHistoryCursor(last) : null,
    };
  },
);

/** How many of its latest checks a competition's view shows at most. */
const COMPETITION_CHECKS_LIMIT = 200;

/** The Startchecks linked to a competition, latest first, for the competitions' view. */
export const getCompetitionStartChecks = implement(
  trainingContracts.getCompetitionStartChecks,
  async (_input, { db, caller }) => {
    const rows = await db
      .select()
      .from(startChecks)
      .where(and(eq(startChecks.userId, caller.id), isNotNull(startChecks.competitionId)))
      .orderBy(desc(startChecks.recordedAt), desc(startChecks.id))
      .limit(COMPETITION_CHECKS_LIMIT);
    return { checks: await toStartChecks(db, caller.id, rows) };
  },
);
