import { z } from './zod';

/** The caller's profile document as `getProfile` answers it. */
const ZProfile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  wizardCompleted: z.boolean(),
  role: z.nullable(z.literal('coach')),
});
export type Profile = z.infer<typeof ZProfile>;

/** Input of functions that take none: the Firebase client sends `null` for "no data". */
export const ZNoInput = z.union([z.null(), z.undefined(), z.strictObject({})]);
