import { ZNoInput } from '../../domain/schemas/profile';
import { defineFunction } from './callable';

/** Tells the sign-in screen which sign-in methods this server offers. */
export function authOptionsFunction(opts: { googleEnabled: boolean }) {
  return defineFunction({
    name: 'getAuthOptions',
    input: ZNoInput,
    access: 'public',
    handler: async () => ({ googleEnabled: opts.googleEnabled }),
  });
}
