import { useCallback, useSyncExternalStore } from 'react';

/**
 * A draft kept in localStorage under one key, written on every change so that a reload, a closed tab
 * or a crash loses nothing. Every component using the same key sees the same value (one store per
 * key), and other tabs' writes arrive through the `storage` event.
 */

type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();
// When localStorage is unavailable (blocked, private mode, full) the draft still lives for the tab.
const memory = new Map<string, string>();

function readRaw(key: string): string | null {
  try {
    const stored = window.localStorage.getItem(key);
    if (stored !== null) return stored;
  } catch {
    // fall through to the in-memory copy
  }
  return memory.get(key) ?? null;
}

function writeRaw(key: string, raw: string | null) {
  if (raw === null) memory.delete(key);
  else memory.set(key, raw);
  try {
    if (raw === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, raw);
    // Stored for real: the memory copy must not outlive a later removal by another tab.
    memory.delete(key);
  } catch {
    // keep the memory copy
  }
  notify(key);
}

function notify(key: string) {
  for (const listener of listeners.get(key) ?? []) listener();
}

let listeningToOtherTabs = false;
function listenToOtherTabs() {
  if (listeningToOtherTabs || typeof window === 'undefined') return;
  listeningToOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key === null) {
      for (const key of listeners.keys()) notify(key);
    } else if (listeners.has(event.key)) {
      notify(event.key);
    }
  });
}

function subscribe(key: string, listener: Listener) {
  listenToOtherTabs();
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

// Parsed values per key, reused while the stored text is unchanged so snapshots stay referentially
// stable (useSyncExternalStore re-renders on every new reference).
const parsed = new Map<string, { raw: string | null; value: unknown }>();

function snapshot<T>(key: string, parse: (value: unknown) => T | null): T | null {
  const raw = readRaw(key);
  const cached = parsed.get(key);
  if (cached && cached.raw === raw) return cached.value as T | null;
  let value: T | null = null;
  if (raw !== null) {
    try {
      value = parse(JSON.parse(raw));
    } catch {
      value = null;
    }
  }
  parsed.set(key, { raw, value });
  return value;
}

export interface PersistentDraft<T> {
  /** The stored draft, or null when there is none (or it could not be read). */
  draft: T | null;
  /** Replaces the draft and stores it at once. An updater gets the current stored value. */
  setDraft(next: T | ((current: T | null) => T | null)): void;
  clearDraft(): void;
}

/**
 * `key` null means "not known yet" (for example before the user is known): the draft reads as null
 * and writes are ignored. `parse` checks what was stored and returns null for anything unusable, so
 * an old or damaged draft never breaks the screen.
 */
export function usePersistentDraft<T>(
  key: string | null,
  parse: (value: unknown) => T | null,
): PersistentDraft<T> {
  const draft = useSyncExternalStore(
    useCallback((listener: Listener) => (key ? subscribe(key, listener) : () => {}), [key]),
    () => (key ? snapshot(key, parse) : null),
    () => null,
  );

  const setDraft = useCallback(
    (next: T | ((current: T | null) => T | null)) => {
      if (!key) return;
      const value =
        typeof next === 'function'
          ? (next as (current: T | null) => T | null)(snapshot(key, parse))
          : next;
      writeRaw(key, value === null ? null : JSON.stringify(value));
    },
    [key, parse],
  );

  const clearDraft = useCallback(() => {
    if (key) writeRaw(key, null);
  }, [key]);

  return { draft, setDraft, clearDraft };
}

/** Reads a draft outside React (for example in an event handler of another screen). */
export function readPersistentDraft<T>(key: string, parse: (value: unknown) => T | null): T | null {
  return snapshot(key, parse);
}
