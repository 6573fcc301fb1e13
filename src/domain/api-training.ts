/**
 * The training functions (trends and zone learning from `api-trends.ts`, toolbox, tunnel routine):
 * their input schemas, shared by the screens' forms and the server's handlers, and the answer types.
 * The contracts that join them to function names are in `contracts/training.ts`.
 */

import { INVALID_DATE } from './api-trends';
import {
  type CompetitionTag,
  type ReminderLead,
  ZCompetitionLink,
  ZReminderLead,
} from './competitions';
import { de } from './messages';
import { ZEmotionId, ZIntensity } from './schemas/athlete';
import { ZId } from './schemas/id';
import { requiredText } from './schemas/text';
import { z } from './schemas/zod';
import type { RoutineEffect, StartCheckRating, TechniqueEffect } from './start-check';
import { type Goal, isTechniqueId } from './toolbox';
import { MAX_ROUTINE_STEPS, type RoutineStep, ZRoutine } from './tunnel-routine';

const v = de.validation;

// ---- Toolbox ----

export const UNKNOWN_TECHNIQUE = 'Unbekannte Technik';
const MAX_TECHNIQUE_SECONDS = 3 * 60 * 60;
const techniqueSecondsMessage = `Dauer zwischen 0 und ${MAX_TECHNIQUE_SECONDS} Sekunden eingeben`;

const ZTechniqueId = z
  .string({ error: UNKNOWN_TECHNIQUE })
  .check(z.refine(isTechniqueId, UNKNOWN_TECHNIQUE));

export const ZSetFavourite = z.object({
  techniqueId: ZTechniqueId,
  favourite: z.boolean({ error: v.pleaseSelect }),
});

export const ZRecordTechniqueUse = z.object({
  /** Made by the client when the player starts: a retry, or the report at the end, writes one row. */
  id: ZId,
  techniqueId: ZTechniqueId,
  completed: z.boolean({ error: v.pleaseSelect }),
  durationSeconds: z
    .number({ error: v.enterValue })
    .check(
      z.int({ error: v.enterValue }),
      z.gte(0, techniqueSecondsMessage),
      z.lte(MAX_TECHNIQUE_SECONDS, techniqueSecondsMessage),
    ),
});

export interface TechniqueUse {
  id: string;
  techniqueId: string;
  /** When the player started: the time of the first report minus its duration. */
  startedAt: string;
  completed: boolean;
  durationSeconds: number;
}

export interface Toolbox {
  /** Technique ids, in the order they were marked. */
  favourites: string[];
  /** Per technique ever used, most recently used first. */
  usage: { techniqueId: string; count: number; completedCount: number; lastUsedAt: string }[];
  /**
   * `suggestTechniques(cocktail, last check-in)` with favourites first within a goal and the
   * athlete's own effects ranking proven techniques, as ids.
   */
  suggestions: { goal: Goal; reason: string; techniqueIds: string[] }[];
  /** "Was bei dir wirkt": per technique with at least one measured Startcheck, best first. */
  effects: TechniqueEffect[];
  /** The same for the athlete's tunnel routines run in a Startcheck. */
  routineEffects: RoutineEffect[];
}

// ---- Startcheck ----

const MAX_START_CHECK_EMOTIONS = 24;
export const RATE_ONE_EMOTION = 'Bewerte mindestens eine Emotion';
const tooManyEmotions = `Höchstens ${MAX_START_CHECK_EMOTIONS} Emotionen`;

export const UNKNOWN_ROUTINE = 'Unbekannte Routine';
export const TECHNIQUE_OR_ROUTINE = 'Wähle eine Technik oder eine Routine';

export const ZRecordStartCheck = z
  .object({
    /** Made by the client when the check starts: a retry writes one row. */
    id: ZId,
    /** What was done between the ratings: a technique or one of the athlete's routines. */
    techniqueId: z.pipe(
      z.optional(z.nullable(ZTechniqueId)),
      z.transform((s) => s ?? null),
    ),
    routineId: z.pipe(
      z.optional(
        z.nullable(z.string({ error: UNKNOWN_ROUTINE }).check(z.uuid({ error: UNKNOWN_ROUTINE }))),
      ),
      z.transform((s) => s ?? null),
    ),
    /** The competition the check is before (or at, or after); tagged like a check-in. */
    competitionId: ZCompetitionLink,
    /**
     * The technique player's report of the same technique (`recordTechniqueUse`'s id): the history
     * shows the two as the one event they are.
     */
    techniqueUseId: z.pipe(
      z.optional(z.nullable(ZId)),
      z.transform((s) => s ?? null),
    ),
    ratings: z
      .array(z.object({ emotionId: ZEmotionId, before: ZIntensity, after: ZIntensity }), {
        error: RATE_ONE_EMOTION,
      })
      .check(
        z.minLength(1, RATE_ONE_EMOTION),
        z.maxLength(MAX_START_CHECK_EMOTIONS, tooManyEmotions),
      ),
  })
  .check(
    z.refine((c) => (c.techniqueId === null) !== (c.routineId === null), {
      message: TECHNIQUE_OR_ROUTINE,
      path: ['techniqueId'],
    }),
  );

export interface StartCheck {
  id: string;
  /** Exactly one of the two: the technique, or the routine (its name kept as it was then). */
  techniqueId: string | null;
  routine: { id: string | null; name: string } | null;
  recordedAt: string;
  /** With each emotion's label and zone as they were at the check. */
  ratings: StartCheckRating[];
  /** `changeTowardZone(ratings)`: null when nothing was outside the zone before. */
  change: number | null;
  /** The competition it was for, and whether before, during or after it. */
  competition: CompetitionTag | null;
}

// ---- The toolbox's history ----

export const HISTORY_PAGE_SIZE = 10;
const MAX_HISTORY_PAGE = 50;
const INVALID_CURSOR = 'Ungültige Position in der Liste';

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The history's position after an item: its time to the millisecond and its id (ties). */
export function encodeHistoryCursor(item: { at: string; id: string }): string {
  return `${new Date(item.at).toISOString()}_${item.id}`;
}

export function decodeHistoryCursor(cursor: string): { at: string; id: string } | null {
  const m = CURSOR.exec(cursor);
  // A real instant only: 2026-02-30 matches the pattern, and the database would refuse it.
  if (!m || Number.isNaN(Date.parse(m[1]!)) || new Date(m[1]!).toISOString() !== m[1]) return null;
  return { at: m[1]!, id: m[2]! };
}

export const ZToolboxHistory = z.object({
  /** Opaque cursor from the previous page. */
  cursor: z.optional(
    z.nullable(
      z
        .string({ error: INVALID_CURSOR })
        .check(z.refine((c) => decodeHistoryCursor(c) !== null, INVALID_CURSOR)),
    ),
  ),
  limit: z.optional(
    z.nullable(
      z
        .number({ error: v.enterValue })
        .check(
          z.int({ error: v.enterValue }),
          z.gte(1, `Wert zwischen 1 und ${MAX_HISTORY_PAGE} eingeben`),
          z.lte(MAX_HISTORY_PAGE, `Wert zwischen 1 und ${MAX_HISTORY_PAGE} eingeben`),
        ),
    ),
  ),
});

export type ToolboxHistoryItem =
  | ({ kind: 'technique'; at: string } & TechniqueUse)
  | ({
      kind: 'startCheck';
      at: string;
      /** The player's report of the check's technique, shown in the check's row. */
      techniqueUse: Pick<TechniqueUse, 'completed' | 'durationSeconds'> | null;
    } & StartCheck);

export interface ToolboxHistory {
  /** Technique uses and Startchecks together, latest first. */
  items: ToolboxHistoryItem[];
  /** For the next page; null when this page holds the last item. */
  nextCursor: string | null;
}

// ---- Tunnel routine ----

// Beside the routine's own limits (tunnel-routine.ts), where the screen takes it without these schemas.
export { RUNS_LIMIT } from './tunnel-routine';

const MAX_RUN_SECONDS = 24 * 60 * 60;
export const RUN_ENDS_BEFORE_START = 'Das Ende liegt vor dem Start';
const runSecondsMessage = `Dauer zwischen 0 und ${MAX_RUN_SECONDS} Sekunden eingeben`;
const stepsMessage = `Wert zwischen 0 und ${MAX_ROUTINE_STEPS} eingeben`;

const INVALID_STEP = 'Ungültiger Schritt';
export const MAX_ROUTINE_NAME_LENGTH = 60;
const REMINDER_NEEDS_COMPETITION = 'Wähle zuerst einen Wettkampf';

/**
 * A routine as the editor saves it: its steps are `ZRoutine`'s, with German answers also for a
 * missing list or a step that is no object, which it leaves to zod's English defaults.
 */
export const ZSaveRoutine = z
  .object({
    /** Made by the client when the routine is created: a retried save writes it once. */
    id: ZId,
    name: requiredText(MAX_ROUTINE_NAME_LENGTH),
    steps: z.pipe(
      z.array(z.looseObject({}, { error: INVALID_STEP }), { error: v.required }),
      ZRoutine.shape.steps,
    ),
    competitionId: ZCompetitionLink,
    reminderLead: ZReminderLead,
  })
  .check(
    z.refine((r) => !r.reminderLead || r.competitionId !== null, {
      message: REMINDER_NEEDS_COMPETITION,
      path: ['reminderLead'],
    }),
  );

export const ZRoutineId = z.object({ id: ZId });

const EARLIEST_RUN = Date.UTC(2000, 0, 1);
/** A little slack for clocks and time zones; the future beyond that is a typo. */
const FUTURE_SLACK_MS = 36 * 60 * 60 * 1000;
const RUN_TIME_OUT_OF_BOUNDS = 'Das Datum muss zwischen 2000 und heute liegen';

// Stops at a malformed time, so one mistake gets one message.
const ZRunTime = z.string({ error: INVALID_DATE }).check(
  z.iso.datetime({ offset: true, error: INVALID_DATE, abort: true }),
  z.refine((s) => {
    const t = Date.parse(s);
    return t >= EARLIEST_RUN && t <= Date.now() + FUTURE_SLACK_MS;
  }, RUN_TIME_OUT_OF_BOUNDS),
);

export const ZRecordRoutineRun = z
  .object({
    /** Made by the client when the run starts: a retry, or the report at the end, writes one row. */
    id: ZId,
    startedAt: ZRunTime,
    /** Required for a completed run; an aborted run may give the time it stopped. */
    completedAt: z.optional(z.nullable(ZRunTime)),
    completed: z.boolean({ error: v.pleaseSelect }),
    stepsCompleted: z
      .number({ error: v.enterValue })
      .check(
        z.int({ error: v.enterValue }),
        z.gte(0, stepsMessage),
        z.lte(MAX_ROUTINE_STEPS, stepsMessage),
      ),
    totalSeconds: z
      .number({ error: v.enterValue })
      .check(
        z.int({ error: v.enterValue }),
        z.gte(0, runSecondsMessage),
        z.lte(MAX_RUN_SECONDS, runSecondsMessage),
      ),
  })
  .check(
    z.refine((r) => !r.completed || Boolean(r.completedAt), {
      message: v.required,
      path: ['completedAt'],
    }),
    // NaN compares false both ways: a malformed time has its own message already.
    z.refine((r) => !r.completedAt || !(Date.parse(r.completedAt) < Date.parse(r.startedAt)), {
      message: RUN_ENDS_BEFORE_START,
      path: ['completedAt'],
    }),
  );

export interface RoutineRun {
  id: string;
  startedAt: string;
  completedAt: string | null;
  completed: boolean;
  stepsCompleted: number;
  totalSeconds: number;
}

export interface Routine {
  id: string;
  name: string;
  steps: RoutineStep[];
  /** The competition it is for, and when to be reminded of it by e-mail. */
  competitionId: string | null;
  reminderLead: ReminderLead | null;
  createdAt: string;
  updatedAt: string;
}

export interface RoutineState {
  /** Oldest first; empty until the athlete saves a routine. */
  routines: Routine[];
  /** The last `RUNS_LIMIT` runs of all routines, latest start first. */
  runs: RoutineRun[];
}

export type { TrainingApi } from './contracts/training';
