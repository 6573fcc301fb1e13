import { de } from '../../../../domain/messages';
import { dateFormat, formatRelative } from '../../../lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

const formatClock = dateFormat({ hour: '2-digit', minute: '2-digit' });

/** The full date and time, for a tooltip-free long form next to a relative one. */
export const formatDateTime = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });

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
  if (diffMs >= 0 && diffMs < 60_000) return de.common.justNow;
  if (diffMs >= 0 && diffMs < 60 * 60_000) {
    return formatRelative(-Math.round(diffMs / 60_000), 'minute');
  }
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY_MS);
  if (days === 0 || days === 1) {
    return `${formatRelative(-days, 'day')}, ${formatClock(at)}`;
  }
  return formatDateTime(at);
}
