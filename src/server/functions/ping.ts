import { APP_VERSION } from '../../domain/app-info';
import { ZNoInput } from '../../domain/schemas/profile';
import { defineFunction } from './callable';

export const ping = defineFunction({
  name: 'ping',
  input: ZNoInput,
  access: 'public',
  handler: async () => ({ version: APP_VERSION }),
});
