import { type InviteCode, ZInviteCodeText } from '../api-coach';
import {
  INVITE_MAIL_MAX_ADDRESSES,
  INVITE_MAX_USES,
  INVITE_VALID_DAYS,
  type InviteValidDays,
} from '../coach';
import { de } from '../messages';
import { ZEmail } from '../schemas/auth';
import { ZId } from '../schemas/id';
import { z } from '../schemas/zod';
import { answer, defineContracts } from './contract';

const INVALID_INPUT = 'Ungültige Eingabe';
const v = de.validation;
const m = de.coachInvites.mail;

const ZCreateTeamInvite = z.object(
  {
    /** Made by the client: sending the same request again gives back the same invite. */
    id: ZId,
    validDays: z
      .number({ error: v.pleaseSelect })
      .check(
        z.refine((d) => (INVITE_VALID_DAYS as readonly number[]).includes(d), v.pleaseSelect),
      ) as z.ZodMiniType<InviteValidDays>,
    maxUses: z.nullable(
      z
        .number({ error: v.required })
        .check(
          z.int(`Eine ganze Zahl von 1 bis ${INVITE_MAX_USES}`),
          z.gte(1, `Eine ganze Zahl von 1 bis ${INVITE_MAX_USES}`),
          z.lte(INVITE_MAX_USES, `Höchstens ${INVITE_MAX_USES}`),
        ),
    ),
  },
  { error: INVALID_INPUT },
);

/**
 * The list is counted before a single address is read, so a list of any length costs one check and
 * answers at the field; then each address is checked and the list is kept without repeats.
 */
const ZAddressList = z.pipe(
  z
    .array(z.unknown(), { error: m.none })
    .check(z.minLength(1, m.none), z.maxLength(INVITE_MAIL_MAX_ADDRESSES, m.tooMany)),
  z.pipe(
    z.array(z.unknown()).check(
      // The first bad address, named at the list: the field the coach typed them into.
      z.superRefine((list, ctx) => {
        const bad = list.findIndex((a) => typeof a !== 'string' || !ZEmail.safeParse(a).success);
        if (bad !== -1) ctx.addIssue({ code: 'custom', message: m.invalidAddress(bad + 1) });
      }),
    ),
    z.transform((list) => [...new Set(list.map((a) => String(a).trim().toLowerCase()))]),
  ),
);

const ZSendInviteMail = z.object(
  {
    /** Made by the client: a retry of a sent batch sends nothing again. */
    id: ZId,
    code: ZInviteCodeText,
    addresses: ZAddressList,
  },
  { error: INVALID_INPUT },
);

export interface InviteMailResult {
  sent: number;
  /** Invite mails the coach may still send in the 24 hours. */
  leftToday: number;
}

/** Team invites: a code with a link and QR code, a validity and a number of uses, sent by mail. */
export const coachInviteContracts = defineContracts({
  createTeamInvite: { input: ZCreateTeamInvite, output: answer<InviteCode>(), access: 'coach' },
  sendInviteMail: {
    input: ZSendInviteMail,
    output: answer<InviteMailResult>(),
    access: 'coach',
  },
});
