/** The counter under every text field with a length limit (figures come formatted: 10.000). */

import { plural } from './plural';

export const textLimit = {
  count: (length: string, max: string) => `${length} / ${max} Zeichen`,
  remaining: (n: number, figure: string) =>
    plural(n, 'Noch 1 Zeichen frei', `Noch ${figure} Zeichen frei`),
  reached: (max: string) => `Grenze erreicht: höchstens ${max} Zeichen`,
  over: (n: number, figure: string, max: string) =>
    `${plural(n, '1 Zeichen', `${figure} Zeichen`)} zu viel – höchstens ${max}. Bitte kürzen.`,
  /** The schemas' message for a text beyond its limit. */
  tooLong: (max: number) => `Höchstens ${max} Zeichen`,
} as const;
