import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, startTheme, storedTheme, THEME_STORAGE_KEY } from './theme';

/** A controllable `prefers-color-scheme: dark` query, as jsdom has no matchMedia of its own. */
function fakeSystem(initiallyDark: boolean) {
  const listeners = new Set<(e: MediaQueryListEvent) => void>();
  const query = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: vi.fn((_type: string, fn: (e: MediaQueryListEvent) => void) => {
      listeners.add(fn);
    }),
    removeEventListener: vi.fn((_type: string, fn: (e: MediaQueryListEvent) => void) => {
      listeners.delete(fn);
    }),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    listeners,
    set(dark: boolean) {
      query.matches = dark;
      for (const fn of [...listeners]) fn({ matches: dark } as MediaQueryListEvent);
    },
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

afterEach(() => {
  // Leaves no system listener behind for the next test.
  applyTheme('light', { persist: false });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('applyTheme', () => {
  it('switches to dark and back at once and stores the choice under lz-theme', () => {
    fakeSystem(false);
    applyTheme('dark');
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(THEME_STORAGE_KEY).toBe('lz-theme');

    applyTheme('light');
    expect(isDark()).toBe(false);
    expect(localStorage.getItem('lz-theme')).toBe('light');
  });

  it("follows the system live for 'system', and stops when another theme is chosen", () => {
    const system = fakeSystem(true);
    applyTheme('system');
    expect(isDark()).toBe(true);
    expect(localStorage.getItem('lz-theme')).toBe('system');

    system.set(false);
    expect(isDark()).toBe(false);
    system.set(true);
    expect(isDark()).toBe(true);

    applyTheme('light');
    expect(system.listeners.size).toBe(0);
    system.set(true);
    expect(isDark()).toBe(false);
  });

  it('keeps a single system listener however often system is chosen', () => {
    const system = fakeSystem(false);
    applyTheme('system');
    applyTheme('system');
    applyTheme('system');
    expect(system.listeners.size).toBe(1);
  });

  it('does not store the choice when told not to', () => {
    fakeSystem(false);
    applyTheme('dark', { persist: false });
    expect(isDark()).toBe(true);
    expect(localStorage.getItem('lz-theme')).toBeNull();
  });

  it('still applies the theme when storage is blocked', () => {
    fakeSystem(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => applyTheme('dark')).not.toThrow();
    expect(isDark()).toBe(true);
  });

  it('treats a missing matchMedia as a light system', () => {
    vi.stubGlobal('matchMedia', undefined);
    document.documentElement.classList.add('dark');
    applyTheme('system');
    expect(isDark()).toBe(false);
  });
});

describe('storedTheme and startTheme', () => {
  it('reads only valid stored values', () => {
    expect(storedTheme()).toBeNull();
    localStorage.setItem('lz-theme', 'dark');
    expect(storedTheme()).toBe('dark');
    localStorage.setItem('lz-theme', 'sepia');
    expect(storedTheme()).toBeNull();
  });

  it('starts with the stored theme, or follows the system without storing anything', () => {
    const system = fakeSystem(true);
    expect(startTheme()).toBe('system');
    expect(isDark()).toBe(true);
    expect(localStorage.getItem('lz-theme')).toBeNull();
    system.set(false);
    expect(isDark()).toBe(false);

    localStorage.setItem('lz-theme', 'dark');
    expect(startTheme()).toBe('dark');
    expect(isDark()).toBe(true);
    expect(system.listeners.size).toBe(0);
  });
});
