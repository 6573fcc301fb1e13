/**
 * A Startcheck waiting for its second rating while the athlete runs a routine in the tunnel routine:
 * kept in this tab's session storage, so coming back (by the link, the back button or the menu)
 * goes on where she left. Stale after a few hours: by then it is no longer the same moment.
 */

const KEY = 'lz-start-check-pending';
const MAX_AGE_MS = 3 * 60 * 60 * 1000;

export function savePendingCheck<T>(progress: T, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ savedAt: now, progress }));
  } catch {
    // Storage full or off: the check then starts again after the routine, nothing worse.
  }
}

export function loadPendingCheck<T>(now = Date.now()): T | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const { savedAt, progress } = JSON.parse(raw) as { savedAt?: unknown; progress?: T };
    if (typeof savedAt !== 'number' || now - savedAt > MAX_AGE_MS || !progress) {
      sessionStorage.removeItem(KEY);
      return null;
    }
    return progress;
  } catch {
    return null;
  }
}

export function clearPendingCheck(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
