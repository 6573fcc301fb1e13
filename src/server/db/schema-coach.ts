/**
 * Tables of the coach features: the coach's profile, invite codes, links between coach and athlete
 * with what each link shares, the messages between them, the coaches' reads of athletes' data and
 * the failed code guesses. Kept apart from `schema.ts` so that the
 * coach features own their file; `client.ts` merges the modules.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCESS_KINDS,
  type AccessKind,
  SHAREABLE_ENTRY_TYPES,
  type ShareableEntryType,
} from '../../domain/coach';
import { protocolEntries, users } from './schema';

/** `'a', 'b'` for a check constraint over a list of the domain's words. */
const sqlList = (words: readonly string[]) => sql.raw(words.map((w) => `'${w}'`).join(', '));

/**
 * One row per coach once they set their club; the name stays `users.name`. How a coach hears of a
 * shared entry is the feedback notification choice (schema-feedback.ts), the same as for messages.
 */
export const coachProfiles = pgTable('coach_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  club: text('club'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A code serves a whole team until it expires, is revoked or, with `max_uses`, has made that many
 * links. The team invite's link and QR code carry the code, so a typed code and an opened link are
 * one thing. `id` is the client's, so that creating an invite again gives back the same one.
 */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    code: text('code').primaryKey(),
    id: uuid('id').notNull().unique().default(sql`gen_random_uuid()`),
    /** Links it may make, ended ones included; null: no limit but the expiry. */
    maxUses: integer('max_uses'),
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
 * unique index enforces even against two redemptions at the same moment. What the link shows its
 * coach is chosen per link (CoachLinkSharing), so choices for one coach never open anything to another.
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
    shareTrends: boolean('share_trends').notNull().default(false),
    shareCocktail: boolean('share_cocktail').notNull().default(false),
    /** The standing rule: every entry of these types is visible through this link. */
    shareEntryTypes: text('share_entry_types')
      .array()
      .$type<ShareableEntryType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('coach_links_active_pair_unique')
      .on(t.coachId, t.athleteId)
      .where(sql`${t.state} = 'active'`),
    index('coach_links_athlete_active_idx').on(t.athleteId).where(sql`${t.state} = 'active'`),
    index('coach_links_code_idx').on(t.code),
    check('coach_links_state_check', sql`${t.state} IN ('active', 'ended')`),
    check(
      'coach_links_share_entry_types_check',
      sql`${t.shareEntryTypes} <@ ARRAY[${sqlList(SHAREABLE_ENTRY_TYPES)}]::text[]`,
    ),
  ],
);

/** An entry shared one by one with one link; ending or deleting either removes the share. */
export const entryShares = pgTable(
  'entry_shares',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => protocolEntries.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => coachLinks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.linkId] }),
    index('entry_shares_link_idx').on(t.linkId),
  ],
);

/**
 * Every read of an athlete's data by a coach, as one row per link, kind of read and Berlin day with
 * the first and last time and a count: each read is recorded without a row per call. Kept for
 * ACCESS_LOG_DAYS days; the athlete sees them, the coach does not.
 */
export const coachAccessLog = pgTable(
  'coach_access_log',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => coachLinks.id, { onDelete: 'cascade' }),
    coachId: text('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    athleteId: text('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    what: text('what').$type<AccessKind>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    count: integer('count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.what, t.day] }),
    index('coach_access_log_athlete_day_idx').on(t.athleteId, t.day.desc()),
    // The clean-up of rows past ACCESS_LOG_DAYS.
    index('coach_access_log_day_idx').on(t.day),
    check('coach_access_log_what_check', sql`${t.what} IN (${sqlList(ACCESS_KINDS)})`),
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
