import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { APP_NAME } from '../../domain/app-info';
import { de } from '../../domain/messages';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { PageTitle } from '../components/ui/page-title';
import { type SessionReadError, sessionRetryDelayMs } from '../lib/session';
import { useOnline } from '../lib/use-online';
import { OfflineNotice } from '../pwa/offline-notice';

/**
 * The screen in place of the requested page when the guard could not read the session (server busy,
 * failing, or unreachable without a last visit). It never sends anyone to the sign-in page: a retry,
 * by hand or on its own after the server's Retry-After or a growing back-off, runs the guard again on
 * the same address and so leads on to the page that was asked for. After a network failure it also
 * retries as soon as the browser is back online, and does not count down while offline.
 */
export function SessionUnavailable({ error }: { error: SessionReadError }) {
  const navigate = useNavigate();
  const location = useLocation();
  const retrying = useNavigation().state !== 'idle';
  const online = useOnline();
  const waitsForNetwork = error.failure === 'network' && !online;
  // The screen stays while a retry fails again (only the error changes), so this counts in a row.
  const failures = useRef(0);
  const counted = useRef<SessionReadError | null>(null);
  const [dueAt, setDueAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  // A fresh navigation to the same address rather than a revalidation: the router's error boundary
  // lets go of the error on a new location for sure, not only when it saw the revalidation run.
  const retry = useCallback(() => {
    setDueAt(null);
    void navigate(location, { replace: true, state: location.state });
  }, [navigate, location]);

  // Every failed read plans the next one.
  useEffect(() => {
    if (waitsForNetwork) {
      setDueAt(null);
      return;
    }
    // Once per failure, not again when only the connection came back (or React runs this twice).
    if (counted.current !== error) {
      counted.current = error;
      failures.current += 1;
    }
    const start = Date.now();
    setNow(start);
    setDueAt(start + sessionRetryDelayMs(error, failures.current));
  }, [error, waitsForNetwork]);

  useEffect(() => {
    if (dueAt === null || retrying) return;
    const due = setTimeout(retry, Math.max(0, dueAt - Date.now()));
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(due);
      clearInterval(tick);
    };
  }, [dueAt, retrying, retry]);

  useEffect(() => {
    if (error.failure !== 'network') return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [error, retry]);

  const secondsLeft = dueAt === null ? null : Math.max(1, Math.ceil((dueAt - now) / 1000));
  let plan: string | null = null;
  if (waitsForNetwork) plan = de.session.retryWhenOnline;
  else if (secondsLeft !== null) plan = de.session.retryIn(secondsLeft);

  return (
    <>
      <OfflineNotice />
      <main className="mx-auto flex min-h-screen-free w-full max-w-md flex-col justify-center px-4 py-10">
        <p className="mb-6 flex items-center gap-2 text-lg font-bold text-brand-700 dark:text-brand-300">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {APP_NAME}
        </p>
        <Card>
          <PageTitle>{de.session.title}</PageTitle>
          <div className="flex flex-col gap-4">
            <p>{de.session[error.failure]}</p>
            <p className="text-muted">{de.session.notSignedOut}</p>
            <Button onClick={retry} className="w-full sm:w-auto sm:self-start">
              {de.common.retry}
            </Button>
            <div className="min-h-5 text-sm text-muted">
              {/* Only the retry itself is announced: a countdown read out every second is noise. */}
              <p role="status">{retrying ? de.session.retrying : null}</p>
              {!retrying && plan && <p>{plan}</p>}
            </div>
          </div>
        </Card>
      </main>
    </>
  );
}
