import { describe, expect, it } from 'vitest';
import {
  givenAnswers,
  isAnswered,
  KEY_EMOTION_COUNT,
  KEY_EMOTIONS_MIN_ENTRIES,
  keyEmotions,
  QUICK_UNASKED,
  quickEntryDefaults,
} from './quick-log';
import type { CocktailEmotion } from './schemas/athlete';

const COCKTAIL: CocktailEmotion[] = [
  { id: 'a', label: 'A', group: 'P+', zoneMin: 5, zoneMax: 8 },
  { id: 'b', label: 'B', group: 'N+', zoneMin: 3, zoneMax: 6 },
  { id: 'c', label: 'C', group: 'N-', zoneMin: 0, zoneMax: 2 },
  { id: 'd', label: 'D', group: 'P-', zoneMin: 2, zoneMax: 4 },
];

/** `n` entries rated 0, 1, 2 …; d follows the rating, c its opposite, a and b never change. */
function entries(n: number) {
  const ratings = Array.from({ length: n }, (_, i) => i % 11);
  return {
    ratings,
    emotions: {
      emotionIds: ratings.map(() => ['a', 'b', 'c', 'd']),
      intensities: ratings.map((r) => [5, 5, 10 - r, r]),
    },
  };
}

describe('keyEmotions', () => {
  it('takes the cocktail’s order below the minimum data', () => {
    const few = entries(KEY_EMOTIONS_MIN_ENTRIES - 1);
    const log = keyEmotions(COCKTAIL, few.ratings, few.emotions);
    expect(log.basis).toBe('cocktail');
    expect(log.entriesNeeded).toBe(1);
    expect(log.emotions.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(log.emotions).toHaveLength(KEY_EMOTION_COUNT);
  });

  it('takes the strongest links first from the minimum on, harmful ones too', () => {
    const enough = entries(KEY_EMOTIONS_MIN_ENTRIES);
    const log = keyEmotions(COCKTAIL, enough.ratings, enough.emotions);
    expect(log.basis).toBe('performance');
    expect(log.entriesNeeded).toBe(0);
    expect(log.emotions.map((e) => [e.id, e.r])).toEqual([
      ['c', -1],
      ['d', 1],
      ['a', null],
    ]);
  });

  it('stays with the cocktail when no emotion shows a link', () => {
    const flat = entries(KEY_EMOTIONS_MIN_ENTRIES);
    flat.emotions.intensities = flat.ratings.map(() => [5, 5, 5, 5]);
    const log = keyEmotions(COCKTAIL, flat.ratings, flat.emotions);
    expect(log.basis).toBe('cocktail');
    expect(log.emotions.map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  it('asks for all of a cocktail smaller than the count', () => {
    expect(
      keyEmotions(COCKTAIL.slice(0, 2), [], { emotionIds: [], intensities: [] }).emotions,
    ).toHaveLength(2);
  });
});

describe('quickEntryDefaults', () => {
  it('names the entry by its type and reads the goal off the rating', () => {
    expect(quickEntryDefaults('competition', 9)).toEqual({
      title: 'Wettkampf',
      importance: 3,
      goalReached: 'yes',
    });
    expect(quickEntryDefaults('training', 5).goalReached).toBe('partly');
    expect(quickEntryDefaults('training', 3).goalReached).toBe('no');
    expect(quickEntryDefaults('other', 7).title).toBe('Sonstiges');
  });
});

describe('givenAnswers', () => {
  it('gives a quick entry no answer to the fields the quick log does not ask', () => {
    const stored = { ...quickEntryDefaults('training', 8), quick: true };
    expect(givenAnswers(stored)).toEqual({ importance: null, goalReached: null });
    // Each field the list names is one the quick log stores a stand-in for.
    for (const field of QUICK_UNASKED) expect(stored).toHaveProperty(field);
  });

  it('keeps the answers of a complete entry', () => {
    expect(givenAnswers({ quick: false, importance: 3, goalReached: 'yes' })).toEqual({
      importance: 3,
      goalReached: 'yes',
    });
  });
});

describe('isAnswered', () => {
  it('takes only the unasked fields of a quick entry for unanswered', () => {
    expect(isAnswered({ quick: true }, 'importance')).toBe(false);
    expect(isAnswered({ quick: true }, 'goalReached')).toBe(false);
    expect(isAnswered({ quick: true }, 'rating')).toBe(true);
    expect(isAnswered({ quick: false }, 'importance')).toBe(true);
  });
});
