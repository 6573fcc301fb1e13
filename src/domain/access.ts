import { de, type GuardReason } from './messages';

export type AuthState = { signedIn: false } | { signedIn: true; emailVerified: boolean };

/**
 * The fields of the users document that routing reads. `null` (failed or missing read) counts as
 * an athlete without a finished wizard.
 */
export interface AccessProfile {
  wizardCompleted: boolean;
  role: 'coach' | null;
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; reason: GuardReason | null; silent: boolean };

const NO_PROFILE: AccessProfile = { wizardCompleted: false, role: null };

const LOGIN = '/login';
const VERIFY_EMAIL = '/verify-email';
const DASHBOARD = '/dashboard';
const ONBOARDING_START = '/onboarding/introduction';
const COACH_PORTAL = '/coach/portal';

/**
 * How each path is treated. Kept as an explicit list rather than derived from ROUTES so that adding
 * a route to the table without deciding its access rule falls through to 'unknown' (sent home)
 * instead of silently becoming reachable.
 */
type PathClass =
  | 'root'
  | 'auth-page'
  | 'password-reset'
  | 'legal'
  | 'about'
  | 'verify-email'
  | 'settings'
  | 'athlete-settings'
  | 'coach-root'
  | 'coach'
  | 'onboarding'
  | 'wizard-gated'
  | 'unknown';

const EXACT: ReadonlyMap<string, PathClass> = new Map<string, PathClass>([
  ['/', 'root'],
  ['/login', 'auth-page'],
  ['/register', 'auth-page'],
  ['/forgot-password', 'auth-page'],
  // The link from the reset mail opens wherever the mail is read, signed in or not.
  ['/reset-password', 'password-reset'],
  // Privacy policy and legal notice: for everyone, in every state, from every mail's footer.
  ['/datenschutz', 'legal'],
  ['/impressum', 'legal'],
  ['/about', 'about'],
  ['/verify-email', 'verify-email'],
  ['/settings', 'settings'],
  ['/coach', 'coach-root'],
  ['/coach/athletes', 'coach'],
  ['/coach/inbox', 'coach'],
  ['/coach/portal', 'coach'],
  ['/coach/settings', 'coach'],
  ['/onboarding/introduction', 'onboarding'],
  ['/onboarding/step-1', 'onboarding'],
  ['/onboarding/step-2', 'onboarding'],
  ['/onboarding/step-3', 'onboarding'],
  ['/onboarding/step-4', 'onboarding'],
  ['/dashboard', 'wizard-gated'],
  ['/performance-cocktail', 'wizard-gated'],
  ['/performance-cocktail-edit', 'wizard-gated'],
  ['/protocol', 'wizard-gated'],
  ['/protocol/context', 'wizard-gated'],
  ['/protocol/emotions', 'wizard-gated'],
  ['/protocol/notes', 'wizard-gated'],
  ['/protocol/performance', 'wizard-gated'],
  ['/protocol/summary', 'wizard-gated'],
  ['/toolbox', 'wizard-gated'],
  ['/trends', 'wizard-gated'],
  ['/tunnel-routine', 'wizard-gated'],
]);

/** Nested athlete pages of the coach portal are added by a later feature and share its rules. */
const COACH_ATHLETE_DETAIL_PREFIX = '/coach/athletes/';
/** "So sieht dich {Coach}" of one coach link: the athlete's settings, not a coach's page. */
const COACH_PREVIEW_PREFIX = '/settings/coach-preview/';

/** A path of the prefix with one more segment, as `/coach/athletes/:athleteId` matches it. */
const oneBelow = (pathname: string, prefix: string) =>
  pathname.startsWith(prefix) &&
  pathname.length > prefix.length &&
  !pathname.slice(prefix.length).includes('/');

function pathnameOf(fullPath: string): string {
  const end = fullPath.search(/[?#]/);
  const pathname = end === -1 ? fullPath : fullPath.slice(0, end);
  // '/dashboard/' and '/dashboard' are the same page; '/' itself must survive the trim.
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' && pathname.startsWith('/') ? '/' : trimmed;
}

function classify(pathname: string): PathClass {
  const exact = EXACT.get(pathname);
  if (exact !== undefined) return exact;
  if (
    pathname.startsWith(COACH_ATHLETE_DETAIL_PREFIX) &&
    pathname.length > COACH_ATHLETE_DETAIL_PREFIX.length
  ) {
    return 'coach';
  }
  if (oneBelow(pathname, COACH_PREVIEW_PREFIX)) return 'athlete-settings';
  return 'unknown';
}

/** Where a user lands when there is no better target (spec section 6, "Home"). */
export function homeFor(auth: AuthState, profile: AccessProfile | null): string {
  if (!auth.signedIn) return LOGIN;
  if (!auth.emailVerified) return VERIFY_EMAIL;
  const p = profile ?? NO_PROFILE;
  if (p.role === 'coach') return COACH_PORTAL;
  return p.wizardCompleted ? DASHBOARD : ONBOARDING_START;
}

const ALLOW: AccessDecision = { kind: 'allow' };

function redirect(to: string, reason: GuardReason): AccessDecision {
  return { kind: 'redirect', to, reason, silent: false };
}

function silentRedirect(to: string, currentPathname: string): AccessDecision {
  // A target equal to the current page would make the router navigate to itself forever.
  if (pathnameOf(to) === currentPathname) return ALLOW;
  return { kind: 'redirect', to, reason: null, silent: true };
}

/**
 * The single access rule of the browser router (spec sections 2, 4, 6; DESIGN.md section 5).
 * Returns one hop only: the router re-runs it on the target, which is how a chain such as
 * coach page -> /dashboard -> /onboarding/introduction unfolds.
 */
export function decideAccess(
  auth: AuthState,
  profile: AccessProfile | null,
  fullPath: string,
): AccessDecision {
  const pathname = pathnameOf(fullPath);
  const cls = classify(pathname);

  if (cls === 'password-reset' || cls === 'legal') return ALLOW;

  if (!auth.signedIn) {
    if (cls === 'auth-page') return ALLOW;
    // Nothing worth returning to on '/' or a path the app does not know, so no redirect parameter.
    if (cls === 'root' || cls === 'unknown') return silentRedirect(LOGIN, pathname);
    return redirect(`${LOGIN}?redirect=${encodeURIComponent(fullPath)}`, de.guard.authRequired);
  }

  const home = homeFor(auth, profile);
  const p = profile ?? NO_PROFILE;
  const isCoach = p.role === 'coach';

  switch (cls) {
    case 'root':
    case 'auth-page':
    case 'unknown':
      return silentRedirect(home, pathname);
    case 'about':
      return ALLOW;
    case 'verify-email':
      return auth.emailVerified ? silentRedirect(home, pathname) : ALLOW;
    default:
      break;
  }

  if (!auth.emailVerified) return redirect(VERIFY_EMAIL, de.guard.emailVerificationRequired);

  switch (cls) {
    case 'settings':
      return ALLOW;
    case 'athlete-settings':
      return isCoach ? redirect(COACH_PORTAL, de.guard.insufficientPermission) : ALLOW;
    case 'coach-root':
      return isCoach
        ? silentRedirect(COACH_PORTAL, pathname)
        : redirect(DASHBOARD, de.guard.insufficientPermission);
    case 'coach':
      return isCoach ? ALLOW : redirect(DASHBOARD, de.guard.insufficientPermission);
    case 'onboarding':
      if (isCoach) return redirect(COACH_PORTAL, de.guard.insufficientPermission);
      return p.wizardCompleted ? redirect(DASHBOARD, de.guard.alreadyCompleted) : ALLOW;
    case 'wizard-gated':
      if (isCoach) return redirect(COACH_PORTAL, de.guard.insufficientPermission);
      return p.wizardCompleted ? ALLOW : redirect(ONBOARDING_START, de.guard.wizardRequired);
  }
}
