/**
 * The German message catalogue. `de` is the default and fallback locale and the only one that exists,
 * so every user-facing string of the app lives in it and nowhere else. Its groups are kept in
 * messages-de/, by the part of the app that shows them (see messages-de/index.ts).
 */
import * as de from './messages-de';

export const DEFAULT_LOCALE = 'de';
export const FALLBACK_LOCALE = 'de';

export { de };

export type GuardReason = (typeof de.guard)[keyof typeof de.guard];
export type StorageErrorKey = keyof typeof de.storageErrors;
