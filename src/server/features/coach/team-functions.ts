import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FlagMark } from '../../../domain/coach-flags';
import { MAX_GROUPS, type Team, type TeamGroup } from '../../../domain/coach-team';
import { coachTeamContracts } from '../../../domain/contracts/coach-team';
import { de } from '../../../domain/messages';
import { coachFlagMarks, coachGroupMembers, coachGroups } from '../../db/schema-coach-team';
import { implement } from '../../functions/callable';
import { invalidField, isoText } from '../athlete/athlete-data';
import { byName, notAuthorized } from './coach-data';
import { loadCoachRows, toPortalAthlete } from './coach-view';
import { logCoachAccess } from './coach-visibility';

/**
 * The coach's team table and what the coach keeps about it: marks on flags, groups. Every row comes
 * from `loadCoachRows`, so a row shows only what the athlete shares with this coach.
 */

async function groupsOf(db: Parameters<typeof loadCoachRows>[0], coachId: string) {
  const rows = await db
    .select({ id: coachGroups.id, name: coachGroups.name })
    .from(coachGroups)
    .where(eq(coachGroups.coachId, coachId))
    .orderBy(asc(coachGroups.name), asc(coachGroups.id));
  return rows;
}

export const getTeam = implement(
  coachTeamContracts.getTeam,
  async (_input, { db, caller }): Promise<Team> => {
    const [rows, groups] = await Promise.all([
      loadCoachRows(db, { coachId: caller.id }),
      groupsOf(db, caller.id),
      logCoachAccess(db, caller.id, 'athlete-list'),
    ]);
    return {
      athletes: rows
        .map((row) => ({ ...toPortalAthlete(row), groupIds: row.groupIds }))
        .sort(byName),
      groups,
    };
  },
);

/** The one active link of this coach with the athlete, with its flags; otherwise the one denial. */
async function linkedRow(
  db: Parameters<typeof loadCoachRows>[0],
  coachId: string,
  athleteId: string,
) {
  const [row] = await loadCoachRows(db, { coachId, athleteId });
  if (!row) throw notAuthorized();
  return row;
}

export const markFlag = implement(
  coachTeamContracts.markFlag,
  async (input, { db, caller }): Promise<FlagMark> => {
    const row = await linkedRow(db, caller.id, input.athleteId);
    // Any well-formed key of an own athlete is taken: the flag may have moved on between the read
    // and the click, and a mark on a key no longer computed is never shown to anyone.
    // Keyed by link and flag: a retry, or a second tab, updates the same row.
    const [mark] = await db
      .insert(coachFlagMarks)
      .values({
        id: input.id,
        linkId: row.linkId,
        coachId: caller.id,
        athleteId: row.athleteId,
        flagKey: input.flagKey,
        seenAt: input.seen ? sql`now()` : null,
        note: input.note,
      })
      .onConflictDoUpdate({
        target: [coachFlagMarks.linkId, coachFlagMarks.flagKey],
        set: {
          // Seen once stays the first time it was seen.
          seenAt: input.seen ? sql`coalesce(${coachFlagMarks.seenAt}, now())` : null,
          note: input.note,
          updatedAt: sql`now()`,
        },
      })
      .returning({
        key: coachFlagMarks.flagKey,
        seenAt: sql<string | null>`CASE WHEN ${coachFlagMarks.seenAt} IS NULL THEN NULL
          ELSE ${isoText(coachFlagMarks.seenAt)} END`,
        note: coachFlagMarks.note,
      });
    if (!mark) throw notAuthorized();
    return mark;
  },
);

export const saveGroup = implement(
  coachTeamContracts.saveGroup,
  async (input, { db, caller }): Promise<TeamGroup> =>
    db.transaction(async (tx) => {
      // One coach's groups at a time, so two creations cannot both pass the limit.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`coach-groups:${caller.id}`}))`);
      const groups = await groupsOf(tx, caller.id);
      const own = groups.find((g) => g.id === input.id);
      const key = input.name.toLocaleLowerCase('de');
      if (groups.some((g) => g.id !== input.id && g.name.toLocaleLowerCase('de') === key)) {
        throw invalidField('name', de.coachTeam.groups.duplicate);
      }
      if (own) {
        await tx
          .update(coachGroups)
          .set({ name: input.name })
          .where(and(eq(coachGroups.id, input.id), eq(coachGroups.coachId, caller.id)));
        return { id: input.id, name: input.name };
      }
      if (groups.length >= MAX_GROUPS) {
        throw invalidField('name', de.coachTeam.groups.tooMany(MAX_GROUPS));
      }
      const [made] = await tx
        .insert(coachGroups)
        .values({ id: input.id, coachId: caller.id, name: input.name })
        .onConflictDoNothing()
        .returning({ id: coachGroups.id, name: coachGroups.name });
      // The id is another coach's group: the same denial as for any foreign id.
      if (!made) throw notAuthorized();
      return made;
    }),
);

/** Deleting a group that is not (or no longer) the coach's changes nothing and says so alike. */
export const deleteGroup = implement(
  coachTeamContracts.deleteGroup,
  async (input, { db, caller }) => {
    await db
      .delete(coachGroups)
      .where(and(eq(coachGroups.id, input.id), eq(coachGroups.coachId, caller.id)));
    return { deleted: true as const };
  },
);

export const setAthleteGroups = implement(
  coachTeamContracts.setAthleteGroups,
  async (input, { db, caller }) => {
    const row = await linkedRow(db, caller.id, input.athleteId);
    const wanted = [...new Set(input.groupIds)];
    return db.transaction(async (tx) => {
      const own =
        wanted.length === 0
          ? []
          : await tx
              .select({ id: coachGroups.id })
              .from(coachGroups)
              .where(and(eq(coachGroups.coachId, caller.id), inArray(coachGroups.id, wanted)));
      if (own.length !== wanted.length) throw notAuthorized();
      await tx
        .delete(coachGroupMembers)
        .where(
          and(
            eq(coachGroupMembers.linkId, row.linkId),
            wanted.length === 0 ? undefined : notInArray(coachGroupMembers.groupId, wanted),
          ),
        );
      if (wanted.length > 0) {
        await tx
          .insert(coachGroupMembers)
          .values(wanted.map((groupId) => ({ groupId, linkId: row.linkId })))
          .onConflictDoNothing();
      }
      return { athleteId: row.athleteId, groupIds: wanted.sort() };
    });
  },
);

/**
 * The athlete's own flags, as each of her coaches sees them: computed per link from what that link
 * shares, with that coach's marks and notes.
 */
export const listMyFlags = implement(
  coachTeamContracts.listMyFlags,
  async (_input, { db, caller }) => {
    const rows = await loadCoachRows(db, { athleteId: caller.id });
    return {
      coaches: rows
        .filter((r) => r.flags.length > 0)
        .sort((a, b) => a.coachName.localeCompare(b.coachName, 'de'))
        .map((r) => ({ linkId: r.linkId, coachName: r.coachName, flags: r.flags })),
    };
  },
);
