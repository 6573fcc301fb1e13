import type { Contracts, FunctionName } from '../../domain/contracts/all';
import type { AppConfig } from '../config';
import type { ChangeFeed } from '../db/change-feed';
import { getCocktail, recordCheckIn, saveCocktail } from '../features/athlete/cocktail-functions';
import { dashboardFunction } from '../features/athlete/dashboard-functions';
import {
  finishOnboarding,
  getOnboarding,
  saveOnboardingEmotions,
  saveOnboardingProfile,
  saveOnboardingZones,
} from '../features/athlete/onboarding-functions';
import {
  deleteEntry,
  getEntry,
  listEntries,
  saveEntry,
} from '../features/athlete/protocol-functions';
import {
  listCoachFeedback,
  listInbox,
  markRead,
  replyToAthlete,
  sendCoachMessage,
} from '../features/coach/inbox-functions';
import {
  createInviteCode,
  endLink,
  getCoachProfile,
  listInviteCodes,
  listMyCoaches,
  previewInviteCode,
  redeemInviteCode,
  revokeInviteCode,
  setLinkSharing,
  updateCoachProfile,
} from '../features/coach/link-functions';
import { getAthlete, getPortal, listAthletes } from '../features/coach/portal-functions';
import { getAccessLog, getCoachView, setEntrySharing } from '../features/coach/sharing-functions';
import {
  getSettings,
  giveConsent,
  removeAvatar,
  setAvatar,
  setReminder,
  setTheme,
  updateProfile,
  withdrawConsent,
} from '../features/settings/settings-functions';
import { getRoutine, recordRoutineRun, saveRoutine } from '../features/training/routine-functions';
import {
  getToolbox,
  recordTechniqueUse,
  setFavourite,
} from '../features/training/toolbox-functions';
import { getTrends, getZoneSuggestions } from '../features/training/trends-functions';
import { authOptionsFunction } from './auth-options';
import type { CallableFunction, Implementation } from './callable';
import { operatorFunction } from './operator';
import { ping } from './ping';
import { getProfile } from './profile';

/** One implementation per contract: a missing one, or one of another contract, is a type error. */
type Registry = { [N in FunctionName]: Implementation<Contracts[N]> };

/**
 * Every callable function of the app with its handler. The config-dependent ones (sign-in methods,
 * operator) and the dashboard, which keeps answers in memory when the database has a change feed,
 * are made by factories that answer the same contract.
 */
export function buildRegistry(
  config: Pick<AppConfig, 'google'> & Partial<Pick<AppConfig, 'operator'>>,
  changes?: ChangeFeed,
): readonly CallableFunction[] {
  const functions: Registry = {
    ping,
    getProfile,
    getAuthOptions: authOptionsFunction({ googleEnabled: Boolean(config.google) }),
    getOperator: operatorFunction(config.operator),
    getOnboarding,
    saveOnboardingProfile,
    saveOnboardingEmotions,
    saveOnboardingZones,
    finishOnboarding,
    getCocktail,
    saveCocktail,
    recordCheckIn,
    listEntries,
    getEntry,
    saveEntry,
    deleteEntry,
    getDashboard: dashboardFunction(changes),
    getTrends,
    getZoneSuggestions,
    getToolbox,
    setFavourite,
    recordTechniqueUse,
    getRoutine,
    saveRoutine,
    recordRoutineRun,
    getSettings,
    updateProfile,
    setAvatar,
    removeAvatar,
    setTheme,
    setReminder,
    giveConsent,
    withdrawConsent,
    createInviteCode,
    listInviteCodes,
    revokeInviteCode,
    getCoachProfile,
    updateCoachProfile,
    previewInviteCode,
    redeemInviteCode,
    listMyCoaches,
    setLinkSharing,
    getCoachView,
    getAccessLog,
    endLink,
    getPortal,
    listAthletes,
    getAthlete,
    setEntrySharing,
    sendCoachMessage,
    listCoachFeedback,
    listInbox,
    markRead,
    replyToAthlete,
  };
  return Object.values(functions);
}
