import { platformContracts } from '../../domain/contracts/platform';
import { implement } from './callable';

/** Tells the sign-in screen which sign-in methods this server offers. */
export function authOptionsFunction(opts: { googleEnabled: boolean }) {
  return implement(platformContracts.getAuthOptions, async () => ({
    googleEnabled: opts.googleEnabled,
  }));
}
