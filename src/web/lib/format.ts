import { de } from '../../domain/messages';
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

/** '7,5' */
export const formatDecimal = numberFormat({ maximumFractionDigits: 1 });
/** '12' or '1.234' */
export const formatCount = numberFormat({ maximumFractionDigits: 0 });
/** '18:30' */
export const formatClock = dateFormat({ hour: '2-digit', minute: '2-digit' });
/** '12.05.2025, 18:30': the full moment, in lists and next to a relative one. */
export const formatDateTime = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const formatShortDate = dateFormat({ weekday: 'short', day: 'numeric', month: 'short' });
const formatDateWithYear = dateFormat({ dateStyle: 'medium' });

const DAY_MS = 24 * 60 * 60_000;

/** Calendar days from `then` to `now` in local time: 0 today, 1 yesterday, negative ahead. */
export function daysAgo(then: Date, now: Date = new Date()): number {
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((startOfDay(now) - startOfDay(then)) / DAY_MS);
}

/**
 * "gerade eben", "vor 5 Minuten", "heute, 18:30", "gestern, 07:15", "Mo., 12. Mai, 18:30",
 * "12.05.2024, 18:30": recent moments read best relative, older ones need the date.
 */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const diffMs = now.getTime() - at.getTime();
  if (diffMs >= 0 && diffMs < 60_000) return de.common.justNow;
  if (diffMs >= 0 && diffMs < 60 * 60_000) {
    return formatRelative(-Math.round(diffMs / 60_000), 'minute');
  }
  const days = daysAgo(at, now);
  if (days === 0 || days === 1) return `${formatRelative(-days, 'day')}, ${formatClock(at)}`;
  const date = at.getFullYear() === now.getFullYear() ? formatShortDate : formatDateWithYear;
  return `${date(at)}, ${formatClock(at)}`;
}

const competitionDate = dateFormat({
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

const longDay = dateFormat({ dateStyle: 'long', timeZone: 'UTC' });

/**
 * A text's version as people read it: '27. November 2026' for a version that is a day (YYYY-MM-DD),
 * the same wherever the device is; any other version as it is.
 */
export function formatVersion(version: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(version) ? longDay(`${version}T00:00:00Z`) : version;
}

/** 'Sa., 15.06.2030': a competition's day (YYYY-MM-DD), the same wherever the device is. */
export const formatCompetitionDate = (date: string): string => competitionDate(`${date}T00:00:00Z`);
