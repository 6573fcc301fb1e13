import { de, type GuardReason } from './messages';
import { type Access, matchesPattern, paths, ROUTES, type RouteInfo } from './routes';

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

const {
  login: LOGIN,
  verifyEmail: VERIFY_EMAIL,
  dashboard: DASHBOARD,
  coachPortal: COACH_PORTAL,
} = paths;
const ONBOARDING_START = paths.onboardingIntroduction;

const RULES: readonly RouteInfo[] = Object.values(ROUTES);

function pathnameOf(fullPath: string): string {
  const end = fullPath.search(/[?#]/);
  const pathname = end === -1 ? fullPath : fullPath.slice(0, end);
  // '/dashboard/' and '/dashboard' are the same page; '/' itself must survive the trim.
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' && pathname.startsWith('/') ? '/' : trimmed;
}

/** The access rule of the manifest's route for `pathname`; `unknown` for a path of no route. */
function classify(pathname: string): Access | 'unknown' {
  const route = RULES.find((r) => matchesPattern(r.path, pathname, r.nested));
  return route?.access ?? 'unknown';
}

/** Where a user lands when there is no better target (the "Home" route). */
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
 * The single access rule of the browser router.
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

  if (cls === 'open') return ALLOW;

  if (!auth.signedIn) {
    if (cls === 'signed-out') return ALLOW;
    // Nothing worth returning to on '/' or a path the app does not know, so no redirect parameter.
    if (cls === 'home' || cls === 'unknown') return silentRedirect(LOGIN, pathname);
    return redirect(`${LOGIN}?redirect=${encodeURIComponent(fullPath)}`, de.guard.authRequired);
  }

  const home = homeFor(auth, profile);
  const p = profile ?? NO_PROFILE;
  const isCoach = p.role === 'coach';

  switch (cls) {
    case 'home':
    case 'signed-out':
    case 'unknown':
      return silentRedirect(home, pathname);
    case 'signed-in':
      return ALLOW;
    case 'unverified':
      return auth.emailVerified ? silentRedirect(home, pathname) : ALLOW;
    default:
      break;
  }

  if (!auth.emailVerified) return redirect(VERIFY_EMAIL, de.guard.emailVerificationRequired);

  switch (cls) {
    case 'verified':
      return ALLOW;
    case 'athlete':
      return isCoach ? redirect(COACH_PORTAL, de.guard.insufficientPermission) : ALLOW;
    case 'coach-home':
      return isCoach
        ? silentRedirect(COACH_PORTAL, pathname)
        : redirect(DASHBOARD, de.guard.insufficientPermission);
    case 'coach':
      return isCoach ? ALLOW : redirect(DASHBOARD, de.guard.insufficientPermission);
    case 'onboarding':
      if (isCoach) return redirect(COACH_PORTAL, de.guard.insufficientPermission);
      return p.wizardCompleted ? redirect(DASHBOARD, de.guard.alreadyCompleted) : ALLOW;
    case 'athlete-ready':
      if (isCoach) return redirect(COACH_PORTAL, de.guard.insufficientPermission);
      return p.wizardCompleted ? ALLOW : redirect(ONBOARDING_START, de.guard.wizardRequired);
  }
}
