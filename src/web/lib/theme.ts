import type { Theme } from '../../domain/api-settings';

/** The key `public/app-start.js` reads before the first paint; both must stay in step. */
export const THEME_STORAGE_KEY = 'lz-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

// Only one theme is ever in force, so only one system listener may be live at a time.
let stopFollowingSystem: (() => void) | null = null;

// The type alone, not the settings module's `THEMES`: that module builds its zod schemas on load, and
// this file runs at app start, so importing a value from it put zod into every page's first download.
// A record keyed by `Theme` fails to compile when a theme is added or removed there.
const KNOWN_THEMES: Record<Theme, true> = { light: true, dark: true, system: true };

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && Object.hasOwn(KNOWN_THEMES, value);
}

function systemQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

function setDark(dark: boolean) {
  document.documentElement.classList.toggle('dark', dark);
}

/** The theme this browser was last told to use, or null when it was never told. */
export function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    // Storage can be blocked (private modes, strict cookie settings); then nothing is stored.
    return null;
  }
}

/**
 * Puts a theme in force at once and remembers it for the next page load. 'system' follows the
 * operating system's setting live, also when it changes while the app is open (sunset schedules).
 */
export function applyTheme(theme: Theme, { persist = true }: { persist?: boolean } = {}): void {
  stopFollowingSystem?.();
  stopFollowingSystem = null;

  if (persist) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Still applied for this page; the next load falls back to the system setting.
    }
  }

  if (theme !== 'system') {
    setDark(theme === 'dark');
    return;
  }
  const query = systemQuery();
  setDark(query?.matches ?? false);
  if (!query) return;
  const onChange = (event: MediaQueryListEvent) => setDark(event.matches);
  query.addEventListener('change', onChange);
  stopFollowingSystem = () => query.removeEventListener('change', onChange);
}

/**
 * For app start: `app-start.js` already painted the right theme, but only once; this keeps
 * 'system' (or no choice yet) following the operating system for as long as the tab is open.
 */
export function startTheme(): Theme {
  const theme = storedTheme() ?? 'system';
  applyTheme(theme, { persist: false });
  return theme;
}
