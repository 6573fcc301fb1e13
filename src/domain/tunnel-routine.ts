/**
 * The tunnel routine: the athlete's own timed pre-performance routine, its schema, built-in templates
 * and the clock math of the countdown player.
 */

import { clientId } from './client-id';
import { de } from './messages';
import { ZId } from './schemas/id';
import { optionalText, requiredText } from './schemas/text';
import { z } from './schemas/zod';
import { findTechnique, isTechniqueId } from './toolbox';

const v = de.validation;

export const MAX_STEP_TITLE_LENGTH = 60;
export const MAX_CUE_LENGTH = 40;
const MIN_STEP_SECONDS = 5;
const MAX_STEP_SECONDS = 30 * 60;
const MIN_ROUTINE_STEPS = 1;
export const MAX_ROUTINE_STEPS = 20;
/** How many of the latest runs the routine's answer lists. */
export const RUNS_LIMIT = 10;

const stepSecondsMessage = 'Dauer zwischen 5 Sekunden und 30 Minuten wählen';

export const ZRoutineStep = z.object({
  /** Made by the client, so reordering and editing keep track of a step. */
  id: ZId,
  title: requiredText(MAX_STEP_TITLE_LENGTH),
  durationSeconds: z
    .number({ error: v.enterValue })
    .check(
      z.int({ error: v.enterValue }),
      z.gte(MIN_STEP_SECONDS, stepSecondsMessage),
      z.lte(MAX_STEP_SECONDS, stepSecondsMessage),
    ),
  /** The cue word the player shows large; empty means none. */
  cue: optionalText(MAX_CUE_LENGTH),
  techniqueId: z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: 'Unbekannte Technik' })
          .check(z.refine(isTechniqueId, 'Unbekannte Technik')),
      ),
    ),
    z.transform((s) => s ?? null),
  ),
});
export type RoutineStep = z.infer<typeof ZRoutineStep>;
export type RoutineStepInput = z.input<typeof ZRoutineStep>;

export const ZRoutine = z.object({
  steps: z.array(ZRoutineStep).check(
    z.minLength(MIN_ROUTINE_STEPS, 'Füge mindestens einen Schritt hinzu'),
    z.maxLength(MAX_ROUTINE_STEPS, `Höchstens ${MAX_ROUTINE_STEPS} Schritte`),
    z.refine(
      (steps) => new Set(steps.map((s) => s.id)).size === steps.length,
      'Jeder Schritt nur einmal',
    ),
  ),
});

// ---- Templates ----

type TemplateStep = Omit<RoutineStep, 'id'>;

export interface RoutineTemplate {
  id: string;
  title: string;
  description: string;
  steps: readonly TemplateStep[];
}

const step = (title: string, durationSeconds: number, cue: string | null = null): TemplateStep => ({
  title,
  durationSeconds,
  cue,
  techniqueId: null,
});

// A step that plays a toolbox technique lasts exactly as long as its guided timeline.
function techniqueStep(techniqueId: string, cue: string | null = null): TemplateStep {
  const technique = findTechnique(techniqueId);
  if (!technique) throw new Error(`Unknown toolbox technique: ${techniqueId}`);
  return {
    title: technique.title,
    durationSeconds: technique.durationSeconds,
    cue,
    techniqueId,
  };
}

export const ROUTINE_TEMPLATES: readonly RoutineTemplate[] = [
  {
    id: 'klassisch-10',
    title: 'Klassisch 10 Minuten',
    description:
      'Ankommen, ruhig werden, die beste Leistung vor Augen, dann Spannung aufbauen und den Blick auf die erste Aufgabe richten.',
    steps: [
      step('Ankommen: Platz, Material und Ablauf checken', 90, 'Bereit'),
      techniqueStep('box-atmung', 'Ruhig'),
      techniqueStep('beste-leistung-vorstellen', 'Das kann ich'),
      techniqueStep('cue-woerter', 'Klar'),
      techniqueStep('energizer', 'Los!'),
      techniqueStep('fokus-punkt', 'Jetzt'),
    ],
  },
  {
    id: 'kurz-vor-dem-start',
    title: 'Kurz vor dem Start (3 Minuten)',
    description:
      'Für die letzten Minuten am Start oder in der Wechselzone: runterkommen, den ersten Ablauf durchgehen, hochfahren.',
    steps: [
      techniqueStep('doppeltes-einatmen', 'Ausatmen'),
      step('Ersten Bewegungsablauf im Kopf durchgehen', 50, 'Sauber'),
      techniqueStep('power-atmung', 'Power'),
      step('Blick auf deinen Fokus-Punkt, Schlüsselwort sagen', 45, 'Jetzt'),
    ],
  },
  {
    id: 'teamsport-kabine',
    title: 'Teamsport Kabine',
    description:
      'Für die Kabine vor dem Spiel: bei dir ankommen, deine Aufgaben klar haben, gemeinsam mit dem Team hochfahren.',
    steps: [
      step('Ankommen, umziehen, Handy weg', 180, 'Ab jetzt Spiel'),
      techniqueStep('body-scan-kurz', 'Spüren'),
      step('Eigene Aufgaben im Spielplan durchgehen', 120, 'Meine Rolle'),
      techniqueStep('positive-selbstinstruktion', 'Ich bin bereit'),
      techniqueStep('energizer', 'Los!'),
      step('Mannschaftskreis: gemeinsames Wort, abklatschen', 35, 'Zusammen'),
    ],
  },
];

/** Steps of a template with fresh ids, ready to edit as the athlete's own routine. */
export function instantiateTemplate(
  template: RoutineTemplate,
  newId: () => string = clientId,
): RoutineStep[] {
  return template.steps.map((s) => ({ ...s, id: newId() }));
}

// ---- Time ----

export function routineTotalSeconds(steps: readonly { durationSeconds: number }[]): number {
  return steps.reduce((sum, s) => sum + s.durationSeconds, 0);
}

/**
 * "0:05", "3:05", "59:59" below an hour; "1 Std", "1 Std 2 Min" from an hour on, where seconds no
 * longer matter. Fractions are cut off, so a countdown should pass `Math.ceil(remainingMs / 1000)`.
 */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  if (total < 3600) {
    const m = Math.floor(total / 60);
    const s = total % 60;
    return `${m}:${String(s).padStart(2, '0')}`;
  }
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return m === 0 ? `${h} Std` : `${h} Std ${m} Min`;
}

export interface PlaybackPosition {
  /** The step playing; the last step once done. */
  index: number;
  /** Time left in that step; 0 once done. */
  remainingMs: number;
  done: boolean;
}

/**
 * Where the player stands after `elapsedMs` of playing time. The player keeps only the elapsed
 * time (pausing stops adding to it), so position, pause and resume are all derived from one number.
 * At the exact end of a step the next one has begun with its full time.
 */
export function playbackPosition(
  steps: readonly { durationSeconds: number }[],
  elapsedMs: number,
): PlaybackPosition {
  const elapsed = Number.isNaN(elapsedMs) ? 0 : Math.max(0, elapsedMs);
  let end = 0;
  for (const [index, s] of steps.entries()) {
    end += s.durationSeconds * 1000;
    if (elapsed < end) return { index, remainingMs: end - elapsed, done: false };
  }
  return { index: Math.max(0, steps.length - 1), remainingMs: 0, done: true };
}
