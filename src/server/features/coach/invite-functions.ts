import { and, eq, gt, sql } from 'drizzle-orm';
import { INVITE_MAILS_PER_DAY } from '../../../domain/coach';
import { coachInviteContracts } from '../../../domain/contracts/coach-invites';
import { de } from '../../../domain/messages';
import { href } from '../../../domain/routes';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { coachProfiles } from '../../db/schema-coach';
import { inviteMails } from '../../db/schema-coach-invites';
import { implement } from '../../functions/callable';
import { inviteMail } from '../../mail/templates';
import { invalidField, lockAthlete } from '../athlete/athlete-data';
import { activeInviteOf, createInvite } from './link-functions';

const m = de.coachInvites.mail;

/** One answer for unknown, foreign, expired, used-up and revoked codes. */
const INVITE_NOT_ACTIVE = de.coachInvites.page.invalid;

const berlinDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'long',
});

export const createTeamInvite = implement(
  coachInviteContracts.createTeamInvite,
  async (input, { db, caller }) => createInvite(db, caller.id, input),
);

async function mailsLeftToday(db: Db, coachId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${inviteMails.recipients}), 0)::int` })
    .from(inviteMails)
    .where(
      and(
        eq(inviteMails.coachId, coachId),
        gt(inviteMails.sentAt, sql`now() - interval '24 hours'`),
      ),
    );
  return Math.max(0, INVITE_MAILS_PER_DAY - (row?.n ?? 0));
}

/**
 * Sends the coach's invite to a list of addresses, within the daily limit. The send is recorded
 * (without the addresses) before the first mail goes out, under the coach's row lock: a retry with
 * the same id, or a second tab at the same moment, sends nothing twice and cannot pass the limit.
 */
export const sendInviteMail = implement(
  coachInviteContracts.sendInviteMail,
  async (input, { db, caller, mailer, baseUrl, log }) => {
    const outcome = await db.transaction(async (tx) => {
      await lockAthlete(tx, caller.id);
      const [done] = await tx
        .select({ coachId: inviteMails.coachId, recipients: inviteMails.recipients })
        .from(inviteMails)
        .where(eq(inviteMails.id, input.id));
      if (done) {
        if (done.coachId !== caller.id) throw invalidField('id', de.generic.notFound);
        return { kind: 'done' as const, sent: done.recipients };
      }
      const invite = await activeInviteOf(tx, caller.id, input.code);
      if (!invite) throw invalidField('code', INVITE_NOT_ACTIVE);
      const left = await mailsLeftToday(tx, caller.id);
      if (input.addresses.length > left) {
        throw invalidField('addresses', left === 0 ? m.dailyLimit : m.dailyLeft(left));
      }
      await tx.insert(inviteMails).values({
        id: input.id,
        coachId: caller.id,
        code: invite.code,
        recipients: input.addresses.length,
      });
      const [coach] = await tx
        .select({ name: users.name, club: coachProfiles.club })
        .from(users)
        .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
        .where(eq(users.id, caller.id));
      return { kind: 'send' as const, invite, coach };
    });

    if (outcome.kind === 'send') {
      const { invite, coach } = outcome;
      const url = `${baseUrl}${href('invite', { code: invite.code })}`;
      const mail = inviteMail(
        coach?.name ?? '',
        coach?.club ?? null,
        url,
        invite.code,
        berlinDate.format(invite.expiresAt),
      );
      // One at a time, each on its own: one refused address does not stop the others.
      for (const to of input.addresses) {
        await mailer
          .send({ to, ...mail })
          .catch((err: unknown) => log.error({ err: String(err) }, 'invite mail failed'));
      }
    }
    return {
      sent: outcome.kind === 'send' ? input.addresses.length : outcome.sent,
      leftToday: await mailsLeftToday(db, caller.id),
    };
  },
);
