import type { Operator } from '../legal';
import { type Profile, ZNoInput } from '../schemas/profile';
import { answer, defineContracts } from './contract';

/** What every screen may need: the server's version, the caller, sign-in methods, the operator. */
export const platformContracts = defineContracts({
  ping: { input: ZNoInput, output: answer<{ version: string }>(), access: 'public' },
  getProfile: { input: ZNoInput, output: answer<Profile>(), access: 'signed-in' },
  getAuthOptions: {
    input: ZNoInput,
    output: answer<{ googleEnabled: boolean }>(),
    access: 'public',
  },
  /** Null until the operator has filled in who runs this installation. */
  getOperator: { input: ZNoInput, output: answer<Operator | null>(), access: 'public' },
});
