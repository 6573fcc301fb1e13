import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';
import { settingsQuery } from '../../../lib/endpoints/get-settings';
import { sessionQuery } from '../../../lib/session';
import { Avatar } from './avatar';

/**
 * The signed-in user's picture in the header, leading to the settings. The session brings picture
 * and name with it; once the settings screen has read or saved the settings, their cached copy wins,
 * so a new picture shows here the moment it is saved. It never fetches them itself: that was one
 * more request after every first page's first screen.
 */
export function ProfileLink() {
  const session = useQuery(sessionQuery).data;
  const settings = useQuery({ ...settingsQuery, enabled: false }).data;
  if (!session) return null;
  return (
    <NavLink
      to={paths.settings}
      title={de.nav.profile}
      className={({ isActive }) =>
        `flex size-11 shrink-0 items-center justify-center rounded-full ${
          isActive ? 'ring-2 ring-brand-700 dark:ring-brand-300' : 'hover:ring-2 hover:ring-line'
        }`
      }
    >
      <Avatar
        image={settings ? settings.image : session.image}
        name={settings?.name ?? session.name}
      />
      {/* Named by text rather than aria-label: the initials it shows are no part of its name. */}
      <span className="sr-only">{de.nav.profile}</span>
    </NavLink>
  );
}
