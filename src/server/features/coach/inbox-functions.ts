import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type CoachFeedback,
  INBOX_LIMIT,
  type Inbox,
  type InboxItem,
} from '../../../domain/api-coach';
import { coachContracts } from '../../../domain/contracts/coach';
import type { Db } from '../../db/client';
import { protocolEntries, users } from '../../db/schema';
import { coachLinks, coachMessages } from '../../db/schema-coach';
import { implement } from '../../functions/callable';
import { notFound } from '../athlete/athlete-data';
import { type MessageRow, notAuthorized, requireActiveLink, toCoachMessage } from './coach-data';
import { loadVisibleEntries } from './coach-view';
import { linkOpen, logCoachAccess, messageVisible } from './coach-visibility';
import { countUnread } from './portal-functions';

const l = alias(coachLinks, 'l');
const m = alias(coachMessages, 'm');

/**
 * Writes a message once per client id and reads it back as its author's own: a retry finds its
 * first write, and an id someone else already used finds nothing (undefined).
 */
async function writeOwnMessage(
  db: Db,
  message: Omit<typeof coachMessages.$inferInsert, 'requestId'> & { id: string },
) {
  await db
    .insert(coachMessages)
    .values({ ...message, requestId: message.id })
    .onConflictDoNothing();
  const author =
    message.author === 'athlete'
      ? eq(coachMessages.athleteId, message.athleteId)
      : eq(coachMessages.coachId, message.coachId);
  const [row] = await db
    .select()
    .from(coachMessages)
    .where(and(eq(coachMessages.id, message.id), author, eq(coachMessages.author, message.author)));
  return row;
}

export const sendCoachMessage = implement(
  coachContracts.sendCoachMessage,
  async (input, { db, caller }) => {
    const [link] = await db
      .select({ coachId: coachLinks.coachId })
      .from(coachLinks)
      .where(
        and(
          eq(coachLinks.id, input.coachLinkId),
          eq(coachLinks.athleteId, caller.id),
          eq(coachLinks.state, 'active'),
        ),
      );
    if (!link) throw notFound();
    const row = await writeOwnMessage(db, {
      id: input.id,
      athleteId: caller.id,
      coachId: link.coachId,
      author: 'athlete',
      text: input.text,
    });
    if (!row) throw notFound();
    return toCoachMessage(row);
  },
);

export const listCoachFeedback = implement(
  coachContracts.listCoachFeedback,
  async (input, { db, caller }) => {
    const rows = await db
      .select({
        id: coachMessages.id,
        coachId: coachMessages.coachId,
        coachName: users.name,
        entryId: coachMessages.entryId,
        entryTitle: protocolEntries.title,
        text: coachMessages.text,
        createdAt: coachMessages.createdAt,
      })
      .from(coachMessages)
      .innerJoin(users, eq(users.id, coachMessages.coachId))
      .leftJoin(protocolEntries, eq(protocolEntries.id, coachMessages.entryId))
      .where(
        and(
          eq(coachMessages.athleteId, caller.id),
          eq(coachMessages.author, 'coach'),
          input.entryId ? eq(coachMessages.entryId, input.entryId) : undefined,
        ),
      )
      .orderBy(desc(coachMessages.createdAt), desc(coachMessages.id))
      .limit(INBOX_LIMIT);
    const feedback: CoachFeedback[] = rows.map((r) => ({
      ...r,
      entryTitle: r.entryTitle ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
    return { feedback };
  },
);

export const listInbox = implement(
  coachContracts.listInbox,
  async (_input, { db, caller }): Promise<Inbox> => {
    const [rows] = await Promise.all([
      db
        .select({ message: m, athleteName: users.name })
        .from(m)
        .innerJoin(l, and(eq(l.coachId, m.coachId), eq(l.athleteId, m.athleteId)))
        .innerJoin(users, eq(users.id, m.athleteId))
        .where(and(eq(m.coachId, caller.id), linkOpen(), messageVisible()))
        .orderBy(desc(m.createdAt), desc(m.id))
        .limit(INBOX_LIMIT),
      logCoachAccess(db, caller.id, 'inbox'),
    ]);

    const entryIds = [
      ...new Set(rows.flatMap((r) => (r.message.entryId ? [r.message.entryId] : []))),
    ];
    const entries = entryIds.length
      ? await loadVisibleEntries(
          db,
          sql`l.coach_id = ${caller.id} AND p.id IN ${entryIds.map((id) => sql`${id}::uuid`)}`,
          entryIds.length,
        )
      : [];
    const entryById = new Map(entries.map((e) => [e.id, e]));
    const unread = (message: MessageRow) => message.author === 'athlete' && message.readAt === null;

    const items: InboxItem[] = [];
    const threads = new Map<string, Extract<InboxItem, { kind: 'shared-entry' }>>();
    // Newest first: the first message of a thread seen here is its latest, which dates the item.
    for (const { message, athleteName } of rows) {
      if (!message.entryId) {
        items.push({
          kind: 'message',
          at: message.createdAt.toISOString(),
          athleteId: message.athleteId,
          athleteName,
          message: toCoachMessage(message),
          unread: unread(message),
        });
        continue;
      }
      const entry = entryById.get(message.entryId);
      if (!entry) continue;
      let thread = threads.get(message.entryId);
      if (!thread) {
        thread = {
          kind: 'shared-entry',
          at: message.createdAt.toISOString(),
          athleteId: message.athleteId,
          athleteName,
          entry,
          messages: [],
          unread: false,
        };
        threads.set(message.entryId, thread);
        items.push(thread);
      }
      thread.messages.unshift(toCoachMessage(message));
      thread.unread ||= unread(message);
    }
    return { items, unreadMessages: await countUnread(db, caller.id) };
  },
);

export const markRead = implement(coachContracts.markRead, async (input, { db, caller }) => {
  // Ids that are not this coach's, or out of the coach's sight, are left alone without a word.
  await db.execute(sql`
      UPDATE coach_messages m SET read_at = now()
      WHERE m.id IN ${input.ids.map((id) => sql`${id}::uuid`)}
        AND m.coach_id = ${caller.id} AND m.author = 'athlete' AND m.read_at IS NULL
        AND EXISTS (SELECT 1 FROM coach_links l WHERE ${linkOpen()} AND ${messageVisible()})
    `);
  return { unreadMessages: await countUnread(db, caller.id) };
});

export const replyToAthlete = implement(
  coachContracts.replyToAthlete,
  async (input, { db, caller }) => {
    const link = await requireActiveLink(db, caller.id, input.athleteId);
    // Only about an entry the coach can see; whether another exists stays unsaid.
    if (input.entryId) {
      const visible = await loadVisibleEntries(
        db,
        sql`l.id = ${link.id}::uuid AND p.id = ${input.entryId}::uuid`,
        1,
      );
      if (visible.length === 0) throw notAuthorized();
    }
    const row = await writeOwnMessage(db, {
      id: input.id,
      athleteId: input.athleteId,
      coachId: caller.id,
      entryId: input.entryId ?? null,
      author: 'coach',
      text: input.text,
    });
    if (!row) throw notAuthorized();
    return toCoachMessage(row);
  },
);
