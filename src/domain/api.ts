/**
 * The answer types of the athlete functions. Their contracts (name, input schema, access) are in
 * `contracts/athlete.ts`.
 */
import type { CompetitionTag } from './competitions';
import type {
  CocktailEmotion,
  EntryEmotion,
  EntryType,
  GoalReached,
  Reminder,
  SportLevel,
} from './schemas/athlete';

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

/** The answer to a check-in, with its competition; the coach's view of check-ins has none. */
export type RecordedCheckIn = CheckIn & { competition: CompetitionTag | null };

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
  /** The competition it belongs to, tagged before, during or after it; null when none. */
  competition: CompetitionTag | null;
  /** Saved by the quick log and not completed since: the fields it does not ask are defaults. */
  quick: boolean;
  /** When it was written; `occurredAt` is when it happened (a backdated entry differs). */
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

// The client's types, derived from the contracts; kept under these names for the screens.
export type { Api, FunctionName } from './contracts/all';
export type { AthleteApi } from './contracts/athlete';
