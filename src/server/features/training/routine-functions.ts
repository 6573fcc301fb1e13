import { desc, eq, sql } from 'drizzle-orm';
import { type RoutineRun, type RoutineState, RUNS_LIMIT } from '../../../domain/api-training';
import { trainingContracts } from '../../../domain/contracts/training';
import type { Db } from '../../db/client';
import { routineRuns, tunnelRoutines } from '../../db/schema-training';
import { implement } from '../../functions/callable';
import { notFound } from '../athlete/athlete-data';

type RunRow = typeof routineRuns.$inferSelect;

function toRun(row: RunRow): RoutineRun {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    completed: row.completed,
    stepsCompleted: row.stepsCompleted,
    totalSeconds: row.totalSeconds,
  };
}

async function routineState(db: Db, userId: string): Promise<RoutineState> {
  const [routine] = await db.select().from(tunnelRoutines).where(eq(tunnelRoutines.userId, userId));
  const runs = await db
    .select()
    .from(routineRuns)
    .where(eq(routineRuns.userId, userId))
    .orderBy(desc(routineRuns.startedAt), desc(routineRuns.id))
    .limit(RUNS_LIMIT);
  return {
    steps: routine?.steps ?? [],
    updatedAt: routine?.updatedAt.toISOString() ?? null,
    runs: runs.map(toRun),
  };
}

export const getRoutine = implement(trainingContracts.getRoutine, async (_input, { db, caller }) =>
  routineState(db, caller.id),
);

export const saveRoutine = implement(
  trainingContracts.saveRoutine,
  async (input, { db, caller }) => {
    await db
      .insert(tunnelRoutines)
      .values({ userId: caller.id, steps: input.steps })
      .onConflictDoUpdate({
        target: tunnelRoutines.userId,
        set: {
          steps: sql`excluded.steps`,
          // A retry of the same save keeps the time of the first, so "zuletzt geändert" stays true.
          updatedAt: sql`CASE WHEN ${tunnelRoutines.steps} IS DISTINCT FROM excluded.steps
                         THEN now() ELSE ${tunnelRoutines.updatedAt} END`,
        },
      });
    return routineState(db, caller.id);
  },
);

/**
 * Upsert by the client's id: the player may log the run when it starts and again when it ends, and a
 * retry of either changes nothing.
 */
export const recordRoutineRun = implement(
  trainingContracts.recordRoutineRun,
  async (input, { db, caller }) => {
    const [row] = await db
      .insert(routineRuns)
      .values({
        id: input.id,
        userId: caller.id,
        startedAt: new Date(input.startedAt),
        completedAt: input.completedAt ? new Date(input.completedAt) : null,
        completed: input.completed,
        stepsCompleted: input.stepsCompleted,
        totalSeconds: input.totalSeconds,
      })
      .onConflictDoUpdate({
        target: routineRuns.id,
        set: {
          startedAt: sql`excluded.started_at`,
          completedAt: sql`excluded.completed_at`,
          completed: sql`excluded.completed`,
          stepsCompleted: sql`excluded.steps_completed`,
          totalSeconds: sql`excluded.total_seconds`,
        },
        // Someone else's id: no row comes back, and nothing of theirs is touched.
        setWhere: sql`${routineRuns.userId} = ${caller.id}`,
      })
      .returning();
    if (!row) throw notFound();
    return toRun(row);
  },
);
