import { type MiddlewareFunction, redirect } from 'react-router';
import { type AccessProfile, type AuthState, decideAccess } from '../../domain/access';
import { paths } from '../../domain/routes';
import { queryClient } from '../lib/query-client';
import { guardSession, profileQuery } from '../lib/session';
import { toast } from '../stores/toast-store';

/** Reads the profile; a failed read is logged and counts as no profile (specification section 8). */
async function readProfile(): Promise<AccessProfile | null> {
  try {
    const p = await queryClient.ensureQueryData(profileQuery);
    return { wizardCompleted: p.wizardCompleted, role: p.role };
  } catch (err) {
    console.error('profile read failed', err);
    return null;
  }
}

/**
 * The router's guard, the root route's middleware: it runs on every navigation before any screen's
 * loader, so no screen asks the server for data its visitor may not see. It waits for the auth state
 * (cached after the first page, the last known one while offline) and applies the one access
 * decision the tests pin down. When the session cannot be read (server busy, failing, unreachable
 * without a last visit), that is not "signed out": the error goes to the root's error screen, which
 * offers a retry on the same page. Returning lets the router go on to the loaders.
 */
export const guardMiddleware: MiddlewareFunction = async ({ request }) => {
  const url = new URL(request.url);
  const fullPath = url.pathname + url.search + url.hash;
  let decision: ReturnType<typeof decideAccess>;
  try {
    const user = await guardSession();
    const auth: AuthState = user
      ? { signedIn: true, emailVerified: user.emailVerified }
      : { signedIn: false };
    const profile = user ? await readProfile() : null;
    decision = decideAccess(auth, profile, fullPath);
  } catch (err) {
    // Whoever asked for the sign-in page gets it; a signed-in visitor is sent on once it works.
    if (url.pathname === paths.login) {
      console.error('guard failed', err);
      return;
    }
    throw err;
  }
  if (decision.kind === 'allow') return;
  if (decision.reason && !decision.silent) {
    // One id per reason: a chain of redirects shows the message once.
    toast.warning(decision.reason, undefined, { id: `guard:${decision.reason}` });
  }
  throw redirect(decision.to);
};
