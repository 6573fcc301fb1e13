/** German formats of a coach's view of an athlete (src/web/lib/format.ts for those every screen shares). */

import { de } from '../../../domain/messages';
import { dateFormat, daysAgo, formatRelative } from '../../lib/format';

const formatDate = dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });

/** "heute", "gestern", "vor 3 Tagen"; older than two weeks as a date. */
export function formatLastEntry(iso: string | null, now: Date = new Date()): string {
  if (!iso) return de.athleteView.noEntry;
  const days = daysAgo(new Date(iso), now);
  if (days < 0) return formatDate(iso);
  if (days <= 14) return formatRelative(-days, 'day');
  return formatDate(iso);
}
