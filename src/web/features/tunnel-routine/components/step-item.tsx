import { type CSSProperties, type HTMLAttributes, useId } from 'react';
import { de } from '../../../../domain/messages';
import { GOAL_LABELS, GOALS, TECHNIQUES } from '../../../../domain/toolbox';
import {
  formatDuration,
  MAX_CUE_LENGTH,
  MAX_STEP_TITLE_LENGTH,
} from '../../../../domain/tunnel-routine';
import { TextField } from '../../../components/ui/text-field';
import {
  type DraftStep,
  draftSeconds,
  normaliseDuration,
  type StepField,
  withTechnique,
} from '../lib/routine-draft';

const iconButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold text-ink transition-colors hover:bg-black/5 disabled:cursor-not-allowed disabled:opacity-40 dark:hover:bg-white/10';

function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/** What makes a step draggable, from the lazily loaded sortable-steps module. */
export interface StepDrag {
  setNodeRef(element: HTMLElement | null): void;
  setHandleRef(element: HTMLElement | null): void;
  handleProps: HTMLAttributes<HTMLElement>;
  style: CSSProperties;
  isDragging: boolean;
}

export interface StepItemProps {
  step: DraftStep;
  /** Absent until drag and drop has loaded; the handle then only looks the part. */
  drag?: StepDrag;
  index: number;
  count: number;
  errors: Partial<Record<StepField, string>> | undefined;
  onChange(step: DraftStep): void;
  onMove(direction: -1 | 1): void;
  onDelete(): void;
}

/** One step of the routine: its fields, a drag handle, and buttons to move or delete it. */
export function StepItem({
  step,
  drag,
  index,
  count,
  errors,
  onChange,
  onMove,
  onDelete,
}: StepItemProps) {
  const id = useId();
  const seconds = draftSeconds(step);
  const durationError = errors?.durationSeconds;
  const durationErrorId = `${id}-duration-error`;
  const label = step.title.trim() || de.tunnelRoutine.step.untitled;

  return (
    <li
      ref={drag?.setNodeRef}
      data-step-id={step.id}
      style={drag?.style}
      className={`relative rounded-2xl border bg-card shadow-sm ${
        drag?.isDragging ? 'z-10 border-brand-600 shadow-lg' : 'border-line'
      }`}
    >
      <fieldset className="flex flex-col gap-3 p-4">
        <legend className="sr-only">{de.tunnelRoutine.step.legend(index + 1, label)}</legend>
        <div className="flex flex-wrap items-center gap-1">
          <button
            type="button"
            ref={drag?.setHandleRef}
            {...drag?.handleProps}
            aria-label={de.tunnelRoutine.step.dragHandle(index + 1, label)}
            data-drag-handle
            className={`${iconButton} cursor-grab touch-none active:cursor-grabbing`}
          >
            <Icon d="M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01" />
          </button>
          <span aria-hidden="true" className="mr-auto font-semibold">
            {de.tunnelRoutine.step.number(index + 1)}
            <span className="ml-2 hidden font-normal text-muted tabular-nums min-[400px]:inline">
              {Number.isFinite(seconds) ? formatDuration(seconds) : '–'}
            </span>
          </span>
          <button
            type="button"
            className={iconButton}
            disabled={index === 0}
            data-move="up"
            onClick={() => onMove(-1)}
          >
            <Icon d="M12 19V5M5 12l7-7 7 7" />
            <span className="sr-only sm:not-sr-only">{de.tunnelRoutine.step.up}</span>
          </button>
          <button
            type="button"
            className={iconButton}
            disabled={index === count - 1}
            data-move="down"
            onClick={() => onMove(1)}
          >
            <Icon d="M12 5v14M5 12l7 7 7-7" />
            <span className="sr-only sm:not-sr-only">{de.tunnelRoutine.step.down}</span>
          </button>
          <button
            type="button"
            className={`${iconButton} text-red-700 dark:text-red-300`}
            data-delete
            onClick={onDelete}
          >
            <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
            <span className="sr-only sm:not-sr-only">{de.tunnelRoutine.step.delete}</span>
          </button>
        </div>

        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <TextField
            label={de.tunnelRoutine.step.title}
            value={step.title}
            limit={MAX_STEP_TITLE_LENGTH}
            error={errors?.title}
            onChange={(e) => onChange({ ...step, title: e.target.value })}
          />
          <fieldset
            aria-describedby={durationError ? durationErrorId : undefined}
            className="flex flex-col gap-1"
          >
            <legend className="mb-1 font-medium">{de.tunnelRoutine.step.duration}</legend>
            <div className="flex items-center gap-2">
              <label className="flex items-center gap-1">
                <input
                  inputMode="numeric"
                  aria-invalid={durationError ? true : undefined}
                  aria-describedby={durationError ? durationErrorId : undefined}
                  value={step.minutes}
                  onChange={(e) => onChange({ ...step, minutes: e.target.value })}
                  onBlur={() => onChange(normaliseDuration(step))}
                  className={`min-h-11 w-16 rounded-lg border bg-card px-3 py-2 text-right text-ink tabular-nums ${
                    durationError ? 'border-red-600 dark:border-red-400' : 'border-line'
                  }`}
                />
                <span>{de.tunnelRoutine.step.minutes}</span>
              </label>
              <label className="flex items-center gap-1">
                <input
                  inputMode="numeric"
                  aria-invalid={durationError ? true : undefined}
                  aria-describedby={durationError ? durationErrorId : undefined}
                  value={step.seconds}
                  onChange={(e) => onChange({ ...step, seconds: e.target.value })}
                  onBlur={() => onChange(normaliseDuration(step))}
                  className={`min-h-11 w-16 rounded-lg border bg-card px-3 py-2 text-right text-ink tabular-nums ${
                    durationError ? 'border-red-600 dark:border-red-400' : 'border-line'
                  }`}
                />
                <span>{de.tunnelRoutine.step.seconds}</span>
              </label>
            </div>
            {durationError && (
              <p
                id={durationErrorId}
                className="text-sm font-medium text-red-700 dark:text-red-300"
              >
                {durationError}
              </p>
            )}
          </fieldset>
          <TextField
            label={de.tunnelRoutine.step.cue}
            hint={de.tunnelRoutine.step.cueHint}
            value={step.cue}
            limit={MAX_CUE_LENGTH}
            error={errors?.cue}
            onChange={(e) => onChange({ ...step, cue: e.target.value })}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-technique`} className="font-medium">
              {de.tunnelRoutine.step.technique}
            </label>
            <select
              id={`${id}-technique`}
              value={step.techniqueId ?? ''}
              aria-describedby={`${id}-technique-hint`}
              onChange={(e) => onChange(withTechnique(step, e.target.value || null))}
              className="min-h-11 w-full rounded-lg border border-line bg-card px-3 py-2 text-ink"
            >
              <option value="">{de.tunnelRoutine.step.noTechnique}</option>
              {GOALS.map((goal) => (
                <optgroup key={goal} label={GOAL_LABELS[goal]}>
                  {TECHNIQUES.filter((t) => t.goal === goal).map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.title} ({formatDuration(t.durationSeconds)})
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <p id={`${id}-technique-hint`} className="text-sm text-muted">
              {de.tunnelRoutine.step.techniqueHint}
            </p>
          </div>
        </div>
      </fieldset>
    </li>
  );
}
