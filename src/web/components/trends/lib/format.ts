/** German number and date formats for the trends screen (de-DE, as everywhere in the app). */

import { de } from '../../../../domain/messages';
import { dateFormat, numberFormat } from '../../../lib/format';

const numericDate = dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
const longDate = dateFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const clock = dateFormat({ hour: '2-digit', minute: '2-digit' });

export const formatDecimal = numberFormat({ maximumFractionDigits: 1 });
export const formatCount = numberFormat({ maximumFractionDigits: 0 });
/** 0.62 → '+0,62', -0.4 → '-0,40', 0 → '0,00'. */
export const formatCorrelation = numberFormat({
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/**
 * A Berlin calendar day ('2026-10-01') as a local midnight. The browser is assumed to be in the
 * athlete's time zone, as the server's days are; parsing with `new Date(iso)` would mean UTC.
 */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 2000, (m ?? 1) - 1, d ?? 1);
}

/** '2026-10-01' → '01.10.2026' (TT.MM.JJJJ). */
export const formatDay = (day: string): string => numericDate(dayToDate(day));
/** '2026-10-01' → 'Donnerstag, 1. Oktober 2026'. */
export const formatLongDay = (day: string): string => longDate(dayToDate(day));
/** A time stamp as '01.10.2026, 18:30'. */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  return `${numericDate(at)}, ${clock(at)}`;
}
export const formatShortDate = dateFormat({ day: '2-digit', month: '2-digit' });
export const formatMonthShort = dateFormat({ month: 'short', year: '2-digit' });
/** 'Oktober 2026'. */
export const formatMonth = dateFormat({ month: 'long', year: 'numeric' });

/** 'ein Eintrag' / '3 Einträge', for sentences. */
export const entriesText = (n: number): string => de.counts.entries(n, formatCount(n));

/** How strong a correlation is, in the words a sport psychologist would use with an athlete. */
export function describeCorrelation(r: number): string {
  const size = Math.abs(r);
  const t = de.trends.correlation;
  if (size < 0.1) return t.none;
  const strength = size < 0.3 ? t.weak : size < 0.5 ? t.medium : t.strong;
  return t.of(strength, r > 0 ? t.positive : t.negative);
}
