/** German number and date formats for the trends screen (de-DE, as everywhere in the app). */
import { lazy } from '../../../lib/lazy';

const LOCALE = 'de-DE';

const decimal = lazy(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }));
const integer = lazy(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));
const correlation = lazy(
  () =>
    new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    }),
);
const dayFormat = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);
const shortDayFormat = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit' }),
);
const monthYearShort = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { month: 'short', year: '2-digit' }),
);
const monthYearLong = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric' }),
);
const longDay = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const timeFormat = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' }),
);

export const formatDecimal = (n: number): string => decimal().format(n);
export const formatCount = (n: number): string => integer().format(n);
/** 0.62 → '+0,62', -0.4 → '-0,40', 0 → '0,00'. */
export const formatCorrelation = (r: number): string => correlation().format(r);

/**
 * A Berlin calendar day ('2026-10-01') as a local midnight. The browser is assumed to be in the
 * athlete's time zone, as the server's days are; parsing with `new Date(iso)` would mean UTC.
 */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 2000, (m ?? 1) - 1, d ?? 1);
}

/** A local date as 'YYYY-MM-DD', the value a date input and the API speak. */
export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(day: string, days: number): string {
  const date = dayToDate(day);
  date.setDate(date.getDate() + days);
  return dateToDay(date);
}

/** '2026-10-01' → '01.10.2026' (TT.MM.JJJJ). */
export const formatDay = (day: string): string => dayFormat().format(dayToDate(day));
/** '2026-10-01' → 'Donnerstag, 1. Oktober 2026'. */
export const formatLongDay = (day: string): string => longDay().format(dayToDate(day));
/** A time stamp as '01.10.2026, 18:30'. */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  return `${dayFormat().format(at)}, ${timeFormat().format(at)}`;
}
export const formatShortDate = (at: Date): string => shortDayFormat().format(at);
export const formatMonthShort = (at: Date): string => monthYearShort().format(at);
/** 'Oktober 2026'. */
export const formatMonth = (at: Date): string => monthYearLong().format(at);

/** 'ein Eintrag' / '3 Einträge', for sentences. */
export const entriesText = (n: number): string =>
  n === 1 ? '1 Eintrag' : `${formatCount(n)} Einträge`;

/** How strong a correlation is, in the words a sport psychologist would use with an athlete. */
export function describeCorrelation(r: number): string {
  const size = Math.abs(r);
  if (size < 0.1) return 'kein erkennbarer Zusammenhang';
  const strength = size < 0.3 ? 'schwacher' : size < 0.5 ? 'mittlerer' : 'starker';
  return `${strength} ${r > 0 ? 'positiver' : 'negativer'} Zusammenhang`;
}
