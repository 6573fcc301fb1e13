import { APP_VERSION } from '../../domain/app-info';
import { platformContracts } from '../../domain/contracts/platform';
import { implement } from './callable';

export const ping = implement(platformContracts.ping, async () => ({ version: APP_VERSION }));
