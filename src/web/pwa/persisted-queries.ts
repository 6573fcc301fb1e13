import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { forgetQueries, STORAGE_KEY } from './stored-queries';

/**
 * Keeps the signed-in user's screen answers in localStorage, so that the app opens offline with the
 * last known session, profile and screens. Online, nothing is read back: the app starts as before and
 * every form opens with current data. Only each answer is kept (no TanStack persister package, not
 * even its dehydrate/hydrate): one key, written a moment after the cache changes, little entry code.
 */

/** Older data is more misleading than helpful, and a week offline is not this app's use. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const WRITE_DELAY_MS = 500;

/** The answers an athlete's screens open with; anything else is read when needed. */
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
  'quick-log',
]);

interface StoredQuery {
  hash: string;
  key: QueryKey;
  data: unknown;
}

interface Stored {
  /** The build that wrote it: another build may read answers of another shape. */
  build: string;
  savedAt: number;
  /** Whose answers these are. */
  user: string;
  queries: StoredQuery[];
}

/** The entry script's hashed name, which changes with every chunk of the build. */
function buildId(): string {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
}

/** What this build may read back; anything else is removed. */
function readStored(): Stored | null {
  let stored: Stored | null = null;
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    stored = raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    stored = null;
  }
  if (!stored) return null;
  const usable =
    stored.build === buildId() &&
    Date.now() - stored.savedAt <= MAX_AGE_MS &&
    Array.isArray(stored.queries);
  if (usable) return stored;
  forgetQueries();
  return null;
}

/**
 * Puts the last visit's answers into the cache where it has none, when the server cannot be reached.
 * Returns whether a session came back. They count as old: online, each screen reads its answer afresh.
 */
export function restoreQueries(client: QueryClient): boolean {
  const stored = readStored();
  if (!stored) return false;
  for (const { key, data } of stored.queries) {
    if (client.getQueryData(key) === undefined) client.setQueryData(key, data, { updatedAt: 0 });
  }
  return client.getQueryData(['session']) != null;
}

/**
 * Writes the kept answers whenever they change, while someone is signed in. Answers of screens not
 * visited this time stay from before, so an offline start has every screen seen lately.
 */
export function persistQueries(client: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;

  function write() {
    clearTimeout(timer);
    timer = undefined;
    const user = client.getQueryData<{ id: string } | null>(['session']);
    if (!user) {
      forgetQueries();
      return;
    }
    const previous = readStored();
    const queries = new Map<string, StoredQuery>();
    if (previous?.user === user.id) for (const q of previous.queries) queries.set(q.hash, q);
    for (const q of client.getQueryCache().getAll()) {
      if (q.state.status !== 'success' || !KEPT.has(String(q.queryKey[0]))) continue;
      queries.set(q.queryHash, { hash: q.queryHash, key: q.queryKey, data: q.state.data });
    }
    const stored: Stored = {
      build: buildId(),
      savedAt: Date.now(),
      user: user.id,
      queries: [...queries.values()],
    };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // Full or blocked storage: no offline start then, rather than a half-written one.
      forgetQueries();
    }
  }

  // This module loads after the first screen: what that screen already fetched is written now.
  timer = setTimeout(write, WRITE_DELAY_MS);
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
