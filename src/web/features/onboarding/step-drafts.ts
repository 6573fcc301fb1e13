import { useEffect, useRef } from 'react';
import { EMOTION_GROUPS } from '../../../domain/emotions';
import { SPORT_LEVELS } from '../../../domain/schemas/athlete';
import { z } from '../../../domain/schemas/zod';
import { useUserDraft } from '../../lib/use-user-draft';
import { STEPS, type StepNumber } from './onboarding-data';

/**
 * What the athlete has chosen on a step but not yet saved, kept in the browser so a reload, a closed
 * tab or a lost connection loses nothing. The key starts like every draft's, so signing out clears
 * it; a successful save of the step clears it too, because the server then holds the answers.
 */
const draftKey = (userId: string, step: StepNumber) => `lz-draft:onboarding:${userId}:${step}`;

// Lenient on purpose: a draft holds half-typed answers, which the step's own schema checks on save.
const ZProfileDraft = z.object({
  name: z.string(),
  sport: z.string(),
  level: z.optional(z.enum(SPORT_LEVELS)),
});
const ZEmotionsDraft = z.object({
  selected: z.array(z.string()),
  customs: z.array(z.object({ id: z.string(), label: z.string(), group: z.enum(EMOTION_GROUPS) })),
});
/** Zones by emotion id: applied only to the emotions the saved step 2 still has. */
const ZZonesDraft = z.record(z.string(), z.object({ min: z.number(), max: z.number() }));
const ZFinishDraft = z.object({
  enabled: z.boolean(),
  weekdays: z.array(z.number()),
  time: z.string(),
});

const SCHEMAS = {
  1: ZProfileDraft,
  2: ZEmotionsDraft,
  3: ZZonesDraft,
  4: ZFinishDraft,
} as const satisfies Record<StepNumber, z.ZodMiniType>;

type StepDraft<S extends StepNumber> = z.infer<(typeof SCHEMAS)[S]>;

function parserFor<S extends StepNumber>(step: S) {
  return (value: unknown): StepDraft<S> | null => {
    const result = SCHEMAS[step].safeParse(value);
    return result.success ? (result.data as StepDraft<S>) : null;
  };
}
// One parser per step, so the stored draft keeps its identity between renders.
const PARSERS = {
  1: parserFor(1),
  2: parserFor(2),
  3: parserFor(3),
  4: parserFor(4),
} as const;

/**
 * The step's stored draft (null when there is none) and a way to keep `value` in it: every change
 * after the first render is written at once. `clear` after the step was saved.
 */
export function useStepDraft<S extends StepNumber>(step: S) {
  const { draft, setDraft, clearDraft } = useUserDraft<StepDraft<S>>(
    (userId) => draftKey(userId, step),
    PARSERS[step] as (value: unknown) => StepDraft<S> | null,
  );
  return { draft, setDraft, clearDraft };
}

/** Writes `value` to the draft whenever it changes, but not for the value the form started with. */
export function useKeepInDraft<T>(value: T, write: (value: T) => void) {
  const started = useRef(value);
  const writeRef = useRef(write);
  writeRef.current = write;
  useEffect(() => {
    if (value !== started.current) writeRef.current(value);
  }, [value]);
}

/** After the wizard is finished no step's draft is needed any more. */
export function clearStepDrafts(userId: string) {
  try {
    for (const step of STEPS) localStorage.removeItem(draftKey(userId, step));
  } catch {
    // Without storage nothing was kept beyond this tab either.
  }
}
