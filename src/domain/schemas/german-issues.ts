import * as z from 'zod/mini';
import { de } from '../messages';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const m = de.schemaIssues;

function limit(value: number | bigint): number {
  return Number(value);
}

/**
 * The German message for an issue whose schema names none. Schemas give their own messages for what
 * a form can get wrong; this covers the rest (a wrong type, a missing object, an extra field) so that
 * zod's English defaults never reach a user or an API client.
 */
export function germanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return de.validation.required;
      if (issue.expected === 'string') return m.expectedText;
      if (issue.expected === 'number' || issue.expected === 'int') return de.validation.enterValue;
      if (issue.expected === 'boolean') return de.validation.pleaseSelect;
      if (issue.expected === 'array') return m.expectedList;
      return m.invalidInput;
    case 'too_big':
      if (issue.origin === 'string') return m.tooLong(limit(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set')
        return m.tooMany(limit(issue.maximum));
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return m.tooBig(limit(issue.maximum));
      }
      return m.invalidInput;
    case 'too_small':
      if (issue.origin === 'string') {
        return limit(issue.minimum) <= 1
          ? de.validation.required
          : m.tooShort(limit(issue.minimum));
      }
      if (issue.origin === 'array' || issue.origin === 'set') return m.tooFew(limit(issue.minimum));
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return m.tooSmall(limit(issue.minimum));
      }
      return m.invalidInput;
    case 'invalid_format':
      if (issue.format === 'uuid' || issue.format === 'guid') return m.invalidId;
      if (issue.format === 'email') return de.validation.invalidEmail;
      if (issue.format === 'datetime' || issue.format === 'date') return m.invalidDate;
      return m.invalidFormat;
    case 'invalid_value':
      return de.validation.pleaseSelect;
    case 'unrecognized_keys':
      return m.unknownField;
    default:
      return m.invalidInput;
  }
}

/** Makes `germanIssueMessage` zod's fallback; called once by each entry point (server, web). */
export function installGermanSchemaMessages(): void {
  z.config({ customError: germanIssueMessage });
}
