import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistQueries, restoreQueries } from './persisted-queries';
import { forgetQueries } from './stored-queries';

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
    expect(restoreQueries(restored)).toBe(true);
    expect(restored.getQueryData(['session'])).toEqual(USER);
    expect(restored.getQueryData(['dashboard'])).toEqual({ name: 'Anna' });
    expect(restored.getQueryData(['auth-options'])).toBeUndefined();
    // Shown at once, read afresh as soon as a screen asks online.
    const dashboard = restored.getQueryCache().find({ queryKey: ['dashboard'] });
    expect(dashboard?.isStaleByTime(30_000)).toBe(true);
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

  it("keeps the screens of an earlier visit of the same user, never another user's", () => {
    const first = persisted();
    first.setQueryData(['session'], USER);
    first.setQueryData(['dashboard'], { name: 'Anna' });
    vi.advanceTimersByTime(1000);
    stop?.();

    const second = persisted();
    second.setQueryData(['session'], USER);
    second.setQueryData(['cocktail'], { emotions: [] });
    vi.advanceTimersByTime(1000);
    const restored = new QueryClient();
    restoreQueries(restored);
    expect(restored.getQueryData(['dashboard'])).toEqual({ name: 'Anna' });
    expect(restored.getQueryData(['cocktail'])).toEqual({ emotions: [] });
    stop?.();

    const other = persisted();
    other.setQueryData(['session'], { ...USER, id: 'u2', name: 'Ben' });
    vi.advanceTimersByTime(1000);
    const forBen = new QueryClient();
    restoreQueries(forBen);
    expect(forBen.getQueryData(['session'])).toMatchObject({ id: 'u2' });
    expect(forBen.getQueryData(['dashboard'])).toBeUndefined();
  });

  it('fills only what the cache does not hold', () => {
    const client = persisted();
    client.setQueryData(['session'], USER);
    client.setQueryData(['dashboard'], { name: 'Anna' });
    vi.advanceTimersByTime(1000);
    const restored = new QueryClient();
    restored.setQueryData(['dashboard'], { name: 'Anna Neu' });
    restoreQueries(restored);
    expect(restored.getQueryData(['dashboard'])).toEqual({ name: 'Anna Neu' });
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
    expect(restoreQueries(client)).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    forgetQueries();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
