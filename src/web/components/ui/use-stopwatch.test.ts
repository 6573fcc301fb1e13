import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStopwatch } from './use-stopwatch';

describe('useStopwatch', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('counts playing time only, across pause and resume', () => {
    const { result } = renderHook(() => useStopwatch());
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(2_500));
    // Re-rendered just past each whole second.
    expect(result.current.elapsedMs).toBe(2_001);

    act(() => result.current.pause());
    expect(result.current.elapsedMs).toBe(2_500);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.elapsedMs).toBe(2_500);

    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(600));
    expect(result.current.elapsedMs).toBe(3_001);
  });

  it('catches up with a clock that jumped, on its next tick', () => {
    const { result } = renderHook(() => useStopwatch());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.elapsedMs).toBe(59_001);
  });

  it('seeks while keeping its state, and resets to a stopped zero', () => {
    const { result } = renderHook(() => useStopwatch());
    act(() => result.current.start());
    act(() => result.current.seek(8_000));
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(1_001));
    expect(result.current.elapsedMs).toBe(9_001);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ elapsedMs: 0, running: false });
  });
});
