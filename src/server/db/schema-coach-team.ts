/**
 * Tables of the coach's team table: what the coach did about a flag (seen, a note) and the coach's
 * own groups. Marks and memberships hang on the link, so an ended link takes them along and a new
 * link between the same two people starts without them.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAX_FLAG_NOTE_LENGTH, MAX_GROUP_NAME_LENGTH } from '../../domain/coach-team';
import { users } from './schema';
import { coachLinks } from './schema-coach';

/** One row per link and flag key; the id is made by the client, the pair is what a retry meets. */
export const coachFlagMarks = pgTable(
  'coach_flag_marks',
  {
    id: uuid('id').primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => coachLinks.id, { onDelete: 'cascade' }),
    coachId: text('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The athlete's too: the note is about her and shown to her.
    athleteId: text('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flagKey: text('flag_key').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('coach_flag_marks_link_key_unique').on(t.linkId, t.flagKey),
    check(
      'coach_flag_marks_note_length',
      sql`char_length(${t.note}) <= ${sql.raw(String(MAX_FLAG_NOTE_LENGTH))}`,
    ),
  ],
);

/** A coach's own group ("U18", "Kader"). */
export const coachGroups = pgTable(
  'coach_groups',
  {
    id: uuid('id').primaryKey(),
    coachId: text('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coach_groups_coach_idx').on(t.coachId),
    check(
      'coach_groups_name_length',
      sql`char_length(${t.name}) <= ${sql.raw(String(MAX_GROUP_NAME_LENGTH))}`,
    ),
  ],
);

/** An athlete (by the link) in a group; an athlete can be in several. */
export const coachGroupMembers = pgTable(
  'coach_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => coachGroups.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => coachLinks.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.linkId] }),
    index('coach_group_members_link_idx').on(t.linkId),
  ],
);
