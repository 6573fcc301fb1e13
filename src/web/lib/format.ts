import { lazy } from './lazy';

/**
 * German formats, as every screen writes dates and numbers (de-DE). Each `Intl` formatter is built on
 * its first use: built when a module loads, it costs the first page's script time whether or not the
 * screen shows a date.
 */
const LOCALE = 'de-DE';

/** A date format: the returned function takes a `Date` or an ISO time stamp. */
export function dateFormat(options: Intl.DateTimeFormatOptions): (at: Date | string) => string {
  const formatter = lazy(() => new Intl.DateTimeFormat(LOCALE, options));
  return (at) => formatter().format(typeof at === 'string' ? new Date(at) : at);
}

export function numberFormat(options?: Intl.NumberFormatOptions): (n: number) => string {
  const formatter = lazy(() => new Intl.NumberFormat(LOCALE, options));
  return (n) => formatter().format(n);
}

const relative = lazy(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));

/** (-1, 'day') → 'gestern', (-12, 'minute') → 'vor 12 Minuten', (0, 'day') → 'heute'. */
export const formatRelative = (value: number, unit: Intl.RelativeTimeFormatUnit): string =>
  relative().format(value, unit);

/**
 * A share of emotions in their zone: 0.875 → '88 %' (a no-break space before the sign, so the two
 * never part at a line end). Every screen that shows a share uses this one.
 */
export const formatShare = numberFormat({ style: 'percent', maximumFractionDigits: 0 });

/** 'Mo., 03.03.2025, 18:30': when an entry or a check-in happened, in lists. */
export const formatWeekdayDateTime = dateFormat({
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
