import { de } from '../../../../domain/messages';
import { dateFormat, formatRelative, numberFormat } from '../../../lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

const formatClock = dateFormat({ hour: '2-digit', minute: '2-digit' });
const formatShortDate = dateFormat({ weekday: 'short', day: 'numeric', month: 'short' });
const formatDateWithYear = dateFormat({ dateStyle: 'medium' });

/** '7,5' */
export const formatDecimal = numberFormat({ maximumFractionDigits: 1 });
/** '12' or '1.234' */
export const formatCount = numberFormat({ maximumFractionDigits: 0 });
/** The unabridged date and time, for the `title` next to a relative one. */
export const formatFull = dateFormat({ dateStyle: 'full', timeStyle: 'short' });

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** "vor 5 Minuten", "heute, 18:30", "gestern, 07:15", "Mo., 12. Mai, 18:30", "12.05.2024, 18:30". */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const diffMs = now.getTime() - at.getTime();
  if (diffMs >= 0 && diffMs < 60_000) return de.common.justNow;
  if (diffMs >= 0 && diffMs < 60 * 60_000) {
    return formatRelative(-Math.round(diffMs / 60_000), 'minute');
  }
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY_MS);
  if (days === 0 || days === 1) return `${formatRelative(-days, 'day')}, ${formatClock(at)}`;
  const date = at.getFullYear() === now.getFullYear() ? formatShortDate : formatDateWithYear;
  return `${date(at)}, ${formatClock(at)}`;
}
