import { Outlet } from 'react-router';
import { de } from '../../domain/messages';
import { paths } from '../../domain/routes';
import { AppShell } from './app-shell';
import { COACH_NAV } from './nav-items';

export function Component() {
  return (
    <AppShell nav={COACH_NAV} homeTo={paths.coachPortal} section={de.nav.coach}>
      <Outlet />
    </AppShell>
  );
}
