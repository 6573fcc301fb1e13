import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, usePartAfterPaint } from './on-demand';

/** Runs the frame callbacks and the timers the hook queued, as a browser would after a paint. */
async function paint() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  });
}

describe('usePartAfterPaint', () => {
  it('asks for the part only after the first frame, and renders with it once it is there', async () => {
    const importer = vi.fn(async () => ({ Chart: 'chart' }));
    const part = onDemand(importer);
    const { result } = renderHook(() => usePartAfterPaint(part));
    expect(importer).not.toHaveBeenCalled();
    expect(result.current.module).toBeUndefined();

    await paint();
    await waitFor(() => expect(result.current.module).toEqual({ Chart: 'chart' }));
    expect(importer).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBeNull();
  });

  it('starts with a part fetched before, without asking again', async () => {
    const importer = vi.fn(async () => ({ Chart: 'chart' }));
    const part = onDemand(importer);
    await part.load();
    const { result } = renderHook(() => usePartAfterPaint(part));
    expect(result.current.module).toEqual({ Chart: 'chart' });
    await paint();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('says when the fetch failed, and fetches again on retry', async () => {
    const failure = new Error('chunk gone');
    const importer = vi
      .fn<() => Promise<{ Chart: string }>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce({ Chart: 'chart' });
    const part = onDemand(importer);
    const { result } = renderHook(() => usePartAfterPaint(part));

    await paint();
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.module).toBeUndefined();

    act(() => result.current.retry());
    expect(result.current.error).toBeNull();
    await paint();
    await waitFor(() => expect(result.current.module).toEqual({ Chart: 'chart' }));
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing when the screen is gone before its first frame', async () => {
    const importer = vi.fn(async () => ({ Chart: 'chart' }));
    const part = onDemand(importer);
    const { unmount } = renderHook(() => usePartAfterPaint(part));
    unmount();
    await paint();
    expect(importer).not.toHaveBeenCalled();
  });
});
