import { clientId } from '../../../../domain/client-id';
import { z } from '../../../../domain/schemas/zod';
import type { StartCheckOption } from '../../../../domain/start-check';

/**
 * The Startcheck as the athlete left it: the step she is on and everything chosen so far. It is
 * stored on the device like the other drafts, so a reload, a closed tab or running a routine in the
 * tunnel routine loses nothing, and it is cleared once the check is saved or started over.
 */

/** A rating per emotion id; null (or missing): not rated yet. */
export type Ratings = Record<string, number | null>;
type Values = Record<string, number>;

export interface Plan {
  /** Why the first candidate leads: the athlete's own record or the general rule's reason. */
  reason: string;
  candidates: StartCheckOption[];
}

/** What the check has gathered once the first rating is done. */
interface Progress {
  before: Values;
  competitionId: string | null;
  plan: Plan;
  chosen: StartCheckOption;
  /** The player's report of the chosen technique, when it was played here. */
  techniqueUseId: string | null;
}

export type DraftStep =
  | {
      kind: 'before';
      ratings: Ratings;
      /** Her own choice; null until she makes one, while the soonest competition is offered. */
      competition: { id: string | null } | null;
    }
  | ({ kind: 'choose' } & Progress)
  | ({
      kind: 'after';
      /** Back from running a routine in the tunnel routine. */
      resumed: boolean;
      ratings: Ratings;
    } & Progress);

type StepOf<K extends DraftStep['kind']> = Extract<DraftStep, { kind: K }>;

export interface StartCheckDraft {
  version: 1;
  /** Made when the check starts and sent as its id: a retried save is the same check. */
  checkId: string;
  /** The athlete's last change. */
  updatedAt: string;
  step: DraftStep;
}

/** Starts like the other drafts' keys, so signing out removes it too. */
export const startCheckDraftKey = (userId: string) => `lz-draft:start-check:${userId}`;

/** A check is about one moment before a start: hours later it is another one. */
const MAX_AGE_MS = 3 * 60 * 60 * 1000;

export function newStartCheckDraft(
  checkId: string = clientId(),
  now = new Date(),
): StartCheckDraft {
  return {
    version: 1,
    checkId,
    updatedAt: now.toISOString(),
    step: { kind: 'before', ratings: {}, competition: null },
  };
}

/** A change by the athlete, which also restarts the clock of `usableDraft`. */
export function withStep(
  draft: StartCheckDraft,
  step: DraftStep,
  now = new Date(),
): StartCheckDraft {
  return { ...draft, step, updatedAt: now.toISOString() };
}

/** One slider moved; steps without sliders stay as they are. */
export function withRating(step: DraftStep, emotionId: string, value: number | null): DraftStep {
  if (step.kind === 'choose') return step;
  return { ...step, ratings: { ...step.ratings, [emotionId]: value } };
}

/** The second rating, starting from the first one. */
export function toAfter(step: StepOf<'choose'>, resumed: boolean): StepOf<'after'> {
  const { before, competitionId, plan, chosen, techniqueUseId } = step;
  return {
    kind: 'after',
    resumed,
    ratings: { ...before },
    before,
    competitionId,
    plan,
    chosen,
    techniqueUseId,
  };
}

/** Back from the second rating to the choice; what was rated there is dropped. */
export function toChoose(step: StepOf<'after'>): StepOf<'choose'> {
  const { before, competitionId, plan, chosen, techniqueUseId } = step;
  return { kind: 'choose', before, competitionId, plan, chosen, techniqueUseId };
}

/**
 * The stored draft if it can go on now: null once it is hours old, and past the first step only for
 * the same cocktail, because the save compares emotion by emotion.
 */
export function usableDraft(
  draft: StartCheckDraft | null,
  emotions: readonly { id: string }[],
  now = new Date(),
): StartCheckDraft | null {
  if (!draft) return null;
  const age = now.getTime() - Date.parse(draft.updatedAt);
  if (!(age <= MAX_AGE_MS)) return null;
  const { step } = draft;
  if (step.kind !== 'before' && !emotions.every((e) => typeof step.before[e.id] === 'number')) {
    return null;
  }
  return draft;
}

// ---- Reading a stored draft ----

const intensity = z.number().check(z.int(), z.gte(0), z.lte(10));
const ZRatings = z.record(z.string(), z.nullable(intensity));
const ZOption = z.object({
  kind: z.enum(['technique', 'routine']),
  id: z.string(),
  title: z.string(),
});
const progress = {
  before: z.record(z.string(), intensity),
  competitionId: z.nullable(z.string()),
  plan: z.object({ reason: z.string(), candidates: z.array(ZOption) }),
  chosen: ZOption,
  techniqueUseId: z.nullable(z.string()),
};

const ZStoredDraft = z.object({
  version: z.literal(1),
  checkId: z.string().check(z.uuid()),
  updatedAt: z.string(),
  step: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('before'),
      ratings: ZRatings,
      competition: z.nullable(z.object({ id: z.nullable(z.string()) })),
    }),
    z.object({ kind: z.literal('choose'), ...progress }),
    z.object({ kind: z.literal('after'), resumed: z.boolean(), ratings: ZRatings, ...progress }),
  ]),
});

/** A stored draft if it has the shape of one; anything else (older format, damage) is dropped. */
export function parseStartCheckDraft(value: unknown): StartCheckDraft | null {
  const result = ZStoredDraft.safeParse(value);
  return result.success ? result.data : null;
}
