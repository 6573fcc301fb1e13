/**
 * The callable functions the web app uses, with their input and answer types: one map that the
 * server's handlers and the client's calls both type-check against.
 */
import type * as z from 'zod/mini';
import type { CoachApi } from './api-coach';
import type { SettingsApi } from './api-settings';
import type { TrainingApi } from './api-training';
import type { Operator } from './legal';
import type {
  CocktailEmotion,
  EntryEmotion,
  EntryType,
  GoalReached,
  Reminder,
  SportLevel,
  ZCheckIn,
  ZListEntries,
  ZOnboardingEmotions,
  ZOnboardingFinish,
  ZOnboardingProfile,
  ZOnboardingZones,
  ZProtocolEntryInput,
  ZSaveCocktail,
} from './schemas/athlete';
import type { Profile } from './schemas/profile';

export interface OnboardingState {
  /** The last step the athlete completed (0 = none); the wizard resumes after it. */
  completedStep: 0 | 1 | 2 | 3;
  profile: { name: string; sport: string | null; level: SportLevel | null };
  /** The chosen emotions with their zones (default zones until step 3 is saved). */
  emotions: CocktailEmotion[];
  reminder: Reminder | null;
}

export interface Cocktail {
  versionId: string;
  version: number;
  emotions: CocktailEmotion[];
  createdAt: string;
}

export interface CheckIn {
  id: string;
  recordedAt: string;
  intensities: { emotionId: string; intensity: number }[];
}

export interface CocktailState {
  cocktail: Cocktail | null;
  lastCheckIn: CheckIn | null;
  history: { versionId: string; version: number; createdAt: string; emotionCount: number }[];
}

export interface ProtocolEntry {
  id: string;
  occurredAt: string;
  type: EntryType;
  title: string;
  importance: number;
  place: string | null;
  /** Each emotion with its intensity and, for cocktail emotions, the zone at the time of the entry. */
  emotions: (EntryEmotion & { zoneMin: number | null; zoneMax: number | null })[];
  rating: number;
  goalReached: GoalReached;
  result: string | null;
  notes: string;
  /** The coach links this entry is shared with one by one (standing rules by type not included). */
  sharedWith: string[];
  /** Share of the cocktail emotions in their zone (0..1), null when none had a zone. */
  inZoneShare: number | null;
  createdAt: string;
  updatedAt: string;
}

export type ProtocolEntrySummary = Omit<ProtocolEntry, 'notes' | 'emotions'> & {
  emotionCount: number;
};

export interface DashboardActivity {
  kind: 'entry' | 'checkin' | 'routine-run' | 'coach-feedback';
  id: string;
  at: string;
  title: string;
  /** Coach feedback: the entry it answers, when it answers one. */
  entryId?: string;
  /** Entries: type, rating and in-zone share; check-ins: in-zone share; routine runs: null share. */
  type?: EntryType;
  rating?: number;
  inZoneShare: number | null;
}

export interface Dashboard {
  name: string;
  stats: {
    entriesThisWeek: number;
    averageRating30d: number | null;
    inZoneShare30d: number | null;
    streakDays: number;
    totalEntries: number;
  };
  recent: DashboardActivity[];
}

type In<S extends z.ZodMiniType> = z.input<S>;

export interface AthleteApi {
  getOnboarding: { input: null; output: OnboardingState };
  saveOnboardingProfile: { input: In<typeof ZOnboardingProfile>; output: OnboardingState };
  saveOnboardingEmotions: { input: In<typeof ZOnboardingEmotions>; output: OnboardingState };
  saveOnboardingZones: { input: In<typeof ZOnboardingZones>; output: OnboardingState };
  finishOnboarding: { input: In<typeof ZOnboardingFinish>; output: { wizardCompleted: true } };
  getCocktail: { input: null; output: CocktailState };
  saveCocktail: { input: In<typeof ZSaveCocktail>; output: CocktailState };
  recordCheckIn: { input: In<typeof ZCheckIn>; output: CheckIn };
  listEntries: {
    input: In<typeof ZListEntries>;
    output: { entries: ProtocolEntrySummary[]; nextCursor: string | null };
  };
  getEntry: { input: { id: string }; output: ProtocolEntry };
  saveEntry: { input: In<typeof ZProtocolEntryInput>; output: ProtocolEntry };
  deleteEntry: { input: { id: string }; output: { deleted: true } };
  getDashboard: { input: null; output: Dashboard };
}

interface PlatformApi {
  ping: { input: null; output: { version: string } };
  getProfile: { input: null; output: Profile };
  getAuthOptions: { input: null; output: { googleEnabled: boolean } };
  getOperator: { input: null; output: Operator | null };
}

export type Api = PlatformApi & AthleteApi & TrainingApi & SettingsApi & CoachApi;
export type FunctionName = keyof Api;
