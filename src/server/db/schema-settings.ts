/**
 * Tables of the settings: preferences, consent history, reminder bookkeeping and Better Auth's
 * two-factor secrets. Kept apart from `schema.ts` so that the settings own their file; `client.ts`
 * merges the modules.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Theme } from '../../domain/api-settings';
import { users } from './schema';

/**
 * One row per user once they change a preference; until then the defaults below apply, which is why
 * every reader joins it with a left join.
 */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme').$type<Theme>().notNull().default('system'),
  /** The zone the reminder time is meant in. */
  timezone: text('timezone').notNull().default('Europe/Berlin'),
  /** Whether the reminder goes out by e-mail; push goes to every device with a subscription. */
  reminderEmail: boolean('reminder_email').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Consent to processing health-related data. Rows are never overwritten: a withdrawal sets
 * `withdrawn_at`, a renewed consent adds a row, so the history shows what was agreed to and when.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    /** SHA-256 of the exact text shown, so a later edit of the text cannot rewrite what was agreed. */
    textHash: text('text_hash').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consents_user_given_idx').on(t.userId, t.givenAt.desc())],
);

/**
 * One row per reminder sent: the primary key is the claim that lets exactly one server process send
 * a given day's reminder, however many run the job.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The calendar day in the user's zone the reminder belongs to. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);

/**
 * A browser's Web Push subscription: one row per device that turned push on. The endpoint is the
 * device's address at its push service, so it is unique; a device signed in by someone else moves
 * to them. Rows go when the push service says the subscription is gone (404/410), when the device
 * turns push off or signs out, and with the account.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and its auth secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/** Better Auth's `twoFactor` model (authenticator secret and backup codes, both encrypted). */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    index('two_factors_secret_idx').on(t.secret),
    index('two_factors_user_id_idx').on(t.userId),
  ],
);
