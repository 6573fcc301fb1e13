/**
 * The toolbox: built-in self-regulation techniques with guided timelines, and the suggestion of
 * techniques from the gap between the athlete's current state and target zones (IZOF). The
 * techniques themselves are data in content/techniques.ts.
 */
import {
  GOAL_WHEN_TOO_HIGH,
  GOAL_WHEN_TOO_LOW,
  GOALS,
  type Goal,
  TECHNIQUE_CONTENT,
  type TechniqueContent,
  type TechniqueStep,
} from './content/techniques';
import type { CocktailEmotion } from './schemas/athlete';
import { rankByEffect, type TechniqueEffect } from './start-check';
import { distanceToZone } from './zones';

export { BREATH_LABELS, GOAL_LABELS, GOALS, type Goal } from './content/techniques';

export interface Technique extends Required<TechniqueContent> {
  /** Total of the expanded timeline: intro + repeat × steps + outro. */
  durationSeconds: number;
}

const sumSeconds = (steps: readonly TechniqueStep[]) => steps.reduce((s, x) => s + x.seconds, 0);

// The total is derived, never typed in, so the card's duration and the player's timeline cannot drift.
function withDefaults(d: TechniqueContent): Technique {
  const intro = d.intro ?? [];
  const outro = d.outro ?? [];
  const repeat = d.repeat ?? 1;
  return {
    ...d,
    intro,
    outro,
    repeat,
    durationSeconds: sumSeconds(intro) + repeat * sumSeconds(d.steps) + sumSeconds(outro),
  };
}

export const TECHNIQUES: readonly Technique[] = TECHNIQUE_CONTENT.map(withDefaults);

const TECHNIQUES_BY_ID = new Map(TECHNIQUES.map((t) => [t.id, t]));

export function findTechnique(id: string): Technique | undefined {
  return TECHNIQUES_BY_ID.get(id);
}

export function isTechniqueId(id: string): boolean {
  return TECHNIQUES_BY_ID.has(id);
}

export interface TimelineStep extends TechniqueStep {
  /** Seconds from the start of the technique. */
  startSeconds: number;
  /** 1-based round of the cycle for repeated steps; null for intro and outro. */
  cycle: number | null;
}

/** The flat timeline the guided player runs: intro, the cycle `repeat` times, outro. */
export function expandSteps(technique: Technique): TimelineStep[] {
  const out: TimelineStep[] = [];
  let start = 0;
  const push = (step: TechniqueStep, cycle: number | null) => {
    out.push({ ...step, startSeconds: start, cycle });
    start += step.seconds;
  };
  for (const step of technique.intro) push(step, null);
  const cycled = technique.repeat > 1;
  for (let round = 1; round <= technique.repeat; round++) {
    for (const step of technique.steps) push(step, cycled ? round : null);
  }
  for (const step of technique.outro) push(step, null);
  return out;
}

// ---- Suggestions ----

export interface Suggestion {
  goal: Goal;
  reason: string;
  techniques: Technique[];
}

export interface SuggestOptions {
  /** Shown first within their goal. */
  favouriteIds?: readonly string[];
  /** Techniques per goal; default 3. */
  limit?: number;
  /** The catalogue to choose from; default the built-in one. */
  techniques?: readonly Technique[];
  /**
   * The athlete's own results from her pre-start checks: a technique measured often enough ranks
   * by them within its goal (`rankByEffect`), ahead of the general order with favourites first.
   */
  effects?: readonly TechniqueEffect[];
}

/** Intensity points above the zone from which any emotion, helpful or not, needs regulating. */
const TOO_HIGH_DISTANCE = 2;

export const REASON_NO_CHECK_IN = 'Noch kein Check-in';
export const REASON_IN_ZONE = 'Du bist in deiner Zone – halte sie';
export const REASON_NEAR_ZONE = 'Du bist fast in deiner Zone – bleib dran';

// Maps, not object literals: emotion ids come from the athlete and may be "constructor".
const EXCESS_GOAL: ReadonlyMap<string, Goal> = new Map(GOAL_WHEN_TOO_HIGH);
const DEFICIT_GOAL: ReadonlyMap<string, Goal> = new Map(GOAL_WHEN_TOO_LOW);

// Ties between equally large gaps go to over-arousal first: it costs performance fastest.
const GOAL_PRIORITY: readonly Goal[] = [
  'beruhigen',
  'aktivieren',
  'selbstvertrauen',
  'fokussieren',
];

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('de-DE') + s.slice(1);

interface Signal {
  goal: Goal;
  weight: number;
  reason: string;
}

/**
 * Which goals, in order of relevance, fit the gap between the last check-in and the cocktail's zones.
 * Pure: the same cocktail, check-in and options always give the same answer.
 */
export function suggestTechniques(
  cocktail: readonly CocktailEmotion[],
  checkIn: readonly { emotionId: string; intensity: number }[] | null,
  opts: SuggestOptions = {},
): Suggestion[] {
  const pick = techniquePicker(opts);
  const intensities = new Map((checkIn ?? []).map((c) => [c.emotionId, c.intensity]));
  const signals: Signal[] = [];
  let compared = 0;
  let allInZone = true;

  for (const emotion of cocktail) {
    const intensity = intensities.get(emotion.id);
    if (intensity === undefined) continue;
    compared++;
    const distance = distanceToZone({
      intensity,
      zoneMin: emotion.zoneMin,
      zoneMax: emotion.zoneMax,
    });
    if (distance !== 0) allInZone = false;
    const label = capitalise(emotion.label);
    if (distance > 0 && (emotion.group === 'N-' || distance >= TOO_HIGH_DISTANCE)) {
      signals.push({
        goal: EXCESS_GOAL.get(emotion.id) ?? 'beruhigen',
        weight: distance,
        reason: `${label} liegt ${distance} über deinem Zielbereich`,
      });
    } else if (distance < 0 && (emotion.group === 'P+' || emotion.group === 'N+')) {
      signals.push({
        goal: DEFICIT_GOAL.get(emotion.id) ?? 'aktivieren',
        weight: -distance,
        reason: `${label} liegt ${-distance} unter deinem Zielbereich`,
      });
    }
  }

  // Without a comparable intensity there is no current state to judge, as if nobody checked in.
  if (compared === 0) {
    return GOALS.map((goal) => ({ goal, reason: REASON_NO_CHECK_IN, techniques: pick(goal) }));
  }
  if (signals.length === 0) {
    const reason = allInZone ? REASON_IN_ZONE : REASON_NEAR_ZONE;
    return (['fokussieren', 'selbstvertrauen'] as const).map((goal) => ({
      goal,
      reason,
      techniques: pick(goal),
    }));
  }

  // The strongest signal per goal speaks for it; the first emotion of the cocktail wins a tie.
  const strongest = new Map<Goal, Signal>();
  for (const s of signals) {
    const current = strongest.get(s.goal);
    if (!current || s.weight > current.weight) strongest.set(s.goal, s);
  }
  return [...strongest.values()]
    .sort(
      (a, b) =>
        b.weight - a.weight || GOAL_PRIORITY.indexOf(a.goal) - GOAL_PRIORITY.indexOf(b.goal),
    )
    .map((s) => ({ goal: s.goal, reason: s.reason, techniques: pick(s.goal) }));
}

function techniquePicker(opts: SuggestOptions): (goal: Goal) => Technique[] {
  const catalogue = opts.techniques ?? TECHNIQUES;
  const favourites = new Set(opts.favouriteIds ?? []);
  const limit = Math.max(0, opts.limit ?? 3);
  const effects = new Map((opts.effects ?? []).map((e) => [e.techniqueId, e]));
  return (goal) => {
    const ofGoal = catalogue.filter((t) => t.goal === goal);
    const general = [
      ...ofGoal.filter((t) => favourites.has(t.id)),
      ...ofGoal.filter((t) => !favourites.has(t.id)),
    ];
    return rankByEffect(general, effects).slice(0, limit);
  };
}
