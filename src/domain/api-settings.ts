/**
 * The settings functions (profile, preferences, notifications, privacy): their input schemas, shared
 * by the settings forms and the server's handlers, and the answer types; the contracts
 * are in `contracts/settings.ts`. Password, sessions, two-factor sign-in and account deletion are Better
 * Auth endpoints under `/api/auth`, not callable functions (see `AUTH_ERROR_MESSAGES`).
 */

import { MAX_SPORT_LENGTH } from './athlete-choices';
import { de } from './messages';
import { type Reminder, SPORT_LEVELS, type SportLevel, WEEKDAYS } from './schemas/athlete';
import { ZName, ZPassword } from './schemas/auth';
import { z } from './schemas/zod';

const v = de.validation;

const INVALID_INPUT = 'Ungültige Eingabe';
export const INVALID_AVATAR_PATH = 'Das Profilbild muss unter deinem eigenen Pfad liegen.';
export const AVATAR_NOT_UPLOADED = 'Bitte lade zuerst ein Bild hoch.';
export const CONSENT_OUTDATED =
  'Diese Fassung der Einwilligung ist nicht mehr aktuell. Bitte lade die Seite neu.';
export const UNKNOWN_TIME_ZONE = 'Unbekannte Zeitzone';
export const WEEKDAY_REQUIRED = 'Wähle mindestens einen Wochentag';
export const INVALID_TIME = 'Uhrzeit als HH:MM eingeben';
export const INVALID_WEEKDAY = 'Ungültiger Wochentag';
export const PASSWORD_REQUIRED = 'Bitte gib zur Bestätigung dein Passwort ein.';
export const EXPORT_FORMAT_INVALID = 'Das Format muss json oder csv sein.';

export const DEFAULT_TIME_ZONE = 'Europe/Berlin';
/** Longer than any valid password; only keeps a pasted novel away from the hashing. */
const PASSWORD_MAX_INPUT = 1024;

const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

const text = (max: number) =>
  z
    .string({ error: v.required })
    .check(z.trim(), z.minLength(1, v.required), z.maxLength(max, de.textLimit.tooLong(max)));

/** An IANA zone name the server's clock can compute with (the browser's `resolvedOptions()` one). */
function isTimeZone(name: string): boolean {
  if (name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('de-DE', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// ---- Profile and preferences ----

/** `sport` and `level` left out (or null) stay as they are; coaches have neither, theirs are ignored. */
export const ZUpdateProfile = z.object(
  {
    name: ZName,
    sport: z.optional(z.nullable(text(MAX_SPORT_LENGTH))),
    level: z.optional(z.nullable(z.enum(SPORT_LEVELS, { error: v.pleaseSelect }))),
  },
  { error: INVALID_INPUT },
);

/** The object path the upload answered, always `users/<own id>/avatar`. */
export const ZSetAvatar = z.object(
  { path: z.string({ error: v.required }).check(z.minLength(1, v.required), z.maxLength(300)) },
  { error: INVALID_INPUT },
);

export const ZSetTheme = z.object(
  { theme: z.enum(THEMES, { error: v.pleaseSelect }) },
  { error: INVALID_INPUT },
);

// ---- Notifications ----

/**
 * The onboarding's reminder plus the zone the time is meant in (the browser's, when the form sends
 * it; otherwise the stored one, Europe/Berlin at first).
 */
export const ZSetReminder = z
  .object(
    {
      enabled: z.boolean({ error: v.pleaseSelect }),
      weekdays: z
        .array(
          z
            .number({ error: INVALID_WEEKDAY })
            .check(
              z.int({ error: INVALID_WEEKDAY }),
              z.gte(1, INVALID_WEEKDAY),
              z.lte(7, INVALID_WEEKDAY),
            ),
          { error: WEEKDAY_REQUIRED },
        )
        .check(z.maxLength(WEEKDAYS.length, INVALID_WEEKDAY)),
      time: z
        .string({ error: INVALID_TIME })
        .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, INVALID_TIME)),
      timezone: z.optional(
        z.nullable(
          z.string({ error: UNKNOWN_TIME_ZONE }).check(z.refine(isTimeZone, UNKNOWN_TIME_ZONE)),
        ),
      ),
    },
    { error: INVALID_INPUT },
  )
  .check(
    z.refine((r) => !r.enabled || r.weekdays.length > 0, {
      message: WEEKDAY_REQUIRED,
      path: ['weekdays'],
    }),
  );

// ---- Privacy ----

export const ZGiveConsent = z.object(
  { version: z.string({ error: v.required }).check(z.minLength(1, v.required), z.maxLength(40)) },
  { error: INVALID_INPUT },
);

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The data export is a download, not a callable: `GET` it with the session cookie (or bearer). */
export const EXPORT_PATH = '/api/export';

// ---- Security (Better Auth endpoints; the server checks these bodies with the same schemas) ----

/** `POST /api/auth/change-password`. */
export const ZChangePassword = z.object(
  {
    currentPassword: z
      .string({ error: v.required })
      .check(z.minLength(1, v.required), z.maxLength(PASSWORD_MAX_INPUT, 'Passwort ist zu lang')),
    newPassword: ZPassword,
    revokeOtherSessions: z.optional(z.boolean()),
  },
  { error: INVALID_INPUT },
);

// ---- Answers ----

export interface ConsentState {
  /** True while the latest consent is not withdrawn. */
  given: boolean;
  version: string;
  /** True when `version` is `CONSENT_VERSION`; otherwise the athlete is asked again. */
  current: boolean;
  givenAt: string;
  withdrawnAt: string | null;
}

export interface Settings {
  name: string;
  email: string;
  role: 'coach' | null;
  /** Athletes only; null for coaches. */
  sport: string | null;
  level: SportLevel | null;
  /** URL of the avatar (changes with each upload) or null. */
  image: string | null;
  theme: Theme;
  timezone: string;
  reminder: Reminder | null;
  /** The latest consent to processing health-related data; null if never given. */
  consent: ConsentState | null;
  twoFactorEnabled: boolean;
  /** False for Google-only accounts: no password to change or to confirm a deletion with. */
  hasPassword: boolean;
}

export type { SettingsApi } from './contracts/settings';

/**
 * German texts for the Better Auth error codes the settings screens can meet (`{ code, message }`
 * bodies from `/api/auth/*`; Better Auth's own messages are English).
 */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = de.authErrors;
