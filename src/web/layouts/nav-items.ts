import { paths, ROUTES } from '../../domain/routes';
import type { Profile } from '../../domain/schemas/profile';
import type { NavItem } from './app-shell';

/** The routes of the manifest that have a navigation label, the only ones a menu may offer. */
type NavRouteId = {
  [Id in keyof typeof ROUTES]: (typeof ROUTES)[Id] extends { nav: string } ? Id : never;
}[keyof typeof ROUTES];

/** A menu of these routes, with their paths and labels from the manifest. */
const navOf = (...ids: NavRouteId[]): NavItem[] =>
  ids.map((id) => ({ to: paths[id], label: ROUTES[id].nav }));

/** What the navigation offers depends on how far the user is: nothing leads into a redirect. */
export function athleteNav(profile: Profile | undefined): NavItem[] {
  if (!profile?.emailVerified) return navOf('verifyEmail', 'about');
  if (!profile.wizardCompleted) return navOf('onboardingIntroduction', 'settings', 'about');
  return navOf(
    'dashboard',
    'cocktail',
    'protocol',
    'trends',
    'competitions',
    'toolbox',
    'startCheck',
    'tunnelRoutine',
    'settings',
    'about',
  );
}

/** A tab of the phone's tab bar: a navigation entry with the route it leads to. */
export interface Tab extends NavItem {
  id: TabId;
}

/** The phone's tab bar: the main screens, with the quick log's "+" in the middle. */
const TAB_IDS = [
  'dashboard',
  'cocktail',
  'quickLog',
  'protocol',
  'trends',
] as const satisfies readonly NavRouteId[];
export type TabId = (typeof TAB_IDS)[number];

/** The tab bar only for an athlete who may open its screens; read at render, not at load. */
export function athleteTabs(profile: Profile | undefined): Tab[] {
  if (!profile?.emailVerified || !profile.wizardCompleted || profile.role === 'coach') return [];
  return TAB_IDS.map((id) => ({ id, to: paths[id], label: ROUTES[id].nav }));
}

/** Signed out, the default layout only ever shows the legal pages: the way in is all it offers. */
export const SIGNED_OUT_NAV: NavItem[] = navOf('login', 'register');

export const COACH_NAV: NavItem[] = navOf(
  'coachPortal',
  'coachAthletes',
  'coachInbox',
  'coachSettings',
  'about',
);
