/**
 * Invite codes are read aloud and typed from paper: no characters that look or sound alike
 * (0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V), grouped in two blocks of four.
 */
export const INVITE_CODE_ALPHABET = 'ACDEFGHJKMNPQRTWXY3479';
const INVITE_CODE_LENGTH = 8;
/** How long what someone types as a code may be: its characters with spaces and dashes around them. */
export const MAX_TYPED_CODE_LENGTH = 20;
export const INVITE_CODE_TTL_DAYS = 14;

/** How long a team invite stays valid: the coach picks one of these, in days. */
export const INVITE_VALID_DAYS = [1, 7, 14, 30, 90] as const;
export type InviteValidDays = (typeof INVITE_VALID_DAYS)[number];
/** The most athletes one invite can link; a team of 200 fits, an open-ended broadcast does not. */
export const INVITE_MAX_USES = 500;
/** Addresses in one invite mail: a team's list, not a mailing list. */
export const INVITE_MAIL_MAX_ADDRESSES = 50;
/** Invite mails a coach may send in 24 hours, counted per address, so the app is no spam relay. */
export const INVITE_MAILS_PER_DAY = 200;

export function generateInviteCode(randomInt: (maxExclusive: number) => number): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What the athlete typed, in the stored form; null when it cannot be a code at all. */
export function normalizeInviteCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, '');
  if (raw.length !== INVITE_CODE_LENGTH) return null;
  for (const ch of raw) if (!INVITE_CODE_ALPHABET.includes(ch)) return null;
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
}

/**
 * Entry types an athlete can share with a coach as a standing rule ("alle Einträge vom Typ
 * Wettkampf"); other entries are shared one by one.
 */
export const SHAREABLE_ENTRY_TYPES = ['competition', 'training'] as const;
export type ShareableEntryType = (typeof SHAREABLE_ENTRY_TYPES)[number];

/**
 * What one coach link shows its coach, chosen by the athlete per link. Single entries are shared
 * from the protocol on top of this; everything is private until the athlete opens it (privacy by
 * default, GDPR Art. 25).
 */
export interface CoachLinkSharing {
  trends: boolean;
  cocktail: boolean;
  /** Every entry of these types, present and future. */
  entryTypes: ShareableEntryType[];
}

export const DEFAULT_LINK_SHARING: CoachLinkSharing = {
  trends: false,
  cocktail: false,
  entryTypes: [],
};

/** What a coach read of an athlete's data is recorded as, once per link, kind and Berlin day. */
export const ACCESS_KINDS = ['portal', 'athlete-list', 'athlete', 'inbox', 'export'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** How long coach reads stay in the log, in Berlin days including today. */
export const ACCESS_LOG_DAYS = 90;
