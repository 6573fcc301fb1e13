/**
 * What the coach's team invites leave behind besides the code itself: one row per invite mail
 * sent, for the daily limit and so that a retried send goes out once. The addresses are not kept:
 * they belong to people who have not joined.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

export const inviteMails = pgTable(
  'invite_mails',
  {
    /** The client's id of the send. */
    id: uuid('id').primaryKey(),
    coachId: text('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    recipients: integer('recipients').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invite_mails_coach_idx').on(t.coachId, t.sentAt)],
);
