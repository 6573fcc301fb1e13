import { de } from '../../domain/messages';
import type { Profile } from '../../domain/schemas/profile';
import type { NavItem } from './app-shell';

/** What the navigation offers depends on how far the user is: nothing leads into a redirect. */
export function athleteNav(profile: Profile | undefined): NavItem[] {
  if (!profile?.emailVerified) {
    return [
      { to: '/verify-email', label: de.auth.verify.title },
      { to: '/about', label: de.nav.about },
    ];
  }
  if (!profile.wizardCompleted) {
    return [
      { to: '/onboarding/introduction', label: de.onboarding.introduction },
      { to: '/settings', label: de.nav.settings },
      { to: '/about', label: de.nav.about },
    ];
  }
  return [
    { to: '/dashboard', label: de.nav.dashboard },
    { to: '/performance-cocktail', label: de.nav.performance },
    { to: '/protocol', label: de.protocol.title },
    { to: '/trends', label: de.nav.trends },
    { to: '/toolbox', label: de.nav.toolbox },
    { to: '/settings', label: de.nav.settings },
    { to: '/about', label: de.nav.about },
  ];
}

/** Signed out, the default layout only ever shows the legal pages: the way in is all it offers. */
export const SIGNED_OUT_NAV: NavItem[] = [
  { to: '/login', label: de.auth.signIn },
  { to: '/register', label: de.auth.signUp },
];

export const COACH_NAV: NavItem[] = [
  { to: '/coach/portal', label: de.nav.portal },
  { to: '/coach/athletes', label: de.nav.athletes },
  { to: '/coach/inbox', label: de.nav.inbox },
  { to: '/coach/settings', label: de.nav.settings },
  { to: '/about', label: de.nav.about },
];
