import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { clientId } from '../../../../domain/client-id';
import { de } from '../../../../domain/messages';
import { BREATH_LABELS, expandSteps, findTechnique } from '../../../../domain/toolbox';
import {
  formatDuration,
  playbackPosition,
  type RoutineStep,
  routineTotalSeconds,
} from '../../../../domain/tunnel-routine';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useStopwatch } from '../../../components/ui/use-stopwatch';
import { useOnUnmount } from '../../../lib/use-on-unmount';
import { useRecordRoutineRun } from '../api/record-routine-run';
import { type Outcome, outcomeText } from '../lib/run-outcome';
import { signalStepChange } from '../lib/step-signal';
import { useWakeLock } from '../lib/use-wake-lock';

const SIGNAL_KEY = 'lz-routine-signal';

function readSignalSetting(): boolean {
  try {
    return localStorage.getItem(SIGNAL_KEY) !== 'off';
  } catch {
    return true;
  }
}

const ceilSeconds = (ms: number) => Math.ceil(Math.max(0, ms) / 1000);

interface Run {
  id: string;
  startedAt: string;
  /** Time jumped over with 'Überspringen', which the run's length does not count. */
  skippedMs: number;
  /** How many steps were jumped over: they count as neither done nor played time. */
  skippedSteps: number;
  recorded: boolean;
}

/** For a step that plays a toolbox technique: the technique's own instruction at this moment. */
function guidanceAt(step: RoutineStep, stepElapsedMs: number): string | null {
  const technique = step.techniqueId ? findTechnique(step.techniqueId) : undefined;
  if (!technique) return null;
  const timeline = expandSteps(technique);
  const at = playbackPosition(
    timeline.map((s) => ({ durationSeconds: s.seconds })),
    stepElapsedMs,
  );
  if (at.done) return null;
  const current = timeline[at.index]!;
  return current.breath ? `${BREATH_LABELS[current.breath]}: ${current.text}` : current.text;
}

/**
 * Plays the routine: a large countdown per step, its cue word, what comes next, pause, skip and end.
 * Each step change can beep and vibrate, the screen stays on while it runs, and the run is reported
 * once (finished, or ended early with the steps done) under an id made when it starts.
 */
export function RoutinePlayer({ steps, onExit }: { steps: RoutineStep[]; onExit(): void }) {
  const headingId = useId();
  const signalId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const clock = useStopwatch();
  const record = useRecordRoutineRun();
  const [signalOn, setSignalOn] = useState(readSignalSetting);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useRef<Run>({
    id: clientId(),
    startedAt: new Date().toISOString(),
    skippedMs: 0,
    skippedSteps: 0,
    recorded: false,
  });

  const totalMs = useMemo(() => routineTotalSeconds(steps) * 1000, [steps]);
  const position = playbackPosition(steps, clock.elapsedMs);
  const step = steps[position.index]!;
  const next = steps[position.index + 1];
  const active = outcome === null;

  useWakeLock(active && clock.running);

  // The player opens from the 'Routine starten' click: it runs at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    clock.start();
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  // A tone and a buzz as a new step begins, where the device and the athlete allow it.
  const lastIndex = useRef(position.index);
  useEffect(() => {
    if (position.index === lastIndex.current) return;
    lastIndex.current = position.index;
    if (signalOn && active) signalStepChange();
  }, [position.index, signalOn, active]);

  /** `reached`: the steps the run got past, played or skipped. */
  function report(completed: boolean, reached: number): Outcome {
    const current = run.current;
    const stepsSkipped = Math.min(current.skippedSteps, reached);
    const stepsCompleted = reached - stepsSkipped;
    const playedMs = Math.min(clock.elapsedMs, totalMs) - current.skippedMs;
    const totalSeconds = Math.round(Math.max(0, playedMs) / 1000);
    if (!current.recorded) {
      current.recorded = true;
      record.mutate({
        id: current.id,
        startedAt: current.startedAt,
        completedAt: new Date().toISOString(),
        completed,
        stepsCompleted,
        totalSeconds,
      });
    }
    return { completed, stepsCompleted, stepsSkipped, totalSeconds };
  }

  function finish(completed: boolean) {
    clock.pause();
    setOutcome(report(completed, completed ? steps.length : position.index));
    if (completed && signalOn) signalStepChange();
  }

  function skip() {
    run.current.skippedSteps += 1;
    if (!next) {
      finish(true);
      return;
    }
    const target = routineTotalSeconds(steps.slice(0, position.index + 1)) * 1000;
    run.current.skippedMs += target - clock.elapsedMs;
    clock.seek(target);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the end of the routine only
  useEffect(() => {
    if (active && position.done) finish(true);
  }, [active, position.done]);

  // Leaving mid-way (another page, sign-out) still logs the run as ended early.
  useOnUnmount(() => {
    if (active && !run.current.recorded) report(false, position.index);
  });

  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  function toggleSignal(on: boolean) {
    setSignalOn(on);
    try {
      localStorage.setItem(SIGNAL_KEY, on ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  }

  const stepElapsed = step.durationSeconds * 1000 - position.remainingMs;
  const guidance = active ? guidanceAt(step, stepElapsed) : null;
  const announcement = outcome
    ? outcome.completed
      ? `${de.tunnelRoutine.player.completed}.`
      : `${de.tunnelRoutine.player.ended}.`
    : de.tunnelRoutine.player.announceStep(
        position.index + 1,
        steps.length,
        step.title,
        step.cue ?? '',
      );

  return (
    <article
      aria-labelledby={headingId}
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-8"
    >
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {active ? (
        <>
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold text-muted">
              {de.tunnelRoutine.player.stepOf(position.index + 1, steps.length)}
              {!clock.running && <> · {de.tunnelRoutine.player.paused}</>}
            </p>
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold leading-tight outline-none sm:text-3xl"
            >
              {step.title}
            </h2>
          </div>

          <div className="flex flex-col items-center gap-2 py-2 text-center">
            <p
              role="timer"
              aria-label={de.tunnelRoutine.player.timeLeft}
              className="text-7xl font-bold tabular-nums leading-none text-brand-800 sm:text-8xl dark:text-brand-200"
            >
              {formatDuration(ceilSeconds(position.remainingMs))}
            </p>
            {step.cue && (
              <p className="mt-2 break-words text-4xl font-extrabold uppercase tracking-wide sm:text-5xl">
                {step.cue}
              </p>
            )}
            {guidance && <p className="mt-2 max-w-prose text-lg text-muted">{guidance}</p>}
          </div>

          <ProgressBar
            label={de.tunnelRoutine.player.progress}
            value={clock.elapsedMs / totalMs}
            valueText={de.tunnelRoutine.player.progressText(
              formatDuration(Math.floor(clock.elapsedMs / 1000)),
              formatDuration(totalMs / 1000),
            )}
          />

          <div className="rounded-xl border border-line bg-surface px-4 py-3">
            <p className="text-sm font-semibold text-muted">{de.tunnelRoutine.player.next}</p>
            {next ? (
              <p className="text-lg font-semibold">
                {next.title}
                {next.cue && <span className="font-normal text-muted"> – {next.cue}</span>}
                <span className="ml-2 text-sm font-normal text-muted tabular-nums">
                  ({formatDuration(next.durationSeconds)})
                </span>
              </p>
            ) : (
              <p className="text-lg font-semibold">{de.tunnelRoutine.player.goal}</p>
            )}
          </div>

          <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-3">
            <Button onClick={clock.running ? clock.pause : clock.start}>
              {clock.running ? de.tunnelRoutine.player.pause : de.tunnelRoutine.player.resume}
            </Button>
            <Button variant="secondary" onClick={skip}>
              {de.tunnelRoutine.player.skip}
            </Button>
            <Button variant="secondary" onClick={() => finish(false)}>
              {de.tunnelRoutine.player.end}
            </Button>
          </div>

          <label htmlFor={signalId} className="flex min-h-11 items-center gap-3 self-start">
            <input
              id={signalId}
              type="checkbox"
              role="switch"
              aria-checked={signalOn}
              checked={signalOn}
              onChange={(e) => toggleSignal(e.target.checked)}
              className="size-5 accent-brand-700"
            />
            <span>
              <span className="font-medium">{de.tunnelRoutine.player.signal}</span>{' '}
              <span className="text-sm text-muted">{de.tunnelRoutine.player.signalWhen}</span>
            </span>
          </label>
        </>
      ) : (
        <div className="flex flex-col gap-4">
          <h2
            id={headingId}
            ref={resultRef}
            tabIndex={-1}
            className="text-2xl font-bold outline-none"
          >
            {outcome?.completed ? de.tunnelRoutine.player.completed : de.tunnelRoutine.player.ended}
          </h2>
          <p className="text-lg text-muted">{outcome && outcomeText(outcome, steps.length)}</p>
          <p role="status" className="text-sm text-muted">
            {record.isPending
              ? de.tunnelRoutine.player.saving
              : record.isError
                ? de.tunnelRoutine.player.saveFailed
                : record.isSuccess
                  ? de.tunnelRoutine.player.saved
                  : ''}
          </p>
          <div className="flex flex-col gap-2 min-[400px]:flex-row">
            {record.isError && record.variables && (
              <Button variant="secondary" onClick={() => record.mutate(record.variables!)}>
                {de.tunnelRoutine.player.saveAgain}
              </Button>
            )}
            <Button onClick={onExit}>{de.tunnelRoutine.player.back}</Button>
          </div>
        </div>
      )}
    </article>
  );
}
