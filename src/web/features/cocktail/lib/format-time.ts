import { lazy } from '../../../lib/lazy';

const LOCALE = 'de-DE';
const DAY_MS = 24 * 60 * 60 * 1000;

const timeFormat = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' }),
);
const dateFormat = lazy(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' }));
const dateTimeFormat = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' }),
);
const relativeFormat = lazy(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/**
 * "gerade eben", "vor 12 Minuten", "heute, 14:30", "gestern, 08:05", else "12.05.2025, 14:30":
 * recent moments read best relative, older ones need the date.
 */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const diffMs = now.getTime() - at.getTime();
  if (diffMs >= 0 && diffMs < 60_000) return 'gerade eben';
  if (diffMs >= 0 && diffMs < 60 * 60_000) {
    return relativeFormat().format(-Math.round(diffMs / 60_000), 'minute');
  }
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY_MS);
  if (days === 0 || days === 1) {
    return `${relativeFormat().format(-days, 'day')}, ${timeFormat().format(at)}`;
  }
  return dateTimeFormat().format(at);
}

/** The full date and time, for a tooltip-free long form next to a relative one. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat().format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}
