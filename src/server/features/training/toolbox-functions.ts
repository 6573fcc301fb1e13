import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TechniqueUse, Toolbox } from '../../../domain/api-training';
import { trainingContracts } from '../../../domain/contracts/training';
import { suggestTechniques } from '../../../domain/toolbox';
import type { Db } from '../../db/client';
import { toolboxFavourites, toolboxUsage } from '../../db/schema-training';
import { implement } from '../../functions/callable';
import { currentCocktail, notFound } from '../athlete/athlete-data';
import { latestCheckIn } from '../athlete/cocktail-functions';
import { effectsOf } from './start-check-functions';

async function favouritesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ techniqueId: toolboxFavourites.techniqueId })
    .from(toolboxFavourites)
    .where(eq(toolboxFavourites.userId, userId))
    .orderBy(asc(toolboxFavourites.createdAt), asc(toolboxFavourites.techniqueId));
  return rows.map((r) => r.techniqueId);
}

type UsageRow = typeof toolboxUsage.$inferSelect;

function toUse(row: UsageRow): TechniqueUse {
  return {
    id: row.id,
    techniqueId: row.techniqueId,
    startedAt: row.startedAt.toISOString(),
    completed: row.completed,
    durationSeconds: row.durationSeconds,
  };
}

export const getToolbox = implement(
  trainingContracts.getToolbox,
  async (_input, { db, caller }): Promise<Toolbox> => {
    const favourites = await favouritesOf(db, caller.id);
    const lastUsedAt = sql<Date>`max(${toolboxUsage.startedAt})`;
    const usage = await db
      .select({
        techniqueId: toolboxUsage.techniqueId,
        count: sql<number>`count(*)`.mapWith(Number),
        completedCount: sql<number>`count(*) FILTER (WHERE ${toolboxUsage.completed})`.mapWith(
          Number,
        ),
        lastUsedAt: sql<string>`to_char(${lastUsedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      })
      .from(toolboxUsage)
      .where(eq(toolboxUsage.userId, caller.id))
      .groupBy(toolboxUsage.techniqueId)
      .orderBy(desc(lastUsedAt), asc(toolboxUsage.techniqueId));
    const cocktail = await currentCocktail(db, caller.id);
    const checkIn = await latestCheckIn(db, caller.id);
    const effects = await effectsOf(db, caller.id);
    const suggestions = suggestTechniques(cocktail?.emotions ?? [], checkIn?.intensities ?? null, {
      favouriteIds: favourites,
      effects: effects.techniques,
    });
    return {
      favourites,
      usage,
      effects: effects.techniques,
      routineEffects: effects.routines,
      suggestions: suggestions.map((s) => ({
        goal: s.goal,
        reason: s.reason,
        techniqueIds: s.techniques.map((t) => t.id),
      })),
    };
  },
);

export const setFavourite = implement(
  trainingContracts.setFavourite,
  async (input, { db, caller }) => {
    if (input.favourite) {
      // Marking twice keeps the first mark, and with it the favourite's place in the order.
      await db
        .insert(toolboxFavourites)
        .values({ userId: caller.id, techniqueId: input.techniqueId })
        .onConflictDoNothing();
    } else {
      await db
        .delete(toolboxFavourites)
        .where(
          and(
            eq(toolboxFavourites.userId, caller.id),
            eq(toolboxFavourites.techniqueId, input.techniqueId),
          ),
        );
    }
    return { favourites: await favouritesOf(db, caller.id) };
  },
);

/**
 * Upsert by the client's id: the player may report when it starts and again when it ends, and a
 * retry of either changes nothing. The start time is fixed by the first report.
 */
export const recordTechniqueUse = implement(
  trainingContracts.recordTechniqueUse,
  async (input, { db, caller }) => {
    const [row] = await db
      .insert(toolboxUsage)
      .values({
        id: input.id,
        userId: caller.id,
        techniqueId: input.techniqueId,
        // Usually reported when the player ends, so it started that long ago.
        startedAt: sql`now() - make_interval(secs => ${input.durationSeconds}::int)`,
        completed: input.completed,
        durationSeconds: input.durationSeconds,
      })
      .onConflictDoUpdate({
        target: toolboxUsage.id,
        set: {
          techniqueId: sql`excluded.technique_id`,
          completed: sql`excluded.completed`,
          durationSeconds: sql`excluded.duration_seconds`,
        },
        // Someone else's id: no row comes back, and nothing of theirs is touched.
        setWhere: sql`${toolboxUsage.userId} = ${caller.id}`,
      })
      .returning();
    if (!row) throw notFound();
    return toUse(row);
  },
);
