/**
 * Texts around a number whose wording follows it (1 Eintrag, 3 Einträge), on any screen. `figure` is
 * the number as the screen writes it, where that differs from the bare number (1.000).
 */

import { plural } from './plural';

export const counts = {
  entries: (n: number, figure: string | number = n) => plural(n, '1 Eintrag', `${figure} Einträge`),
  steps: (n: number) => plural(n, '1 Schritt', `${n} Schritte`),
  emotions: (n: number) => `${n} ${plural(n, 'Emotion', 'Emotionen')}`,
  /** The unit after a number of days, as in '3 Tage'. */
  dayUnit: (n: number) => plural(n, 'Tag', 'Tage'),
  /** After 'an', as in 'an 3 Tagen'. */
  onDays: (n: number, figure: string | number = n) => `an ${figure} ${plural(n, 'Tag', 'Tagen')}`,
  peopleFound: (n: number) => `${n} ${plural(n, 'Person', 'Personen')} gefunden`,
  unreadMessages: (n: number) => `${n} ungelesene ${plural(n, 'Nachricht', 'Nachrichten')}`,
  stillMissing: (n: number) => plural(n, 'eine fehlt noch', `${n} fehlen noch`),
} as const;
