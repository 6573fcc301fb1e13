import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AccessLogEntry, SHARE_LINKS_INVALID } from '../../../domain/api-coach';
import { coachContracts } from '../../../domain/contracts/coach';
import { protocolEntries, users } from '../../db/schema';
import { coachAccessLog, coachLinks, coachMessages, entryShares } from '../../db/schema-coach';
import { implement } from '../../functions/callable';
import { ENTRY_SHARED_WITH, invalidField, isoText, notFound } from '../athlete/athlete-data';
import { coachAthleteOf, loadCoachRows, toPortalAthlete } from './coach-view';
import { ACCESS_LOG_FIRST_DAY } from './coach-visibility';
import { queueNotice } from './feedback-notices';

/**
 * Shares the athlete's own entry with exactly the given links (her active ones; none unshares it).
 * The coach of a newly added link gets a message row for it (the athlete's words, or empty as a bare
 * notice), which the inbox lists and counts as unread, and its notice like any new message (by the
 * coach's feedback notification choice); with words, every chosen coach gets them. The client's `messageId` makes a retry add nothing.
 */
export const setEntrySharing = implement(
  coachContracts.setEntrySharing,
  async (input, { db, caller }) => {
    const linkIds = [...new Set(input.linkIds.map((id) => id.toLowerCase()))];
    const sharedWith = await db.transaction(async (tx) => {
      const [entry] = await tx
        .select({ id: protocolEntries.id })
        .from(protocolEntries)
        .where(and(eq(protocolEntries.id, input.entryId), eq(protocolEntries.userId, caller.id)))
        .for('update');
      if (!entry) throw notFound();
      const links = linkIds.length
        ? await tx
            .select({ id: coachLinks.id, coachId: coachLinks.coachId })
            .from(coachLinks)
            .where(
              and(
                inArray(coachLinks.id, linkIds),
                eq(coachLinks.athleteId, caller.id),
                eq(coachLinks.state, 'active'),
              ),
            )
        : [];
      // One answer for unknown, ended and other athletes' links: nothing says which exist.
      if (links.length !== linkIds.length) throw invalidField('linkIds', SHARE_LINKS_INVALID);

      await tx
        .delete(entryShares)
        .where(
          and(
            eq(entryShares.entryId, entry.id),
            linkIds.length
              ? sql`${entryShares.linkId} NOT IN ${linkIds.map((id) => sql`${id}::uuid`)}`
              : undefined,
          ),
        );
      const added = linkIds.length
        ? await tx
            .insert(entryShares)
            .values(linkIds.map((linkId) => ({ entryId: entry.id, linkId })))
            .onConflictDoNothing()
            .returning({ linkId: entryShares.linkId })
        : [];
      const newly = new Set(added.map((a) => a.linkId));
      // Words go to every chosen coach; a bare notice only to those it is new for.
      const told = links.filter((l) => newly.has(l.id) || input.message !== null);
      const inserted = told.length
        ? await tx
            .insert(coachMessages)
            .values(
              told.map((l) => ({
                requestId: input.messageId,
                athleteId: caller.id,
                coachId: l.coachId,
                entryId: entry.id,
                author: 'athlete' as const,
                text: input.message ?? '',
              })),
            )
            .onConflictDoNothing()
            .returning({ id: coachMessages.id, coachId: coachMessages.coachId })
        : [];
      // Each coach a new row reached hears of it: of the words, or of the bare share. A retry
      // inserts nothing and tells nobody again; the notice goes out only while the coach may see it.
      for (const message of inserted) {
        await queueNotice(tx, { ...message, author: 'athlete', athleteId: caller.id });
      }
      const [shared] = await tx
        .select({ sharedWith: ENTRY_SHARED_WITH })
        .from(protocolEntries)
        .where(eq(protocolEntries.id, entry.id));
      return shared?.sharedWith ?? [];
    });
    return { entryId: input.entryId, sharedWith };
  },
);

/**
 * "So sieht dich {Coach}": what the coach's own portal row and athlete page answer about the caller,
 * computed by the same functions with the link's coach. Reading her own view is no coach access, so
 * nothing is logged.
 */
export const getCoachView = implement(
  coachContracts.getCoachView,
  async (input, { db, caller }) => {
    const [link] = await db
      .select({ coachId: coachLinks.coachId, coachName: users.name })
      .from(coachLinks)
      .innerJoin(users, eq(users.id, coachLinks.coachId))
      .where(
        and(
          eq(coachLinks.id, input.linkId),
          eq(coachLinks.athleteId, caller.id),
          eq(coachLinks.state, 'active'),
        ),
      );
    if (!link) throw notFound();
    // From here on exactly the coach's getAthlete, as that coach.
    const [row] = await loadCoachRows(db, { coachId: link.coachId, athleteId: caller.id });
    if (!row) throw notFound();
    return {
      coachName: link.coachName,
      portal: toPortalAthlete(row),
      athlete: await coachAthleteOf(db, row, { range: input.range ?? '30' }),
    };
  },
);

/** The coaches' reads of the caller's data, the last ACCESS_LOG_DAYS days, newest first. */
export const getAccessLog = implement(
  coachContracts.getAccessLog,
  async (_input, { db, caller }) => {
    const rows = await db
      .select({
        linkId: coachAccessLog.linkId,
        coachName: users.name,
        what: coachAccessLog.what,
        day: coachAccessLog.day,
        lastAt: isoText(coachAccessLog.lastAt),
        count: coachAccessLog.count,
      })
      .from(coachAccessLog)
      .innerJoin(users, eq(users.id, coachAccessLog.coachId))
      .where(
        and(
          eq(coachAccessLog.athleteId, caller.id),
          sql`${coachAccessLog.day} >= ${ACCESS_LOG_FIRST_DAY}`,
        ),
      )
      .orderBy(desc(coachAccessLog.day), desc(coachAccessLog.lastAt), coachAccessLog.what);
    const entries: AccessLogEntry[] = rows;
    return { entries };
  },
);
