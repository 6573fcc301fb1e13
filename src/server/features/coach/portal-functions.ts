import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CoachAthlete, Portal } from '../../../domain/api-coach';
import { coachContracts } from '../../../domain/contracts/coach';
import type { Db } from '../../db/client';
import { coachLinks, coachMessages } from '../../db/schema-coach';
import { implement } from '../../functions/callable';
import { byFlagsThenName, notAuthorized } from './coach-data';
import { coachAthleteOf, loadCoachRows, toPortalAthlete } from './coach-view';
import { linkOpen, logCoachAccess, messageVisible } from './coach-visibility';

const l = alias(coachLinks, 'l');
const m = alias(coachMessages, 'm');

/** Athlete messages this coach has not read, of those the coach may see (coach-visibility.ts). */
export async function countUnread(db: Db, coachId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(m)
    .innerJoin(l, and(eq(l.coachId, m.coachId), eq(l.athleteId, m.athleteId)))
    .where(
      and(
        eq(m.coachId, coachId),
        eq(m.author, 'athlete'),
        isNull(m.readAt),
        linkOpen(),
        messageVisible(),
      ),
    );
  return row?.n ?? 0;
}

export const getPortal = implement(
  coachContracts.getPortal,
  async (_input, { db, caller }): Promise<Portal> => {
    const [rows, unreadMessages] = await Promise.all([
      loadCoachRows(db, { coachId: caller.id }),
      countUnread(db, caller.id),
      logCoachAccess(db, caller.id, 'portal'),
    ]);
    return {
      counts: {
        athletes: rows.length,
        entriesThisWeek: rows.reduce((n, a) => n + a.entriesThisWeek, 0),
        unreadMessages,
      },
      athletes: rows.map(toPortalAthlete).sort(byFlagsThenName),
    };
  },
);

export const getAthlete = implement(
  coachContracts.getAthlete,
  async (input, { db, caller }): Promise<CoachAthlete> => {
    // No active link, a foreign athlete or an unknown id: the same denial.
    const [row] = await loadCoachRows(db, { coachId: caller.id, athleteId: input.athleteId });
    if (!row) throw notAuthorized();
    const [athlete] = await Promise.all([
      coachAthleteOf(db, row, input),
      logCoachAccess(db, caller.id, 'athlete', row.linkId),
    ]);
    return athlete;
  },
);
