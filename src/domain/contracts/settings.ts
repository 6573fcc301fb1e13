import {
  type PushKey,
  type PushSent,
  type Settings,
  ZGiveConsent,
  ZPushDevice,
  ZSetAvatar,
  ZSetReminder,
  ZSetTheme,
  ZSubscribePush,
  ZUpdateProfile,
} from '../api-settings';
import { ZNoInput } from '../schemas/profile';
import { type ApiOf, answer, defineContracts } from './contract';

/**
 * Profile, preferences, notifications and consent. Password, sessions, two-factor sign-in and
 * account deletion are Better Auth endpoints under `/api/auth`, not callable functions.
 */
export const settingsContracts = defineContracts({
  getSettings: { input: ZNoInput, output: answer<Settings>(), access: 'verified' },
  updateProfile: { input: ZUpdateProfile, output: answer<Settings>(), access: 'verified' },
  setAvatar: { input: ZSetAvatar, output: answer<Settings>(), access: 'verified' },
  removeAvatar: { input: ZNoInput, output: answer<Settings>(), access: 'verified' },
  setTheme: { input: ZSetTheme, output: answer<Settings>(), access: 'verified' },
  setReminder: { input: ZSetReminder, output: answer<Settings>(), access: 'athlete' },
  // Web Push on this device, for both sides: the athlete's reminders (set with setReminder) and
  // the notices of new messages; the reminder job never reminds a coach.
  getPushKey: { input: ZNoInput, output: answer<PushKey>(), access: 'verified' },
  subscribePush: { input: ZSubscribePush, output: answer<null>(), access: 'verified' },
  unsubscribePush: { input: ZPushDevice, output: answer<null>(), access: 'verified' },
  sendTestPush: { input: ZPushDevice, output: answer<PushSent>(), access: 'verified' },
  giveConsent: { input: ZGiveConsent, output: answer<Settings>(), access: 'athlete' },
  withdrawConsent: { input: ZNoInput, output: answer<Settings>(), access: 'athlete' },
});

export type SettingsApi = ApiOf<typeof settingsContracts>;
