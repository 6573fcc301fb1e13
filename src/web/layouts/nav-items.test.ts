import { describe, expect, it } from 'vitest';
import { de } from '../../domain/messages';
import type { Profile } from '../../domain/schemas/profile';
import { legalNav } from '../components/legal-footer';
import { athleteNav, athleteTabs, COACH_NAV, SIGNED_OUT_NAV } from './nav-items';

// Paths spelled out and labels named by their catalogue entry, rather than read from the route
// manifest, so that neither a menu's entries nor their labels change with a refactoring.
const profile = (emailVerified: boolean, wizardCompleted: boolean) =>
  ({ emailVerified, wizardCompleted }) as Profile;

describe('the navigation', () => {
  it('offers an athlete what their state allows', () => {
    expect(athleteNav(undefined)).toEqual([
      { to: '/verify-email', label: de.auth.verify.title },
      { to: '/about', label: de.nav.about },
    ]);
    expect(athleteNav(profile(true, false))).toEqual([
      { to: '/onboarding/introduction', label: de.onboarding.introduction },
      { to: '/settings', label: de.nav.settings },
      { to: '/about', label: de.nav.about },
    ]);
    expect(athleteNav(profile(true, true))).toEqual([
      { to: '/dashboard', label: de.nav.dashboard },
      { to: '/performance-cocktail', label: de.nav.performance },
      { to: '/protocol', label: de.protocol.title },
      { to: '/trends', label: de.nav.trends },
      { to: '/competitions', label: de.pageTitles.competitions },
      { to: '/toolbox', label: de.nav.toolbox },
      { to: '/startcheck', label: de.pageTitles.startCheck },
      { to: '/tunnel-routine', label: de.pageTitles.tunnelRoutine },
      { to: '/settings', label: de.nav.settings },
      { to: '/about', label: de.nav.about },
    ]);
  });

  it('gives the phone’s tab bar only to an athlete who finished the introduction', () => {
    expect(athleteTabs(undefined)).toEqual([]);
    expect(athleteTabs(profile(true, false))).toEqual([]);
    expect(athleteTabs({ ...profile(true, true), role: 'coach' })).toEqual([]);
    expect(athleteTabs(profile(true, true))).toEqual([
      { id: 'dashboard', to: '/dashboard', label: de.nav.dashboard },
      { id: 'cocktail', to: '/performance-cocktail', label: de.nav.performance },
      { id: 'quickLog', to: '/quick-log', label: de.pageTitles.quickLog },
      { id: 'protocol', to: '/protocol', label: de.protocol.title },
      { id: 'trends', to: '/trends', label: de.nav.trends },
    ]);
  });

  it('offers the way in, the legal pages and the coach’s pages', () => {
    expect(SIGNED_OUT_NAV).toEqual([
      { to: '/login', label: de.auth.signIn },
      { to: '/register', label: de.auth.signUp },
    ]);
    expect(legalNav()).toEqual([
      { to: '/datenschutz', label: de.legalLinks.privacy },
      { to: '/impressum', label: de.legalLinks.notice },
    ]);
    expect(COACH_NAV).toEqual([
      { to: '/coach/portal', label: de.nav.portal },
      { to: '/coach/athletes', label: de.nav.athletes },
      { to: '/coach/inbox', label: de.nav.inbox },
      { to: '/coach/settings', label: de.nav.settings },
      { to: '/about', label: de.nav.about },
    ]);
  });
});
