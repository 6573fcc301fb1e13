import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  type Routine,
  type RoutineRun,
  type RoutineState,
  RUNS_LIMIT,
} from '../../../domain/api-training';
import { trainingContracts } from '../../../domain/contracts/training';
import type { Db } from '../../db/client';
import { routineRuns, tunnelRoutines } from '../../db/schema-training';
import { implement } from '../../functions/callable';
import { notFound } from '../athlete/athlete-data';
import { checkCompetitionLink } from '../athlete/competition-functions';

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

type RoutineRow = typeof tunnelRoutines.$inferSelect;

function toRoutine(row: RoutineRow): Routine {
  return {
    id: row.id,
    name: row.name,
    steps: row.steps,
    competitionId: row.competitionId,
    reminderLead: row.reminderLead,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function routineState(db: Db, userId: string): Promise<RoutineState> {
  const [routines, runs] = await Promise.all([
    db
      .select()
      .from(tunnelRoutines)
      .where(eq(tunnelRoutines.userId, userId))
      .orderBy(asc(tunnelRoutines.createdAt), asc(tunnelRoutines.id)),
    db
      .select()
      .from(routineRuns)
      .where(eq(routineRuns.userId, userId))
      .orderBy(desc(routineRuns.startedAt), desc(routineRuns.id))
      .limit(RUNS_LIMIT),
  ]);
  return { routines: routines.map(toRoutine), runs: runs.map(toRun) };
}

export const getRoutine = implement(trainingContracts.getRoutine, async (_input, { db, caller }) =>
  routineState(db, caller.id),
);

/** Upsert by the client's id; a retry of the same save keeps the first save's time. */
export const saveRoutine = implement(
  trainingContracts.saveRoutine,
  async (input, { db, caller }) => {
    await checkCompetitionLink(db, caller.id, input.competitionId);
    const [row] = await db
      .insert(tunnelRoutines)
      .values({
        id: input.id,
        userId: caller.id,
        name: input.name,
        steps: input.steps,
        competitionId: input.competitionId,
        reminderLead: input.reminderLead,
      })
      .onConflictDoUpdate({
        target: tunnelRoutines.id,
        set: {
          name: sql`excluded.name`,
          steps: sql`excluded.steps`,
          competitionId: sql`excluded.competition_id`,
          reminderLead: sql`excluded.reminder_lead`,
          // A retry of the same save keeps the time of the first, so "zuletzt geändert" stays true.
          updatedAt: sql`CASE WHEN (${tunnelRoutines.name}, ${tunnelRoutines.steps},
                         ${tunnelRoutines.competitionId}, ${tunnelRoutines.reminderLead})
                         IS DISTINCT FROM (excluded.name, excluded.steps, excluded.competition_id,
                         excluded.reminder_lead)
                         THEN now() ELSE ${tunnelRoutines.updatedAt} END`,
        },
        // Someone else's id: no row comes back, and nothing of theirs is touched.
        setWhere: sql`${tunnelRoutines.userId} = ${caller.id}`,
      })
      .returning({ id: tunnelRoutines.id });
    if (!row) throw notFound();
    return routineState(db, caller.id);
  },
);

export const deleteRoutine = implement(
  trainingContracts.deleteRoutine,
  async (input, { db, caller }) => {
    const deleted = await db
      .delete(tunnelRoutines)
      .where(and(eq(tunnelRoutines.id, input.id), eq(tunnelRoutines.userId, caller.id)))
      .returning({ id: tunnelRoutines.id });
    if (deleted.length === 0) throw notFound();
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
