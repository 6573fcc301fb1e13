import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_EXIT_MS,
  toast,
  toastStore,
  useToasts,
} from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  toast.clear();
  vi.useRealTimers();
});

const ids = () => toastStore.getSnapshot().map((t) => t.id);
const entry = (id: string) => toastStore.getSnapshot().find((t) => t.id === id);

describe('toast store', () => {
  it('uses the specification constants', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    expect(TOAST_EXIT_MS).toBe(300);
  });

  it('adds a toast with type, title and message', () => {
    const id = toast.success('Erfolgreich gespeichert', 'Dein Eintrag ist gesichert.');
    expect(toastStore.getSnapshot()).toEqual([
      {
        id,
        type: 'success',
        title: 'Erfolgreich gespeichert',
        message: 'Dein Eintrag ist gesichert.',
        leaving: false,
      },
    ]);
  });

  it.each(['success', 'error', 'warning', 'info'] as const)('has a %s shortcut', (type) => {
    const id = toast[type]('Titel');
    expect(entry(id)?.type).toBe(type);
    expect(entry(id)).not.toHaveProperty('message');
  });

  it('closes after the default 5000 ms and removes the toast 300 ms later', () => {
    const id = toast.info('Hinweis');
    vi.advanceTimersByTime(4999);
    expect(entry(id)?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(entry(id)?.leaving).toBe(true);
    vi.advanceTimersByTime(299);
    expect(entry(id)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(entry(id)).toBeUndefined();
  });

  it('honours a custom duration', () => {
    const id = toast.error('Fehler beim Speichern', undefined, { duration: 1000 });
    vi.advanceTimersByTime(999);
    expect(entry(id)?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(entry(id)?.leaving).toBe(true);
    vi.advanceTimersByTime(300);
    expect(ids()).toEqual([]);
  });

  it('never closes a persistent toast by itself', () => {
    const id = toast.warning('Unzureichende Berechtigung', undefined, { persistent: true });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(entry(id)?.leaving).toBe(false);
    toast.dismiss(id);
    vi.advanceTimersByTime(300);
    expect(entry(id)).toBeUndefined();
  });

  it('dismiss marks the toast leaving and removes it after 300 ms', () => {
    const id = toast.success('A');
    toast.dismiss(id);
    expect(entry(id)?.leaving).toBe(true);
    vi.advanceTimersByTime(299);
    expect(entry(id)?.leaving).toBe(true);
    vi.advanceTimersByTime(1);
    expect(entry(id)).toBeUndefined();
  });

  it('ignores a second dismiss and the auto-close of a toast already leaving', () => {
    const id = toast.success('A');
    vi.advanceTimersByTime(4900);
    toast.dismiss(id);
    vi.advanceTimersByTime(200);
    toast.dismiss(id);
    vi.advanceTimersByTime(100);
    expect(entry(id)).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps several toasts in the order they were added', () => {
    const a = toast.success('A');
    const b = toast.error('B');
    const c = toast.show({ type: 'info', title: 'C', duration: 100 });
    expect(ids()).toEqual([a, b, c]);
    expect(new Set([a, b, c]).size).toBe(3);
    vi.advanceTimersByTime(400);
    expect(ids()).toEqual([a, b]);
  });

  it('replaces a toast shown again with the same id and restarts its clock', () => {
    toast.warning('Erste', undefined, { id: 'guard' });
    vi.advanceTimersByTime(4000);
    toast.warning('Zweite', undefined, { id: 'guard' });
    expect(toastStore.getSnapshot()).toHaveLength(1);
    expect(entry('guard')?.title).toBe('Zweite');
    vi.advanceTimersByTime(4999);
    expect(entry('guard')?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(entry('guard')?.leaving).toBe(true);
  });

  it('clear removes everything at once and cancels the timers', () => {
    toast.success('A');
    toast.error('B', 'Details', { persistent: true });
    toast.clear();
    expect(ids()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.show({ type: 'info', title: 'X' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('useToasts re-renders on changes', () => {
    const { result } = renderHook(() => useToasts());
    expect(result.current).toEqual([]);
    act(() => {
      toast.info('Neu');
    });
    expect(result.current.map((t) => t.title)).toEqual(['Neu']);
    act(() => {
      vi.advanceTimersByTime(5300);
    });
    expect(result.current).toEqual([]);
  });

  it('gives a message its attached action wherever it is shown, and keeps that toast open', () => {
    const store = createToastStore();
    const run = vi.fn();
    store.attachAction('Ohne Einwilligung nichts', { label: 'Jetzt einwilligen', run });
    const id = store.show({ type: 'error', title: 'Fehler', message: 'Ohne Einwilligung nichts' });
    const other = store.show({ type: 'error', title: 'Fehler', message: 'Netzwerkfehler' });
    const shown = store.getSnapshot();
    expect(shown.find((t) => t.id === id)).toMatchObject({
      persistent: true,
      action: { label: 'Jetzt einwilligen' },
    });
    expect(shown.find((t) => t.id === other)).not.toHaveProperty('action');
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot().map((t) => t.id)).toEqual([id]);
    store.getSnapshot()[0]?.action?.run();
    expect(run).toHaveBeenCalledTimes(1);
    store.clear();
  });
});
