/**
 * The training functions (trends, zone learning, toolbox, tunnel routine): their input schemas, shared
 * by the screens' forms and the server's handlers, and the answer types. `api.ts` joins `TrainingApi`
 * into the one `Api` map.
 */
import * as z from 'zod/mini';
import type { EmotionGroup } from './emotions';
import { de } from './messages';
import { type EntryType, ZId } from './schemas/athlete';
import { type Goal, isTechniqueId } from './toolbox';
import { MAX_ROUTINE_STEPS, type RoutineStep, ZRoutine } from './tunnel-routine';

const v = de.validation;

// ---- Trends ----

export const TRENDS_RANGES = ['7', '30', '90', 'custom'] as const;
export type TrendsRange = (typeof TRENDS_RANGES)[number];
export const MAX_CUSTOM_RANGE_DAYS = 366;
/** Below this many entries with an emotion, its correlation with the rating says nothing. */
export const MIN_RELATION_ENTRIES = 5;
/** Zone learning starts once the protocol has this many entries. */
export const MIN_LEARNING_ENTRIES = 10;
/** With fewer intensities than this, the middle half of them is no range, so min..max is used. */
export const MIN_PERCENTILE_SAMPLES = 3;

export const INVALID_DATE = 'Ungültiges Datum';
export const DATE_OUT_OF_BOUNDS = 'Das Datum muss zwischen 2000 und 2099 liegen';
export const RANGE_REVERSED = 'Das Enddatum liegt vor dem Startdatum';
export const RANGE_TOO_LONG = `Der Zeitraum darf höchstens ${MAX_CUSTOM_RANGE_DAYS} Tage umfassen`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both included; both are valid ISO dates here. */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

// PostgreSQL has no year 0, and a calendar needs sane bounds; the ISO format alone allows 0000..9999.
const ZDayText = z.string({ error: INVALID_DATE }).check(
  z.iso.date({ error: INVALID_DATE }),
  z.refine((s) => s >= '2000-01-01' && s <= '2099-12-31', DATE_OUT_OF_BOUNDS),
);
const ZDay = z.optional(z.nullable(ZDayText));

/** The range checks speak only about days that are valid themselves, never twice about one mistake. */
const isDay = (s: string | null | undefined): s is string =>
  typeof s === 'string' && ZDayText.safeParse(s).success;

type DayRange = { range: TrendsRange; from?: string | null; to?: string | null };
const customDays = (q: DayRange) =>
  q.range === 'custom' && isDay(q.from) && isDay(q.to) ? { from: q.from, to: q.to } : null;

/** `from`/`to` are Berlin calendar days, both included; they count only for the custom range. */
export const ZTrendsQuery = z
  .object({
    range: z.enum(TRENDS_RANGES, { error: v.pleaseSelect }),
    from: ZDay,
    to: ZDay,
  })
  .check(
    z.refine((q) => q.range !== 'custom' || Boolean(q.from), {
      message: v.required,
      path: ['from'],
    }),
    z.refine((q) => q.range !== 'custom' || Boolean(q.to), { message: v.required, path: ['to'] }),
    z.refine(
      (q) => {
        const d = customDays(q);
        return !d || d.from <= d.to;
      },
      { message: RANGE_REVERSED, path: ['to'] },
    ),
    z.refine(
      (q) => {
        const d = customDays(q);
        return !d || d.from > d.to || rangeDays(d.from, d.to) <= MAX_CUSTOM_RANGE_DAYS;
      },
      { message: RANGE_TOO_LONG, path: ['to'] },
    ),
  );
export type TrendsQuery = z.input<typeof ZTrendsQuery>;

export interface ZoneSuggestion {
  id: string;
  label: string;
  /** The learned zone; null when none of the best entries rated this emotion. */
  suggestedMin: number | null;
  suggestedMax: number | null;
  /** The zone of the current cocktail. */
  currentMin: number;
  currentMax: number;
  /** How many of the best entries rated this emotion. */
  samples: number;
}

export interface ZoneLearning {
  /** True from `MIN_LEARNING_ENTRIES` entries (all time) on. */
  available: boolean;
  /** Entries still missing until learning starts; 0 once available. */
  entriesNeeded: number;
  /** Entries with a rating at or above the athlete's 75th-percentile rating (0 while unavailable). */
  bestEntries: number;
  /** One per emotion of the current cocktail, in its order; empty while unavailable. */
  emotions: ZoneSuggestion[];
}

export interface Trends {
  /** The window as Berlin calendar days, both included. */
  range: { from: string; to: string; days: number };
  /**
   * The entries of the window, oldest first, as columns: index i of every list, and of every
   * emotion's `intensities`, is the same entry. A year of entries stays a small answer that way.
   */
  entries: {
    occurredAt: string[];
    rating: number[];
    type: EntryType[];
    title: string[];
    /** null when none of the entry's emotions had a zone. */
    inZoneShare: (number | null)[];
  };
  /** One per emotion of the current cocktail, in its order. */
  emotions: {
    id: string;
    label: string;
    group: EmotionGroup;
    zoneMin: number;
    zoneMax: number;
    /** Lined up with `entries`; null where the entry did not rate this emotion. */
    intensities: (number | null)[];
  }[];
  /**
   * Per cocktail emotion: n = entries in the window rating it; r = Pearson correlation of its intensity
   * with the rating, 2 decimals, null below `MIN_RELATION_ENTRIES` entries or when either never varies.
   */
  relation: { id: string; label: string; group: EmotionGroup; n: number; r: number | null }[];
  /** Every Berlin day of the window, oldest first, with its number of entries. */
  calendar: { date: string; count: number }[];
  /** averageRating rounded to 2 decimals, averageInZoneShare (0..1) to 3; null without entries. */
  summary: { entries: number; averageRating: number | null; averageInZoneShare: number | null };
  zoneLearning: ZoneLearning;
}

// ---- Toolbox ----

export const UNKNOWN_TECHNIQUE = 'Unbekannte Technik';
export const MAX_TECHNIQUE_SECONDS = 3 * 60 * 60;
const techniqueSecondsMessage = `Dauer zwischen 0 und ${MAX_TECHNIQUE_SECONDS} Sekunden eingeben`;

export const ZTechniqueId = z
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
  /** `suggestTechniques(cocktail, last check-in)` with favourites first within a goal, as ids. */
  suggestions: { goal: Goal; reason: string; techniqueIds: string[] }[];
}

// ---- Tunnel routine ----

export const RUNS_LIMIT = 10;
export const MAX_RUN_SECONDS = 24 * 60 * 60;
export const RUN_ENDS_BEFORE_START = 'Das Ende liegt vor dem Start';
const runSecondsMessage = `Dauer zwischen 0 und ${MAX_RUN_SECONDS} Sekunden eingeben`;
const stepsMessage = `Wert zwischen 0 und ${MAX_ROUTINE_STEPS} eingeben`;

export const INVALID_STEP = 'Ungültiger Schritt';

/**
 * `ZRoutine`, with German answers also for a missing list or a step that is no object, which it
 * leaves to zod's English defaults.
 */
export const ZSaveRoutine = z.pipe(
  z.object({
    steps: z.array(z.looseObject({}, { error: INVALID_STEP }), { error: v.required }),
  }),
  ZRoutine,
);

const EARLIEST_RUN = Date.UTC(2000, 0, 1);
/** A little slack for clocks and time zones; the future beyond that is a typo. */
const FUTURE_SLACK_MS = 36 * 60 * 60 * 1000;
export const RUN_TIME_OUT_OF_BOUNDS = 'Das Datum muss zwischen 2000 und heute liegen';

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

export interface RoutineState {
  /** Empty until the athlete saves a routine. */
  steps: RoutineStep[];
  updatedAt: string | null;
  /** The last `RUNS_LIMIT` runs, latest start first. */
  runs: RoutineRun[];
}

type In<S extends z.ZodMiniType> = z.input<S>;

export interface TrainingApi {
  getTrends: { input: TrendsQuery; output: Trends };
  getZoneSuggestions: { input: null; output: ZoneLearning };
  getToolbox: { input: null; output: Toolbox };
  setFavourite: { input: In<typeof ZSetFavourite>; output: { favourites: string[] } };
  recordTechniqueUse: { input: In<typeof ZRecordTechniqueUse>; output: TechniqueUse };
  getRoutine: { input: null; output: RoutineState };
  saveRoutine: { input: In<typeof ZRoutine>; output: RoutineState };
  recordRoutineRun: { input: In<typeof ZRecordRoutineRun>; output: RoutineRun };
}
