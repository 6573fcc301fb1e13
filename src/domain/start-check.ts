/**
 * The pre-start check ("Startcheck"): the athlete rates her cocktail emotions, does one technique
 * and rates them again. What counts as a technique helping, and from how many checks on the
 * athlete's own results outrank the general suggestion rule, is declared here once.
 */
import { distanceToZone, type Zoned } from './zones';

/** Checks with a measurable change a technique needs before its own result ranks it. */
export const EFFECT_MIN_SAMPLES = 3;

/** One emotion of a check, with the zone it had at the time, so later zone edits rewrite nothing. */
export interface StartCheckRating {
  emotionId: string;
  label: string;
  zoneMin: number;
  zoneMax: number;
  before: number;
  after: number;
}

export interface OutsideZone {
  /** Signed: negative below the zone, positive above it (as `distanceToZone`). */
  distance: number;
}

/** The emotions of a rating that lie outside their zone, in the given order. */
export function outsideZone<T extends Zoned>(items: readonly T[]): (T & OutsideZone)[] {
  return items
    .map((item) => ({ ...item, distance: distanceToZone(item) }))
    .filter((item) => item.distance !== 0);
}

/**
 * The change toward the zone of one check: for each emotion outside its zone before, the points it
 * was away before minus the points away after, averaged over those emotions. Positive: closer to
 * the zone; negative: further away (overshooting to the other side counts as distance too).
 * `null` when nothing was outside before, so there was nothing to change.
 */
export function changeTowardZone(
  ratings: readonly Pick<StartCheckRating, 'zoneMin' | 'zoneMax' | 'before' | 'after'>[],
): number | null {
  let sum = 0;
  let count = 0;
  for (const r of ratings) {
    const before = Math.abs(distanceToZone({ ...r, intensity: r.before }));
    if (before === 0) continue;
    const after = Math.abs(distanceToZone({ ...r, intensity: r.after }));
    sum += before - after;
    count++;
  }
  return count === 0 ? null : sum / count;
}

/** A technique's record in the athlete's checks: the mean change toward the zone over `n` checks. */
export interface TechniqueEffect {
  techniqueId: string;
  meanChange: number;
  n: number;
}

/**
 * The effects of a list of checks, largest mean change first (more checks first on a tie, then by
 * id); checks without a change (nothing was outside) do not count.
 */
export function summariseEffects(
  checks: readonly { techniqueId: string; change: number | null }[],
): TechniqueEffect[] {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const c of checks) {
    if (c.change === null) continue;
    const s = sums.get(c.techniqueId) ?? { sum: 0, n: 0 };
    s.sum += c.change;
    s.n++;
    sums.set(c.techniqueId, s);
  }
  return [...sums]
    .map(([techniqueId, s]) => ({ techniqueId, meanChange: s.sum / s.n, n: s.n }))
    .sort(
      (a, b) =>
        b.meanChange - a.meanChange ||
        b.n - a.n ||
        (a.techniqueId < b.techniqueId ? -1 : a.techniqueId > b.techniqueId ? 1 : 0),
    );
}

/** Whether a technique has been measured often enough for its own result to rank it. */
export function isProven(effect: Pick<TechniqueEffect, 'n'> | undefined): boolean {
  return effect !== undefined && effect.n >= EFFECT_MIN_SAMPLES;
}

/**
 * Reorders a list that is already in the general order: proven techniques that helped come first,
 * the best mean change first; then the unproven ones in the general order; proven techniques that
 * did not help (mean change ≤ 0) last. Ties keep the general order.
 */
export function rankByEffect<T extends { id: string }>(
  general: readonly T[],
  effects: ReadonlyMap<string, Pick<TechniqueEffect, 'meanChange' | 'n'>>,
): T[] {
  const helped: { item: T; mean: number }[] = [];
  const unproven: T[] = [];
  const notHelped: T[] = [];
  for (const item of general) {
    const effect = effects.get(item.id);
    if (!effect || !isProven(effect)) unproven.push(item);
    else if (effect.meanChange > 0) helped.push({ item, mean: effect.meanChange });
    else notHelped.push(item);
  }
  // Array.prototype.sort is stable, so equal means keep the general order.
  helped.sort((a, b) => b.mean - a.mean);
  return [...helped.map((h) => h.item), ...unproven, ...notHelped];
}
