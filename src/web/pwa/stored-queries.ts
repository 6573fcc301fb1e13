/**
 * Where persisted-queries.ts keeps the last screens. Forgetting them is part of every sign-out, so it
 * lives apart from the module that writes and reads them, which loads only after the first screen.
 */
export const STORAGE_KEY = 'lz-query-cache';

/** Removes the stored answers (sign-out, another user signing in). */
export function forgetQueries() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Unavailable storage kept nothing either.
  }
}
