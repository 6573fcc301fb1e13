import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { ProtocolEntry } from '../../../domain/api';
import { athleteContracts } from '../../../domain/contracts/athlete';
import { MAX_PERIOD_ENTRIES } from '../../../domain/protocol-export';
import type { Db } from '../../db/client';
import { protocolEntries } from '../../db/schema';
import { implement } from '../../functions/callable';
import {
  ENTRY_SHARED_WITH,
  ENTRY_SUMMARY_COLUMNS,
  TIME_ZONE,
  toEntrySummary,
} from './athlete-data';
import { withCompetitions } from './protocol-functions';

/** Midnight at the start of a Berlin calendar day, as an instant. */
export const berlinDayStart = (date: string, plusDays = 0): SQL =>
  sql`((${date}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${TIME_ZONE})`;

/**
 * The athlete's entries, whole and oldest first: those of the Berlin days `from`..`to` (both
 * included) or, without a period, all of them. Only ever the caller's own: `userId` is the session's.
 */
export async function readEntries(
  db: Db,
  userId: string,
  period: { from: string; to: string } | null,
  limit?: number,
): Promise<ProtocolEntry[]> {
  const conditions: SQL[] = [eq(protocolEntries.userId, userId)];
  if (period) {
    conditions.push(sql`${protocolEntries.occurredAt} >= ${berlinDayStart(period.from)}`);
    conditions.push(sql`${protocolEntries.occurredAt} < ${berlinDayStart(period.to, 1)}`);
  }
  const query = db
    .select({
      ...ENTRY_SUMMARY_COLUMNS,
      competitionId: protocolEntries.competitionId,
      notes: protocolEntries.notes,
      emotions: protocolEntries.emotions,
      sharedWith: ENTRY_SHARED_WITH,
    })
    .from(protocolEntries)
    .where(and(...conditions))
    .orderBy(asc(protocolEntries.occurredAt), asc(protocolEntries.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return withCompetitions(
    db,
    userId,
    rows.map((row) => ({
      ...toEntrySummary(row),
      competitionId: row.competitionId,
      notes: row.notes,
      emotions: row.emotions,
      sharedWith: row.sharedWith,
    })),
  );
}

/** The print view's entries: the whole entries of a period, one more read to tell a cut list. */
export const listEntriesInPeriod = implement(
  athleteContracts.listEntriesInPeriod,
  async (input, { db, caller }) => {
    const entries = await readEntries(db, caller.id, input, MAX_PERIOD_ENTRIES + 1);
    return {
      from: input.from,
      to: input.to,
      entries: entries.slice(0, MAX_PERIOD_ENTRIES),
      truncated: entries.length > MAX_PERIOD_ENTRIES,
    };
  },
);
