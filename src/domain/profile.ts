import type { Profile } from './schemas/profile';
// Kept apart from the zod schema: the browser's entry chunk needs this mapping, not zod.

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
