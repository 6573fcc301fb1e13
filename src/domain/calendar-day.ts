import { DEFAULT_TIME_ZONE } from './time-zone';

/**
 * Calendar days as 'YYYY-MM-DD'. Day arithmetic runs on the date itself, never on 24-hour steps of
 * an instant, which land on the wrong day across a change to or from summer time.
 */

/** The wall-clock reading of an instant in a time zone. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * What the clock in `timeZone` shows at the instant `at`: one formatter per zone for every rule that
 * reads a zone's day or time. An unknown zone throws a RangeError.
 */
export function zonedParts(at: Date, timeZone: string = DEFAULT_TIME_ZONE): ZonedParts {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day of a clock reading as 'YYYY-MM-DD'. */
export const dayOf = ({ year, month, day }: Pick<ZonedParts, 'year' | 'month' | 'day'>): string =>
  `${year}-${pad(month)}-${pad(day)}`;

/**
 * The day the device's own clock shows at `at`. In the browser that is where the athlete is: the
 * value a date input takes and the day a new entry starts on.
 */
export const deviceDate = (at: Date): string =>
  dayOf({ year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() });

/** The calendar day that the instant `at` is in `timeZone`. */
export function localDate(at: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return dayOf(zonedParts(at, timeZone));
}

/** How far the clock in `timeZone` is ahead of UTC at the instant `at`, in ms. */
function offsetMs(at: Date, timeZone: string): number {
  const p = zonedParts(at, timeZone);
  const local = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return local - (at.getTime() - at.getUTCMilliseconds());
}

/** The instant of a local wall-clock time (`minutes` after midnight of `date`) in `timeZone`. */
export function zonedInstant(
  date: string,
  minutes: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, 0, minutes);
  // The zone's offset at that moment, found by reading the UTC guess back as local time; a second
  // pass settles a guess that fell on the other side of a clock change.
  let instant = asUtc;
  for (let i = 0; i < 2; i++) {
    instant = asUtc - offsetMs(new Date(instant), timeZone);
  }
  return new Date(instant);
}

/** The day `days` after `date`, or before it when `days` is negative. */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The day `days` from today in `timeZone`: 0 is today, -1 yesterday. */
export function dayFromToday(days: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  return addDays(localDate(new Date(), timeZone), days);
}
