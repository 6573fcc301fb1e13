/**
 * A coach's recommendations to a linked athlete: a toolbox technique or a routine's steps, optionally
 * before one of her competitions. Each belongs to the link it was made through, so it ends with it.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  MAX_RECOMMENDATION_NOTE_LENGTH,
  RECOMMENDATION_KINDS,
  RECOMMENDATION_STATES,
  type RecommendationKind,
  type RecommendationState,
} from '../../domain/contracts/coach-recommendations';
import type { RoutineStep } from '../../domain/tunnel-routine';
import { competitions, users } from './schema';
import { coachLinks } from './schema-coach';

const sqlList = (words: readonly string[]) => sql.raw(words.map((w) => `'${w}'`).join(', '));

export const coachRecommendations = pgTable(
  'coach_recommendations',
  {
    /** Made by the coach's client: a retry finds the first write. */
    id: uuid('id').primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => coachLinks.id, { onDelete: 'cascade' }),
    coachId: text('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    athleteId: text('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RecommendationKind>().notNull(),
    techniqueId: text('technique_id'),
    routineName: text('routine_name'),
    routineSteps: jsonb('routine_steps').$type<RoutineStep[]>(),
    // The athlete may delete the competition; the recommendation then stands without it.
    competitionId: uuid('competition_id').references(() => competitions.id, {
      onDelete: 'set null',
    }),
    note: text('note'),
    state: text('state').$type<RecommendationState>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    // Withdrawn by the coach: gone from the athlete's lists, whatever she answered; kept for the
    // coach's history. What she took stays hers, as it is her own favourite or routine by then.
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('coach_recommendations_athlete_idx').on(t.athleteId, t.createdAt.desc()),
    index('coach_recommendations_link_idx').on(t.linkId, t.createdAt.desc()),
    check('coach_recommendations_kind_check', sql`${t.kind} IN (${sqlList(RECOMMENDATION_KINDS)})`),
    check(
      'coach_recommendations_state_check',
      sql`${t.state} IN (${sqlList(RECOMMENDATION_STATES)})`,
    ),
    check(
      'coach_recommendations_what_check',
      sql`(${t.kind} = 'technique' AND ${t.techniqueId} IS NOT NULL)
        OR (${t.kind} = 'routine' AND ${t.routineName} IS NOT NULL AND ${t.routineSteps} IS NOT NULL)`,
    ),
    check(
      'coach_recommendations_note_length',
      sql`char_length(${t.note}) <= ${sql.raw(String(MAX_RECOMMENDATION_NOTE_LENGTH))}`,
    ),
  ],
);
