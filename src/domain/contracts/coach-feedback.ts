import { type CoachMessage, ZMarkRead } from '../api-coach';
import { de } from '../messages';
import { ZId } from '../schemas/id';
import { ZNoInput } from '../schemas/profile';
import { z } from '../schemas/zod';
import { answer, defineContracts } from './contract';

const INVALID_INPUT = 'Ungültige Eingabe';

/** How a user hears of a new message by e-mail: each one, once a day in one mail, or not at all. */
export const FEEDBACK_MAIL = ['instant', 'daily', 'off'] as const;
export type FeedbackMail = (typeof FEEDBACK_MAIL)[number];

/** Each user's choice, for both sides; without a stored one, every message is mailed and pushed. */
export interface FeedbackNotifications {
  mail: FeedbackMail;
  /** Push to the devices that turned push on. */
  push: boolean;
}

export const DEFAULT_FEEDBACK_NOTIFICATIONS: FeedbackNotifications = {
  mail: 'instant',
  push: true,
};

const ZSetFeedbackNotifications = z.object(
  {
    mail: z.enum(FEEDBACK_MAIL, { error: de.validation.pleaseSelect }),
    push: z.boolean({ error: INVALID_INPUT }),
  },
  { error: INVALID_INPUT },
);

const ZEntryConversations = z.object({ entryId: ZId }, { error: INVALID_INPUT });

/** The athlete's conversation with one coach on one of her entries. */
export interface EntryConversation {
  coachId: string;
  coachName: string;
  /** The active link the entry is shared with, to write through; null when she can no longer write. */
  linkId: string | null;
  /** Oldest first, both sides; an empty text is a share without words. */
  messages: CoachMessage[];
}

/** One conversation in the athlete's list: an entry and a coach. */
export interface ConversationSummary {
  entryId: string;
  entryTitle: string;
  occurredAt: string;
  coachId: string;
  coachName: string;
  /** The latest message's time. */
  lastAt: string;
  /** The coach's messages she has not read. */
  unread: number;
}

/** The conversations on shared entries, the athlete's side and both sides' notifications. */
export const coachFeedbackContracts = defineContracts({
  listConversations: {
    input: ZNoInput,
    output: answer<{ conversations: ConversationSummary[]; unread: number }>(),
    access: 'athlete',
  },
  getEntryConversations: {
    input: ZEntryConversations,
    output: answer<{ conversations: EntryConversation[] }>(),
    access: 'athlete',
  },
  markCoachMessagesRead: {
    input: ZMarkRead,
    output: answer<{ unread: number }>(),
    access: 'athlete',
  },
  getFeedbackNotifications: {
    input: ZNoInput,
    output: answer<FeedbackNotifications>(),
    access: 'verified',
  },
  setFeedbackNotifications: {
    input: ZSetFeedbackNotifications,
    output: answer<FeedbackNotifications>(),
    access: 'verified',
  },
});
