import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { de } from '../../../domain/messages';
import { paths, ROUTES } from '../../../domain/routes';
import { Button } from '../../components/ui/button';
import { authErrorText } from '../../lib/auth-request';
import { queryClient } from '../../lib/query-client';
import { clearUserData, refreshSession, sessionQuery } from '../../lib/session';
import { toast } from '../../stores/toast-store';
import { resendVerification, signOut } from './api/auth-api';
import { AuthCard } from './components/auth-card';

export function Component() {
  const navigate = useNavigate();
  // Checked where it is used: only a path of this app, never another origin.
  const redirect = useSearchParams()[0].get('redirect');
  const target = async () =>
    redirect
      ? ((await import('../../../domain/safe-redirect')).safeRedirectTarget(redirect) ?? null)
      : null;
  const session = useQuery(sessionQuery);
  const email = session.data?.email ?? '';
  const [resending, setResending] = useState(false);
  const [checking, setChecking] = useState(false);

  async function resend() {
    setResending(true);
    try {
      await resendVerification(email, (await target()) ?? paths.home);
      toast.success(de.auth.verify.resent);
    } catch (err) {
      toast.error(authErrorText(err));
    } finally {
      setResending(false);
    }
  }

  async function recheck() {
    setChecking(true);
    try {
      await refreshSession();
      const user = queryClient.getQueryData(sessionQuery.queryKey);
      if (user?.emailVerified) {
        navigate((await target()) ?? paths.home, { replace: true });
        return;
      }
      toast.info(de.auth.verify.notYetVerified);
    } catch {
      toast.error(de.generic.networkError);
    } finally {
      setChecking(false);
    }
  }

  async function leave() {
    await signOut().catch(() => undefined);
    clearUserData();
    navigate(paths.login, { replace: true });
  }

  return (
    <AuthCard title={ROUTES.verifyEmail.title}>
      <p className="mb-6">{de.auth.verify.sentTo(email)}</p>
      <div className="flex flex-col gap-3">
        <Button onClick={recheck} busy={checking} className="w-full">
          {de.auth.verify.confirmed}
        </Button>
        <Button variant="secondary" onClick={resend} busy={resending} className="w-full">
          {de.auth.verify.resend}
        </Button>
        <Button variant="ghost" onClick={leave} className="w-full">
          {de.auth.signOut}
        </Button>
      </div>
    </AuthCard>
  );
}
