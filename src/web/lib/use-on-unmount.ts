import { useEffect, useRef } from 'react';

/**
 * Calls the latest `callback` when the component goes away for real. Strict mode unmounts and mounts
 * again at once in development; only an unmount that is not followed by a mount counts.
 */
export function useOnUnmount(callback: () => void) {
  const latest = useRef(callback);
  latest.current = callback;
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) latest.current();
      });
    };
  }, []);
}
