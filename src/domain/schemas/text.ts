import { de } from '../messages';
import { z } from './zod';

const v = de.validation;

const tooLong = (max: number) => z.maxLength(max, de.textLimit.tooLong(max));

/** A text that must be filled in: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: v.required }).check(z.trim(), z.minLength(1, v.required), tooLong(max));

/** A text that may stay empty: trimmed, at most `max` characters; empty, null or absent is null. */
export const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), tooLong(max)))),
    z.transform((s) => (s ? s : null)),
  );
