import type { AppConfig } from '../config';
import { authOptionsFunction } from './auth-options';
import type { CallableFunction } from './callable';
import { ping } from './ping';
import { getProfile } from './profile';

/** Every callable function of the app, declared once. Tests build their matrices from this list. */
export function buildRegistry(config: Pick<AppConfig, 'google'>): readonly CallableFunction[] {
  return [ping, getProfile, authOptionsFunction({ googleEnabled: Boolean(config.google) })];
}
