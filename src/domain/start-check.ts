/**
 * The pre-start check ("Startcheck"): the athlete rates her cocktail emotions, does one technique
 * and rates them again. What counts as a technique helping, and from how many checks on the
 * athlete's own results outrank the general suggestion rule, is declared here once.
 */
import { isPastCompetition } from './competitions';
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

/** A tunnel routine's record in the athlete's checks, as a technique's, with its current name. */
export interface RoutineEffect {
  routineId: string;
  name: string;
  meanChange: number;
  n: number;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Mean change per key, largest first (more checks first on a tie, then by key). */
function summarise(checks: readonly { key: string; change: number | null }[]) {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const c of checks) {
    if (c.change === null) continue;
    const s = sums.get(c.key) ?? { sum: 0, n: 0 };
    s.sum += c.change;
    s.n++;
    sums.set(c.key, s);
  }
  return [...sums]
    .map(([key, s]) => ({ key, meanChange: s.sum / s.n, n: s.n }))
    .sort((a, b) => b.meanChange - a.meanChange || b.n - a.n || byId(a.key, b.key));
}

/**
 * The effects of a list of checks, largest mean change first (more checks first on a tie, then by
 * id); checks without a change (nothing was outside) do not count.
 */
export function summariseEffects(
  checks: readonly { techniqueId: string; change: number | null }[],
): TechniqueEffect[] {
  return summarise(checks.map((c) => ({ key: c.techniqueId, change: c.change }))).map(
    ({ key, ...e }) => ({ techniqueId: key, ...e }),
  );
}

/** The same for routines, named by `nameOf` (their current name). */
export function summariseRoutineEffects(
  checks: readonly { routineId: string; change: number | null }[],
  nameOf: (routineId: string) => string,
): RoutineEffect[] {
  return summarise(checks.map((c) => ({ key: c.routineId, change: c.change }))).map(
    ({ key, ...e }) => ({ routineId: key, name: nameOf(key), ...e }),
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

/** What a Startcheck can suggest and run between its two ratings. */
export type StartCheckOption =
  | { kind: 'technique'; id: string; title: string }
  | { kind: 'routine'; id: string; title: string };

/** One key for techniques and routines, so both rank in one list (ids of the two never clash). */
export const optionKey = (o: Pick<StartCheckOption, 'kind' | 'id'>) => `${o.kind}:${o.id}`;

/**
 * The Startcheck's options, most likely to help first. The general order before any learning: a
 * routine made for the competition the check is for (the athlete prepared it for exactly this), then
 * the techniques of the general rule, then her other routines. Then `rankByEffect` over both kinds
 * at once, so a routine or a technique with a proven effect (n ≥ `EFFECT_MIN_SAMPLES`) moves up by
 * its mean change, and one proven not to help moves to the end.
 */
export function rankStartCheckOptions(
  techniques: readonly { id: string; title: string }[],
  routines: readonly { id: string; name: string; competitionId: string | null }[],
  effects: {
    techniques: readonly Pick<TechniqueEffect, 'techniqueId' | 'meanChange' | 'n'>[];
    routines: readonly Pick<RoutineEffect, 'routineId' | 'meanChange' | 'n'>[];
  },
  competitionId: string | null,
): StartCheckOption[] {
  const asRoutine = (r: (typeof routines)[number]): StartCheckOption => ({
    kind: 'routine',
    id: r.id,
    title: r.name,
  });
  const forThis = routines.filter(
    (r) => competitionId !== null && r.competitionId === competitionId,
  );
  const others = routines.filter((r) => !forThis.includes(r));
  const general = [
    ...forThis.map(asRoutine),
    ...techniques.map((t): StartCheckOption => ({ kind: 'technique', id: t.id, title: t.title })),
    ...others.map(asRoutine),
  ].map((o) => ({ ...o, option: o, id: optionKey(o) }));
  const measured = new Map<string, Pick<TechniqueEffect, 'meanChange' | 'n'>>([
    ...effects.techniques.map(
      (e) => [optionKey({ kind: 'technique', id: e.techniqueId }), e] as const,
    ),
    ...effects.routines.map((e) => [optionKey({ kind: 'routine', id: e.routineId }), e] as const),
  ]);
  return rankByEffect(general, measured).map((g) => g.option);
}

/** A competition this many days ahead or closer is the one a Startcheck is likely for. */
export const START_CHECK_COMPETITION_DAYS = 2;

/**
 * The competition a Startcheck at `now` is most likely for: the soonest one from today up to
 * `START_CHECK_COMPETITION_DAYS` days ahead, or none. `list` is in date order (as listed).
 */
export function upcomingCompetitionFor<T extends { date: string }>(
  list: readonly T[],
  now: Date = new Date(),
): T | undefined {
  // Before the day after the last one that counts, i.e. on or before it.
  const dayAfter = new Date(now.getTime() + (START_CHECK_COMPETITION_DAYS + 1) * 86_400_000);
  return list.find((c) => !isPastCompetition(c.date, now) && isPastCompetition(c.date, dayAfter));
}
