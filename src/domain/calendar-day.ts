import { DEFAULT_TIME_ZONE } from './time-zone';

/**
 * Calendar days as 'YYYY-MM-DD'. Day arithmetic runs on the date itself, never on 24-hour steps of
 * an instant, which land on the wrong day across a change to or from summer time.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day that the instant `at` is in `timeZone`. */
export function localDate(at: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
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
