/** German date formats for the coach screens, each built on its first use. */
import { lazy } from '../../../lib/lazy';

const date = lazy(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);
const dateTime = lazy(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
const relative = lazy(() => new Intl.RelativeTimeFormat('de-DE', { numeric: 'auto' }));
const decimal = lazy(() => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }));

const DAY_MS = 24 * 60 * 60_000;

export const formatDate = (iso: string) => date().format(new Date(iso));
export const formatDateTime = (iso: string) => dateTime().format(new Date(iso));
export const formatDecimal = (n: number) => decimal().format(n);

/** "heute", "gestern", "vor 3 Tagen"; older than two weeks as a date. */
export function formatLastEntry(iso: string | null, now: Date = new Date()): string {
  if (!iso) return 'Noch kein Eintrag';
  const then = new Date(iso);
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(then)) / DAY_MS);
  if (days < 0) return formatDate(iso);
  if (days <= 14) return relative().format(-days, 'day');
  return formatDate(iso);
}

/** A calendar day "2025-03-03" as "03.03.2025", without time-zone shifts. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${d}.${m}.${y}` : day;
}
