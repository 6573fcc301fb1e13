import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { de } from '../../domain/messages';
import { paths } from '../../domain/routes';
import { ConsentGate } from '../components/consent/consent-gate';
import { profileQuery, sessionQuery } from '../lib/session';
import { AppShell } from './app-shell';
import { athleteNav, athleteTabs, COACH_NAV, SIGNED_OUT_NAV } from './nav-items';

/** The athletes' screens, and the pages everyone may open (the legal pages, signed out too). */
export function Component() {
  const signedIn = Boolean(useQuery(sessionQuery).data);
  const profile = useQuery(profileQuery).data;
  const isCoach = profile?.role === 'coach' && profile.emailVerified;
  const nav = !signedIn ? SIGNED_OUT_NAV : isCoach ? COACH_NAV : athleteNav(profile);
  return (
    <AppShell
      nav={nav}
      tabs={signedIn ? athleteTabs(profile) : []}
      homeTo={paths.home}
      section={isCoach ? de.nav.coach : undefined}
    >
      <ConsentGate />
      <Outlet />
    </AppShell>
  );
}
