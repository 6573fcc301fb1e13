import { useCallback, useEffect, useState } from 'react';

interface State {
  /** Playing time gathered before the current run of the clock. */
  baseMs: number;
  /** `performance.now()` when the clock last started; null while paused. */
  since: number | null;
  /** The clock reading of the last render, so rendering itself never reads the clock. */
  now: number;
}

export interface Stopwatch {
  elapsedMs: number;
  running: boolean;
  start(): void;
  pause(): void;
  /** Jumps to a playing time and keeps running or paused as before. */
  seek(elapsedMs: number): void;
  reset(): void;
}

const elapsedOf = (s: State) => s.baseMs + (s.since === null ? 0 : Math.max(0, s.now - s.since));

/**
 * A pausable clock for guided timers. Only the elapsed playing time is kept, read from
 * `performance.now()`, so a throttled background tab never drifts and tests can drive it with a
 * fake clock. It re-renders just after the elapsed time crosses a whole second: the players' steps
 * last whole seconds, so that is when anything on screen can change.
 */
export function useStopwatch(): Stopwatch {
  const [state, setState] = useState<State>(() => ({
    baseMs: 0,
    since: null,
    now: performance.now(),
  }));
  const elapsedMs = elapsedOf(state);
  const running = state.since !== null;

  // Restarted only when the clock is started, paused or moved, not on every tick: a test's fake clock
  // can then fire every tick in one go, and the last one always carries the latest time.
  useEffect(() => {
    if (state.since === null) return;
    const tick = () => {
      // Read here, not in the updater, which React may run later.
      const now = performance.now();
      setState((s) => ({ ...s, now }));
    };
    // One millisecond past each boundary, so the rounding of the next render lands on the new second.
    const delay = 1000 - (state.baseMs % 1000) + 1;
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      tick();
      interval = setInterval(tick, 1000);
    }, delay);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [state.baseMs, state.since]);

  // The clock is read when the athlete acts, not in the updaters, which React may run later.
  const start = useCallback(() => {
    const now = performance.now();
    setState((s) => (s.since !== null ? s : { baseMs: s.baseMs, since: now, now }));
  }, []);

  const pause = useCallback(() => {
    const now = performance.now();
    setState((s) =>
      s.since === null ? s : { baseMs: elapsedOf({ ...s, now }), since: null, now },
    );
  }, []);

  const seek = useCallback((ms: number) => {
    const now = performance.now();
    setState((s) => ({ baseMs: Math.max(0, ms), since: s.since === null ? null : now, now }));
  }, []);

  const reset = useCallback(() => {
    setState({ baseMs: 0, since: null, now: performance.now() });
  }, []);

  return { elapsedMs, running, start, pause, seek, reset };
}
