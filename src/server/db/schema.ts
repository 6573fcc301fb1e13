import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProtocolEntry } from '../../domain/api';
import type {
  CocktailEmotion,
  EntryType,
  GoalReached,
  Reminder,
  SportLevel,
} from '../../domain/schemas/athlete';

/**
 * `users` is the specification's profile collection and, at the same time, Better Auth's user model:
 * one row per account, keyed by the auth user id. Keeping both in one row is what makes the profile
 * exist in the same transaction as the account, with no window in which one exists without the other.
 */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // Server-owned profile fields: Better Auth declares them `input: false`, no function writes them
  // from client input.
  role: text('role', { enum: ['coach'] }),
  wizardCompleted: boolean('wizard_completed').notNull().default(false),
  /** Better Auth's two-factor plugin keeps its flag on the user. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  // Onboarding answers; written only by the onboarding functions.
  sport: text('sport'),
  level: text('level').$type<SportLevel>(),
  /** The last onboarding step the athlete completed (0..3); the wizard resumes after it. */
  onboardingStep: smallint('onboarding_step').notNull().default(0),
  reminder: jsonb('reminder').$type<Reminder>(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Better Auth's rate-limit counters live in the database so that every server process shares them. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Small files (profile pictures) are kept in the database so one PostgreSQL holds all state. */
export const files = pgTable(
  'files',
  {
    path: text('path').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_id_idx').on(t.ownerId)],
);

/** Mails of the development outbox (no SMTP_URL): kept so the dev page can show them after a restart. */
export const devOutbox = pgTable('dev_outbox', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The performance cocktail (IZOF profile), one row per saved version so that edits keep their history.
 * The id is made by the client, which makes a retried save find its first write instead of adding a
 * second version. The current cocktail is the highest version.
 */
export const cocktailVersions = pgTable(
  'cocktail_versions',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    emotions: jsonb('emotions').$type<CocktailEmotion[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cocktail_versions_user_version_unique').on(t.userId, t.version)],
);

/**
 * The athlete's competitions; the id is made by the client when the form opens, so a retry writes
 * once. Entries, check-ins and routines link to one; deleting it only removes the link.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The day in the athlete's time zone. */
    date: date('date').notNull(),
    /** HH:MM, or null when the athlete did not say. */
    startTime: text('start_time'),
    importance: smallint('importance').notNull(),
    place: text('place'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('competitions_user_date_idx').on(t.userId, t.date)],
);

/** "Wie fühlst du dich jetzt?": the current state, one row per check-in, id made by the client. */
export const checkins = pgTable(
  'checkins',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    intensities: jsonb('intensities').$type<{ emotionId: string; intensity: number }[]>().notNull(),
    // Against the cocktail of the moment, so a later edit of the zones does not rewrite the past.
    inZoneShare: real('in_zone_share'),
    competitionId: uuid('competition_id').references(() => competitions.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('checkins_user_recorded_idx').on(t.userId, t.recordedAt.desc().nullsFirst())],
);

/** An emotion of an entry as stored, and as the API gives it. */
export type StoredEntryEmotion = ProtocolEntry['emotions'][number];

/** Protocol entries; the id is made by the client when the draft starts, so a retry writes once. */
export const protocolEntries = pgTable(
  'protocol_entries',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    type: text('type').$type<EntryType>().notNull(),
    title: text('title').notNull(),
    importance: smallint('importance').notNull(),
    place: text('place'),
    rating: smallint('rating').notNull(),
    goalReached: text('goal_reached').$type<GoalReached>().notNull(),
    result: text('result'),
    notes: text('notes').notNull(),
    inZoneShare: real('in_zone_share'),
    competitionId: uuid('competition_id').references(() => competitions.id, {
      onDelete: 'set null',
    }),
    /** Saved by the quick log and not completed since: title, importance and goal are defaults. */
    quick: boolean('quick').notNull().default(false),
    /**
     * The entry's emotions in the athlete's order, each with the zone of the cocktail at the save (a
     * snapshot, so a later edit of the zones does not rewrite the past; null outside the cocktail).
     * One column, not a row per emotion: a save writes one row instead of eleven, each with a key
     * check and index entries. It is the only copy: the trends read it too.
     */
    emotions: jsonb('emotions').$type<StoredEntryEmotion[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('protocol_entries_user_occurred_idx').on(
      t.userId,
      t.occurredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('protocol_entries_emotions_check', sql`jsonb_typeof(${t.emotions}) = 'array'`),
  ],
);
