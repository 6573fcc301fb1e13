/**
 * The trends function and the zone learning: the range schema the server's handler checks with, and
 * the answer types. Apart from `api-training.ts`, whose toolbox and routine schemas would otherwise
 * ride along into the trends screen's JavaScript; the screen itself takes the ranges and thresholds
 * from `trends-limits.ts`, which has no zod.
 */

import type { EntryType } from './athlete-choices';
import type { EmotionGroup } from './emotions';
import { de } from './messages';
import { z } from './schemas/zod';
import { MAX_CUSTOM_RANGE_DAYS, TRENDS_RANGES, type TrendsRange } from './trends-limits';

export { MIN_RELATION_ENTRIES, type TrendsRange } from './trends-limits';

const v = de.validation;

export const INVALID_DATE = 'Ungültiges Datum';
export const DATE_OUT_OF_BOUNDS = 'Das Datum muss zwischen 2000 und 2099 liegen';
export const RANGE_REVERSED = 'Das Enddatum liegt vor dem Startdatum';
export const RANGE_TOO_LONG = `Der Zeitraum darf höchstens ${MAX_CUSTOM_RANGE_DAYS} Tage umfassen`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both included; both are valid ISO dates here. */
function rangeDays(from: string, to: string): number {
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

/** The checks of a period across its fields, for every schema that takes one. */
const PERIOD_CHECKS = [
  z.refine<DayRange>((q) => q.range !== 'custom' || Boolean(q.from), {
    message: v.required,
    path: ['from'],
  }),
  z.refine<DayRange>((q) => q.range !== 'custom' || Boolean(q.to), {
    message: v.required,
    path: ['to'],
  }),
  z.refine<DayRange>(
    (q) => {
      const d = customDays(q);
      return !d || d.from <= d.to;
    },
    { message: RANGE_REVERSED, path: ['to'] },
  ),
  z.refine<DayRange>(
    (q) => {
      const d = customDays(q);
      return !d || d.from > d.to || rangeDays(d.from, d.to) <= MAX_CUSTOM_RANGE_DAYS;
    },
    { message: RANGE_TOO_LONG, path: ['to'] },
  ),
];

const ZRange = z.enum(TRENDS_RANGES, { error: v.pleaseSelect });

/** `from`/`to` are Berlin calendar days, both included; they count only for the custom range. */
export const ZTrendsQuery = z
  .object({ range: ZRange, from: ZDay, to: ZDay })
  .check(...PERIOD_CHECKS);

/**
 * A period of the trends beside an athlete's id, for a coach's read of that athlete; the last 30 days
 * when no range is given.
 */
export const ZAthletePeriod = <Id extends z.ZodMiniType<string>>(athleteId: Id) =>
  z
    .object({ athleteId, range: z._default(ZRange, '30'), from: ZDay, to: ZDay })
    .check(...PERIOD_CHECKS);

export type TrendsQuery = z.input<typeof ZTrendsQuery>;
/** A checked period, as the trends computation takes it. */
export type TrendsPeriod = z.output<typeof ZTrendsQuery>;

/** Where an intensity stands for good performances; see `zone-probability.ts` for the rule. */
export type ZoneBand = 'optimal' | 'moderate' | 'poor' | 'unknown';

/** A chance of a good performance: posterior mean and credible interval (0..1), and its counts. */
export interface ZoneChance {
  /** Good performances among the entries it stands on. */
  good: number;
  entries: number;
  mean: number;
  low: number;
  high: number;
}

/** One intensity of an emotion's chance curve. */
export interface ZoneChancePoint {
  intensity: number;
  /** Entries that rated the emotion at this intensity, and the good performances among them. */
  entries: number;
  good: number;
  /** The chance of a good performance at this intensity (0..1) and its credible interval. */
  chance: number;
  low: number;
  high: number;
  band: ZoneBand;
}

export interface ZoneSuggestion {
  id: string;
  label: string;
  group: EmotionGroup;
  /** The learned optimal range; null below the minimum or while no range is clearly better. */
  suggestedMin: number | null;
  suggestedMax: number | null;
  /** The zone of the current cocktail. */
  currentMin: number;
  currentMax: number;
  /** Entries (all time) that rated this emotion. */
  samples: number;
  /** Entries rating this emotion still missing until its chances are learned; 0 from then on. */
  entriesNeeded: number;
  /** The chance of a good performance inside the suggested range; null without one. */
  chance: ZoneChance | null;
  /** The chance at each intensity 0..10; empty while `entriesNeeded` > 0. */
  curve: ZoneChancePoint[];
}

export interface ZoneLearning {
  /** True once at least one emotion has its curve. */
  available: boolean;
  /** The protocol's entries, all time. */
  entries: number;
  /** Entries still missing until the first emotion's chances are learned; 0 once available. */
  entriesNeeded: number;
  /** The rating from which on a performance counts as good; null while all ratings are equal. */
  goodFrom: number | null;
  /** Entries rated `goodFrom` or better. */
  goodEntries: number;
  /** One per emotion of the current cocktail, in its order. */
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
    /** Always the title for the athlete; for a coach null where the entry is not shared with them. */
    title: (string | null)[];
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
