import { renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useOnUnmount } from './use-on-unmount';

const flushMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('useOnUnmount', () => {
  it("ignores strict mode's unmount and mount, and calls the latest callback on a real unmount", async () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender, unmount } = renderHook(({ cb }) => useOnUnmount(cb), {
      initialProps: { cb: first },
      wrapper: StrictMode,
    });
    await flushMicrotasks();
    expect(first).not.toHaveBeenCalled();

    rerender({ cb: latest });
    unmount();
    await flushMicrotasks();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
