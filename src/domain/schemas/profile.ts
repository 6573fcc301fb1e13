import { z } from './zod';

/** The caller's profile document as `getProfile` answers it. */
export const ZProfile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  wizardCompleted: z.boolean(),
  role: z.nullable(z.literal('coach')),
});
export type Profile = z.infer<typeof ZProfile>;

/**
 * The profile as the users row holds it: Better Auth's user with the additional fields `role` and
 * `wizardCompleted`. The server's sessions and the browser's session answer map it the same way.
 */
export function toProfile(user: {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role?: unknown;
  wizardCompleted?: unknown;
}): Profile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role === 'coach' ? 'coach' : null,
    wizardCompleted: user.wizardCompleted === true,
  };
}

/** Input of functions that take none: the Firebase client sends `null` for "no data". */
export const ZNoInput = z.union([z.null(), z.undefined(), z.strictObject({})]);
