import { useEffect } from 'react';

/**
 * Keeps the screen on while `active`, where the browser offers the Screen Wake Lock API. The browser
 * drops the lock whenever the page is hidden, so it is taken again when the page comes back.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;

    async function acquire() {
      if (document.visibilityState !== 'visible') return;
      if (sentinel && !sentinel.released) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) void lock.release().catch(() => undefined);
        else sentinel = lock;
      } catch {
        // Refused (battery saver, no permission): the routine works without it.
      }
    }

    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, [active]);
}
