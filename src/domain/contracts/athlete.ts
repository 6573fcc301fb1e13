import type {
  CocktailState,
  Dashboard,
  OnboardingState,
  ProtocolEntry,
  ProtocolEntrySummary,
  RecordedCheckIn,
} from '../api';
import { type ProtocolPeriod, ZProtocolPeriod } from '../protocol-export';
import type { QuickLog } from '../quick-log';
import {
  ZCheckIn,
  ZEntryId,
  ZListEntries,
  ZOnboardingEmotions,
  ZOnboardingFinish,
  ZOnboardingProfile,
  ZOnboardingZones,
  ZProtocolEntryInput,
  ZQuickEntryInput,
  ZSaveCocktail,
} from '../schemas/athlete';
import { ZNoInput } from '../schemas/profile';
import { type ApiOf, answer, defineContracts } from './contract';

/** Onboarding, cocktail, check-ins, the protocol and the dashboard. */
export const athleteContracts = defineContracts({
  getOnboarding: { input: ZNoInput, output: answer<OnboardingState>(), access: 'athlete' },
  saveOnboardingProfile: {
    input: ZOnboardingProfile,
    output: answer<OnboardingState>(),
    access: 'athlete',
  },
  saveOnboardingEmotions: {
    input: ZOnboardingEmotions,
    output: answer<OnboardingState>(),
    access: 'athlete',
    consent: 'required',
  },
  saveOnboardingZones: {
    input: ZOnboardingZones,
    output: answer<OnboardingState>(),
    access: 'athlete',
    consent: 'required',
  },
  finishOnboarding: {
    input: ZOnboardingFinish,
    output: answer<{ wizardCompleted: true }>(),
    access: 'athlete',
  },
  getCocktail: { input: ZNoInput, output: answer<CocktailState>(), access: 'onboarded-athlete' },
  saveCocktail: {
    input: ZSaveCocktail,
    output: answer<CocktailState>(),
    access: 'onboarded-athlete',
    consent: 'required',
  },
  recordCheckIn: {
    input: ZCheckIn,
    output: answer<RecordedCheckIn>(),
    access: 'onboarded-athlete',
    consent: 'required',
  },
  listEntries: {
    input: ZListEntries,
    output: answer<{ entries: ProtocolEntrySummary[]; nextCursor: string | null }>(),
    access: 'onboarded-athlete',
  },
  listEntriesInPeriod: {
    input: ZProtocolPeriod,
    output: answer<ProtocolPeriod>(),
    access: 'onboarded-athlete',
  },
  getEntry: { input: ZEntryId, output: answer<ProtocolEntry>(), access: 'onboarded-athlete' },
  saveEntry: {
    input: ZProtocolEntryInput,
    output: answer<ProtocolEntry>(),
    access: 'onboarded-athlete',
    consent: 'required',
  },
  /** The quick log's emotions (domain/quick-log.ts). */
  getQuickLog: { input: ZNoInput, output: answer<QuickLog>(), access: 'onboarded-athlete' },
  /** A quick entry; never overwrites an entry that was completed since (the answer is that one). */
  saveQuickEntry: {
    input: ZQuickEntryInput,
    output: answer<ProtocolEntry>(),
    access: 'onboarded-athlete',
    consent: 'required',
  },
  deleteEntry: {
    input: ZEntryId,
    output: answer<{ deleted: true }>(),
    access: 'onboarded-athlete',
  },
  getDashboard: { input: ZNoInput, output: answer<Dashboard>(), access: 'onboarded-athlete' },
});

export type AthleteApi = ApiOf<typeof athleteContracts>;
