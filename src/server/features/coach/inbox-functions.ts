import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ENTRY_NOT_SHARED,
  INBOX_LIMIT,
  type Inbox,
  type InboxItem,
} from '../../../domain/api-coach';
import { coachContracts } from '../../../domain/contracts/coach';
import { de } from '../../../domain/messages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { coachLinks, coachMessages } from '../../db/schema-coach';
import { implement } from '../../functions/callable';
import { invalidField, notFound, rowsOf } from '../athlete/athlete-data';
import { type MessageRow, notAuthorized, requireActiveLink, toCoachMessage } from './coach-data';
import { loadVisibleEntries } from './coach-view';
import {
  entryVisible,
  linkById,
  linkOpen,
  logCoachAccess,
  messageVisible,
} from './coach-visibility';
import { queueNotice } from './feedback-notices';
import { countUnread } from './portal-functions';

const l = alias(coachLinks, 'l');
const m = alias(coachMessages, 'm');

/**
 * Writes a message once per client id and reads it back as its author's own: a retry finds its
 * first write, and an id someone else already used finds nothing (undefined). A first write on an
 * entry queues the notice of it for the other side.
 */
async function writeOwnMessage(
  db: Db,
  message: Omit<typeof coachMessages.$inferInsert, 'requestId'> & { id: string },
) {
  const created = await db
    .insert(coachMessages)
    .values({ ...message, requestId: message.id })
    .onConflictDoNothing()
    .returning();
  const [first] = created;
  if (first?.entryId) await queueNotice(db, first);
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

/**
 * The athlete writes to a coach: in general, or on one of her entries shared with that coach (the
 * entry's conversation). An entry that is not hers or not shared through the link gets one answer.
 */
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
    const entryId = input.entryId ?? null;
    if (entryId) {
      const [shared] = rowsOf<{ ok: boolean }>(
        await db.execute(sql`
          SELECT true AS ok FROM protocol_entries p
          WHERE p.id = ${entryId}::uuid AND p.user_id = ${caller.id}
            AND ${entryVisible(linkById(input.coachLinkId))}
        `),
      );
      if (!shared) throw invalidField('entryId', ENTRY_NOT_SHARED);
    }
    const row = await writeOwnMessage(db, {
      id: input.id,
      athleteId: caller.id,
      coachId: link.coachId,
      entryId,
      author: 'athlete',
      text: input.text,
    });
    if (!row) throw notFound();
    return toCoachMessage(row);
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
    const link = await requireActiveLink(db, caller.id, input.athleteId).catch(async (err) => {
      // A coach who was linked learns that the link ended (they knew of it); anyone else, nothing.
      const [ended] = await db
        .select({ id: coachLinks.id })
        .from(coachLinks)
        .where(and(eq(coachLinks.coachId, caller.id), eq(coachLinks.athleteId, input.athleteId)))
        .limit(1);
      throw ended ? invalidField('athleteId', de.coachFeedback.linkEnded) : err;
    });
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
