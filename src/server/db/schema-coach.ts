/**
 * Tables of the coach features: the coach's profile, invite codes, links between coach and athlete,
 * the messages between them and the failed code guesses. Kept apart from `schema.ts` so that the
 * coach features own their file; `client.ts` merges the modules.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { protocolEntries, users } from './schema';

/** One row per coach once they set their club or notification choice; the name stays `users.name`. */
export const coachProfiles = pgTable('coach_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  club: text('club'),
  notifyOnShare: boolean('notify_on_share').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A code serves a whole team until it expires or is revoked, so it is not used up by a redemption. */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    code: text('code').primaryKey(),
    coachId: text('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('invite_codes_coach_idx').on(t.coachId, t.createdAt.desc())],
);

/**
 * Ended links stay as history (who was linked when); only one active link per pair, which the partial
 * unique index enforces even against two redemptions at the same moment.
 */
export const coachLinks = pgTable(
  'coach_links',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    coachId: text('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    athleteId: text('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No foreign key: the history of a link outlives the code that made it.
    code: text('code'),
    state: text('state', { enum: ['active', 'ended'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: text('ended_by', { enum: ['athlete', 'coach'] }),
  },
  (t) => [
    uniqueIndex('coach_links_active_pair_unique')
      .on(t.coachId, t.athleteId)
      .where(sql`${t.state} = 'active'`),
    index('coach_links_athlete_active_idx').on(t.athleteId).where(sql`${t.state} = 'active'`),
    index('coach_links_code_idx').on(t.code),
    check('coach_links_state_check', sql`${t.state} IN ('active', 'ended')`),
  ],
);

/**
 * Messages between an athlete and a coach, optionally about an entry. `request_id` is the id the
 * client made: sharing an entry with a message writes one row per coach, and a retry none more.
 */
export const coachMessages = pgTable(
  'coach_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    requestId: uuid('request_id').notNull(),
    athleteId: text('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coachId: text('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').references(() => protocolEntries.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['athlete', 'coach'] }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    unique('coach_messages_request_coach_unique').on(t.requestId, t.coachId),
    // The inbox and the portal's unread count: one coach's messages, newest first.
    index('coach_messages_coach_created_idx').on(t.coachId, t.createdAt.desc()),
    index('coach_messages_athlete_created_idx').on(t.athleteId, t.createdAt.desc()),
    index('coach_messages_entry_idx').on(t.entryId),
    check('coach_messages_text_length', sql`char_length(${t.text}) <= 2000`),
  ],
);

/** Failed invite-code guesses, in the database so that every server process counts the same. */
export const codeAttempts = pgTable(
  'code_attempts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('code_attempts_user_time_idx').on(t.userId, t.attemptedAt.desc())],
);
