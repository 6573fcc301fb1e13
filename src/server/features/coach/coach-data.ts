import { and, eq } from 'drizzle-orm';
import { type CoachMessage, NOT_AUTHORIZED, type PortalAthlete } from '../../../domain/api-coach';
import type { Db } from '../../db/client';
import { coachLinks, type coachMessages } from '../../db/schema-coach';
import { HttpsError } from '../../functions/callable';

/** The same denial for unknown ids, foreign athletes and ended links, so ids reveal nothing. */
export function notAuthorized(): HttpsError {
  return new HttpsError('permission-denied', NOT_AUTHORIZED);
}

/** The active link between this coach and athlete, or the one denial every other case gets. */
export async function requireActiveLink(db: Db, coachId: string, athleteId: string) {
  const [link] = await db
    .select({ id: coachLinks.id, createdAt: coachLinks.createdAt })
    .from(coachLinks)
    .where(
      and(
        eq(coachLinks.coachId, coachId),
        eq(coachLinks.athleteId, athleteId),
        eq(coachLinks.state, 'active'),
      ),
    );
  if (!link) throw notAuthorized();
  return link;
}

export type MessageRow = typeof coachMessages.$inferSelect;

export function toCoachMessage(m: MessageRow): CoachMessage {
  return {
    id: m.id,
    athleteId: m.athleteId,
    coachId: m.coachId,
    entryId: m.entryId,
    author: m.author,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
  };
}

const collator = new Intl.Collator('de');

/** Those needing attention first (most flags first), then by name. */
export function byFlagsThenName(a: PortalAthlete, b: PortalAthlete): number {
  return b.flags.length - a.flags.length || collator.compare(a.name, b.name);
}

export function byName(a: PortalAthlete, b: PortalAthlete): number {
  return collator.compare(a.name, b.name) || a.athleteId.localeCompare(b.athleteId);
}
