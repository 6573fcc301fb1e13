import { dateFormat, formatShare } from '../../../lib/format';

/** "20.11.2026, 17:30" in Berlin time, as the athletes and coaches read it. */
export const formatDateTime = dateFormat({
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

/** "20.11.2026" in Berlin time. */
export const formatDate = dateFormat({ dateStyle: 'medium', timeZone: 'Europe/Berlin' });

/** The entry's share in the zone, '–' when it had no zones. */
export function formatEntryShare(share: number | null): string {
  return share === null ? '–' : formatShare(share);
}
