/**
 * Tables of the conversations on shared entries: each user's choice of how they hear of a new
 * message, and the notices still to send. The messages themselves are `coach_messages`. Kept apart
 * so that the feature owns its file; `client.ts` merges the modules.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FEEDBACK_MAIL, type FeedbackMail } from '../../domain/contracts/coach-feedback';
import { users } from './schema';
import { coachMessages } from './schema-coach';

/** One row per user once they change the choice; until then DEFAULT_FEEDBACK_NOTIFICATIONS apply. */
export const feedbackSettings = pgTable(
  'feedback_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mail: text('mail').$type<FeedbackMail>().notNull().default('instant'),
    push: boolean('push').notNull().default(true),
    /** The user's local day the last digest went out: the claim that sends one a day. */
    digestDate: date('digest_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'feedback_settings_mail_check',
      sql`${t.mail} IN (${sql.raw(FEEDBACK_MAIL.map((m) => `'${m}'`).join(', '))})`,
    ),
  ],
);

/**
 * A message its recipient has yet to hear of, written with the message. The job pushes and mails it
 * (`pushed_at` set once the immediate part is done) and deletes it; a daily digest keeps it until the
 * digest. Whether the message may still be told is checked when it is sent, not when it was written.
 */
export const feedbackNotices = pgTable(
  'feedback_notices',
  {
    messageId: uuid('message_id')
      .primaryKey()
      .references(() => coachMessages.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [
    index('feedback_notices_pending_idx').on(t.createdAt).where(sql`${t.pushedAt} IS NULL`),
    index('feedback_notices_recipient_idx').on(t.recipientId),
  ],
);
