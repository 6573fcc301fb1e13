import { clientId } from '../../../../domain/client-id';
import { findTechnique } from '../../../../domain/toolbox';
import {
  type RoutineStep,
  type RoutineStepInput,
  ZRoutine,
} from '../../../../domain/tunnel-routine';

/**
 * A step as the form holds it: the duration as the two fields the athlete types, so that a half-typed
 * value is kept as typed instead of being turned into a number on every keystroke.
 */
export interface DraftStep {
  id: string;
  title: string;
  minutes: string;
  seconds: string;
  cue: string;
  techniqueId: string | null;
}

export type StepField = 'title' | 'durationSeconds' | 'cue' | 'techniqueId';

export interface RoutineErrors {
  /** Per step id, the first message per field. */
  steps: Record<string, Partial<Record<StepField, string>>>;
  /** About the routine as a whole, for example no step at all. */
  routine: string | null;
}

export const NO_ERRORS: RoutineErrors = { steps: {}, routine: null };

const DEFAULT_STEP_SECONDS = 60;

function splitSeconds(total: number): Pick<DraftStep, 'minutes' | 'seconds'> {
  return { minutes: String(Math.floor(total / 60)), seconds: String(total % 60) };
}

export function toDraft(step: RoutineStep): DraftStep {
  return {
    id: step.id,
    title: step.title,
    ...splitSeconds(step.durationSeconds),
    cue: step.cue ?? '',
    techniqueId: step.techniqueId,
  };
}

export function newDraftStep(): DraftStep {
  return {
    id: clientId(),
    title: '',
    ...splitSeconds(DEFAULT_STEP_SECONDS),
    cue: '',
    techniqueId: null,
  };
}

const WHOLE = /^\d+$/;

/** Seconds from the two fields; an empty field counts as 0, anything but digits gives NaN. */
export function draftSeconds(step: Pick<DraftStep, 'minutes' | 'seconds'>): number {
  const m = step.minutes.trim();
  const s = step.seconds.trim();
  if (m === '' && s === '') return Number.NaN;
  if ((m !== '' && !WHOLE.test(m)) || (s !== '' && !WHOLE.test(s))) return Number.NaN;
  return Number(m || 0) * 60 + Number(s || 0);
}

/**
 * '1' and '90' become '2' and '30' once the field is left, so the fields read as m:ss. Empty fields
 * stay empty, so a cleared duration is reported as missing rather than silently becoming 0:00.
 */
export function normaliseDuration(step: DraftStep): DraftStep {
  const total = draftSeconds(step);
  if (!Number.isFinite(total) || step.minutes.trim() === '' || step.seconds.trim() === '') {
    return step;
  }
  return { ...step, ...splitSeconds(total) };
}

/** Picking a toolbox technique names the step after it and gives it the technique's length. */
export function withTechnique(step: DraftStep, techniqueId: string | null): DraftStep {
  const technique = techniqueId ? findTechnique(techniqueId) : undefined;
  if (!technique) return { ...step, techniqueId: null };
  return {
    ...step,
    techniqueId: technique.id,
    title: technique.title,
    ...splitSeconds(technique.durationSeconds),
  };
}

function fromDraft(step: DraftStep): RoutineStepInput {
  return {
    id: step.id,
    title: step.title,
    durationSeconds: draftSeconds(step),
    cue: step.cue,
    techniqueId: step.techniqueId,
  };
}

export type Validation =
  | { ok: true; steps: RoutineStep[]; errors: RoutineErrors }
  | { ok: false; errors: RoutineErrors };

/** The same schema the server checks, with its messages placed at the step and field they concern. */
export function validateDraft(steps: readonly DraftStep[]): Validation {
  const result = ZRoutine.safeParse({ steps: steps.map(fromDraft) });
  if (result.success) return { ok: true, steps: result.data.steps, errors: NO_ERRORS };
  const errors: RoutineErrors = { steps: {}, routine: null };
  for (const issue of result.error.issues) {
    const [root, index, field] = issue.path;
    const step = typeof index === 'number' ? steps[index] : undefined;
    if (root === 'steps' && step && typeof field === 'string') {
      const own = errors.steps[step.id] ?? {};
      own[field as StepField] ??= issue.message;
      errors.steps[step.id] = own;
    } else {
      errors.routine ??= issue.message;
    }
  }
  return { ok: false, errors };
}

/** What the server would store, to tell whether the form differs from the saved routine. */
export function sameRoutine(a: readonly DraftStep[], b: readonly DraftStep[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((x, i) => {
    const y = b[i]!;
    return (
      x.id === y.id &&
      x.title.trim() === y.title.trim() &&
      draftSeconds(x) === draftSeconds(y) &&
      x.cue.trim() === y.cue.trim() &&
      x.techniqueId === y.techniqueId
    );
  });
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
