/** zod's German fallback (schemas/german-issues.ts): loaded with zod, where a schema is checked. */

import { textLimit } from './text-limit';

/**
 * What a schema says about an input when the schema itself names no message (see
 * schemas/german-issues.ts): the forms never send such input, but API clients and attackers do.
 */
export const schemaIssues = {
  invalidInput: 'Ungültige Eingabe',
  expectedText: 'Text eingeben',
  expectedList: 'Liste erwartet',
  unknownField: 'Unbekanntes Feld',
  invalidId: 'Ungültige ID',
  invalidDate: 'Ungültiges Datum',
  invalidFormat: 'Ungültiges Format',
  unstorableText: 'Enthält Zeichen, die nicht gespeichert werden können',
  tooLong: textLimit.tooLong,
  tooShort: (min: number) => `Mindestens ${min} Zeichen`,
  tooMany: (max: number) => `Höchstens ${max} Einträge`,
  tooFew: (min: number) => `Mindestens ${min} Einträge`,
  tooBig: (max: number) => `Höchstens ${max}`,
  tooSmall: (min: number) => `Mindestens ${min}`,
} as const;
