import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { de } from '../messages';
import { germanIssueMessage } from './german-issues';

/** The messages a schema without its own wording gives, with the German fallback in place. */
function messagesOf(schema: z.ZodMiniType, input: unknown): string[] {
  const r = schema.safeParse(input, { error: germanIssueMessage });
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('German fallback messages of the schemas', () => {
  it.each([
    [z.object({ a: z.string() }), {}, de.validation.required],
    [z.object({ a: z.string() }), { a: 1 }, 'Text eingeben'],
    [z.number(), 'x', de.validation.enterValue],
    [z.boolean(), 'ja', de.validation.pleaseSelect],
    [z.array(z.string()), {}, 'Liste erwartet'],
    [z.object({}), [], 'Ungültige Eingabe'],
    [z.string().check(z.maxLength(5)), 'abcdef', 'Höchstens 5 Zeichen'],
    [z.string().check(z.minLength(1)), '', de.validation.required],
    [z.string().check(z.minLength(3)), 'ab', 'Mindestens 3 Zeichen'],
    [z.array(z.number()).check(z.maxLength(2)), [1, 2, 3], 'Höchstens 2 Einträge'],
    [z.array(z.number()).check(z.minLength(2)), [1], 'Mindestens 2 Einträge'],
    [z.number().check(z.lte(7)), 8, 'Höchstens 7'],
    [z.number().check(z.gte(1)), 0, 'Mindestens 1'],
    [z.string().check(z.uuid()), 'x', 'Ungültige ID'],
    [z.string().check(z.iso.date()), '2025-13-45', 'Ungültiges Datum'],
    [z.string().check(z.regex(/^a$/)), 'b', 'Ungültiges Format'],
    [z.enum(['a', 'b']), 'c', de.validation.pleaseSelect],
    [z.strictObject({}), { x: 1 }, 'Unbekanntes Feld'],
    [z.union([z.null(), z.strictObject({})]), 1, 'Ungültige Eingabe'],
  ] as const)('%#: %o', (schema, input, message) => {
    expect(messagesOf(schema, input)).toEqual([message]);
  });

  it('leaves a message the schema names alone', () => {
    expect(messagesOf(z.string({ error: 'Eigene Meldung' }), 1)).toEqual(['Eigene Meldung']);
  });
});
