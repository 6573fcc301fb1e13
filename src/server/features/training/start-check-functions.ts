import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import {
  decodeHistoryCursor,
  encodeHistoryCursor,
  HISTORY_PAGE_SIZE,
  type StartCheck,
  type ToolboxHistoryItem,
} from '../../../domain/api-training';
import { trainingContracts } from '../../../domain/contracts/training';
import {
  changeTowardZone,
  type StartCheckRating,
  summariseEffects,
  type TechniqueEffect,
} from '../../../domain/start-check';
import type { Db } from '../../db/client';
import { startChecks, toolboxUsage } from '../../db/schema-training';
import { implement } from '../../functions/callable';
import { currentCocktail, invalidField, isoText, notFound } from '../athlete/athlete-data';
import { DUPLICATE_EMOTION, NO_COCKTAIL, NOT_IN_COCKTAIL } from '../athlete/cocktail-functions';

type StartCheckRow = typeof startChecks.$inferSelect;

function toStartCheck(row: StartCheckRow): StartCheck {
  return {
    id: row.id,
    techniqueId: row.techniqueId,
    recordedAt: row.recordedAt.toISOString(),
    ratings: row.ratings,
    change: row.change,
  };
}

async function findStartCheck(db: Db, id: string) {
  const [row] = await db.select().from(startChecks).where(eq(startChecks.id, id));
  return row ?? null;
}

/** "Was bei dir wirkt": the athlete's measured checks, summarised per technique. */
export async function effectsOf(db: Db, userId: string): Promise<TechniqueEffect[]> {
  const rows = await db
    .select({ techniqueId: startChecks.techniqueId, change: startChecks.change })
    .from(startChecks)
    .where(and(eq(startChecks.userId, userId), isNotNull(startChecks.change)));
  return summariseEffects(rows);
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
      return toStartCheck(existing);
    }

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
        ratings,
        change: changeTowardZone(ratings),
      })
      .onConflictDoNothing({ target: startChecks.id })
      .returning();
    if (inserted) return toStartCheck(inserted);
    // Lost a race with a concurrent call carrying the same id.
    const raced = await findStartCheck(db, input.id);
    if (!raced || raced.userId !== caller.id) throw notFound();
    return toStartCheck(raced);
  },
);

/** Rows after the cursor in (time to the millisecond, id) order, latest first. */
function afterCursor(at: SQL, id: SQL, cursor: { at: string; id: string } | null) {
  return cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
}

/**
 * Technique uses and Startchecks in one list, latest first, a page at a time. Each table gives at
 * most one page past the cursor, so the merged first page is exact, and one row more tells whether
 * anything follows.
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
        ),
      )
      .orderBy(desc(usedAt), desc(toolboxUsage.id))
      .limit(limit + 1);

    const checkedAt = sql`date_trunc('milliseconds', ${startChecks.recordedAt})`;
    const checks = await db
      .select({ row: startChecks, at: isoText(startChecks.recordedAt) })
      .from(startChecks)
      .where(
        and(
          eq(startChecks.userId, caller.id),
          afterCursor(checkedAt, sql`${startChecks.id}`, cursor),
        ),
      )
      .orderBy(desc(checkedAt), desc(startChecks.id))
      .limit(limit + 1);

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
      ...checks.map(({ row, at }) => ({ kind: 'startCheck' as const, at, ...toStartCheck(row) })),
    ].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));

    const items = merged.slice(0, limit);
    const last = items.at(-1);
    return {
      items,
      nextCursor: merged.length > limit && last ? encodeHistoryCursor(last) : null,
    };
  },
);
