import { useEffect, useRef } from 'react';

/**
 * Runs a callback once React has committed the next render, for example to focus an element that a
 * state change is about to move or create. Unlike `requestAnimationFrame` it does not wait for a
 * frame, so it also works in a hidden tab and under a test's paused clock.
 */
export function useAfterRender(): (callback: () => void) => void {
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    const callback = pending.current;
    pending.current = null;
    callback?.();
  });
  return (callback) => {
    pending.current = callback;
  };
}
