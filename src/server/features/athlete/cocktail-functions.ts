import { and, desc, eq, sql } from 'drizzle-orm';
import type { CheckIn, CocktailState, RecordedCheckIn } from '../../../domain/api';
import { athleteContracts } from '../../../domain/contracts/athlete';
import { inZoneShare } from '../../../domain/zones';
import type { Db } from '../../db/client';
import { checkins, cocktailVersions } from '../../db/schema';
import { implement } from '../../functions/callable';
import { currentCocktail, invalidField, lockAthlete, notFound } from './athlete-data';
import { checkCompetitionLink, competitionTags } from './competition-functions';

const HISTORY_LIMIT = 50;
export const NO_COCKTAIL = 'Lege zuerst deinen Performance-Cocktail an.';
export const NOT_IN_COCKTAIL = 'Diese Emotion gehört nicht zu deinem Cocktail';
export const DUPLICATE_EMOTION = 'Jede Emotion nur einmal';

type CheckInRow = typeof checkins.$inferSelect;

function toCheckIn(row: CheckInRow): CheckIn {
  return { id: row.id, recordedAt: row.recordedAt.toISOString(), intensities: row.intensities };
}

export async function latestCheckIn(db: Db, userId: string): Promise<CheckIn | null> {
  const [row] = await db
    .select()
    .from(checkins)
    .where(eq(checkins.userId, userId))
    .orderBy(desc(checkins.recordedAt), desc(checkins.id))
    .limit(1);
  return row ? toCheckIn(row) : null;
}

async function cocktailState(db: Db, userId: string): Promise<CocktailState> {
  const cocktail = await currentCocktail(db, userId);
  const history = await db
    .select({
      versionId: cocktailVersions.id,
      version: cocktailVersions.version,
      createdAt: cocktailVersions.createdAt,
      emotionCount: sql<number>`jsonb_array_length(${cocktailVersions.emotions})`.mapWith(Number),
    })
    .from(cocktailVersions)
    .where(eq(cocktailVersions.userId, userId))
    .orderBy(desc(cocktailVersions.version))
    .limit(HISTORY_LIMIT);
  return {
    cocktail,
    lastCheckIn: await latestCheckIn(db, userId),
    history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
  };
}

export const getCocktail = implement(athleteContracts.getCocktail, async (_input, { db, caller }) =>
  cocktailState(db, caller.id),
);

export const saveCocktail = implement(
  athleteContracts.saveCocktail,
  async (input, { db, caller }) => {
    await db.transaction(async (tx) => {
      // The lock makes "highest version + 1" safe against a concurrent save of the same athlete.
      await lockAthlete(tx, caller.id);
      const inserted = await tx
        .insert(cocktailVersions)
        .values({
          id: input.versionId,
          userId: caller.id,
          version: sql`(SELECT coalesce(max(${cocktailVersions.version}), 0) + 1 FROM ${cocktailVersions} WHERE ${cocktailVersions.userId} = ${caller.id})`,
          emotions: input.emotions,
        })
        .onConflictDoNothing({ target: cocktailVersions.id })
        .returning({ id: cocktailVersions.id });
      if (inserted.length > 0) return;
      // The id exists: a retry of the caller's own save is done already; anyone else's is hidden.
      const [own] = await tx
        .select({ id: cocktailVersions.id })
        .from(cocktailVersions)
        .where(
          and(eq(cocktailVersions.id, input.versionId), eq(cocktailVersions.userId, caller.id)),
        );
      if (!own) throw notFound();
    });
    return cocktailState(db, caller.id);
  },
);

async function findCheckIn(db: Db, id: string) {
  const [row] = await db.select().from(checkins).where(eq(checkins.id, id));
  return row ?? null;
}

/** The check-in as its athlete gets it back: with its competition, tagged before, during or after. */
async function recorded(db: Db, row: CheckInRow): Promise<RecordedCheckIn> {
  const checkIn = toCheckIn(row);
  const [competition = null] = await competitionTags(db, row.userId, [
    { competitionId: row.competitionId, occurredAt: checkIn.recordedAt },
  ]);
  return { ...checkIn, competition };
}

export const recordCheckIn = implement(
  athleteContracts.recordCheckIn,
  async (input, { db, caller }) => {
    // A retry answers with what the first call stored, even if the cocktail changed in between.
    const existing = await findCheckIn(db, input.id);
    if (existing) {
      if (existing.userId !== caller.id) throw notFound();
      return recorded(db, existing);
    }
    await checkCompetitionLink(db, caller.id, input.competitionId);

    const cocktail = await currentCocktail(db, caller.id);
    if (!cocktail) throw invalidField('_', NO_COCKTAIL);
    const zones = new Map(cocktail.emotions.map((e) => [e.id, e]));
    const seen = new Set<string>();
    const zoned = input.intensities.map(({ emotionId, intensity }, i) => {
      const zone = zones.get(emotionId);
      if (!zone) throw invalidField(`intensities.${i}.emotionId`, NOT_IN_COCKTAIL);
      if (seen.has(emotionId)) throw invalidField(`intensities.${i}.emotionId`, DUPLICATE_EMOTION);
      seen.add(emotionId);
      return { intensity, zoneMin: zone.zoneMin, zoneMax: zone.zoneMax };
    });

    const intensities = input.intensities.map(({ emotionId, intensity }) => ({
      emotionId,
      intensity,
    }));
    const [inserted] = await db
      .insert(checkins)
      .values({
        id: input.id,
        userId: caller.id,
        intensities,
        inZoneShare: inZoneShare(zoned),
        competitionId: input.competitionId,
      })
      .onConflictDoNothing({ target: checkins.id })
      .returning();
    if (inserted) return recorded(db, inserted);
    // Lost a race with a concurrent call carrying the same id.
    const raced = await findCheckIn(db, input.id);
    if (!raced || raced.userId !== caller.id) throw notFound();
    return recorded(db, raced);
  },
);
