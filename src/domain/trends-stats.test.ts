import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CocktailEmotion } from './schemas/athlete';
import { emotionSeries, roundedCorrelation } from './trends-stats';

/**
 * PostgreSQL's `round(corr(x, y)::numeric, 2)::float8`, step by step as the server does it:
 * float8_regr_accum (Youngs-Cramer) over the pairs in the given order, float8_corr, the float8 to
 * numeric cast (15 significant digits) and numeric rounding half away from zero.
 */
function postgresRoundedCorr(pairs: [number, number][]): number | null {
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const [x, y] of pairs) {
    const before = n;
    n += 1;
    sx += x;
    sy += y;
    if (before > 0) {
      const tx = x * n - sx;
      const ty = y * n - sy;
      const scale = 1 / (n * before);
      sxx += tx * tx * scale;
      syy += ty * ty * scale;
      sxy += tx * ty * scale;
    }
  }
  if (n < 1 || sxx === 0 || syy === 0) return null;
  return roundDecimal((sxy / Math.sqrt(sxx * syy)).toPrecision(15), 2);
}

/** A decimal text rounded to `places`, half away from zero, exactly (BigInt). */
function roundDecimal(text: string, places: number): number {
  const negative = text.startsWith('-');
  const [mantissa = '', exponent = '0'] = (negative ? text.slice(1) : text).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = BigInt(whole + fraction);
  const shift = Number(exponent) - fraction.length + places;
  let scaled: bigint;
  if (shift >= 0) scaled = digits * 10n ** BigInt(shift);
  else {
    const divisor = 10n ** BigInt(-shift);
    scaled = digits / divisor;
    if ((digits % divisor) * 2n >= divisor) scaled += 1n;
  }
  const value = Number(scaled) / 10 ** places;
  return negative && value !== 0 ? -value : value;
}

function sums(pairs: [number, number][]) {
  let [sx, sy, sxx, syy, sxy] = [0, 0, 0, 0, 0];
  for (const [x, y] of pairs) {
    sx += x;
    sy += y;
    sxx += x * x;
    syy += y * y;
    sxy += x * y;
  }
  return [pairs.length, sx, sy, sxx, syy, sxy] as const;
}

const intensity = fc.integer({ min: 0, max: 10 });
const pairs = (max: number) => fc.array(fc.tuple(intensity, intensity), { maxLength: max });

describe('roundedCorrelation', () => {
  it('gives what PostgreSQL gives for pairs of whole numbers 0..10', () => {
    fc.assert(
      fc.property(pairs(80), (p) => {
        expect(roundedCorrelation(...sums(p))).toBe(postgresRoundedCorr(p));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with PostgreSQL on long series too', () => {
    fc.assert(
      fc.property(pairs(3000), (p) => {
        expect(roundedCorrelation(...sums(p))).toBe(postgresRoundedCorr(p));
      }),
      { numRuns: 200 },
    );
  });

  // Correlations exactly on a half hundredth, with PostgreSQL 15's answers (corr gives
  // -0.125, 0.025000000000000005, 0.325 and -0.625 there).
  it.each([
    [[1, 8, 1, 2, 10, 8], [5, 10, 8, 4, 3, 4], -0.13],
    [[8, 8, 4, 2, 3, 8, 2], [0, 10, 0, 4, 8, 10, 10], 0.03],
    [[5, 6, 8, 5, 5, 4, 4, 3], [7, 9, 10, 2, 1, 10, 2, 7], 0.33],
    [[7, 8, 6, 9, 3, 9, 3, 3], [3, 1, 0, 2, 3, 1, 7, 3], -0.63],
  ])('rounds the half of %j / %j away from zero', (xs, ys, want) => {
    const p = xs.map((x, i) => [x, ys[i] as number] as [number, number]);
    expect(roundedCorrelation(...sums(p))).toBe(want);
    expect(postgresRoundedCorr(p)).toBe(want);
  });

  it('is null without pairs and for a constant side, and 1 or -1 on a line', () => {
    expect(roundedCorrelation(0, 0, 0, 0, 0, 0)).toBeNull();
    expect(roundedCorrelation(...sums([[3, 4]]))).toBeNull();
    expect(
      roundedCorrelation(
        ...sums([
          [3, 1],
          [3, 5],
          [3, 9],
        ]),
      ),
    ).toBeNull();
    expect(
      roundedCorrelation(
        ...sums([
          [1, 2],
          [2, 4],
          [3, 6],
        ]),
      ),
    ).toBe(1);
    expect(
      roundedCorrelation(
        ...sums([
          [1, 6],
          [2, 4],
          [3, 2],
        ]),
      ),
    ).toBe(-1);
  });

  it('never answers a negative zero', () => {
    // r = -0.0008: PostgreSQL answers 0 (numeric has no negative zero).
    const xs = [
      5, 4, 2, 2, 2, 4, 8, 4, 4, 5, 10, 4, 7, 10, 1, 8, 1, 3, 10, 7, 4, 9, 5, 5, 1, 3, 5, 2, 9, 0,
    ];
    const ys = [
      6, 2, 2, 7, 3, 2, 2, 7, 2, 4, 4, 10, 4, 5, 5, 8, 7, 0, 7, 1, 5, 7, 4, 9, 9, 3, 0, 0, 0, 4,
    ];
    const p = xs.map((x, i) => [x, ys[i] as number] as [number, number]);
    const r = roundedCorrelation(...sums(p));
    expect(Object.is(r, 0)).toBe(true);
    expect(Object.is(postgresRoundedCorr(p), 0)).toBe(true);
  });
});

const COCKTAIL: CocktailEmotion[] = [
  { id: 'motiviert', label: 'motiviert', group: 'P+', zoneMin: 6, zoneMax: 8 },
  { id: 'nervoes', label: 'nervös', group: 'N+', zoneMin: 3, zoneMax: 6 },
  { id: 'muede', label: 'müde', group: 'N-', zoneMin: 0, zoneMax: 2 },
];

describe('emotionSeries', () => {
  it('lines the intensities up with the entries and relates them to the rating', () => {
    const { emotions, relation } = emotionSeries(COCKTAIL, [4, 6, 8, 5, 9], {
      emotionIds: [
        ['motiviert', 'nervoes', 'muede'],
        ['muede', 'nervoes', 'motiviert'],
        ['motiviert', 'nervoes', 'muede'],
        ['motiviert', 'nervoes', 'muede'],
        ['motiviert', 'wuetend', 'nervoes'],
      ],
      intensities: [
        [3, 2, 5],
        [3, 4, 5],
        [7, 5, 1],
        [6, 6, 2],
        [8, 4, 7],
      ],
    });
    expect(emotions.map((e) => e.intensities)).toEqual([
      [3, 5, 7, 6, 8],
      [2, 4, 5, 6, 7],
      [5, 3, 1, 2, null],
    ]);
    expect(emotions[0]).toMatchObject({ id: 'motiviert', group: 'P+', zoneMin: 6, zoneMax: 8 });
    expect(relation).toEqual([
      { id: 'motiviert', label: 'motiviert', group: 'P+', n: 5, r: 0.9 },
      { id: 'nervoes', label: 'nervös', group: 'N+', n: 5, r: 0.71 },
      { id: 'muede', label: 'müde', group: 'N-', n: 4, r: null },
    ]);
  });

  it('answers empty series for no entries and no cocktail', () => {
    const none = { emotionIds: [], intensities: [] };
    expect(emotionSeries(COCKTAIL, [], none).emotions.map((e) => e.intensities)).toEqual([
      [],
      [],
      [],
    ]);
    expect(emotionSeries(COCKTAIL, [], none).relation.map((r) => [r.n, r.r])).toEqual([
      [0, null],
      [0, null],
      [0, null],
    ]);
    expect(emotionSeries([], [5], { emotionIds: [['motiviert']], intensities: [[3]] })).toEqual({
      emotions: [],
      relation: [],
    });
  });
});
