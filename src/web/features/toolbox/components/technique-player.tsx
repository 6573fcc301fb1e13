import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { clientId } from '../../../../domain/client-id';
import { de } from '../../../../domain/messages';
import {
  BREATH_LABELS,
  expandSteps,
  GOAL_LABELS,
  type Technique,
  type TimelineStep,
} from '../../../../domain/toolbox';
import { formatDuration, playbackPosition } from '../../../../domain/tunnel-routine';
import { GOAL_BADGE } from '../../../components/goal-styles';
import { BreathingCircle } from '../../../components/ui/breathing-circle';
import { Button } from '../../../components/ui/button';
import { secondaryLink } from '../../../components/ui/link-styles';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useStopwatch } from '../../../components/ui/use-stopwatch';
import { useOnUnmount } from '../../../lib/use-on-unmount';
import { useRecordTechniqueUse } from '../api/record-technique-use';
import { breathScales, EMPTY_SCALE } from '../lib/breath-scale';

type Status = 'idle' | 'active' | 'done';

interface Session {
  id: string;
  /** Time jumped over with 'Nächster Schritt', which the usage report does not count as practised. */
  skippedMs: number;
  recorded: boolean;
}

interface Outcome {
  completed: boolean;
  seconds: number;
}

const ceilSeconds = (ms: number) => Math.ceil(Math.max(0, ms) / 1000);

function durationText(seconds: number) {
  return de.toolboxScreen.player.duration(seconds, formatDuration(seconds));
}

/** What the live region says when a step begins: short for breathing phases, which change often. */
function announcementFor(step: TimelineStep, index: number, count: number, repeat: number) {
  if (step.breath) {
    const round =
      step.cycle !== null && index > 0
        ? `${de.toolboxScreen.player.round(step.cycle, repeat)}. `
        : '';
    return de.toolboxScreen.player.breathStep(round, BREATH_LABELS[step.breath], step.seconds);
  }
  return de.toolboxScreen.player.announceStep(index + 1, count, step.text);
}

/**
 * Breathing techniques keep the circle on screen throughout (resting between breathing phases), so
 * nothing jumps and the first breath in grows from where the circle stands; other techniques show
 * the step's countdown in the same place.
 */
function StepVisual({
  step,
  scale,
  breathing,
  remainingMs,
  running,
}: {
  step: TimelineStep;
  scale: { from: number; to: number } | null;
  breathing: boolean;
  remainingMs: number;
  running: boolean;
}) {
  if (breathing) {
    const phase = step.breath && scale ? step.breath : null;
    return (
      <BreathingCircle
        label={phase ? BREATH_LABELS[phase] : ''}
        count={phase ? String(ceilSeconds(remainingMs)) : formatDuration(ceilSeconds(remainingMs))}
        fromScale={scale?.from ?? EMPTY_SCALE}
        toScale={scale?.to ?? EMPTY_SCALE}
        progress={1 - remainingMs / (step.seconds * 1000)}
        remainingMs={remainingMs}
        running={running}
      />
    );
  }
  return (
    <p className="py-4 text-center text-6xl font-bold tabular-nums text-brand-800 sm:text-7xl dark:text-brand-200">
      {formatDuration(ceilSeconds(remainingMs))}
    </p>
  );
}

/**
 * The guided player: one step at a time with its countdown, the breathing circle for breathing
 * phases, and the whole technique's progress. Every session is reported once, finished or ended
 * early (also when the athlete leaves mid-way), under an id made when it starts.
 */
export function TechniquePlayer({
  technique,
  backTo,
  onDone,
  onStart,
}: {
  technique: Technique;
  backTo: string;
  /** Where a flow that embeds the player goes on once the technique is over, as its main button. */
  onDone?: { label: string; action: () => void };
  /** The id a session is reported under, when it starts: a flow can name it as part of itself. */
  onStart?: (useId: string) => void;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const timeline = useMemo(() => expandSteps(technique), [technique]);
  const scales = useMemo(() => breathScales(timeline), [timeline]);
  const breathing = scales.some(Boolean);
  const durations = useMemo(
    () => timeline.map((s) => ({ durationSeconds: s.seconds })),
    [timeline],
  );
  const totalMs = technique.durationSeconds * 1000;

  const clock = useStopwatch();
  const [status, setStatus] = useState<Status>('idle');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const session = useRef<Session | null>(null);
  const record = useRecordTechniqueUse();

  const position = playbackPosition(durations, clock.elapsedMs);
  const step = timeline[position.index]!;

  function report(completed: boolean) {
    const current = session.current;
    if (!current || current.recorded) return null;
    current.recorded = true;
    const playedMs = Math.min(clock.elapsedMs, totalMs) - current.skippedMs;
    const seconds = Math.round(Math.max(0, playedMs) / 1000);
    record.mutate({
      id: current.id,
      techniqueId: technique.id,
      completed,
      durationSeconds: seconds,
    });
    return { completed, seconds };
  }

  function finish(completed: boolean) {
    clock.pause();
    const result = report(completed);
    setOutcome(result ?? { completed, seconds: 0 });
    setStatus('done');
  }

  function start() {
    session.current = { id: clientId(), skippedMs: 0, recorded: false };
    onStart?.(session.current.id);
    record.reset();
    setOutcome(null);
    clock.reset();
    clock.start();
    setStatus('active');
  }

  function skip() {
    const next = timeline[position.index + 1];
    if (!next) {
      finish(true);
      return;
    }
    const target = next.startSeconds * 1000;
    if (session.current) session.current.skippedMs += target - clock.elapsedMs;
    clock.seek(target);
  }

  // The clock ran out: the technique is complete.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the end of the timeline only
  useEffect(() => {
    if (status === 'active' && position.done) finish(true);
  }, [status, position.done]);

  // Leaving mid-way (back link, another page) still reports the session, as ended early.
  useOnUnmount(() => {
    if (status === 'active') report(false);
  });

  // Opened from a card further down: start reading at the player.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (status === 'done') resultRef.current?.focus();
  }, [status]);

  const announcement =
    status === 'active'
      ? announcementFor(step, position.index, timeline.length, technique.repeat)
      : status === 'done' && outcome
        ? outcome.completed
          ? de.toolboxScreen.player.doneAnnounce(technique.title)
          : de.toolboxScreen.player.endedAnnounce(technique.title)
        : '';

  const stepRemaining = position.done ? 0 : position.remainingMs;
  const totalRemaining = Math.max(0, totalMs - clock.elapsedMs);

  return (
    <article
      aria-labelledby={headingId}
      className="mx-auto flex w-full max-w-2xl flex-col gap-5 rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-8"
    >
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="flex flex-col gap-2">
        {/* Embedded in a flow, the flow offers the ways on; leaving to the overview would lose it. */}
        {!onDone && (
          <Link
            to={backTo}
            className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {de.toolboxScreen.player.back}
          </Link>
        )}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className={`rounded-md px-2 py-0.5 font-semibold ${GOAL_BADGE[technique.goal]}`}>
            {GOAL_LABELS[technique.goal]}
          </span>
          <span className="text-muted">
            {technique.category} · {formatDuration(technique.durationSeconds)}{' '}
            {de.toolboxScreen.minutes}
          </span>
        </div>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold leading-tight outline-none sm:text-3xl"
        >
          {technique.title}
        </h2>
      </div>

      {status === 'idle' && (
        <div className="flex flex-col gap-4">
          <p className="text-lg text-muted">{technique.purpose}</p>
          <details className="rounded-lg border border-line px-4 py-2">
            <summary className="min-h-9 cursor-pointer py-1 font-semibold">
              {de.toolboxScreen.player.showSteps}
            </summary>
            <ol className="mt-2 flex list-decimal flex-col gap-2 pb-2 pl-5">
              {technique.intro.map((s) => (
                <li key={`intro-${s.text}`}>
                  {s.text} <span className="text-sm text-muted">({s.seconds} s)</span>
                </li>
              ))}
              {technique.steps.map((s) => (
                <li key={`step-${s.text}`}>
                  {s.text} <span className="text-sm text-muted">({s.seconds} s)</span>
                </li>
              ))}
              {technique.outro.map((s) => (
                <li key={`outro-${s.text}`}>
                  {s.text} <span className="text-sm text-muted">({s.seconds} s)</span>
                </li>
              ))}
            </ol>
            {technique.repeat > 1 && (
              <p className="pb-2 text-sm text-muted">
                {de.toolboxScreen.player.repeat(technique.repeat)}
              </p>
            )}
          </details>
          <Button onClick={start} className="self-start px-8 text-lg">
            {de.toolboxScreen.player.begin}
          </Button>
        </div>
      )}

      {status === 'active' && (
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold text-muted">
            {de.toolboxScreen.player.stepOf(position.index + 1, timeline.length)}
            {step.cycle !== null && (
              <> · {de.toolboxScreen.player.round(step.cycle, technique.repeat)}</>
            )}
            {!clock.running && <> · {de.toolboxScreen.player.paused}</>}
          </p>
          <StepVisual
            step={step}
            scale={scales[position.index] ?? null}
            breathing={breathing}
            remainingMs={stepRemaining}
            running={clock.running}
          />
          <p className="min-h-[4.5rem] text-xl font-semibold leading-snug sm:text-2xl">
            {step.text}
          </p>
          <div className="flex flex-col gap-2">
            <div role="timer" className="flex flex-wrap justify-between gap-x-4 text-sm text-muted">
              <span>
                {de.toolboxScreen.player.step}{' '}
                <span className="font-semibold text-ink tabular-nums">
                  {formatDuration(ceilSeconds(stepRemaining))}
                </span>
              </span>
              <span>
                {de.toolboxScreen.player.totalLeft}{' '}
                <span className="font-semibold text-ink tabular-nums">
                  {formatDuration(ceilSeconds(totalRemaining))}
                </span>
              </span>
            </div>
            <ProgressBar
              label={de.toolboxScreen.player.progress}
              value={clock.elapsedMs / totalMs}
              valueText={de.toolboxScreen.player.progressText(
                formatDuration(Math.floor(clock.elapsedMs / 1000)),
                formatDuration(technique.durationSeconds),
              )}
            />
          </div>
          <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-3">
            <Button onClick={clock.running ? clock.pause : clock.start}>
              {clock.running ? de.toolboxScreen.player.pause : de.toolboxScreen.player.resume}
            </Button>
            <Button variant="secondary" onClick={skip}>
              {de.toolboxScreen.player.next}
            </Button>
            <Button variant="secondary" onClick={() => finish(false)}>
              {de.toolboxScreen.player.end}
            </Button>
          </div>
        </div>
      )}

      {status === 'done' && outcome && (
        <div className="flex flex-col gap-4">
          <h3 ref={resultRef} tabIndex={-1} className="text-xl font-bold outline-none">
            {outcome.completed ? de.toolboxScreen.player.done : de.toolboxScreen.player.ended}
          </h3>
          <p className="text-muted">
            {outcome.completed
              ? de.toolboxScreen.player.doneText(durationText(outcome.seconds))
              : de.toolboxScreen.player.endedText(durationText(outcome.seconds))}
          </p>
          <p role="status" className="text-sm text-muted">
            {record.isPending
              ? de.toolboxScreen.player.saving
              : record.isError
                ? de.toolboxScreen.player.saveFailed
                : record.isSuccess
                  ? de.toolboxScreen.player.saved
                  : ''}
          </p>
          <div className="flex flex-col gap-2 min-[400px]:flex-row min-[400px]:flex-wrap">
            {onDone && <Button onClick={onDone.action}>{onDone.label}</Button>}
            {record.isError && record.variables && (
              <Button variant="secondary" onClick={() => record.mutate(record.variables!)}>
                {de.toolboxScreen.player.saveAgain}
              </Button>
            )}
            <Button variant={onDone ? 'secondary' : 'primary'} onClick={start}>
              {de.toolboxScreen.player.again}
            </Button>
            {!onDone && (
              <Link to={backTo} className={secondaryLink}>
                {de.toolboxScreen.allTechniques}
              </Link>
            )}
          </div>
        </div>
      )}
    </article>
  );
}
