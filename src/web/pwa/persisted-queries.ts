import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * Keeps the signed-in user's screen data in localStorage, so that the app opens offline with the last
 * known session, profile and screens. A few lines over TanStack's own dehydrate/hydrate instead of
 * its persister packages: one storage, one key, written a moment after the cache changes.
 */

const STORAGE_KEY = 'lz-query-cache';
/** Older data is more misleading than helpful, and a week offline is not this app's use. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const WRITE_DELAY_MS = 500;

/** The answers the screens of a signed-in user open with; anything else is read when needed. */
const KEPT = new Set([
  'session',
  'profile',
  'dashboard',
  'cocktail',
  'entries',
  'toolbox',
  'tunnel-routine',
  'trends',
  'zone-suggestions',
  'settings',
  'coach',
]);

interface Stored {
  /** The build that wrote it: another build may read answers of another shape. */
  build: string;
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

/** The entry script's hashed name, which changes with every chunk of the build. */
function buildId(): string {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
}

/** Puts the last visit's answers back into the cache, unless they are too old or of another build. */
export function restoreQueries(client: QueryClient) {
  let stored: Stored | null = null;
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    stored = raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    stored = null;
  }
  if (!stored) return;
  if (stored.build !== buildId() || Date.now() - stored.savedAt > MAX_AGE_MS) {
    forgetQueries();
    return;
  }
  hydrate(client, stored.state);
}

/** Writes the kept answers whenever they change, and only while someone is signed in. */
export function persistQueries(client: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;

  function write() {
    clearTimeout(timer);
    timer = undefined;
    if (!client.getQueryData(['session'])) {
      forgetQueries();
      return;
    }
    const state = dehydrate(client, {
      shouldDehydrateQuery: (q) => q.state.status === 'success' && KEPT.has(String(q.queryKey[0])),
    });
    const stored: Stored = { build: buildId(), savedAt: Date.now(), state };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // Full or blocked storage: no offline start then, rather than a half-written one.
      forgetQueries();
    }
  }

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const changed =
      event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success');
    if (changed && timer === undefined) timer = setTimeout(write, WRITE_DELAY_MS);
  });
  // A reload or a closed tab must not lose the last answers still waiting to be written.
  const flush = () => {
    if (timer !== undefined) write();
  };
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    clearTimeout(timer);
  };
}

/** Removes the stored answers (sign-out, another user signing in). */
export function forgetQueries() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Unavailable storage kept nothing either.
  }
}
