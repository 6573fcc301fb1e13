/**
 * The protocol of a period, for its print view (`listEntriesInPeriod`) and its CSV download
 * (`PROTOCOL_EXPORT_PATH` in export-paths.ts): the days each checks, and the print view's answer.
 */
import type { ProtocolEntry } from './api';
import { DATE_OUT_OF_BOUNDS, INVALID_DATE, RANGE_REVERSED, RANGE_TOO_LONG } from './api-trends';
import { de } from './messages';
import { z } from './schemas/zod';
import { MAX_CUSTOM_RANGE_DAYS } from './trends-limits';

/** The print view shows at most this many entries of a period; a year of daily entries fits. */
export const MAX_PERIOD_ENTRIES = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

const ZDay = z.string({ error: de.validation.required }).check(
  z.iso.date({ error: INVALID_DATE }),
  z.refine((s) => s >= '2000-01-01' && s <= '2099-12-31', DATE_OUT_OF_BOUNDS),
);

const isDay = (s: unknown): s is string => typeof s === 'string' && ZDay.safeParse(s).success;

const isOrdered = (p: { from: unknown; to: unknown }) =>
  !isDay(p.from) || !isDay(p.to) || p.from <= p.to;

/** Berlin calendar days, both included: the CSV download's days, as long as the athlete likes. */
export const ZDayRange = z
  .object({ from: ZDay, to: ZDay })
  .check(z.refine(isOrdered, { message: RANGE_REVERSED, path: ['to'] }));

/** Days of a period across its fields: ordered, and no longer than the trends' custom range. */
const PERIOD_CHECKS = [
  z.refine<{ from: unknown; to: unknown }>(isOrdered, { message: RANGE_REVERSED, path: ['to'] }),
  z.refine<{ from: unknown; to: unknown }>(
    (p) =>
      !isDay(p.from) ||
      !isDay(p.to) ||
      p.from > p.to ||
      Math.round((Date.parse(p.to) - Date.parse(p.from)) / DAY_MS) + 1 <= MAX_CUSTOM_RANGE_DAYS,
    { message: RANGE_TOO_LONG, path: ['to'] },
  ),
];

/**
 * The print view's days: as long as the trends' custom range at most, so its figures and its
 * entries always speak about the same days.
 */
export const ZProtocolPeriod = z.object({ from: ZDay, to: ZDay }).check(...PERIOD_CHECKS);

/** The same days of an athlete's protocol, for a coach's print view of that athlete. */
export const ZAthleteProtocolPeriod = <Id extends z.ZodMiniType<string>>(athleteId: Id) =>
  z.object({ athleteId, from: ZDay, to: ZDay }).check(...PERIOD_CHECKS);

export type ProtocolPeriodQuery = z.input<typeof ZProtocolPeriod>;

export interface ProtocolPeriod {
  from: string;
  to: string;
  /** The entries of the period, oldest first, each whole (emotions and notes included). */
  entries: ProtocolEntry[];
  /** True when the period holds more than MAX_PERIOD_ENTRIES entries and only the first are here. */
  truncated: boolean;
}
