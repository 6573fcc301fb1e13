import { platformContracts } from '../../domain/contracts/platform';
import type { Profile } from '../../domain/schemas/profile';
import { implement } from './callable';

export const getProfile = implement(
  platformContracts.getProfile,
  async (_input, { caller }): Promise<Profile> => ({
    id: caller.id,
    name: caller.name,
    email: caller.email,
    emailVerified: caller.emailVerified,
    wizardCompleted: caller.wizardCompleted,
    role: caller.role,
  }),
);
