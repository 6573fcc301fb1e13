import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { de } from '../../../../domain/messages';
import { sessionQuery } from '../../../app/session';
import { settingsQuery } from '../api/settings-query';
import { Avatar } from './avatar';

/**
 * The signed-in user's picture in the header, leading to the settings. It reads the same query the
 * settings screen writes, so a new picture shows here the moment it is saved.
 */
export function ProfileLink() {
  const session = useQuery(sessionQuery).data;
  // Settings are for verified accounts only; before that the server would refuse the read.
  const settings = useQuery({ ...settingsQuery, enabled: Boolean(session?.emailVerified) }).data;
  if (!session) return null;
  return (
    <NavLink
      to="/settings"
      aria-label={de.nav.profile}
      title={de.nav.profile}
      className={({ isActive }) =>
        `flex size-11 shrink-0 items-center justify-center rounded-full ${
          isActive ? 'ring-2 ring-brand-700 dark:ring-brand-300' : 'hover:ring-2 hover:ring-line'
        }`
      }
    >
      <Avatar image={settings?.image ?? null} name={settings?.name ?? session.name} />
    </NavLink>
  );
}
