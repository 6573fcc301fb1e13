import { Outlet } from 'react-router';
import { de } from '../../domain/messages';
import { AppShell } from './app-shell';
import { COACH_NAV } from './nav-items';

export function Component() {
  return (
    <AppShell nav={COACH_NAV} homeTo="/coach/portal" section={de.nav.coach}>
      <Outlet />
    </AppShell>
  );
}
