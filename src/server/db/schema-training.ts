/**
 * Tables of the training tools: toolbox favourites and usage, Startchecks, the tunnel routine and
 * its runs.
 * Kept apart from `schema.ts` so that these features own their file; `client.ts` merges both.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import type { ReminderLead } from '../../domain/competitions';
import type { StartCheckRating } from '../../domain/start-check';
import type { RoutineStep } from '../../domain/tunnel-routine';
import { competitions, users } from './schema';

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
 * The athlete's named routines, each optionally linked to a competition with a reminder before it.
 * The id is made by the client; the steps are always read and written as a whole, hence jsonb.
 */
export const tunnelRoutines = pgTable(
  'tunnel_routines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The default names the routines of the time when there was one per athlete.
    name: text('name').notNull().default('Meine Routine'),
    steps: jsonb('steps').$type<RoutineStep[]>().notNull(),
    competitionId: uuid('competition_id').references(() => competitions.id, {
      onDelete: 'set null',
    }),
    reminderLead: text('reminder_lead').$type<ReminderLead>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tunnel_routines_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The Startcheck's before/after pairs; the id is made by the client, so a retry writes once. The
 * ratings keep each emotion's zone of the moment, and `change` is `changeTowardZone` of them,
 * stored so that the per-technique (and per-routine) means are one aggregate. What was done between
 * the ratings is a technique or a routine; a routine's name is kept, so the history still names it
 * once the routine is deleted.
 */
export const startChecks = pgTable(
  'start_checks',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    techniqueId: text('technique_id'),
    routineId: uuid('routine_id').references(() => tunnelRoutines.id, { onDelete: 'set null' }),
    routineName: text('routine_name'),
    competitionId: uuid('competition_id').references(() => competitions.id, {
      onDelete: 'set null',
    }),
    // No foreign key: the player may report its use after the check is saved, or not at all.
    techniqueUseId: uuid('technique_use_id'),
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
    index('start_checks_competition_idx')
      .on(t.userId, t.competitionId)
      .where(sql`${t.competitionId} is not null`),
    check(
      'start_checks_technique_or_routine',
      sql`(${t.techniqueId} is null) <> (${t.routineName} is null)`,
    ),
  ],
);

/**
 * The reminders sent, one per routine and competition: the job claims the row before the mail goes
 * out, so several servers send it once, and a relinked routine is not reminded twice.
 */
export const routineReminders = pgTable(
  'routine_reminders',
  {
    routineId: uuid('routine_id')
      .notNull()
      .references(() => tunnelRoutines.id, { onDelete: 'cascade' }),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.routineId, t.competitionId] })],
);

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
