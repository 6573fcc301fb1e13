import { APP_NAME } from './app-info';
import { de } from './messages';

/**
 * The route manifest: every path the app knows, with its layout, its screen's module, its access
 * rule, its label in the navigation and its title. The router and its lazy modules, the guard's
 * `decideAccess`, the server's list of pages with their preload hints and the navigation are derived
 * from it.
 */

/** The shell a screen renders in; `none` for the sign-in pages, which bring their own card. */
export type Layout = 'none' | 'default' | 'coach' | 'protocol' | 'wizard';

/**
 * Who may open a path, applied by `decideAccess`:
 * - `home`: `/`, never shown; everyone is sent to their home.
 * - `signed-out`: the way in; signed-in users are sent home.
 * - `open`: everyone in every state (the reset link opens wherever the mail is read; the legal
 *   pages are linked from every mail's footer).
 * - `signed-in`: any signed-in user, verified or not.
 * - `unverified`: signed in with the e-mail not yet verified; the others are sent home.
 * - `verified`: any user with a verified e-mail.
 * - `athlete`: verified athletes, with or without a finished wizard.
 * - `coach-home`: `/coach`, never shown; coaches are sent to the portal.
 * - `coach`: verified coaches.
 * - `onboarding`: verified athletes whose wizard is still open.
 * - `athlete-ready`: verified athletes who finished the wizard.
 */
export type Access =
  | 'home'
  | 'signed-out'
  | 'open'
  | 'signed-in'
  | 'unverified'
  | 'verified'
  | 'athlete'
  | 'coach-home'
  | 'coach'
  | 'onboarding'
  | 'athlete-ready';

interface RouteRule {
  path: string;
  access: Access;
  /** The page's name in the navigation, where it appears there. */
  nav?: string;
  /** The document title's page part; absent where the page names itself from its data. */
  title?: string;
  /** The rule also covers every path below (pages nested in it later share it). */
  nested?: true;
  /**
   * The screen keeps its own action bar at the bottom, where the phone's tab bar would cover it:
   * the tab bar stays away there.
   */
  bottomBar?: true;
}

export type RouteInfo =
  /** A path with no screen of its own, which the guard always sends elsewhere. */
  | (RouteRule & { layout: null })
  | (RouteRule & {
      layout: Layout;
      /**
       * The screen's module, under src/web/features and without its extension: the web loads it as
       * a chunk of its own on the first visit, and the server names its chunks in the page's hints.
       */
      module: string;
    });

export const ROUTES = {
  home: { path: '/', layout: null, access: 'home' },
  login: {
    path: '/login',
    layout: 'none',
    module: 'auth/login-page',
    access: 'signed-out',
    nav: de.auth.signIn,
    title: de.auth.signInTitle,
  },
  register: {
    path: '/register',
    layout: 'none',
    module: 'auth/register-page',
    access: 'signed-out',
    nav: de.auth.signUp,
    title: de.auth.signUp,
  },
  forgotPassword: {
    path: '/forgot-password',
    layout: 'none',
    module: 'auth/forgot-password-page',
    access: 'signed-out',
    title: de.pageTitles.forgotPassword,
  },
  resetPassword: {
    path: '/reset-password',
    layout: 'none',
    module: 'auth/reset-password-page',
    access: 'open',
    title: de.pageTitles.resetPassword,
  },
  verifyEmail: {
    path: '/verify-email',
    layout: 'none',
    module: 'auth/verify-email-page',
    access: 'unverified',
    nav: de.auth.verify.title,
    title: de.auth.verify.title,
  },
  dashboard: {
    path: '/dashboard',
    layout: 'default',
    module: 'dashboard/dashboard-page',
    access: 'athlete-ready',
    nav: de.nav.dashboard,
    title: de.pageTitles.dashboard,
  },
  cocktail: {
    path: '/performance-cocktail',
    layout: 'default',
    module: 'cocktail/cocktail-page',
    access: 'athlete-ready',
    nav: de.nav.performance,
    title: de.pageTitles.cocktail,
  },
  cocktailEdit: {
    path: '/performance-cocktail-edit',
    layout: 'default',
    module: 'cocktail/cocktail-edit-page',
    access: 'athlete-ready',
    title: de.pageTitles.cocktailEdit,
    bottomBar: true,
  },
  trends: {
    path: '/trends',
    layout: 'default',
    module: 'trends/trends-page',
    access: 'athlete-ready',
    nav: de.nav.trends,
    title: de.pageTitles.trends,
  },
  toolbox: {
    path: '/toolbox',
    layout: 'default',
    module: 'toolbox/toolbox-page',
    access: 'athlete-ready',
    nav: de.nav.toolbox,
    title: de.nav.toolbox,
  },
  startCheck: {
    path: '/startcheck',
    layout: 'default',
    module: 'toolbox/start-check-page',
    access: 'athlete-ready',
    nav: de.pageTitles.startCheck,
    title: de.pageTitles.startCheck,
  },
  competitions: {
    path: '/competitions',
    layout: 'default',
    module: 'competitions/competitions-page',
    access: 'athlete-ready',
    nav: de.pageTitles.competitions,
    title: de.pageTitles.competitions,
  },
  tunnelRoutine: {
    path: '/tunnel-routine',
    layout: 'default',
    module: 'tunnel-routine/tunnel-routine-page',
    access: 'athlete-ready',
    nav: de.pageTitles.tunnelRoutine,
    title: de.pageTitles.tunnelRoutine,
  },
  quickLog: {
    path: '/quick-log',
    layout: 'default',
    module: 'quick-log/quick-log-page',
    access: 'athlete-ready',
    nav: de.pageTitles.quickLog,
    title: de.pageTitles.quickLog,
  },
  settings: {
    path: '/settings',
    layout: 'default',
    module: 'settings/settings-page',
    access: 'verified',
    nav: de.nav.settings,
    title: de.pageTitles.settings,
  },
  settingsCoachPreview: {
    path: '/settings/coach-preview/:linkId',
    layout: 'default',
    module: 'settings/coach-preview-page',
    access: 'athlete',
  },
  about: {
    path: '/about',
    layout: 'default',
    module: 'about/about-page',
    access: 'signed-in',
    nav: de.nav.about,
    title: `Über ${APP_NAME}`,
  },
  privacy: {
    path: '/datenschutz',
    layout: 'default',
    module: 'legal/privacy-page',
    access: 'open',
    nav: de.legalLinks.privacy,
    title: de.pageTitles.privacy,
  },
  legalNotice: {
    path: '/impressum',
    layout: 'default',
    module: 'legal/legal-notice-page',
    access: 'open',
    nav: de.legalLinks.notice,
    title: de.pageTitles.legalNotice,
  },
  protocol: {
    path: '/protocol',
    layout: 'protocol',
    module: 'protocol/protocol-list-page',
    access: 'athlete-ready',
    nav: de.protocol.title,
    title: de.protocol.title,
  },
  // Its own page without the app's header and menu: what it shows is what goes on paper.
  protocolPrint: {
    path: '/protocol/print',
    layout: 'none',
    module: 'protocol-print/protocol-print-page',
    access: 'athlete-ready',
    title: de.pageTitles.protocolPrint,
  },
  protocolContext: {
    path: '/protocol/context',
    layout: 'protocol',
    module: 'protocol/entry-context-page',
    access: 'athlete-ready',
    title: de.protocol.context,
  },
  protocolEmotions: {
    path: '/protocol/emotions',
    layout: 'protocol',
    module: 'protocol/entry-emotions-page',
    access: 'athlete-ready',
    title: de.protocol.emotions,
  },
  protocolPerformance: {
    path: '/protocol/performance',
    layout: 'protocol',
    module: 'protocol/entry-performance-page',
    access: 'athlete-ready',
    title: de.protocol.performance,
  },
  protocolNotes: {
    path: '/protocol/notes',
    layout: 'protocol',
    module: 'protocol/entry-notes-page',
    access: 'athlete-ready',
    title: de.protocol.notes,
  },
  protocolSummary: {
    path: '/protocol/summary',
    layout: 'protocol',
    module: 'protocol/entry-summary-page',
    access: 'athlete-ready',
    title: de.protocol.summary,
  },
  onboardingIntroduction: {
    path: '/onboarding/introduction',
    layout: 'wizard',
    module: 'onboarding/introduction-page',
    access: 'onboarding',
    nav: de.onboarding.introduction,
    title: de.pageTitles.welcome(APP_NAME),
  },
  onboardingStep1: {
    path: '/onboarding/step-1',
    layout: 'wizard',
    module: 'onboarding/step-1-page',
    access: 'onboarding',
    title: de.onboarding.step1,
  },
  onboardingStep2: {
    path: '/onboarding/step-2',
    layout: 'wizard',
    module: 'onboarding/step-2-page',
    access: 'onboarding',
    title: de.onboarding.step2,
  },
  onboardingStep3: {
    path: '/onboarding/step-3',
    layout: 'wizard',
    module: 'onboarding/step-3-page',
    access: 'onboarding',
    title: de.onboarding.step3,
  },
  onboardingStep4: {
    path: '/onboarding/step-4',
    layout: 'wizard',
    module: 'onboarding/step-4-page',
    access: 'onboarding',
    title: de.onboarding.step4,
  },
  // Opened from a link or QR code by anyone: signed out it leads to sign-up, a coach is told why not.
  invite: {
    path: '/invite/:code',
    layout: 'default',
    module: 'invite/invite-page',
    access: 'open',
    title: de.pageTitles.invite,
  },
  coach: { path: '/coach', layout: null, access: 'coach-home' },
  coachPortal: {
    path: '/coach/portal',
    layout: 'coach',
    module: 'coach/portal-page',
    access: 'coach',
    nav: de.nav.portal,
    title: de.nav.portal,
  },
  coachAthletes: {
    path: '/coach/athletes',
    layout: 'coach',
    module: 'coach/athletes-page',
    access: 'coach',
    nav: de.nav.athletes,
    title: de.nav.athletes,
  },
  coachAthlete: {
    path: '/coach/athletes/:athleteId',
    layout: 'coach',
    module: 'coach/athlete-detail-page',
    access: 'coach',
    nested: true,
  },
  // Like the athlete's print view: its own page without the app's header, what goes on paper.
  coachAthletePrint: {
    path: '/coach/athletes/:athleteId/print',
    layout: 'none',
    module: 'coach/athlete-print-page',
    access: 'coach',
    title: de.pageTitles.coachAthletePrint,
  },
  coachInbox: {
    path: '/coach/inbox',
    layout: 'coach',
    module: 'coach/inbox-page',
    access: 'coach',
    nav: de.nav.inbox,
    title: de.nav.inbox,
  },
  coachSettings: {
    path: '/coach/settings',
    layout: 'coach',
    module: 'coach/coach-settings-page',
    access: 'coach',
    nav: de.nav.settings,
    title: de.nav.settings,
  },
} as const satisfies Record<string, RouteInfo>;

export type RouteId = keyof typeof ROUTES;

/** The routes that render a screen, and so need a lazy module in the web. */
export type ScreenId = {
  [Id in RouteId]: (typeof ROUTES)[Id]['layout'] extends null ? never : Id;
}[RouteId];

/** The routes that render a screen, in the manifest's order. */
export const SCREEN_IDS = (Object.keys(ROUTES) as RouteId[]).filter(
  (id): id is ScreenId => ROUTES[id].layout !== null,
);

/** A screen's module as a path from the project root, as the bundler and its manifest name it. */
export function screenFile(id: ScreenId): string {
  return `src/web/features/${ROUTES[id].module}.tsx`;
}

/** A layout's module, named after it: `src/web/layouts/<layout>-layout.tsx`. */
export function layoutFile(layout: Exclude<Layout, 'none'>): string {
  return `src/web/layouts/${layout}-layout.tsx`;
}

type PathOf<Id extends RouteId> = (typeof ROUTES)[Id]['path'];

/** The `:name` parameters of a path pattern. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The paths of the routes without parameters, for links: `paths.dashboard`. */
export const paths = Object.fromEntries(
  Object.entries(ROUTES).map(([id, route]) => [id, route.path]),
) as {
  readonly [Id in RouteId as ParamsOf<PathOf<Id>> extends never ? Id : never]: PathOf<Id>;
};

/** The path of a route with its parameters filled in: `href('coachAthlete', { athleteId })`. */
export function href<Id extends RouteId>(
  id: Id,
  ...params: ParamsOf<PathOf<Id>> extends never ? [] : [Record<ParamsOf<PathOf<Id>>, string>]
): string {
  const values: Record<string, string> = params[0] ?? {};
  return ROUTES[id].path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}

/**
 * Whether `pathname` is a path of `pattern`, ignoring a trailing slash: the same segments, a `:name`
 * segment matching any non-empty one. A `nested` pattern also covers everything below its fixed
 * part. Case-sensitive; callers that match as the router does lower-case the pathname.
 */
export function matchesPattern(pattern: string, pathname: string, nested = false): boolean {
  if (!pathname.startsWith('/')) return false;
  const param = pattern.indexOf('/:');
  if (nested && param !== -1) {
    const fixed = pattern.slice(0, param + 1);
    return pathname.startsWith(fixed) && pathname.length > fixed.length;
  }
  const parts = pattern.replace(/\/+$/, '').split('/');
  const segments = pathname.replace(/\/+$/, '').split('/');
  return (
    parts.length === segments.length &&
    parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
  );
}
