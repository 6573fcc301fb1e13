import { redirect } from 'react-router';
import { type AccessProfile, type AuthState, decideAccess } from '../../domain/access';
import { toast } from '../stores/toast-store';
import { queryClient } from './query-client';
import { guardSession, profileQuery } from './session';

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
 * The router's guard: runs before every navigation, waits for the auth state (cached after the first
 * page, the last known one while offline), and applies the one access decision the tests pin down.
 */
export async function guardLoader({ request }: { request: Request }) {
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
    console.error('guard failed', err);
    if (url.pathname === '/login') return null;
    throw redirect(`/login?redirect=${encodeURIComponent(fullPath)}`);
  }
  if (decision.kind === 'allow') return null;
  if (decision.reason && !decision.silent) {
    // One id per reason: a chain of redirects shows the message once.
    toast.warning(decision.reason, undefined, { id: `guard:${decision.reason}` });
  }
  throw redirect(decision.to);
}
