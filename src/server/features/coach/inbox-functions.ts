import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type CoachFeedback,
  INBOX_LIMIT,
  type Inbox,
  type InboxItem,
  ZListCoachFeedback,
  ZMarkRead,
  ZReplyToAthlete,
  ZSendCoachMessage,
  ZShareEntry,
  ZUnshareEntry,
} from '../../../domain/api-coach';
import { ZNoInput } from '../../../domain/schemas/profile';
import type { Db } from '../../db/client';
import { protocolEntries, users } from '../../db/schema';
import { coachLinks, coachMessages, coachProfiles } from '../../db/schema-coach';
import type { Mailer } from '../../mail/mailer';
import { sharedEntryMail } from '../../mail/templates';
import { notFound } from '../athlete/athlete-data';
import {
  defineCoachFunction,
  loadSharedEntries,
  type MessageRow,
  notAuthorized,
  requireActiveLink,
  toCoachMessage,
} from './coach-data';
import { countUnread } from './portal-functions';

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

async function notifyCoaches(
  db: Db,
  coachIds: string[],
  athleteName: string,
  baseUrl: string,
  mailer: Mailer,
) {
  if (coachIds.length === 0) return;
  const recipients = await db
    .select({ email: users.email, name: users.name })
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(and(inArray(coachProfiles.userId, coachIds), eq(coachProfiles.notifyOnShare, true)));
  for (const r of recipients) {
    await mailer.send({
      to: r.email,
      ...sharedEntryMail(r.name, athleteName, `${baseUrl}/coach/inbox`),
    });
  }
}

/**
 * Marks the athlete's own entry shared. Every active coach gets a message row for it (with the
 * athlete's words, or empty as a bare notice on first sharing), which is what the inbox lists and
 * counts as unread; the client's `messageId` makes a retry add nothing.
 */
export const shareEntry = defineCoachFunction({
  name: 'shareEntry',
  input: ZShareEntry,
  access: 'onboarded-athlete',
  handler: async (input, { db, caller, mailer, baseUrl, log }) => {
    const notified = await db.transaction(async (tx): Promise<string[]> => {
      const [entry] = await tx
        .select({ shared: protocolEntries.sharedWithCoach })
        .from(protocolEntries)
        .where(and(eq(protocolEntries.id, input.entryId), eq(protocolEntries.userId, caller.id)))
        .for('update');
      if (!entry) throw notFound();
      if (!entry.shared) {
        await tx
          .update(protocolEntries)
          .set({ sharedWithCoach: true })
          .where(eq(protocolEntries.id, input.entryId));
      }
      // Sharing again without words tells the coach nothing new.
      if (entry.shared && input.message === null) return [];
      const coaches = await tx
        .select({ coachId: coachLinks.coachId })
        .from(coachLinks)
        .where(and(eq(coachLinks.athleteId, caller.id), eq(coachLinks.state, 'active')));
      if (coaches.length === 0) return [];
      const inserted = await tx
        .insert(coachMessages)
        .values(
          coaches.map((c) => ({
            requestId: input.messageId,
            athleteId: caller.id,
            coachId: c.coachId,
            entryId: input.entryId,
            author: 'athlete' as const,
            text: input.message ?? '',
          })),
        )
        .onConflictDoNothing()
        .returning({ coachId: coachMessages.coachId });
      return inserted.map((r) => r.coachId);
    });
    // Only coaches reached by this call (a retry inserts nothing) who asked for mail; a failed mail
    // never undoes the share.
    await notifyCoaches(db, notified, caller.name, baseUrl, mailer).catch((err: unknown) =>
      log.warn({ err: String(err) }, 'share notification failed'),
    );
    return { entryId: input.entryId, sharedWithCoach: true as const };
  },
});

/** Takes the entry out of every coach's sight at once; messages about it hide with it. */
export const unshareEntry = defineCoachFunction({
  name: 'unshareEntry',
  input: ZUnshareEntry,
  access: 'onboarded-athlete',
  handler: async (input, { db, caller }) => {
    const rows = await db
      .update(protocolEntries)
      .set({ sharedWithCoach: false })
      .where(and(eq(protocolEntries.id, input.entryId), eq(protocolEntries.userId, caller.id)))
      .returning({ id: protocolEntries.id });
    if (rows.length === 0) throw notFound();
    return { entryId: input.entryId, sharedWithCoach: false as const };
  },
});

export const sendCoachMessage = defineCoachFunction({
  name: 'sendCoachMessage',
  input: ZSendCoachMessage,
  access: 'athlete',
  handler: async (input, { db, caller }) => {
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
});

export const listCoachFeedback = defineCoachFunction({
  name: 'listCoachFeedback',
  input: ZListCoachFeedback,
  access: 'athlete',
  handler: async (input, { db, caller }) => {
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
});

export const listInbox = defineCoachFunction({
  name: 'listInbox',
  input: ZNoInput,
  access: 'coach',
  handler: async (_input, { db, caller }): Promise<Inbox> => {
    const rows = await db
      .select({ message: coachMessages, athleteName: users.name })
      .from(coachMessages)
      .innerJoin(
        coachLinks,
        and(
          eq(coachLinks.coachId, coachMessages.coachId),
          eq(coachLinks.athleteId, coachMessages.athleteId),
          eq(coachLinks.state, 'active'),
        ),
      )
      .innerJoin(users, eq(users.id, coachMessages.athleteId))
      .leftJoin(protocolEntries, eq(protocolEntries.id, coachMessages.entryId))
      .where(
        and(
          eq(coachMessages.coachId, caller.id),
          sql`(${coachMessages.entryId} IS NULL OR ${protocolEntries.sharedWithCoach})`,
        ),
      )
      .orderBy(desc(coachMessages.createdAt), desc(coachMessages.id))
      .limit(INBOX_LIMIT);

    const entryIds = [
      ...new Set(rows.flatMap((r) => (r.message.entryId ? [r.message.entryId] : []))),
    ];
    const entries = entryIds.length
      ? await loadSharedEntries(db, inArray(protocolEntries.id, entryIds), entryIds.length)
      : [];
    const entryById = new Map(entries.map((e) => [e.id, e]));
    const unread = (m: MessageRow) => m.author === 'athlete' && m.readAt === null;

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
});

export const markRead = defineCoachFunction({
  name: 'markRead',
  input: ZMarkRead,
  access: 'coach',
  handler: async (input, { db, caller }) => {
    // Ids that are not this coach's, or of athletes no longer linked, are left alone without a word.
    await db
      .update(coachMessages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          inArray(coachMessages.id, input.ids),
          eq(coachMessages.coachId, caller.id),
          eq(coachMessages.author, 'athlete'),
          isNull(coachMessages.readAt),
          sql`EXISTS (SELECT 1 FROM ${coachLinks} WHERE ${coachLinks.coachId} = ${caller.id}
                AND ${coachLinks.athleteId} = ${coachMessages.athleteId}
                AND ${coachLinks.state} = 'active')`,
        ),
      );
    return { unreadMessages: await countUnread(db, caller.id) };
  },
});

export const replyToAthlete = defineCoachFunction({
  name: 'replyToAthlete',
  input: ZReplyToAthlete,
  access: 'coach',
  handler: async (input, { db, caller }) => {
    await requireActiveLink(db, caller.id, input.athleteId);
    if (input.entryId) {
      const [entry] = await db
        .select({ id: protocolEntries.id })
        .from(protocolEntries)
        .where(
          and(
            eq(protocolEntries.id, input.entryId),
            eq(protocolEntries.userId, input.athleteId),
            eq(protocolEntries.sharedWithCoach, true),
          ),
        );
      if (!entry) throw notAuthorized();
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
});
