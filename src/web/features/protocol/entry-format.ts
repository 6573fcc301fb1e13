import { ENTRY_TYPE_LABELS, type EntryType } from '../../../domain/athlete-choices';
import { lazy } from '../../lib/lazy';

/** German date and number formats for the protocol, each built once, on its first use (src/web/lib/lazy.ts). */

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

const longDateTime = lazy(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

const timeOnly = lazy(
  () => new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' }),
);
const integer = lazy(() => new Intl.NumberFormat('de-DE'));

/** "Mo., 03.03.2025, 18:30" */
export const formatDateTime = (iso: string) => dateTime().format(new Date(iso));
/** "Montag, 3. März 2025 um 18:30" */
export const formatLongDateTime = (iso: string) => longDateTime().format(new Date(iso));
export const formatTime = (iso: string) => timeOnly().format(new Date(iso));
/** 0.75 -> "75 %" */
export const formatInteger = (n: number) => integer().format(n);

export const typeLabel = (type: EntryType) => ENTRY_TYPE_LABELS[type];
