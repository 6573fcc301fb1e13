import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { de } from '../../domain/messages';
import { profileQuery } from '../app/session';
import { AppShell } from './app-shell';
import { athleteNav, COACH_NAV } from './nav-items';

export function Component() {
  const profile = useQuery(profileQuery).data;
  const isCoach = profile?.role === 'coach' && profile.emailVerified;
  return (
    <AppShell
      nav={isCoach ? COACH_NAV : athleteNav(profile)}
      homeTo="/"
      section={isCoach ? de.nav.coach : undefined}
    >
      <Outlet />
    </AppShell>
  );
}
