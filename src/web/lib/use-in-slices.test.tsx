import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInSlices } from './use-in-slices';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Each slice's timer is set by the render before it: one task at a time, as the browser runs them. */
async function runSlices(tasks = 10) {
  for (let i = 0; i < tasks; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('useInSlices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a slice per task from mount on, in order', async () => {
    const items = numbers(25);
    const { result } = renderHook(() => useInSlices(items, 10));
    expect(result.current.shown).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.shown).toEqual(numbers(10));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.shown).toEqual(numbers(20));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.shown).toBe(items);
    await runSlices();
    expect(result.current.shown).toBe(items);
  });

  it('starts a new list from its first slice, as a new generation', async () => {
    const first = numbers(30);
    const { result, rerender } = renderHook(({ items }) => useInSlices(items, 10), {
      initialProps: { items: first },
    });
    await runSlices();
    expect(result.current).toEqual({ shown: first, generation: 0 });

    const sorted = [...first].reverse();
    rerender({ items: sorted });
    expect(result.current).toEqual({ shown: sorted.slice(0, 10), generation: 1 });
    await runSlices();
    expect(result.current).toEqual({ shown: sorted, generation: 1 });
  });

  it('hands a short list through unchanged once its slice is due', async () => {
    const items = numbers(3);
    const { result } = renderHook(() => useInSlices(items, 10));
    await runSlices(1);
    expect(result.current.shown).toBe(items);
  });
});
