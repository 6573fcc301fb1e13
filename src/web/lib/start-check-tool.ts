import type { StartCheck } from '../../domain/api-training';
import { de } from '../../domain/messages';
import { findTechnique } from '../../domain/toolbox';

/**
 * The name of what a Startcheck did between its ratings: the technique's title, or the routine's
 * name as it was then (marked once the routine is deleted).
 */
export function startCheckToolTitle(check: Pick<StartCheck, 'techniqueId' | 'routine'>): string {
  const t = de.startCheck.history;
  if (check.routine)
    return check.routine.id === null ? t.deletedRoutine(check.routine.name) : check.routine.name;
  return (check.techniqueId && findTechnique(check.techniqueId)?.title) || t.unknownTechnique;
}
