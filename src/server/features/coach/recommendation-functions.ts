import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  coachRecommendationContracts,
  MAX_OPEN_RECOMMENDATIONS,
  type ReceivedRecommendation,
  type RecommendableCompetition,
  type Recommendation,
} from '../../../domain/contracts/coach-recommendations';
import { de } from '../../../domain/messages';
import type { Db } from '../../db/client';
import { competitions, users } from '../../db/schema';
import { coachLinks } from '../../db/schema-coach';
import { coachRecommendations } from '../../db/schema-recommendations';
import { toolboxFavourites, tunnelRoutines } from '../../db/schema-training';
import { implement } from '../../functions/callable';
import { invalidField, notFound, TIME_ZONE } from '../athlete/athlete-data';
import { notAuthorized } from './coach-data';
import { competitionsVisible, linkOpen, logCoachAccess } from './coach-visibility';

/** How many a list shows: more than anyone keeps open (MAX_OPEN_RECOMMENDATIONS) plus some history. */
const LIST_LIMIT = 50;
/** The coming competitions offered to pick from. */
const COMPETITION_CHOICES = 20;

const r = coachRecommendations;
const l = alias(coachLinks, 'l');
const BERLIN_TODAY = sql`(now() AT TIME ZONE ${TIME_ZONE})::date`;

/**
 * The coach's open link to the athlete: active and with her consent, as every coach read of her
 * data needs. Every other case gets the one denial, so an athlete id reveals nothing.
 */
async function requireOpenLink(db: Db, coachId: string, athleteId: string) {
  const [link] = await db
    .select({
      id: l.id,
      sharesCompetitions: sql<boolean>`${competitionsVisible()}`,
    })
    .from(l)
    .where(and(eq(l.coachId, coachId), eq(l.athleteId, athleteId), linkOpen()));
  if (!link) throw notAuthorized();
  return link;
}

/** The athlete's coming competitions, only the name and the day: all a coach needs to pick one. */
function comingCompetitions(db: Db, athleteId: string, limit = COMPETITION_CHOICES) {
  return db
    .select({ id: competitions.id, name: competitions.name, date: competitions.date })
    .from(competitions)
    .where(and(eq(competitions.userId, athleteId), sql`${competitions.date} >= ${BERLIN_TODAY}`))
    .orderBy(competitions.date, competitions.name, competitions.id)
    .limit(limit);
}

const columns = {
  rec: r,
  competitionName: competitions.name,
  competitionDate: competitions.date,
};

type Row = {
  rec: typeof r.$inferSelect;
  competitionName: string | null;
  competitionDate: string | null;
};

function toRecommendation({ rec, competitionName, competitionDate }: Row): Recommendation {
  return {
    id: rec.id,
    kind: rec.kind,
    techniqueId: rec.techniqueId,
    name: rec.routineName,
    steps: rec.routineSteps,
    note: rec.note,
    competition:
      rec.competitionId && competitionName !== null && competitionDate !== null
        ? { id: rec.competitionId, name: competitionName, date: competitionDate }
        : null,
    state: rec.state,
    createdAt: rec.createdAt.toISOString(),
    withdrawnAt: rec.withdrawnAt?.toISOString() ?? null,
  };
}

/** The coach's recommendations through one link, newest first. */
async function recommendationsOfLink(db: Db, linkId: string, id?: string) {
  const rows = await db
    .select(columns)
    .from(r)
    .leftJoin(competitions, eq(competitions.id, r.competitionId))
    .where(and(eq(r.linkId, linkId), id ? eq(r.id, id) : undefined))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(LIST_LIMIT);
  return rows.map(toRecommendation);
}

export const recommendToAthlete = implement(
  coachRecommendationContracts.recommendToAthlete,
  async (input, { db, caller }) => {
    const link = await requireOpenLink(db, caller.id, input.athleteId);
    const [existing] = await recommendationsOfLink(db, link.id, input.id);
    if (existing) return existing;

    if (input.competitionId !== null) {
      // Only one of her coming competitions, as the coach was offered: any other id is refused alike.
      const [found] = !link.sharesCompetitions
        ? []
        : await db
            .select({ id: competitions.id })
            .from(competitions)
            .where(
              and(
                eq(competitions.id, input.competitionId),
                eq(competitions.userId, input.athleteId),
                sql`${competitions.date} >= ${BERLIN_TODAY}`,
              ),
            );
      if (!found) throw invalidField('competitionId', de.competitions.unknown);
    }
    const [open] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(r)
      .where(and(eq(r.linkId, link.id), eq(r.state, 'open'), isNull(r.withdrawnAt)));
    if ((open?.count ?? 0) >= MAX_OPEN_RECOMMENDATIONS) {
      throw invalidField('kind', de.coachRecommendations.tooManyOpen(MAX_OPEN_RECOMMENDATIONS));
    }

    await db
      .insert(r)
      .values({
        id: input.id,
        linkId: link.id,
        coachId: caller.id,
        athleteId: input.athleteId,
        kind: input.kind,
        techniqueId: input.kind === 'technique' ? input.techniqueId : null,
        routineName: input.kind === 'routine' ? input.name : null,
        routineSteps: input.kind === 'routine' ? input.steps : null,
        competitionId: input.competitionId,
        note: input.note,
      })
      .onConflictDoNothing();
    // Someone else's id, or one of another link: nothing comes back, and nothing of theirs is said.
    const [saved] = await recommendationsOfLink(db, link.id, input.id);
    if (!saved) throw notAuthorized();
    return saved;
  },
);

export const getCoachRecommendations = implement(
  coachRecommendationContracts.getCoachRecommendations,
  async (input, { db, caller }) => {
    const link = await requireOpenLink(db, caller.id, input.athleteId);
    const [recommendations, coming] = await Promise.all([
      recommendationsOfLink(db, link.id),
      // Her competitions are her entries' business: offered only when the link shares them.
      link.sharesCompetitions ? comingCompetitions(db, input.athleteId) : [],
      logCoachAccess(db, caller.id, 'athlete', link.id),
    ]);
    const choices: RecommendableCompetition[] = coming;
    return { recommendations, competitions: choices };
  },
);

/**
 * Withdrawn from the athlete's lists, taken or not: what she took is her own favourite or routine by
 * then and stays. The coach keeps it in the history. Someone else's or an unknown id, and any link
 * not open, get the one denial.
 */
export const withdrawRecommendation = implement(
  coachRecommendationContracts.withdrawRecommendation,
  async (input, { db, caller }) => {
    const [found] = await db
      .select({ linkId: r.linkId })
      .from(r)
      .innerJoin(l, and(eq(l.id, r.linkId), linkOpen()))
      .where(and(eq(r.id, input.id), eq(r.coachId, caller.id)));
    if (!found) throw notAuthorized();
    // Only the first withdrawal is stamped: a retry answers the same.
    await db
      .update(r)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(r.id, input.id), isNull(r.withdrawnAt)));
    const [withdrawn] = await recommendationsOfLink(db, found.linkId, input.id);
    if (!withdrawn) throw notAuthorized();
    return withdrawn;
  },
);

/** The athlete's recommendations through her active links, withdrawn and dismissed ones left out. */
async function receivedRecommendations(
  db: Db,
  athleteId: string,
  id?: string,
): Promise<ReceivedRecommendation[]> {
  const rows = await db
    .select({ ...columns, coachName: users.name })
    .from(r)
    .innerJoin(coachLinks, and(eq(coachLinks.id, r.linkId), eq(coachLinks.state, 'active')))
    .innerJoin(users, eq(users.id, r.coachId))
    .leftJoin(competitions, eq(competitions.id, r.competitionId))
    .where(
      and(
        eq(r.athleteId, athleteId),
        isNull(r.withdrawnAt),
        id ? eq(r.id, id) : ne(r.state, 'dismissed'),
      ),
    )
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({ ...toRecommendation(row), coachName: row.coachName }));
}

export const listMyRecommendations = implement(
  coachRecommendationContracts.listMyRecommendations,
  async (_input, { db, caller }) => ({
    recommendations: await receivedRecommendations(db, caller.id),
  }),
);

/**
 * Taking a technique pins it among her favourites; taking a routine makes it one of her routines
 * under the id her client made. Answered once: a retry, or a second answer, changes nothing.
 */
export const answerRecommendation = implement(
  coachRecommendationContracts.answerRecommendation,
  async (input, { db, caller }) => {
    const [current] = await receivedRecommendations(db, caller.id, input.id);
    if (!current) throw notFound();
    if (current.state !== 'open') return current;
    if (input.answer === 'take' && current.kind === 'routine' && input.routineId === null) {
      throw invalidField('routineId', de.validation.required);
    }

    await db.transaction(async (tx) => {
      const answered = await tx
        .update(r)
        .set({ state: input.answer === 'take' ? 'taken' : 'dismissed', answeredAt: new Date() })
        .where(and(eq(r.id, input.id), eq(r.athleteId, caller.id), eq(r.state, 'open')))
        .returning({ id: r.id });
      if (answered.length === 0 || input.answer === 'dismiss') return;
      if (current.kind === 'technique' && current.techniqueId) {
        await tx
          .insert(toolboxFavourites)
          .values({ userId: caller.id, techniqueId: current.techniqueId })
          .onConflictDoNothing();
      } else if (current.kind === 'routine' && input.routineId && current.steps) {
        const made = await tx
          .insert(tunnelRoutines)
          .values({
            id: input.routineId,
            userId: caller.id,
            name: current.name ?? de.coachRecommendations.routineFallbackName,
            steps: current.steps,
            competitionId: current.competition?.id ?? null,
          })
          .onConflictDoNothing()
          .returning({ id: tunnelRoutines.id });
        // An id that is already taken: the answer is rolled back, and nothing says whose it is.
        if (made.length === 0) throw notFound();
      }
    });
    const [after] = await receivedRecommendations(db, caller.id, input.id);
    if (!after) throw notFound();
    return after;
  },
);
