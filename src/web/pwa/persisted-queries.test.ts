import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetQueries, persistQueries, restoreQueries } from './persisted-queries';

const KEY = 'lz-query-cache';
const USER = { id: 'u1', name: 'Anna', email: 'anna@example.de', emailVerified: true };

let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  document.head.innerHTML = '<script type="module" src="/assets/index-aaa111.js"></script>';
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

/** A client whose cache is written to storage, as the app's is. */
function persisted() {
  const client = new QueryClient();
  stop = persistQueries(client);
  return client;
}

describe('persisted queries', () => {
  it("keeps the signed-in user's screen answers and leaves the rest out", () => {
    const client = persisted();
    client.setQueryData(['session'], USER);
    client.setQueryData(['dashboard'], { name: 'Anna' });
    client.setQueryData(['auth-options'], { google: false });
    vi.advanceTimersByTime(1000);

    const restored = new QueryClient();
    restoreQueries(restored);
    expect(restored.getQueryData(['session'])).toEqual(USER);
    expect(restored.getQueryData(['dashboard'])).toEqual({ name: 'Anna' });
    expect(restored.getQueryData(['auth-options'])).toBeUndefined();
  });

  it('writes what is still waiting when the page goes away', () => {
    const client = persisted();
    client.setQueryData(['session'], USER);
    expect(localStorage.getItem(KEY)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(KEY)).toContain('anna@example.de');
  });

  it('keeps nothing once nobody is signed in', () => {
    const client = persisted();
    client.setQueryData(['session'], USER);
    client.setQueryData(['dashboard'], { name: 'Anna' });
    vi.advanceTimersByTime(1000);
    expect(localStorage.getItem(KEY)).not.toBeNull();

    client.clear();
    vi.advanceTimersByTime(1000);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops answers written by another build or too long ago', () => {
    const client = persisted();
    client.setQueryData(['session'], USER);
    vi.advanceTimersByTime(1000);
    const written = localStorage.getItem(KEY);

    document.head.innerHTML = '<script type="module" src="/assets/index-bbb222.js"></script>';
    const otherBuild = new QueryClient();
    restoreQueries(otherBuild);
    expect(otherBuild.getQueryData(['session'])).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();

    document.head.innerHTML = '<script type="module" src="/assets/index-aaa111.js"></script>';
    localStorage.setItem(KEY, written!);
    vi.advanceTimersByTime(8 * 24 * 60 * 60 * 1000);
    const weekLater = new QueryClient();
    restoreQueries(weekLater);
    expect(weekLater.getQueryData(['session'])).toBeUndefined();
  });

  it('forgets on request, and survives unreadable storage', () => {
    localStorage.setItem(KEY, '{not json');
    const client = new QueryClient();
    restoreQueries(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    forgetQueries();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
