import type { TimelineStep } from '../../../../domain/toolbox';

/** The circle's size with empty lungs; full lungs are 1. */
export const EMPTY_SCALE = 0.45;
/** After the first of two breaths in a row (the double inhale), so the second still has room. */
const PARTIAL_SCALE = 0.8;

export interface BreathScale {
  from: number;
  to: number;
}

/**
 * Where the breathing circle starts and ends in each step of a timeline; null for steps that are not
 * breathing phases. Holding keeps the size of the phase before, so a hold after breathing in stays
 * large and one after breathing out stays small.
 */
export function breathScales(timeline: readonly TimelineStep[]): (BreathScale | null)[] {
  let level = EMPTY_SCALE;
  return timeline.map((step, i) => {
    if (!step.breath) {
      level = EMPTY_SCALE;
      return null;
    }
    const from = level;
    let to = from;
    if (step.breath === 'inhale') {
      to = timeline[i + 1]?.breath === 'inhale' ? PARTIAL_SCALE : 1;
    } else if (step.breath === 'exhale') {
      to = EMPTY_SCALE;
    }
    level = to;
    return { from, to };
  });
}
