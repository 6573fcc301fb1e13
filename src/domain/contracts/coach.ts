import {
  type AccessLogEntry,
  type CoachAthlete,
  type CoachLink,
  type CoachMessage,
  type CoachProfile,
  type CoachView,
  type Inbox,
  type InviteCode,
  type InvitePreview,
  type Portal,
  ZGetAthlete,
  ZGetCoachView,
  ZInviteCode,
  ZLinkId,
  ZMarkRead,
  ZRedeemInviteCode,
  ZReplyToAthlete,
  ZSendCoachMessage,
  ZSetEntrySharing,
  ZSetLinkSharing,
  ZUpdateCoachProfile,
} from '../api-coach';
import { ZNoInput } from '../schemas/profile';
import { answer, defineContracts } from './contract';

/** Invite codes, links, the coach's portal and athletes, sharing and the inbox. */
export const coachContracts = defineContracts({
  // Coach: invite codes and profile
  createInviteCode: {
    input: ZNoInput,
    output: answer<{ code: string; expiresAt: string }>(),
    access: 'coach',
  },
  listInviteCodes: { input: ZNoInput, output: answer<{ codes: InviteCode[] }>(), access: 'coach' },
  revokeInviteCode: { input: ZInviteCode, output: answer<InviteCode>(), access: 'coach' },
  getCoachProfile: { input: ZNoInput, output: answer<CoachProfile>(), access: 'coach' },
  updateCoachProfile: {
    input: ZUpdateCoachProfile,
    output: answer<CoachProfile>(),
    access: 'coach',
  },
  // Athlete: linking
  previewInviteCode: { input: ZInviteCode, output: answer<InvitePreview>(), access: 'athlete' },
  redeemInviteCode: { input: ZRedeemInviteCode, output: answer<CoachLink>(), access: 'athlete' },
  listMyCoaches: {
    input: ZNoInput,
    output: answer<{ coaches: CoachLink[] }>(),
    access: 'athlete',
  },
  setLinkSharing: { input: ZSetLinkSharing, output: answer<CoachLink>(), access: 'athlete' },
  getCoachView: { input: ZGetCoachView, output: answer<CoachView>(), access: 'athlete' },
  getAccessLog: {
    input: ZNoInput,
    output: answer<{ entries: AccessLogEntry[] }>(),
    access: 'athlete',
  },
  // Either side
  endLink: { input: ZLinkId, output: answer<{ ended: true }>(), access: 'verified' },
  // Coach: portal and athletes
  getPortal: { input: ZNoInput, output: answer<Portal>(), access: 'coach' },
  getAthlete: { input: ZGetAthlete, output: answer<CoachAthlete>(), access: 'coach' },
  // Athlete: sharing and messages
  setEntrySharing: {
    input: ZSetEntrySharing,
    output: answer<{ entryId: string; sharedWith: string[] }>(),
    access: 'onboarded-athlete',
    consent: 'required',
  },
  sendCoachMessage: { input: ZSendCoachMessage, output: answer<CoachMessage>(), access: 'athlete' },
  // Coach: inbox
  listInbox: { input: ZNoInput, output: answer<Inbox>(), access: 'coach' },
  markRead: {
    input: ZMarkRead,
    output: answer<{ unreadMessages: number }>(),
    access: 'coach',
  },
  replyToAthlete: { input: ZReplyToAthlete, output: answer<CoachMessage>(), access: 'coach' },
});
