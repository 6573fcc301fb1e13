/**
 * The coach functions (invite codes, links, portal, athletes, sharing and inbox): their input schemas,
 * shared by the screens' forms and the server's handlers, and the answer types. The contracts that
 * join them to function names are in `contracts/coach.ts`.
 */

import type { CheckIn, Cocktail, ProtocolEntry } from './api';
import { type Trends, ZAthletePeriod } from './api-trends';
import {
  type AccessKind,
  type CoachLinkSharing,
  MAX_TYPED_CODE_LENGTH,
  SHAREABLE_ENTRY_TYPES,
} from './coach';
import type { CoachFlag, PerformanceTrend, TeamStatus } from './coach-flags';
import { de } from './messages';
import { ZId } from './schemas/id';
import { optionalText, requiredText } from './schemas/text';
import { z } from './schemas/zod';

const v = de.validation;

// ---- Messages ----

const INVALID_INPUT = 'Ungültige Eingabe';
/** One answer for unknown, expired and revoked codes, so guessing learns nothing. */
export const CODE_INVALID = 'Dieser Code ist ungültig oder abgelaufen.';
export const ALREADY_LINKED = 'Du bist bereits mit diesem Trainer verbunden.';
export const TOO_MANY_ATTEMPTS = 'Zu viele Versuche. Bitte warte 15 Minuten.';
/** One answer for unknown, unlinked, ended and foreign: the caller learns nothing, not even existence. */
export const NOT_AUTHORIZED = de.generic.unauthorized;
export const MAX_MESSAGE_LENGTH = 2000;
/** One answer for every link id that is not one of the athlete's active links. */
export const SHARE_LINKS_INVALID = 'Wähle nur Trainer, mit denen du verbunden bist.';
/** The athlete writes on an entry that is not hers or not shared with that coach. */
export const ENTRY_NOT_SHARED = 'Dieser Eintrag ist nicht mit diesem Trainer geteilt.';
export const MAX_CLUB_LENGTH = 120;
const MAX_MARK_READ = 200;
/** More coaches than anyone links at once; only keeps an endless list away from the database. */
const MAX_SHARE_LINKS = 50;

/** Failed code guesses per user allowed in the window before the next attempt is refused. */
export const CODE_ATTEMPT_LIMIT = 10;
export const CODE_ATTEMPT_WINDOW_MINUTES = 15;

// ---- Inputs ----

/** An invite code as typed; its form is checked where it is looked up. */
export const ZInviteCodeText = requiredText(MAX_TYPED_CODE_LENGTH);

/** Better Auth's user ids are text, not uuids. */
export const ZUserId = z
  .string({ error: v.required })
  .check(z.minLength(1, v.required), z.maxLength(100, 'Ungültige ID'));

const ZMessageText = requiredText(MAX_MESSAGE_LENGTH);

const ZOptionalMessage = optionalText(MAX_MESSAGE_LENGTH);

export const ZInviteCode = z.object({ code: ZInviteCodeText }, { error: INVALID_INPUT });

const ZCoachLinkSharing = z.object(
  {
    trends: z.boolean({ error: v.pleaseSelect }),
    cocktail: z.boolean({ error: v.pleaseSelect }),
    entryTypes: z.pipe(
      z
        .array(z.enum(SHAREABLE_ENTRY_TYPES, { error: v.pleaseSelect }), { error: v.pleaseSelect })
        .check(z.maxLength(SHAREABLE_ENTRY_TYPES.length, v.pleaseSelect)),
      // Each type once, in a fixed order: the same choice is always stored the same way.
      z.transform((types) => SHAREABLE_ENTRY_TYPES.filter((t) => types.includes(t))),
    ),
  },
  { error: v.pleaseSelect },
);

export const ZRedeemInviteCode = z.object(
  { code: ZInviteCodeText, sharing: ZCoachLinkSharing },
  { error: INVALID_INPUT },
);

export const ZSetLinkSharing = z.object(
  { linkId: ZId, sharing: ZCoachLinkSharing },
  { error: INVALID_INPUT },
);

export const ZLinkId = z.object({ linkId: ZId }, { error: INVALID_INPUT });

const ATHLETE_TRENDS_RANGES = ['7', '30', '90'] as const;

/** The athlete and the period of the page's trends (the athlete's own ranges; 30 days by default). */
export const ZGetAthlete = ZAthletePeriod(ZUserId);

export const ZSetEntrySharing = z.object(
  {
    entryId: ZId,
    /** The links the entry is shared with from now on, exactly these (none: shared with nobody). */
    linkIds: z
      .array(ZId, { error: v.pleaseSelect })
      .check(z.maxLength(MAX_SHARE_LINKS, `Höchstens ${MAX_SHARE_LINKS} Trainer`)),
    /** Made by the client when the dialog opens: a retry adds no second message. */
    messageId: ZId,
    message: ZOptionalMessage,
  },
  { error: INVALID_INPUT },
);

export const ZGetCoachView = z.object(
  {
    linkId: ZId,
    range: z.optional(z.nullable(z.enum(ATHLETE_TRENDS_RANGES, { error: v.pleaseSelect }))),
  },
  { error: INVALID_INPUT },
);

export const ZSendCoachMessage = z.object(
  {
    id: ZId,
    coachLinkId: ZId,
    /** About one of her entries shared through the link; none for a general message. */
    entryId: z.optional(z.nullable(ZId)),
    text: ZMessageText,
  },
  { error: INVALID_INPUT },
);

export const ZMarkRead = z.object(
  {
    ids: z
      .array(ZId, { error: v.required })
      .check(
        z.minLength(1, v.required),
        z.maxLength(MAX_MARK_READ, `Höchstens ${MAX_MARK_READ} auf einmal`),
      ),
  },
  { error: INVALID_INPUT },
);

export const ZReplyToAthlete = z.object(
  {
    id: ZId,
    athleteId: ZUserId,
    entryId: z.optional(z.nullable(ZId)),
    text: ZMessageText,
  },
  { error: INVALID_INPUT },
);

export const ZUpdateCoachProfile = z.object(
  {
    club: optionalText(MAX_CLUB_LENGTH),
  },
  { error: INVALID_INPUT },
);

// ---- Answers ----

export type InviteCodeState = 'active' | 'expired' | 'revoked' | 'used-up';

export interface InviteCode {
  code: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  state: InviteCodeState;
  /** How many athletes may link with it; null: as many as come until it expires. */
  maxUses: number | null;
  /** Links made with it so far, ended ones included. */
  uses: number;
  /**
   * Every athlete who redeemed this code, first redemption first (codes serve a whole team). The
   * name only while the link is active: after it ends, the coach sees nothing of the athlete.
   */
  usedBy: { athleteName: string | null; linkedAt: string; ended: boolean }[];
}

export interface InvitePreview {
  coachName: string;
  club: string | null;
  /** The choices the new link starts with (all off), to be confirmed or changed before redeeming. */
  sharing: CoachLinkSharing;
}

export interface CoachLink {
  linkId: string;
  coachId: string;
  coachName: string;
  club: string | null;
  linkedAt: string;
  /** What this link shows its coach. */
  sharing: CoachLinkSharing;
  /** Entries shared one by one with this link. */
  sharedEntryCount: number;
}

export interface PortalAthlete {
  athleteId: string;
  /** The link, for ending it from the coach's side. */
  linkId: string;
  name: string;
  sport: string | null;
  /**
   * True while the athlete's consent is missing or withdrawn, or the link shares nothing at all:
   * the link stays, and every value of her data is empty ("teilt derzeit nichts").
   */
  sharesNothing: boolean;
  /**
   * The latest entry the coach may count: one shared with this coach, or any once the trends are
   * shared (they show every entry's time). Null when there is none.
   */
  lastEntryAt: string | null;
  /** From the same entries as `lastEntryAt`, with the coach's marks. */
  flags: CoachFlag[];
  /** The traffic light, from the flags (see `teamStatus`). */
  status: TeamStatus;
  /** Of the ratings, from the same entries. */
  trend: PerformanceTrend;
}

export interface Portal {
  counts: {
    athletes: number;
    /** Entries of the linked athletes this ISO week (Berlin), counted as `lastEntryAt` counts. */
    entriesThisWeek: number;
    unreadMessages: number;
  };
  /** Those with flags first (most flags first), then by name. */
  athletes: PortalAthlete[];
}

/**
 * An entry as a coach sees it: never the notes, which never leave the athlete's account, nor its
 * competition (the athlete's calendar is hers).
 */
export type SharedEntry = Omit<ProtocolEntry, 'notes' | 'sharedWith' | 'competition'>;

export interface CoachAthlete {
  athleteId: string;
  linkId: string;
  linkedAt: string;
  name: string;
  sport: string | null;
  /** See PortalAthlete. */
  sharesNothing: boolean;
  /** What this link shows; all off while `sharesNothing`. */
  sharing: CoachLinkSharing;
  /** Only when the link shares the cocktail. */
  cocktail: { cocktail: Cocktail | null; lastCheckIn: CheckIn | null } | null;
  /**
   * Only when the link shares trends: the athlete's own trends of the window, except that an entry
   * not shared with this coach has no title (null).
   */
  trends: Trends | null;
  /** Entries shared with this coach (one by one or by type), newest first, at most SHARED_ENTRIES_LIMIT. */
  sharedEntries: SharedEntry[];
  flags: CoachFlag[];
  lastEntryAt: string | null;
}

/** "So sieht dich {Coach}": what the coach's own functions answer about the athlete. */
export interface CoachView {
  coachName: string;
  /** The athlete's row in the coach's portal and athlete list. */
  portal: PortalAthlete;
  /** The coach's athlete page (getAthlete). */
  athlete: CoachAthlete;
}

export interface AccessLogEntry {
  linkId: string;
  coachName: string;
  what: AccessKind;
  /** The Berlin calendar day, YYYY-MM-DD. */
  day: string;
  /** The last read of that kind on that day. */
  lastAt: string;
  count: number;
}

export const SHARED_ENTRIES_LIMIT = 100;

export interface CoachMessage {
  id: string;
  athleteId: string;
  coachId: string;
  entryId: string | null;
  author: 'athlete' | 'coach';
  /** Empty for an entry shared without words. */
  text: string;
  createdAt: string;
  readAt: string | null;
}

export type InboxItem =
  | {
      kind: 'shared-entry';
      /** The time of the latest message on it. */
      at: string;
      athleteId: string;
      athleteName: string;
      entry: SharedEntry;
      /** Oldest first, the coach's replies included. */
      messages: CoachMessage[];
      /** Some athlete message on it is unread. */
      unread: boolean;
    }
  | {
      kind: 'message';
      at: string;
      athleteId: string;
      athleteName: string;
      message: CoachMessage;
      unread: boolean;
    };

export interface Inbox {
  /** Newest first. */
  items: InboxItem[];
  unreadMessages: number;
}

export const INBOX_LIMIT = 200;

export interface CoachProfile {
  name: string;
  club: string | null;
}
