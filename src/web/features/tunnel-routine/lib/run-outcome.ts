import { de } from '../../../../domain/messages';
import { formatDuration } from '../../../../domain/tunnel-routine';

/** How a run of the routine ended, as the player reports it. */
export interface Outcome {
  /** The run reached the end (the last step ran out or was skipped). */
  completed: boolean;
  /** Steps played, not skipped. */
  stepsCompleted: number;
  stepsSkipped: number;
  totalSeconds: number;
}

/** The line under the result's heading: skipped steps are never counted as done. */
export function outcomeText(outcome: Outcome, steps: number): string {
  const t = de.tunnelRoutine.player;
  if (!outcome.completed) return t.partDone(outcome.stepsCompleted, steps, outcome.stepsSkipped);
  const minutes = formatDuration(outcome.totalSeconds);
  return outcome.stepsSkipped === 0
    ? t.allDone(steps, minutes)
    : t.doneWithSkips(outcome.stepsCompleted, steps, outcome.stepsSkipped, minutes);
}
