import { useId } from 'react';
import type { RoutineRun } from '../../../../domain/api-training';
import { de } from '../../../../domain/messages';
import { formatDuration } from '../../../../domain/tunnel-routine';
import { dateFormat } from '../../../lib/format';

const formatStartedAt = dateFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'Letzte Durchläufe': the latest runs of the player, finished or ended early. */
export function RunList({ runs, pending }: { runs: readonly RoutineRun[]; pending: boolean }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-card p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {de.tunnelRoutine.runs.title}
      </h2>
      {pending ? (
        <p className="text-muted">{de.common.loading}</p>
      ) : runs.length === 0 ? (
        <p className="text-muted">{de.tunnelRoutine.runs.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {runs.map((run) => (
            <li key={run.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="flex flex-col">
                <time dateTime={run.startedAt} className="font-medium">
                  {formatStartedAt(run.startedAt)}
                </time>
                <span className="text-sm text-muted">
                  {de.counts.steps(run.stepsCompleted)} · {formatDuration(run.totalSeconds)}{' '}
                  {de.tunnelRoutine.minutes}
                </span>
              </span>
              <span
                className={`rounded-md px-2 py-0.5 text-sm font-semibold ${
                  run.completed
                    ? 'bg-brand-100 text-brand-900 dark:bg-brand-900/60 dark:text-brand-100'
                    : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'
                }`}
              >
                {run.completed ? de.tunnelRoutine.runs.completed : de.tunnelRoutine.runs.aborted}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
