import { type Profile, ZNoInput } from '../../domain/schemas/profile';
import { defineFunction } from './callable';

export const getProfile = defineFunction({
  name: 'getProfile',
  input: ZNoInput,
  access: 'signed-in',
  handler: async (_input, { caller }): Promise<Profile> => ({
    id: caller.id,
    name: caller.name,
    email: caller.email,
    emailVerified: caller.emailVerified,
    wizardCompleted: caller.wizardCompleted,
    role: caller.role,
  }),
});
