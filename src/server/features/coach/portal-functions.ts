import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  type CoachAthlete,
  type Portal,
  SHARED_ENTRIES_LIMIT,
  ZGetAthlete,
  ZListAthletes,
} from '../../../domain/api-coach';
import { ZNoInput } from '../../../domain/schemas/profile';
import type { Db } from '../../db/client';
import { checkins, protocolEntries } from '../../db/schema';
import { coachLinks, coachMessages } from '../../db/schema-coach';
import type { Caller } from '../../functions/callable';
import { latestCocktail } from '../athlete/athlete-data';
import { getTrends } from '../training/trends-functions';
import {
  byFlagsThenName,
  byLastEntry,
  byName,
  defineCoachFunction,
  type LinkedAthlete,
  loadLinkedAthletes,
  loadSharedEntries,
  notAuthorized,
  readSharing,
  requireActiveLink,
} from './coach-data';

/**
 * Athlete messages this coach has not read, from athletes still linked, about nothing or about an
 * entry that is still shared (an unshared entry's message is out of the coach's sight).
 */
export async function countUnread(db: Db, coachId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coachMessages)
    .innerJoin(
      coachLinks,
      and(
        eq(coachLinks.coachId, coachMessages.coachId),
        eq(coachLinks.athleteId, coachMessages.athleteId),
        eq(coachLinks.state, 'active'),
      ),
    )
    .leftJoin(protocolEntries, eq(protocolEntries.id, coachMessages.entryId))
    .where(
      and(
        eq(coachMessages.coachId, coachId),
        eq(coachMessages.author, 'athlete'),
        isNull(coachMessages.readAt),
        sql`(${coachMessages.entryId} IS NULL OR ${protocolEntries.sharedWithCoach})`,
      ),
    );
  return row?.n ?? 0;
}

function publicAthlete({ linkedAt: _l, entriesThisWeek: _e, ...athlete }: LinkedAthlete) {
  return athlete;
}

export const getPortal = defineCoachFunction({
  name: 'getPortal',
  input: ZNoInput,
  access: 'coach',
  handler: async (_input, { db, caller }): Promise<Portal> => {
    const [athletes, unreadMessages] = await Promise.all([
      loadLinkedAthletes(db, caller.id),
      countUnread(db, caller.id),
    ]);
    return {
      counts: {
        athletes: athletes.length,
        entriesThisWeek: athletes.reduce((n, a) => n + a.entriesThisWeek, 0),
        unreadMessages,
      },
      athletes: athletes.sort(byFlagsThenName).map(publicAthlete),
    };
  },
});

const SORTS = { name: byName, lastEntry: byLastEntry, flags: byFlagsThenName };

export const listAthletes = defineCoachFunction({
  name: 'listAthletes',
  input: ZListAthletes,
  access: 'coach',
  handler: async (input, { db, caller }) => {
    const all = await loadLinkedAthletes(db, caller.id);
    const needle = input.search?.toLocaleLowerCase('de');
    const found = needle
      ? all.filter(
          (a) =>
            a.name.toLocaleLowerCase('de').includes(needle) ||
            (a.sport ?? '').toLocaleLowerCase('de').includes(needle),
        )
      : all;
    return { athletes: found.sort(SORTS[input.sort]).map(publicAthlete) };
  },
});

async function readCocktail(db: Db, athleteId: string): Promise<CoachAthlete['cocktail']> {
  const cocktail = await latestCocktail(db, athleteId);
  const [checkIn] = await db
    .select()
    .from(checkins)
    .where(eq(checkins.userId, athleteId))
    .orderBy(desc(checkins.recordedAt))
    .limit(1);
  return {
    cocktail: cocktail
      ? {
          versionId: cocktail.id,
          version: cocktail.version,
          emotions: cocktail.emotions,
          createdAt: cocktail.createdAt.toISOString(),
        }
      : null,
    lastCheckIn: checkIn
      ? {
          id: checkIn.id,
          recordedAt: checkIn.recordedAt.toISOString(),
          intensities: checkIn.intensities,
        }
      : null,
  };
}

/**
 * The athlete's trends, computed by the athlete's own trends function as if the athlete asked: the
 * coach sees exactly what the athlete sees, with no second implementation to drift apart.
 */
async function readTrends(
  ctx: Omit<Parameters<typeof getTrends.handler>[1], 'caller'>,
  athleteId: string,
  range: '7' | '30' | '90',
) {
  const asAthlete: Caller = {
    id: athleteId,
    name: '',
    email: '',
    emailVerified: true,
    role: null,
    wizardCompleted: true,
  };
  return getTrends.handler({ range }, { ...ctx, caller: asAthlete });
}

export const getAthlete = defineCoachFunction({
  name: 'getAthlete',
  input: ZGetAthlete,
  access: 'coach',
  handler: async (input, ctx): Promise<CoachAthlete> => {
    const { db, caller } = ctx;
    await requireActiveLink(db, caller.id, input.athleteId);
    const [athlete] = await loadLinkedAthletes(db, caller.id, input.athleteId);
    // The link ended between the two reads.
    if (!athlete) throw notAuthorized();
    const sharing = await readSharing(db, input.athleteId);
    const [cocktail, trends, sharedEntries] = await Promise.all([
      sharing.cocktail ? readCocktail(db, input.athleteId) : null,
      sharing.trends ? readTrends(ctx, input.athleteId, input.range ?? '30') : null,
      loadSharedEntries(db, eq(protocolEntries.userId, input.athleteId), SHARED_ENTRIES_LIMIT),
    ]);
    return {
      athleteId: athlete.athleteId,
      linkId: athlete.linkId,
      linkedAt: athlete.linkedAt,
      name: athlete.name,
      sport: athlete.sport,
      sharing,
      cocktail,
      trends,
      sharedEntries,
      flags: athlete.flags,
      lastEntryAt: athlete.lastEntryAt,
    };
  },
});
