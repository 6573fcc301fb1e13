import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TECHNIQUE_CATEGORIES } from './content/techniques';
import { EMOTION_CATALOGUE, EMOTION_GROUPS } from './emotions';
import type { CocktailEmotion } from './schemas/athlete';
import {
  expandSteps,
  findTechnique,
  GOAL_LABELS,
  GOALS,
  REASON_IN_ZONE,
  REASON_NEAR_ZONE,
  REASON_NO_CHECK_IN,
  suggestTechniques,
  TECHNIQUES,
  type Technique,
} from './toolbox';

const allSteps = (t: Technique) => [...t.intro, ...t.steps, ...t.outro];

describe('technique catalogue', () => {
  it('has at least 12 techniques with unique kebab-case ids and titles', () => {
    expect(TECHNIQUES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(TECHNIQUES.map((t) => t.id)).size).toBe(TECHNIQUES.length);
    expect(new Set(TECHNIQUES.map((t) => t.title)).size).toBe(TECHNIQUES.length);
    for (const t of TECHNIQUES) expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('contains the required techniques', () => {
    for (const id of [
      'box-atmung',
      'atmung-4-7-8',
      'pmr-kurz',
      'beste-leistung-vorstellen',
      'cue-woerter',
      'reset-routine',
      'energizer',
      'power-atmung',
      'fokus-punkt',
      'body-scan-kurz',
      'positive-selbstinstruktion',
      'staerken-erinnern',
    ]) {
      expect(findTechnique(id), id).toBeDefined();
    }
    expect(findTechnique('gibt-es-nicht')).toBeUndefined();
  });

  it('labels the goals in German and covers each goal with at least three techniques', () => {
    expect(GOALS.map((g) => GOAL_LABELS[g])).toEqual([
      'Beruhigen',
      'Aktivieren',
      'Fokussieren',
      'Selbstvertrauen',
    ]);
    for (const goal of GOALS) {
      expect(TECHNIQUES.filter((t) => t.goal === goal).length, goal).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every technique a purpose, a known category and 3 to 10 concrete steps', () => {
    for (const t of TECHNIQUES) {
      expect(TECHNIQUE_CATEGORIES).toContain(t.category);
      expect(t.purpose.length, t.id).toBeGreaterThan(40);
      const steps = allSteps(t);
      expect(steps.length, t.id).toBeGreaterThanOrEqual(3);
      expect(steps.length, t.id).toBeLessThanOrEqual(10);
      for (const s of steps) {
        expect(Number.isInteger(s.seconds) && s.seconds > 0, t.id).toBe(true);
        expect(s.text.trim().length, t.id).toBeGreaterThan(5);
      }
      expect(Number.isInteger(t.repeat) && t.repeat >= 1, t.id).toBe(true);
      // Short enough for a break in competition, long enough to do something.
      expect(t.durationSeconds, t.id).toBeGreaterThanOrEqual(20);
      expect(t.durationSeconds, t.id).toBeLessThanOrEqual(600);
    }
  });

  it('gives every phase of a breathing cycle its breath, and cycles only where breathing', () => {
    for (const t of TECHNIQUES.filter((x) => x.repeat > 1)) {
      expect(t.category, t.id).toBe('Atmung');
      for (const s of t.steps) expect(s.breath, t.id).toBeDefined();
    }
    for (const t of TECHNIQUES.filter((x) => x.category === 'Atmung')) {
      expect(t.repeat, t.id).toBeGreaterThan(1);
    }
  });

  it('breathes box breathing 4-4-4-4 and 4-7-8 as named', () => {
    const box = findTechnique('box-atmung')!;
    expect(box.steps.map((s) => [s.breath, s.seconds])).toEqual([
      ['inhale', 4],
      ['hold', 4],
      ['exhale', 4],
      ['hold', 4],
    ]);
    const t478 = findTechnique('atmung-4-7-8')!;
    expect(t478.steps.map((s) => [s.breath, s.seconds])).toEqual([
      ['inhale', 4],
      ['hold', 7],
      ['exhale', 8],
    ]);
    expect(findTechnique('power-atmung')!.goal).toBe('aktivieren');
    expect(findTechnique('energizer')!.category).toBe('Aktivierung');
  });
});

describe('expandSteps', () => {
  it('repeats the cycle between intro and outro with cumulative start times', () => {
    const box = findTechnique('box-atmung')!;
    const timeline = expandSteps(box);
    expect(timeline).toHaveLength(box.intro.length + 6 * 4 + box.outro.length);
    expect(timeline[0]).toMatchObject({ startSeconds: 0, cycle: null });
    expect(timeline[1]).toMatchObject({ breath: 'inhale', startSeconds: 8, cycle: 1 });
    expect(timeline[5]).toMatchObject({ breath: 'inhale', startSeconds: 24, cycle: 2 });
    expect(timeline.at(-2)).toMatchObject({ breath: 'hold', cycle: 6 });
    expect(timeline.at(-1)).toMatchObject({ cycle: null, startSeconds: 8 + 96 });
    expect(box.durationSeconds).toBe(120);
  });

  it('leaves techniques without cycles as they are', () => {
    const reset = findTechnique('reset-routine')!;
    const timeline = expandSteps(reset);
    expect(timeline.map((s) => s.text)).toEqual(reset.steps.map((s) => s.text));
    expect(timeline.every((s) => s.cycle === null)).toBe(true);
  });

  it('adds up to the technique duration with contiguous steps, for every technique', () => {
    for (const t of TECHNIQUES) {
      const timeline = expandSteps(t);
      let expected = 0;
      for (const s of timeline) {
        expect(s.startSeconds).toBe(expected);
        expected += s.seconds;
      }
      expect(expected, t.id).toBe(t.durationSeconds);
    }
  });
});

const zone = (
  id: string,
  label: string,
  group: CocktailEmotion['group'],
  zoneMin: number,
  zoneMax: number,
): CocktailEmotion => ({ id, label, group, zoneMin, zoneMax });

const cocktail: CocktailEmotion[] = [
  zone('energiegeladen', 'energiegeladen', 'P+', 6, 8),
  zone('selbstsicher', 'selbstsicher', 'P+', 6, 8),
  zone('nervoes', 'nervös', 'N+', 3, 5),
  zone('aengstlich', 'ängstlich', 'N-', 0, 2),
  zone('muede', 'müde', 'N-', 0, 2),
  zone('entspannt', 'entspannt', 'P-', 1, 4),
];

const inZone = [
  { emotionId: 'energiegeladen', intensity: 7 },
  { emotionId: 'selbstsicher', intensity: 6 },
  { emotionId: 'nervoes', intensity: 4 },
  { emotionId: 'aengstlich', intensity: 1 },
  { emotionId: 'muede', intensity: 0 },
  { emotionId: 'entspannt', intensity: 3 },
];

const withIntensity = (changes: Record<string, number>) =>
  inZone.map((c) => ({ ...c, intensity: changes[c.emotionId] ?? c.intensity }));

const goalsOf = (s: ReturnType<typeof suggestTechniques>) => s.map((x) => x.goal);

describe('suggestTechniques', () => {
  it('offers every goal in a neutral order before the first check-in', () => {
    const s = suggestTechniques(cocktail, null);
    expect(goalsOf(s)).toEqual([...GOALS]);
    expect(s.every((x) => x.reason === REASON_NO_CHECK_IN)).toBe(true);
    expect(REASON_NO_CHECK_IN).toBe('Noch kein Check-in');
  });

  it('treats a check-in without any cocktail emotion like no check-in', () => {
    expect(goalsOf(suggestTechniques(cocktail, []))).toEqual([...GOALS]);
    const s = suggestTechniques(cocktail, [{ emotionId: 'wach', intensity: 9 }]);
    expect(s[0]?.reason).toBe('Noch kein Check-in');
  });

  it('keeps the zone with focus and confidence when everything is in zone', () => {
    const s = suggestTechniques(cocktail, inZone);
    expect(goalsOf(s)).toEqual(['fokussieren', 'selbstvertrauen']);
    expect(s.map((x) => x.reason)).toEqual([REASON_IN_ZONE, REASON_IN_ZONE]);
    expect(REASON_IN_ZONE).toBe('Du bist in deiner Zone – halte sie');
  });

  it('calms first when a harmful unpleasant emotion is above its zone, even by one', () => {
    const s = suggestTechniques(cocktail, withIntensity({ aengstlich: 3 }));
    expect(s[0]).toMatchObject({
      goal: 'beruhigen',
      reason: 'Ängstlich liegt 1 über deinem Zielbereich',
    });
  });

  it('calms first when any emotion is two or more above its zone', () => {
    const s = suggestTechniques(cocktail, withIntensity({ nervoes: 8 }));
    expect(s[0]).toMatchObject({
      goal: 'beruhigen',
      reason: 'Nervös liegt 3 über deinem Zielbereich',
    });
    expect(goalsOf(s)).toEqual(['beruhigen']);
  });

  it('lets a helpful emotion just one above its zone pass', () => {
    const s = suggestTechniques(cocktail, withIntensity({ nervoes: 6 }));
    expect(goalsOf(s)).toEqual(['fokussieren', 'selbstvertrauen']);
    expect(s[0]?.reason).toBe(REASON_NEAR_ZONE);
  });

  it('activates first when a helpful activating emotion is below its zone', () => {
    const s = suggestTechniques(cocktail, withIntensity({ energiegeladen: 4 }));
    expect(s[0]).toMatchObject({
      goal: 'aktivieren',
      reason: 'Energiegeladen liegt 2 unter deinem Zielbereich',
    });
    const nervousLow = suggestTechniques(cocktail, withIntensity({ nervoes: 2 }));
    expect(nervousLow[0]).toMatchObject({
      goal: 'aktivieren',
      reason: 'Nervös liegt 1 unter deinem Zielbereich',
    });
  });

  it('does not calm down an athlete who is too tired or too relaxed', () => {
    expect(suggestTechniques(cocktail, withIntensity({ muede: 5 }))[0]).toMatchObject({
      goal: 'aktivieren',
      reason: 'Müde liegt 3 über deinem Zielbereich',
    });
    expect(suggestTechniques(cocktail, withIntensity({ entspannt: 7 }))[0]?.goal).toBe(
      'aktivieren',
    );
  });

  it('builds confidence when self-confidence is missing', () => {
    expect(suggestTechniques(cocktail, withIntensity({ selbstsicher: 3 }))[0]).toMatchObject({
      goal: 'selbstvertrauen',
      reason: 'Selbstsicher liegt 3 unter deinem Zielbereich',
    });
  });

  it('puts the larger gap first and over-arousal first on a tie', () => {
    const bigLow = suggestTechniques(cocktail, withIntensity({ nervoes: 7, energiegeladen: 2 }));
    expect(goalsOf(bigLow)).toEqual(['aktivieren', 'beruhigen']);
    const tie = suggestTechniques(cocktail, withIntensity({ nervoes: 7, energiegeladen: 4 }));
    expect(goalsOf(tie)).toEqual(['beruhigen', 'aktivieren']);
  });

  it('names the emotion with the largest gap in the reason of its goal', () => {
    const s = suggestTechniques(cocktail, withIntensity({ aengstlich: 3, nervoes: 9 }));
    expect(s).toHaveLength(1);
    expect(s[0]?.reason).toBe('Nervös liegt 4 über deinem Zielbereich');
  });

  it('puts favourites first and honours the limit', () => {
    const s = suggestTechniques(cocktail, null, { favouriteIds: ['body-scan-kurz'], limit: 2 });
    const calm = s.find((x) => x.goal === 'beruhigen');
    expect(calm?.techniques.map((t) => t.id)).toEqual(['body-scan-kurz', 'box-atmung']);
    expect(s.every((x) => x.techniques.length === 2)).toBe(true);
  });

  it('is not fooled by emotion ids that name object properties', () => {
    const own = [zone('constructor', 'Druck', 'N+', 2, 4)];
    const s = suggestTechniques(own, [{ emotionId: 'constructor', intensity: 9 }]);
    expect(s[0]).toMatchObject({
      goal: 'beruhigen',
      reason: 'Druck liegt 5 über deinem Zielbereich',
    });
  });

  it('is deterministic', () => {
    const checkIn = withIntensity({ nervoes: 9, energiegeladen: 3 });
    expect(suggestTechniques(cocktail, checkIn)).toEqual(suggestTechniques(cocktail, checkIn));
  });

  const arbCocktail = fc
    .uniqueArray(
      fc.record({
        emotion: fc.constantFrom(
          ...EMOTION_CATALOGUE,
          { id: 'eigen-kampfgeist', label: 'Kampfgeist', group: 'P+' as const },
          { id: 'eigen-druck', label: 'Druck', group: 'N-' as const },
        ),
        group: fc.constantFrom(...EMOTION_GROUPS),
        a: fc.integer({ min: 0, max: 10 }),
        b: fc.integer({ min: 0, max: 10 }),
      }),
      { minLength: 0, maxLength: 12, selector: (r) => r.emotion.id },
    )
    .map((list) =>
      list.map(
        ({ emotion, group, a, b }): CocktailEmotion => ({
          id: emotion.id,
          label: emotion.label,
          // Own words may be put in any group; catalogue emotions keep theirs.
          group: emotion.id.startsWith('eigen-') ? group : emotion.group,
          zoneMin: Math.min(a, b),
          zoneMax: Math.max(a, b),
        }),
      ),
    );

  const arbCheckIn = fc.option(
    fc.array(
      fc.record({
        emotionId: fc.constantFrom(
          ...EMOTION_CATALOGUE.map((e) => e.id),
          'eigen-kampfgeist',
          'eigen-druck',
        ),
        intensity: fc.integer({ min: 0, max: 10 }),
      }),
      { maxLength: 16 },
    ),
    { nil: null },
  );

  it('names each goal at most once, only with techniques of that goal and a reason', () => {
    fc.assert(
      fc.property(
        arbCocktail,
        arbCheckIn,
        fc.integer({ min: 0, max: 5 }),
        (list, checkIn, limit) => {
          const s = suggestTechniques(list, checkIn, { limit });
          expect(s.length).toBeGreaterThan(0);
          expect(new Set(goalsOf(s)).size).toBe(s.length);
          for (const x of s) {
            expect(GOALS).toContain(x.goal);
            expect(x.reason.length).toBeGreaterThan(0);
            expect(x.techniques.length).toBeLessThanOrEqual(limit);
            for (const t of x.techniques) expect(t.goal).toBe(x.goal);
          }
        },
      ),
    );
  });
});
