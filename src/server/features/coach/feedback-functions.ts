import { and, asc, eq, sql } from 'drizzle-orm';
import {
  coachFeedbackContracts,
  DEFAULT_FEEDBACK_NOTIFICATIONS,
  type EntryConversation,
  type FeedbackNotifications,
} from '../../../domain/contracts/coach-feedback';
import type { Db } from '../../db/client';
import { protocolEntries, users } from '../../db/schema';
import { coachMessages } from '../../db/schema-coach';
import { feedbackSettings } from '../../db/schema-feedback';
import { implement } from '../../functions/callable';
import { isoText, notFound, rowsOf } from '../athlete/athlete-data';
import { toCoachMessage } from './coach-data';
import { entryVisible, linkOf } from './coach-visibility';

const collator = new Intl.Collator('de');

/** The most conversations the athlete's list shows, newest first. */
const CONVERSATIONS_LIMIT = 50;

/** The coach's messages the athlete has not read, on all her conversations. */
async function athleteUnread(db: Db, athleteId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coachMessages)
    .where(
      and(
        eq(coachMessages.athleteId, athleteId),
        eq(coachMessages.author, 'coach'),
        sql`${coachMessages.readAt} IS NULL`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The athlete's conversations, an entry and a coach each, with words in them (a bare share is
 * none). They are her own records: she keeps them after a link ends or an entry is unshared.
 */
export const listConversations = implement(
  coachFeedbackContracts.listConversations,
  async (_input, { db, caller }) => {
    const rows = rowsOf<{
      entry_id: string;
      entry_title: string;
      occurred_at: string;
      coach_id: string;
      coach_name: string;
      last_at: string;
      unread: number;
    }>(
      await db.execute(sql`
        SELECT m.entry_id, p.title AS entry_title, ${isoText(sql`p.occurred_at`)} AS occurred_at,
          m.coach_id, u.name AS coach_name, ${isoText(sql`max(m.created_at)`)} AS last_at,
          (count(*) FILTER (WHERE m.author = 'coach' AND m.read_at IS NULL))::int AS unread
        FROM coach_messages m
        JOIN protocol_entries p ON p.id = m.entry_id AND p.user_id = m.athlete_id
        JOIN users u ON u.id = m.coach_id
        WHERE m.athlete_id = ${caller.id}
        GROUP BY m.entry_id, p.title, p.occurred_at, m.coach_id, u.name
        HAVING bool_or(m.text <> '')
        ORDER BY max(m.created_at) DESC, m.entry_id, m.coach_id
        LIMIT ${CONVERSATIONS_LIMIT}
      `),
    );
    return {
      conversations: rows.map((r) => ({
        entryId: r.entry_id,
        entryTitle: r.entry_title,
        occurredAt: r.occurred_at,
        coachId: r.coach_id,
        coachName: r.coach_name,
        lastAt: r.last_at,
        unread: r.unread,
      })),
      unread: await athleteUnread(db, caller.id),
    };
  },
);

/**
 * One entry's conversations: one per coach who has a message on it or whom it is shared with now.
 * Only with an active link the entry is shared with can she write (`linkId`).
 */
export const getEntryConversations = implement(
  coachFeedbackContracts.getEntryConversations,
  async (input, { db, caller }) => {
    const [entry] = await db
      .select({ id: protocolEntries.id })
      .from(protocolEntries)
      .where(and(eq(protocolEntries.id, input.entryId), eq(protocolEntries.userId, caller.id)));
    if (!entry) throw notFound();
    const [links, messages] = await Promise.all([
      rowsOf<{ link_id: string; coach_id: string; coach_name: string }>(
        await db.execute(sql`
          SELECT l.id AS link_id, l.coach_id, u.name AS coach_name
          FROM coach_links l
          JOIN protocol_entries p ON p.id = ${entry.id}::uuid
          JOIN users u ON u.id = l.coach_id
          WHERE l.athlete_id = ${caller.id} AND l.state = 'active' AND ${entryVisible(linkOf('l'))}
        `),
      ),
      db
        .select({ message: coachMessages, coachName: users.name })
        .from(coachMessages)
        .innerJoin(users, eq(users.id, coachMessages.coachId))
        .where(and(eq(coachMessages.athleteId, caller.id), eq(coachMessages.entryId, entry.id)))
        .orderBy(asc(coachMessages.createdAt), asc(coachMessages.id)),
    ]);
    const byCoach = new Map<string, EntryConversation>();
    for (const l of links) {
      byCoach.set(l.coach_id, {
        coachId: l.coach_id,
        coachName: l.coach_name,
        linkId: l.link_id,
        messages: [],
      });
    }
    for (const { message, coachName } of messages) {
      let conversation = byCoach.get(message.coachId);
      if (!conversation) {
        conversation = { coachId: message.coachId, coachName, linkId: null, messages: [] };
        byCoach.set(message.coachId, conversation);
      }
      conversation.messages.push(toCoachMessage(message));
    }
    const conversations = [...byCoach.values()].sort(
      (a, b) => collator.compare(a.coachName, b.coachName) || a.coachId.localeCompare(b.coachId),
    );
    return { conversations };
  },
);

/** The athlete reads coach messages; ids not hers, or her own messages, are left alone. */
export const markCoachMessagesRead = implement(
  coachFeedbackContracts.markCoachMessagesRead,
  async (input, { db, caller }) => {
    await db.execute(sql`
      UPDATE coach_messages SET read_at = now()
      WHERE id IN ${input.ids.map((id) => sql`${id}::uuid`)}
        AND athlete_id = ${caller.id} AND author = 'coach' AND read_at IS NULL
    `);
    return { unread: await athleteUnread(db, caller.id) };
  },
);

async function notificationsOf(db: Db, userId: string): Promise<FeedbackNotifications> {
  const [row] = await db
    .select({ mail: feedbackSettings.mail, push: feedbackSettings.push })
    .from(feedbackSettings)
    .where(eq(feedbackSettings.userId, userId));
  return row ?? DEFAULT_FEEDBACK_NOTIFICATIONS;
}

export const getFeedbackNotifications = implement(
  coachFeedbackContracts.getFeedbackNotifications,
  async (_input, { db, caller }) => notificationsOf(db, caller.id),
);

/** Setting the same choice again changes nothing, so a retry is harmless. */
export const setFeedbackNotifications = implement(
  coachFeedbackContracts.setFeedbackNotifications,
  async (input, { db, caller }) => {
    const values = { mail: input.mail, push: input.push, updatedAt: new Date() };
    await db
      .insert(feedbackSettings)
      .values({ userId: caller.id, ...values })
      .onConflictDoUpdate({ target: feedbackSettings.userId, set: values });
    return notificationsOf(db, caller.id);
  },
);
