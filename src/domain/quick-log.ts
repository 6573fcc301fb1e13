/**
 * The quick log: how the athlete felt and how it went, in a few taps after training. Which emotions
 * it asks for, and what a quick entry says about the fields it does not ask. Plain values without
 * zod, so the quick-log screen and the server read the same rules.
 */
import type { EntryType, GoalReached } from './athlete-choices';
import { ENTRY_TYPE_LABELS } from './athlete-choices';
import type { EmotionGroup } from './emotions';
import type { CocktailEmotion } from './schemas/athlete';
import { MIN_ZONE_ENTRIES } from './trends-limits';
import { type EntryEmotions, emotionSeries } from './trends-stats';

/**
 * Three: rating each of them, the performance and saving is then six taps from the dashboard's
 * "+" at most.
 */
export const KEY_EMOTION_COUNT = 3;

/** The window whose entries show the link to performance: the trends' longest preset range. */
export const KEY_EMOTIONS_WINDOW_DAYS = 90;

/**
 * The minimum data rule: the key emotions follow their link to performance once the window holds
 * this many entries (the number from which zone learning starts too); before, the athlete's own
 * cocktail order decides. An emotion's link itself counts from `MIN_RELATION_ENTRIES` ratings on.
 */
export const KEY_EMOTIONS_MIN_ENTRIES = MIN_ZONE_ENTRIES;

interface KeyEmotion {
  id: string;
  label: string;
  group: EmotionGroup;
  zoneMin: number;
  zoneMax: number;
  /** Pearson correlation of its intensity with the rating in the window; null without enough data. */
  r: number | null;
}

export interface QuickLog {
  emotions: KeyEmotion[];
  /** `performance`: chosen by their link to the rating; `cocktail`: the cocktail's first ones. */
  basis: 'performance' | 'cocktail';
  /** Entries in the window still missing until the link decides; 0 once it does. */
  entriesNeeded: number;
}

/**
 * The athlete's key emotions from the cocktail and the window's entries (ratings and emotions lined
 * up, as the trends pass them): with enough entries the cocktail emotions with the strongest link
 * (largest |r|, helpful or harmful alike) come first, the ones without a link after them in the
 * cocktail's order; before that, the cocktail's order alone.
 */
export function keyEmotions(
  cocktail: CocktailEmotion[],
  ratings: number[],
  entries: EntryEmotions,
): QuickLog {
  const { relation } = emotionSeries(cocktail, ratings, entries);
  const learned = ratings.length >= KEY_EMOTIONS_MIN_ENTRIES;
  const ranked = cocktail.map((c, place) => ({ c, place, r: relation[place]?.r ?? null }));
  if (learned) {
    ranked.sort((a, b) => {
      if (a.r === null || b.r === null)
        return a.r === b.r ? a.place - b.place : a.r === null ? 1 : -1;
      return Math.abs(b.r) - Math.abs(a.r) || a.place - b.place;
    });
  }
  const anyLink = ranked.some((x) => x.r !== null);
  return {
    emotions: ranked.slice(0, KEY_EMOTION_COUNT).map(({ c, r }) => ({
      id: c.id,
      label: c.label,
      group: c.group,
      zoneMin: c.zoneMin,
      zoneMax: c.zoneMax,
      r,
    })),
    basis: learned && anyLink ? 'performance' : 'cocktail',
    entriesNeeded: Math.max(KEY_EMOTIONS_MIN_ENTRIES - ratings.length, 0),
  };
}

/**
 * The entry's fields the quick log does not ask and stores stand-ins for (the columns take no
 * null): until the athlete completes the entry, views and exports show them as not given and the
 * entry's steps start them empty. The title is not one of them: the entry type as a name invents
 * nothing.
 */
export const QUICK_UNASKED = ['importance', 'goalReached'] as const;
type Unasked = (typeof QUICK_UNASKED)[number];

interface Answers {
  quick: boolean;
  importance: number;
  goalReached: GoalReached;
}

/**
 * Whether an entry's field (named as in `ProtocolEntry`) holds the athlete's answer: not one of
 * `QUICK_UNASKED` while the entry is quick.
 */
export function isAnswered(entry: { quick: boolean }, field: string): boolean {
  return !(entry.quick && (QUICK_UNASKED as readonly string[]).includes(field));
}

/**
 * The entry's answers to the fields of `QUICK_UNASKED`, null where it has a stand-in instead: what
 * the screens show and the protocol's editor starts from.
 */
export function givenAnswers(entry: Answers): { [K in Unasked]: Answers[K] | null } {
  return Object.fromEntries(
    QUICK_UNASKED.map((field) => [field, isAnswered(entry, field) ? entry[field] : null]),
  ) as { [K in Unasked]: Answers[K] | null };
}

/** A quick entry's importance, which it does not ask: the middle of 1-5. */
const QUICK_IMPORTANCE = 3;

/**
 * What a quick entry stores for the fields it does not ask, until the athlete completes it: the
 * entry type as its title, middle importance, and whether the goal was reached read off the rating
 * (the upper third yes, the lower third no). Only the title is shown as stored: the others are
 * `QUICK_UNASKED`.
 */
export function quickEntryDefaults(
  type: EntryType,
  rating: number,
): { title: string; importance: number; goalReached: GoalReached } {
  return {
    title: ENTRY_TYPE_LABELS[type],
    importance: QUICK_IMPORTANCE,
    goalReached: rating >= 7 ? 'yes' : rating <= 3 ? 'no' : 'partly',
  };
}
