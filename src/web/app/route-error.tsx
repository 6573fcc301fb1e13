import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { de } from '../../domain/messages';
import { paths } from '../../domain/routes';
import { reloadHint } from '../lib/reload-hint';
import { SessionReadError } from '../lib/session';
import { OfflineNotice } from '../pwa/offline-notice';
import { SessionUnavailable } from './session-unavailable';

/**
 * Shown when a screen fails to load (for example its chunk, offline) or throws while rendering, and,
 * with its own retry, when the guard could not read the session.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  if (error instanceof SessionReadError) return <SessionUnavailable error={error} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <OfflineNotice />
      <main className="mx-auto flex min-h-screen-free max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-bold">
          {notFound ? de.generic.notFound : de.generic.loadFailed}
        </h1>
        <p className="text-muted">{reloadHint()}</p>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white"
          >
            {de.shell.reload}
          </button>
          <Link
            to={paths.home}
            className="flex min-h-11 items-center rounded-lg border border-line px-4 font-semibold"
          >
            {de.shell.toStart}
          </Link>
        </div>
      </main>
    </>
  );
}
