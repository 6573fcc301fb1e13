import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  ALREADY_LINKED,
  CODE_ATTEMPT_LIMIT,
  CODE_ATTEMPT_WINDOW_MINUTES,
  CODE_INVALID,
  type CoachLink,
  type CoachProfile,
  type InviteCode,
  TOO_MANY_ATTEMPTS,
} from '../../../domain/api-coach';
import {
  type CoachLinkSharing,
  DEFAULT_LINK_SHARING,
  generateInviteCode,
  INVITE_CODE_TTL_DAYS,
  normalizeInviteCode,
} from '../../../domain/coach';
import { coachContracts } from '../../../domain/contracts/coach';
import { de } from '../../../domain/messages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import {
  coachLinks,
  coachProfiles,
  codeAttempts,
  entryShares,
  inviteCodes,
} from '../../db/schema-coach';
import { HttpsError, implement } from '../../functions/callable';
import { invalidField, lockAthlete, notFound } from '../athlete/athlete-data';
import { notAuthorized } from './coach-data';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A collision among 22^8 codes is rare; a few retries make it practically impossible to fail. */
const CODE_RETRIES = 5;

type CodeRow = typeof inviteCodes.$inferSelect;

function codeState(row: CodeRow, uses: number, now: Date): InviteCode['state'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.maxUses !== null && uses >= row.maxUses ? 'used-up' : 'active';
}

/** Links made with the code, ended ones included: a use is spent when the athlete links. */
const usesOf = (code: typeof inviteCodes.code) =>
  sql<number>`(SELECT count(*)::int FROM coach_links l WHERE l.code = ${code})`;

async function describeCodes(db: Db, coachId: string, rows: CodeRow[]): Promise<InviteCode[]> {
  if (rows.length === 0) return [];
  // The athlete's name only through an active link: an ex-coach sees nothing of the athlete.
  const uses = await db
    .select({
      code: coachLinks.code,
      athleteName: users.name,
      linkedAt: coachLinks.createdAt,
      state: coachLinks.state,
    })
    .from(coachLinks)
    .leftJoin(users, and(eq(users.id, coachLinks.athleteId), eq(coachLinks.state, 'active')))
    .where(
      and(
        eq(coachLinks.coachId, coachId),
        inArray(
          coachLinks.code,
          rows.map((r) => r.code),
        ),
      ),
    )
    .orderBy(asc(coachLinks.createdAt));
  const now = new Date();
  return rows.map((row) => {
    const usedBy = uses
      .filter((u) => u.code === row.code)
      .map((u) => ({
        athleteName: u.state === 'active' ? (u.athleteName ?? null) : null,
        linkedAt: u.linkedAt.toISOString(),
        ended: u.state !== 'active',
      }));
    return {
      code: row.code,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      state: codeState(row, usedBy.length, now),
      maxUses: row.maxUses,
      uses: usedBy.length,
      usedBy,
    };
  });
}

export interface InviteOptions {
  /** The client's id; null where the caller has none (the plain code of the settings' wizard). */
  id: string | null;
  validDays: number;
  maxUses: number | null;
}

/**
 * Makes an invite of the coach, or gives back the one already made with this id (a retry). An id
 * of another coach's invite answers as an unknown one would.
 */
export async function createInvite(
  db: Db,
  coachId: string,
  options: InviteOptions,
): Promise<InviteCode> {
  const expiresAt = new Date(Date.now() + options.validDays * DAY_MS);
  const id = options.id ?? randomUUID();
  for (let i = 0; i < CODE_RETRIES; i++) {
    const code = generateInviteCode((max) => randomInt(max));
    const [row] = await db
      .insert(inviteCodes)
      .values({ code, id, coachId, expiresAt, maxUses: options.maxUses })
      .onConflictDoNothing()
      .returning();
    if (row) return describeCode(db, coachId, row);
    // Nothing inserted: either this id was used before (a retry), or the code was taken.
    const [existing] = await db.select().from(inviteCodes).where(eq(inviteCodes.id, id));
    if (existing) {
      if (existing.coachId !== coachId) throw invalidField('id', de.generic.notFound);
      return describeCode(db, coachId, existing);
    }
  }
  throw new HttpsError('unavailable', 'Bitte versuche es noch einmal.');
}

async function describeCode(db: Db, coachId: string, row: CodeRow): Promise<InviteCode> {
  const [described] = await describeCodes(db, coachId, [row]);
  if (!described) throw notFound();
  return described;
}

/** The coach's own invite that can still make links, for sending it; null for every other. */
export async function activeInviteOf(db: Db, coachId: string, typed: string) {
  const code = normalizeInviteCode(typed);
  if (!code) return null;
  const [row] = await db
    .select({ code: inviteCodes.code, expiresAt: inviteCodes.expiresAt })
    .from(inviteCodes)
    .where(
      and(
        eq(inviteCodes.code, code),
        eq(inviteCodes.coachId, coachId),
        isNull(inviteCodes.revokedAt),
        gt(inviteCodes.expiresAt, sql`now()`),
        or(isNull(inviteCodes.maxUses), gt(inviteCodes.maxUses, usesOf(inviteCodes.code))),
      ),
    );
  return row ?? null;
}

export const createInviteCode = implement(
  coachContracts.createInviteCode,
  async (_input, { db, caller }) => {
    // The plain code: a team invite with the standard validity and no limit of uses.
    const invite = await createInvite(db, caller.id, {
      id: null,
      validDays: INVITE_CODE_TTL_DAYS,
      maxUses: null,
    });
    return { code: invite.code, expiresAt: invite.expiresAt };
  },
);

export const listInviteCodes = implement(
  coachContracts.listInviteCodes,
  async (_input, { db, caller }) => {
    const rows = await db
      .select()
      .from(inviteCodes)
      .where(eq(inviteCodes.coachId, caller.id))
      .orderBy(desc(inviteCodes.createdAt), asc(inviteCodes.code));
    return { codes: await describeCodes(db, caller.id, rows) };
  },
);

export const revokeInviteCode = implement(
  coachContracts.revokeInviteCode,
  async (input, { db, caller }) => {
    const code = normalizeInviteCode(input.code);
    if (!code) throw notFound();
    // Revoking twice keeps the first time; links made with the code stay, only new ones stop.
    const [row] = await db
      .update(inviteCodes)
      .set({ revokedAt: sql`coalesce(${inviteCodes.revokedAt}, now())` })
      .where(and(eq(inviteCodes.code, code), eq(inviteCodes.coachId, caller.id)))
      .returning();
    if (!row) throw notFound();
    return describeCode(db, caller.id, row);
  },
);

interface ValidCode {
  code: string;
  coachId: string;
  coachName: string;
  club: string | null;
}

/**
 * Looks a typed code up for an athlete, under the guessing limit: every miss is recorded, and past
 * the limit nothing is looked up at all. The athlete's row lock makes one athlete's attempts run one
 * after the other, so parallel guesses cannot slip past the count. `then` runs in the same
 * transaction with the valid code; the misses are answered after the commit, so they stay recorded.
 */
async function withCode<T>(
  db: Db,
  userId: string,
  typed: string,
  then: (tx: Db, code: ValidCode) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction(async (tx) => {
    await lockAthlete(tx, userId);
    const [attempts] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(codeAttempts)
      .where(
        and(
          eq(codeAttempts.userId, userId),
          gt(
            codeAttempts.attemptedAt,
            sql`now() - make_interval(mins => ${CODE_ATTEMPT_WINDOW_MINUTES}::int)`,
          ),
        ),
      );
    if ((attempts?.n ?? 0) >= CODE_ATTEMPT_LIMIT) return { kind: 'limited' as const };
    const code = normalizeInviteCode(typed);
    // The invite's row lock first, and its uses counted after: two athletes taking its last use
    // at the same moment come one after the other, and the second finds it used up.
    if (code) {
      await tx
        .select({ code: inviteCodes.code })
        .from(inviteCodes)
        .where(eq(inviteCodes.code, code))
        .for('update');
    }
    const [found] = code
      ? await tx
          .select({
            code: inviteCodes.code,
            coachId: inviteCodes.coachId,
            coachName: users.name,
            club: coachProfiles.club,
          })
          .from(inviteCodes)
          .innerJoin(users, and(eq(users.id, inviteCodes.coachId), eq(users.role, 'coach')))
          .leftJoin(coachProfiles, eq(coachProfiles.userId, inviteCodes.coachId))
          .where(
            and(
              eq(inviteCodes.code, code),
              isNull(inviteCodes.revokedAt),
              gt(inviteCodes.expiresAt, sql`now()`),
              or(isNull(inviteCodes.maxUses), gt(inviteCodes.maxUses, usesOf(inviteCodes.code))),
            ),
          )
      : [];
    if (!found) {
      await tx.insert(codeAttempts).values({ userId });
      return { kind: 'invalid' as const };
    }
    return { kind: 'ok' as const, value: await then(tx, found) };
  });
  if (outcome.kind === 'limited') throw new HttpsError('resource-exhausted', TOO_MANY_ATTEMPTS);
  // One answer for unknown, expired, used-up and revoked codes, at the field the code was typed in.
  if (outcome.kind === 'invalid') throw invalidField('code', CODE_INVALID);
  return outcome.value;
}

export const previewInviteCode = implement(
  coachContracts.previewInviteCode,
  async (input, { db, caller }) => {
    const code = await withCode(db, caller.id, input.code, async (_tx, c) => c);
    // A new link starts private; the athlete opens what she wants before linking.
    return { coachName: code.coachName, club: code.club, sharing: DEFAULT_LINK_SHARING };
  },
);

export const redeemInviteCode = implement(
  coachContracts.redeemInviteCode,
  async (input, { db, caller }) =>
    withCode(db, caller.id, input.code, async (tx, code): Promise<CoachLink> => {
      // The athlete's lock is held, so this check and the insert cannot interleave with a retry.
      const [existing] = await tx
        .select({ id: coachLinks.id })
        .from(coachLinks)
        .where(
          and(
            eq(coachLinks.coachId, code.coachId),
            eq(coachLinks.athleteId, caller.id),
            eq(coachLinks.state, 'active'),
          ),
        );
      if (existing) throw invalidField('code', ALREADY_LINKED);
      const [link] = await tx
        .insert(coachLinks)
        .values({
          coachId: code.coachId,
          athleteId: caller.id,
          code: code.code,
          ...sharingColumns(input.sharing),
        })
        .returning();
      if (!link) throw notFound();
      return {
        linkId: link.id,
        coachId: code.coachId,
        coachName: code.coachName,
        club: code.club,
        linkedAt: link.createdAt.toISOString(),
        sharing: input.sharing,
        sharedEntryCount: 0,
      };
    }),
);

function sharingColumns(sharing: CoachLinkSharing) {
  return {
    shareTrends: sharing.trends,
    shareCocktail: sharing.cocktail,
    shareEntryTypes: sharing.entryTypes,
  };
}

/** The athlete's active links (or one of them), as `listMyCoaches` answers them. */
async function readMyCoaches(db: Db, athleteId: string, linkId?: string): Promise<CoachLink[]> {
  const rows = await db
    .select({
      linkId: coachLinks.id,
      coachId: coachLinks.coachId,
      coachName: users.name,
      club: coachProfiles.club,
      linkedAt: coachLinks.createdAt,
      trends: coachLinks.shareTrends,
      cocktail: coachLinks.shareCocktail,
      entryTypes: coachLinks.shareEntryTypes,
      sharedEntryCount: sql<number>`(SELECT count(*)::int FROM entry_shares s
        WHERE s.link_id = ${coachLinks.id})`,
    })
    .from(coachLinks)
    .innerJoin(users, eq(users.id, coachLinks.coachId))
    .leftJoin(coachProfiles, eq(coachProfiles.userId, coachLinks.coachId))
    .where(
      and(
        eq(coachLinks.athleteId, athleteId),
        eq(coachLinks.state, 'active'),
        linkId ? eq(coachLinks.id, linkId) : undefined,
      ),
    )
    .orderBy(asc(coachLinks.createdAt), asc(coachLinks.id));
  return rows.map((r) => ({
    linkId: r.linkId,
    coachId: r.coachId,
    coachName: r.coachName,
    club: r.club ?? null,
    linkedAt: r.linkedAt.toISOString(),
    sharing: { trends: r.trends, cocktail: r.cocktail, entryTypes: r.entryTypes },
    sharedEntryCount: r.sharedEntryCount,
  }));
}

export const listMyCoaches = implement(
  coachContracts.listMyCoaches,
  async (_input, { db, caller }) => ({ coaches: await readMyCoaches(db, caller.id) }),
);

/** Changes what one link shows its coach; no other link is touched. */
export const setLinkSharing = implement(
  coachContracts.setLinkSharing,
  async (input, { db, caller }) => {
    const updated = await db
      .update(coachLinks)
      .set(sharingColumns(input.sharing))
      .where(
        and(
          eq(coachLinks.id, input.linkId),
          eq(coachLinks.athleteId, caller.id),
          eq(coachLinks.state, 'active'),
        ),
      )
      .returning({ id: coachLinks.id });
    // Unknown, someone else's and ended links: the one answer for every id that is not hers.
    if (updated.length === 0) throw notFound();
    const [link] = await readMyCoaches(db, caller.id, input.linkId);
    if (!link) throw notFound();
    return link;
  },
);

/**
 * Either side ends a link; every coach read checks for an active link, so access ends with this
 * statement. The entries shared with it are unshared with it (a new link starts private). Ending an
 * ended link again answers the same, so a retry is harmless.
 */
export const endLink = implement(coachContracts.endLink, async (input, { db, caller }) => {
  const [link] = await db
    .select({ coachId: coachLinks.coachId, state: coachLinks.state })
    .from(coachLinks)
    .where(
      and(
        eq(coachLinks.id, input.linkId),
        or(eq(coachLinks.coachId, caller.id), eq(coachLinks.athleteId, caller.id)),
      ),
    );
  if (!link) throw notAuthorized();
  if (link.state === 'active') {
    await db.transaction(async (tx) => {
      await tx
        .update(coachLinks)
        .set({
          state: 'ended',
          endedAt: sql`now()`,
          endedBy: link.coachId === caller.id ? 'coach' : 'athlete',
        })
        .where(and(eq(coachLinks.id, input.linkId), eq(coachLinks.state, 'active')));
      await tx.delete(entryShares).where(eq(entryShares.linkId, input.linkId));
    });
  }
  return { ended: true as const };
});

async function readCoachProfile(db: Db, userId: string): Promise<CoachProfile> {
  const [row] = await db
    .select({ name: users.name, club: coachProfiles.club })
    .from(users)
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return { name: row.name, club: row.club ?? null };
}

export const getCoachProfile = implement(
  coachContracts.getCoachProfile,
  async (_input, { db, caller }) => readCoachProfile(db, caller.id),
);

export const updateCoachProfile = implement(
  coachContracts.updateCoachProfile,
  async (input, { db, caller }) => {
    const values = { club: input.club };
    await db
      .insert(coachProfiles)
      .values({ userId: caller.id, ...values })
      .onConflictDoUpdate({
        target: coachProfiles.userId,
        set: { ...values, updatedAt: sql`now()` },
      });
    return readCoachProfile(db, caller.id);
  },
);
