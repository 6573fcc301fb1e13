import { formatShare } from '../../../lib/format-share';
import { lazy } from '../../../lib/lazy';

const dateTime = lazy(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Berlin',
    }),
);
const dateOnly = lazy(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      dateStyle: 'medium',
      timeZone: 'Europe/Berlin',
    }),
);

/** "20.11.2026, 17:30" in Berlin time, as the athletes and coaches read it. */
export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

/** "20.11.2026" in Berlin time. */
export function formatDate(iso: string): string {
  return dateOnly().format(new Date(iso));
}

/** The entry's share in the zone, '–' when it had no zones. */
export function formatEntryShare(share: number | null): string {
  return share === null ? '–' : formatShare(share);
}
