/** German formats of a coach's view of an athlete (src/web/lib/format.ts for those every screen shares). */

import { de } from '../../../domain/messages';
import { dateFormat, formatRelative, numberFormat } from '../../lib/format';

const DAY_MS = 24 * 60 * 60_000;

export const formatDate = dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
export const formatDecimal = numberFormat({ maximumFractionDigits: 1 });

/** "heute", "gestern", "vor 3 Tagen"; older than two weeks as a date. */
export function formatLastEntry(iso: string | null, now: Date = new Date()): string {
  if (!iso) return de.athleteView.noEntry;
  const then = new Date(iso);
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(then)) / DAY_MS);
  if (days < 0) return formatDate(iso);
  if (days <= 14) return formatRelative(-days, 'day');
  return formatDate(iso);
}

/** A calendar day "2025-03-03" as "03.03.2025", without time-zone shifts. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${d}.${m}.${y}` : day;
}
