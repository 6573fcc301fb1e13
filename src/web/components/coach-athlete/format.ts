/** German formats of a coach's view of an athlete (src/web/lib/format.ts for those every screen shares). */

import { de } from '../../../domain/messages';
import { dateFormat, daysAgo, formatRelative } from '../../lib/format';

export const formatDate = dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });

/** "heute", "gestern", "vor 3 Tagen"; older than two weeks as a date. */
export function formatLastEntry(iso: string | null, now: Date = new Date()): string {
  if (!iso) return de.athleteView.noEntry;
  const days = daysAgo(new Date(iso), now);
  if (days < 0) return formatDate(iso);
  if (days <= 14) return formatRelative(-days, 'day');
  return formatDate(iso);
}

/** A calendar day "2025-03-03" as "03.03.2025", without time-zone shifts. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${d}.${m}.${y}` : day;
}
