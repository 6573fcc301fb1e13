/**
 * The athlete's choices and limits: emotion groups, entry types, goal answers, sport levels,
 * weekdays and lengths, with their German labels. Plain values without zod, so a screen that only shows a label or a limit
 * does not load the schemas (schemas/athlete.ts checks the inputs with them and exports them too).
 */

/**
 * Hanin's IZOF groups: whether an emotion feels pleasant (P) or unpleasant (N), and whether it
 * helps (+) or harms (-) the athlete's performance. Their texts are in emotions.ts.
 */
export const EMOTION_GROUPS = ['P+', 'N+', 'P-', 'N-'] as const;
export type EmotionGroup = (typeof EMOTION_GROUPS)[number];

export const MIN_COCKTAIL_EMOTIONS = 3;
export const MAX_COCKTAIL_EMOTIONS = 12;
// Text limits: the schemas check them, the fields show them with a counter (char-counter.tsx).
export const MAX_NOTES_LENGTH = 10_000;
export const MAX_TITLE_LENGTH = 120;
export const MAX_PLACE_LENGTH = 120;
export const MAX_RESULT_LENGTH = 200;
export const MAX_SPORT_LENGTH = 60;
/** An emotion's name, the catalogue's or the athlete's own word. */
export const MAX_EMOTION_LABEL_LENGTH = 40;

export const SPORT_LEVELS = ['recreational', 'amateur', 'competitive', 'elite'] as const;
export type SportLevel = (typeof SPORT_LEVELS)[number];
export const SPORT_LEVEL_LABELS: Record<SportLevel, string> = {
  recreational: 'Freizeitsport',
  amateur: 'Amateur / Verein',
  competitive: 'Leistungssport',
  elite: 'Profi / Kader',
};

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const; // ISO: 1 = Montag
export const WEEKDAY_LABELS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;
export const WEEKDAY_NAMES = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
] as const;

export const ENTRY_TYPES = ['training', 'competition', 'other'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const ENTRY_TYPE_LABELS: Record<EntryType, string> = {
  training: 'Training',
  competition: 'Wettkampf',
  other: 'Sonstiges',
};

export const GOAL_REACHED = ['yes', 'partly', 'no'] as const;
export type GoalReached = (typeof GOAL_REACHED)[number];
export const GOAL_REACHED_LABELS: Record<GoalReached, string> = {
  yes: 'Ja',
  partly: 'Teilweise',
  no: 'Nein',
};
