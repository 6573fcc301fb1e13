/**
 * Zones as probabilities: for each emotion of the cocktail, how likely a good performance is at each
 * intensity (0-10), learned from the athlete's own entries, with its uncertainty.
 *
 * Method: a binned beta-binomial model. Per intensity the entries that rated the emotion there are
 * counted, with the entries one point away counting half (neighbouring intensities feel alike, and
 * a phone-sized protocol has only a few entries per point). A weak Beta prior centred on the
 * athlete's own share of good performances (worth `PRIOR_ENTRIES` entries) keeps a point with one or
 * two entries near that base rate. Each point's answer is the posterior mean and its central
 * `CREDIBLE_MASS` interval. Chosen over a logistic curve because a zone may sit anywhere on the
 * scale (a bell, not a slope) and because counts "7 of 10 times" are what an athlete can check.
 *
 * The ranges: the optimal range is the run of intensities around the best one whose chance stays
 * above `RANGE_LEVEL` of the way from the base rate to that best chance, ending on intensities that
 * have entries of their own; it counts only when it is clearly better than the rest (the 90 %
 * intervals of the two pooled shares do not overlap). Outside it,
 * intensities at or above the base rate are moderate, those below it poor, and those with hardly any
 * entries nearby unknown.
 */
import type {
  ZoneBand,
  ZoneChance,
  ZoneChancePoint,
  ZoneLearning,
  ZoneSuggestion,
} from './api-trends';
import type { CocktailEmotion } from './schemas/athlete';
import { MIN_ZONE_ENTRIES } from './trends-limits';

/** Intensities and ratings run 0..SCALE_MAX (Borg CR-10). */
export const SCALE_MAX = 10;
const LEVELS = Array.from({ length: SCALE_MAX + 1 }, (_, i) => i);

/**
 * The one rule of a good performance: the top third of the athlete's own ratings. Ratings are whole
 * numbers with ties, so the rule picks the rating from which on the share of entries is closest to a
 * third (the stricter one on a tie), and never the lowest rating, which would call every entry good.
 */
export const GOOD_SHARE = 1 / 3;

/** What the prior weighs, in entries: enough to calm a point with one entry, not to outvote five. */
const PRIOR_ENTRIES = 2;
/** What an entry one intensity point away counts for (tuned by the simulation in the tests). */
const NEIGHBOUR_WEIGHT = 0.75;
/** The credible interval of every chance shown: the middle 80 %. */
const CREDIBLE_MASS = 0.8;
/**
 * An optimal range is claimed only when the middle 90 % of its pooled chance lies above that of the
 * rest: for an emotion that does not matter, the simulation then claims a range in fewer than one
 * case in ten.
 */
const CLAIM_MASS = 0.9;
/** The optimal range reaches as far as the chance stays this share of the way up from the base rate. */
const RANGE_LEVEL = 0.4;
/** Below this many entries at and around an intensity (neighbours counting half), it is unknown. */
const MIN_KNOWN_WEIGHT = 1;

// ---------------------------------------------------------------------------------------------
// The Beta distribution's quantile, from the regularized incomplete beta function.

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
];

function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The continued fraction of the incomplete beta function (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-14) break;
  }
  return h;
}

/** log B(a, b), the normalising constant of Beta(a, b). */
const logBeta = (a: number, b: number): number => logGamma(a) + logGamma(b) - logGamma(a + b);

/** P(X ≤ x) for X ~ Beta(a, b), given `lnB` = log B(a, b). */
function cdfOf(x: number, a: number, b: number, lnB: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(a * Math.log(x) + b * Math.log(1 - x) - lnB);
  return x < (a + 1) / (a + b + 2)
    ? (front * betaFraction(a, b, x)) / a
    : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(X ≤ x) for X ~ Beta(a, b). */
export function betaCdf(x: number, a: number, b: number): number {
  return cdfOf(x, a, b, logBeta(a, b));
}

/**
 * The q-quantile of Beta(a, b): Newton's steps from the mean, inside a bracket that every step
 * narrows, and a bisection wherever a step would leave it (the cdf is monotone, so it cannot go
 * astray). A handful of cdf evaluations reach the last bits, where bisection alone took sixty; the
 * trends learn a few hundred quantiles per call.
 */
export function betaQuantile(q: number, a: number, b: number): number {
  const lnB = logBeta(a, b);
  let lo = 0;
  let hi = 1;
  let x = a / (a + b);
  for (let i = 0; i < 100 && hi - lo > 1e-15; i++) {
    const f = cdfOf(x, a, b, lnB) - q;
    if (f === 0) return x;
    if (f < 0) lo = x;
    else hi = x;
    const density = Math.exp((a - 1) * Math.log(x) + (b - 1) * Math.log(1 - x) - lnB);
    const next = x - f / density;
    const inside = next > lo && next < hi;
    x = inside ? next : (lo + hi) / 2;
    if (inside && Math.abs(f / density) <= 1e-15 * x) return x;
  }
  return x;
}

interface Posterior {
  mean: number;
  low: number;
  high: number;
}

/** Beta posterior of `good` successes in `entries` (weights allowed) under the base-rate prior. */
function posterior(good: number, entries: number, base: number, mass = CREDIBLE_MASS): Posterior {
  const a = PRIOR_ENTRIES * base + good;
  const b = PRIOR_ENTRIES * (1 - base) + (entries - good);
  const tail = (1 - mass) / 2;
  const mean = a / (a + b);
  // A very skewed posterior (a base rate near 0 or 1) can have its mean outside the equal tails;
  // the interval then reaches to the mean, so the curve never leaves its band.
  return {
    mean,
    low: Math.min(betaQuantile(tail, a, b), mean),
    high: Math.max(betaQuantile(1 - tail, a, b), mean),
  };
}

// ---------------------------------------------------------------------------------------------
// The counts the model learns from.

/**
 * What the learning reads of the protocol, as counts (the server aggregates them in SQL):
 * `ratings` as [rating, entries] pairs over all entries, and `cells` as
 * [emotion id, intensity, rating, entries] over every emotion rating of every entry.
 */
export interface LearningCounts {
  ratings: readonly (readonly [number, number])[];
  cells: readonly (readonly [string, number, number, number])[];
}

/** An entry as the learning sees it. */
export interface LearningEntry {
  rating: number;
  emotions: readonly { id: string; intensity: number }[];
}

/** The counts of a list of entries, which zone learning works on. */
export function countsOf(entries: readonly LearningEntry[]): LearningCounts {
  const ratings = new Map<number, number>();
  const cells = new Map<string, [string, number, number, number]>();
  for (const e of entries) {
    ratings.set(e.rating, (ratings.get(e.rating) ?? 0) + 1);
    for (const { id, intensity } of e.emotions) {
      const key = `${id}\u0000${intensity}\u0000${e.rating}`;
      const cell = cells.get(key);
      if (cell) cell[3]++;
      else cells.set(key, [id, intensity, e.rating, 1]);
    }
  }
  return { ratings: [...ratings], cells: [...cells.values()] };
}

/**
 * The rating from which on a performance counts as good (see `GOOD_SHARE`); null without two
 * different ratings, when no entry could be better than another.
 */
export function goodFrom(ratings: LearningCounts['ratings']): number | null {
  const perRating = new Array<number>(SCALE_MAX + 1).fill(0);
  let total = 0;
  for (const [rating, n] of ratings) {
    perRating[rating] = (perRating[rating] ?? 0) + n;
    total += n;
  }
  let best: number | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  let atOrAbove = 0;
  // From the top down, so that a tie in the distance to a third keeps the stricter rating.
  for (let r = SCALE_MAX; r >= 0; r--) {
    const n = perRating[r] ?? 0;
    if (n === 0) continue;
    if (atOrAbove + n === total) break; // the lowest rating given: everyone would be good
    atOrAbove += n;
    const gap = Math.abs(atOrAbove / total - GOOD_SHARE);
    if (gap < bestGap) {
      bestGap = gap;
      best = r;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// One emotion.

/** Entries and good ones per intensity for one emotion. */
interface Bins {
  entries: number[];
  good: number[];
}

function binsOf(cells: LearningCounts['cells'], id: string, threshold: number): Bins {
  const entries = new Array<number>(SCALE_MAX + 1).fill(0);
  const good = new Array<number>(SCALE_MAX + 1).fill(0);
  for (const [cellId, intensity, rating, n] of cells) {
    if (cellId !== id || intensity < 0 || intensity > SCALE_MAX) continue;
    entries[intensity] = (entries[intensity] ?? 0) + n;
    if (rating >= threshold) good[intensity] = (good[intensity] ?? 0) + n;
  }
  return { entries, good };
}

/** The counts at `i` with the neighbours' counting `NEIGHBOUR_WEIGHT`. */
function smoothed(values: number[], i: number): number {
  let sum = values[i] ?? 0;
  if (i > 0) sum += NEIGHBOUR_WEIGHT * (values[i - 1] ?? 0);
  if (i < SCALE_MAX) sum += NEIGHBOUR_WEIGHT * (values[i + 1] ?? 0);
  return sum;
}

const sumOf = (values: number[], from = 0, to = values.length - 1) => {
  let s = 0;
  for (let i = from; i <= to; i++) s += values[i] ?? 0;
  return s;
};

/** Three decimals are plenty for a chance and keep the answer short and stable. */
const round3 = (x: number) => Math.round(x * 1000) / 1000;

interface EmotionModel {
  curve: ZoneChancePoint[];
  /** The optimal range, when one is clearly better than the rest. */
  optimal: { min: number; max: number; chance: ZoneChance } | null;
}

/** The chances of one emotion, from its bins, the good threshold's base rate `base` (0 < base < 1). */
function modelOf(bins: Bins, base: number): EmotionModel {
  const weight = LEVELS.map((i) => smoothed(bins.entries, i));
  const points = LEVELS.map((i) => posterior(smoothed(bins.good, i), weight[i] as number, base));
  const known = LEVELS.map((i) => (weight[i] as number) >= MIN_KNOWN_WEIGHT);

  // The best intensity with entries of its own: highest chance, then the most entries around it,
  // then the lower intensity.
  let peak = -1;
  for (const i of LEVELS) {
    if (!known[i] || bins.entries[i] === 0) continue;
    if (peak < 0) {
      peak = i;
      continue;
    }
    const [p, q] = [points[i] as Posterior, points[peak] as Posterior];
    if (p.mean > q.mean || (p.mean === q.mean && (weight[i] as number) > (weight[peak] as number)))
      peak = i;
  }

  let optimal: EmotionModel['optimal'] = null;
  if (peak >= 0 && (points[peak] as Posterior).mean > base) {
    const level = base + ((points[peak] as Posterior).mean - base) * RANGE_LEVEL;
    const inRun = (i: number) => known[i] && (points[i] as Posterior).mean >= level;
    let min = peak;
    let max = peak;
    while (min > 0 && inRun(min - 1)) min--;
    while (max < SCALE_MAX && inRun(max + 1)) max++;
    // An end without entries of its own is there only by its neighbour's credit: it is left out.
    while (min < peak && bins.entries[min] === 0) min++;
    while (max > peak && bins.entries[max] === 0) max--;
    const goodIn = sumOf(bins.good, min, max);
    const entriesIn = sumOf(bins.entries, min, max);
    const inside = posterior(goodIn, entriesIn, base);
    const claimIn = posterior(goodIn, entriesIn, base, CLAIM_MASS);
    const claimOut = posterior(
      sumOf(bins.good) - goodIn,
      sumOf(bins.entries) - entriesIn,
      base,
      CLAIM_MASS,
    );
    if (claimIn.low > claimOut.high) {
      optimal = {
        min,
        max,
        chance: {
          good: goodIn,
          entries: entriesIn,
          mean: round3(inside.mean),
          low: round3(inside.low),
          high: round3(inside.high),
        },
      };
    }
  }

  const bandOf = (i: number): ZoneBand => {
    if (optimal && i >= optimal.min && i <= optimal.max) return 'optimal';
    if (!known[i]) return 'unknown';
    return (points[i] as Posterior).mean >= base ? 'moderate' : 'poor';
  };
  return {
    curve: LEVELS.map((i) => {
      const p = points[i] as Posterior;
      return {
        intensity: i,
        entries: bins.entries[i] as number,
        good: bins.good[i] as number,
        chance: round3(p.mean),
        low: round3(p.low),
        high: round3(p.high),
        band: bandOf(i),
      };
    }),
    optimal,
  };
}

/** The intensities of one band as runs: [[0, 1], [9, 10]]. */
export function rangesOf(curve: readonly ZoneChancePoint[], band: ZoneBand): [number, number][] {
  const runs: [number, number][] = [];
  for (const p of curve) {
    if (p.band !== band) continue;
    const last = runs[runs.length - 1];
    if (last && last[1] === p.intensity - 1) last[1] = p.intensity;
    else runs.push([p.intensity, p.intensity]);
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------
// The cocktail.

/**
 * The zone learning of a cocktail from its counts: per emotion the chance curve once
 * `MIN_ZONE_ENTRIES` entries rated it, and its optimal range as the suggested zone.
 */
export function learnZones(
  cocktail: readonly CocktailEmotion[],
  counts: LearningCounts,
): ZoneLearning {
  const entries = counts.ratings.reduce((sum, [, n]) => sum + n, 0);
  const threshold = goodFrom(counts.ratings);
  const goodEntries =
    threshold === null
      ? 0
      : counts.ratings.reduce((sum, [rating, n]) => sum + (rating >= threshold ? n : 0), 0);
  const base = entries > 0 ? goodEntries / entries : 0;

  const emotions = cocktail.map((c): ZoneSuggestion => {
    const bins = binsOf(counts.cells, c.id, threshold ?? Number.POSITIVE_INFINITY);
    const samples = sumOf(bins.entries);
    const entriesNeeded = Math.max(MIN_ZONE_ENTRIES - samples, 0);
    const model = entriesNeeded === 0 && threshold !== null ? modelOf(bins, base) : null;
    return {
      id: c.id,
      label: c.label,
      group: c.group,
      suggestedMin: model?.optimal?.min ?? null,
      suggestedMax: model?.optimal?.max ?? null,
      currentMin: c.zoneMin,
      currentMax: c.zoneMax,
      samples,
      entriesNeeded,
      chance: model?.optimal?.chance ?? null,
      curve: model?.curve ?? [],
    };
  });

  const entriesNeeded =
    emotions.length === 0
      ? Math.max(MIN_ZONE_ENTRIES - entries, 0)
      : Math.min(...emotions.map((e) => e.entriesNeeded));
  return {
    available: emotions.some((e) => e.curve.length > 0),
    entries,
    entriesNeeded,
    goodFrom: threshold,
    goodEntries,
    emotions,
  };
}
