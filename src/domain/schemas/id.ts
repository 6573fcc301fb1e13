import { de } from '../messages';
import { z } from './zod';

/**
 * A record's id, as every function's input names it. Apart from the athlete's schemas so that the
 * modules needing only this one (routine, coach, training) do not bring those along.
 */
export const ZId = z
  .string({ error: de.validation.required })
  .check(z.uuid({ error: 'Ungültige ID' }));
