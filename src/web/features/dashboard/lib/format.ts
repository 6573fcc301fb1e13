import { lazy } from '../../../lib/lazy';

const LOCALE = 'de-DE';
const DAY_MS = 24 * 60 * 60 * 1000;

const decimal = lazy(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }));
const integer = lazy(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));
const timeFormat = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' }),
);
const shortDate = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: 'numeric', month: 'short' }),
);
const dateWithYear = lazy(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' }));
const longDateTime = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full', timeStyle: 'short' }),
);
const relative = lazy(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));

/** '7,5' */
export const formatDecimal = (n: number): string => decimal().format(n);
/** '12' or '1.234' */
export const formatCount = (n: number): string => integer().format(n);

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** "vor 5 Minuten", "heute, 18:30", "gestern, 07:15", "Mo., 12. Mai, 18:30", "12.05.2024, 18:30". */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const diffMs = now.getTime() - at.getTime();
  if (diffMs >= 0 && diffMs < 60_000) return 'gerade eben';
  if (diffMs >= 0 && diffMs < 60 * 60_000) {
    return relative().format(-Math.round(diffMs / 60_000), 'minute');
  }
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY_MS);
  if (days === 0 || days === 1)
    return `${relative().format(-days, 'day')}, ${timeFormat().format(at)}`;
  const date = at.getFullYear() === now.getFullYear() ? shortDate() : dateWithYear();
  return `${date.format(at)}, ${timeFormat().format(at)}`;
}

/** The unabridged date and time, for the `title` next to a relative one. */
export const formatFull = (iso: string): string => longDateTime().format(new Date(iso));
