/**
 * Tables of the training tools: toolbox favourites and usage, Startchecks, the tunnel routine and
 * its runs.
 * Kept apart from `schema.ts` so that these features own their file; `client.ts` merges both.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StartCheckRating } from '../../domain/start-check';
import type { RoutineStep } from '../../domain/tunnel-routine';
import { users } from './schema';

export const toolboxFavourites = pgTable(
  'toolbox_favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    techniqueId: text('technique_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.techniqueId] })],
);

/** One row per started technique; the id is made by the client, so a retried report writes once. */
export const toolboxUsage = pgTable(
  'toolbox_usage',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    techniqueId: text('technique_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completed: boolean('completed').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
  },
  (t) => [index('toolbox_usage_user_technique_idx').on(t.userId, t.techniqueId)],
);

/**
 * The Startcheck's before/after pairs; the id is made by the client, so a retry writes once. The
 * ratings keep each emotion's zone of the moment, and `change` is `changeTowardZone` of them,
 * stored so that the per-technique means are one aggregate.
 */
export const startChecks = pgTable(
  'start_checks',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    techniqueId: text('technique_id').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    ratings: jsonb('ratings').$type<StartCheckRating[]>().notNull(),
    change: doublePrecision('change'),
  },
  (t) => [
    index('start_checks_user_recorded_idx').on(
      t.userId,
      t.recordedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** One routine per athlete; the steps are always read and written as a whole, hence jsonb. */
export const tunnelRoutines = pgTable('tunnel_routines', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  steps: jsonb('steps').$type<RoutineStep[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The run log of the routine player; the id is made by the client when the run starts. */
export const routineRuns = pgTable(
  'routine_runs',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completed: boolean('completed').notNull(),
    stepsCompleted: integer('steps_completed').notNull(),
    totalSeconds: integer('total_seconds').notNull(),
  },
  (t) => [
    index('routine_runs_user_started_idx').on(
      t.userId,
      t.startedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The dashboard's recent activity lists only the completed runs, newest end first.
    index('routine_runs_user_completed_idx')
      .on(t.userId, t.completedAt.desc().nullsFirst())
      .where(sql`${t.completed}`),
  ],
);
