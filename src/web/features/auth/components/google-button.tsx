import { useEffect, useId, useState } from 'react';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { authErrorText } from '../../../lib/auth-request';
import { getAuthOptions, signInWithGoogle } from '../api/auth-api';

/**
 * Whether the server offers Google sign-in, as the page it served says (src/server/web-page.ts), so
 * the screen is complete at its first render; null where the page does not say (the service
 * worker's offline copy, Vite's dev server): then the server is asked.
 */
function googleFromPage(): boolean | null {
  const said = document.querySelector<HTMLMetaElement>('meta[name="lz-google-sign-in"]')?.content;
  return said === 'on' ? true : said === 'off' ? false : null;
}

/** Google sign-in, or, where the server has no Google settings, a visibly unavailable button. */
export function GoogleButton() {
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Plain state, not a query: TanStack's useQuery would be most of the sign-in page's own JavaScript.
  const [googleEnabled, setGoogleEnabled] = useState<boolean | null>(googleFromPage);
  useEffect(() => {
    if (googleFromPage() !== null) return;
    let current = true;
    getAuthOptions(null).then(
      (options) => current && setGoogleEnabled(options.googleEnabled),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  const enabled = googleEnabled === true;

  async function start() {
    setBusy(true);
    setError(null);
    try {
      await signInWithGoogle();
    } catch (err) {
      setError(authErrorText(err));
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        className="w-full"
        disabled={!enabled}
        busy={busy}
        onClick={start}
        aria-describedby={googleEnabled === false ? hintId : undefined}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <path
            fill="#4285F4"
            d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7z"
          />
          <path
            fill="#34A853"
            d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
          />
          <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
          <path
            fill="#EA4335"
            d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
          />
        </svg>
        {de.auth.signInWithGoogle}
      </Button>
      {googleEnabled === false && (
        <p id={hintId} className="text-center text-sm text-muted">
          {de.auth.googleUnavailable}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
