import { dateFormat } from '../../lib/format';

/** German date and number formats of the protocol (src/web/lib/format.ts for those every screen shares). */

/** "Montag, 3. März 2025 um 18:30" */
export const formatLongDateTime = dateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
export const formatTime = dateFormat({ hour: '2-digit', minute: '2-digit' });
