import type { Settings } from '../../../../domain/api-settings';
import type { AccountRole } from '../../../../domain/messages-de/settings';

/** Whom the settings speak to: the settings name coaches by their role, athletes by none. */
export function accountRole(settings: Pick<Settings, 'role'>): AccountRole {
  return settings.role === 'coach' ? 'coach' : 'athlete';
}
