/**
 * The settings functions (profile, preferences, notifications, privacy): their input schemas, shared
 * by the settings forms and the server's handlers, and the answer types; the contracts
 * are in `contracts/settings.ts`. Password, sessions, two-factor sign-in and account deletion are Better
 * Auth endpoints under `/api/auth`, not callable functions (web/lib/auth-request.ts).
 */

import { MAX_SPORT_LENGTH } from './athlete-choices';
import { de } from './messages';
import { type Reminder, SPORT_LEVELS, type SportLevel, WEEKDAYS } from './schemas/athlete';
import { ZName, ZPassword } from './schemas/auth';
import { requiredText } from './schemas/text';
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
const INVALID_PUSH_SUBSCRIPTION = 'Die Push-Anmeldung des Browsers ist ungültig.';
export const PUSH_DEVICE_UNKNOWN =
  'Push ist auf diesem Gerät nicht eingeschaltet. Schalte es aus und wieder ein.';
export const PASSWORD_REQUIRED = 'Bitte gib zur Bestätigung dein Passwort ein.';
export const EXPORT_FORMAT_INVALID = 'Das Format muss json oder csv sein.';

export { DEFAULT_TIME_ZONE } from './time-zone';

/** Longer than any valid password; only keeps a pasted novel away from the hashing. */
const PASSWORD_MAX_INPUT = 1024;

const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

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
    sport: z.optional(z.nullable(requiredText(MAX_SPORT_LENGTH))),
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
      /** Whether the reminder also goes out by e-mail; left out, it stays as it is. */
      email: z.optional(z.boolean({ error: v.pleaseSelect })),
    },
    { error: INVALID_INPUT },
  )
  .check(
    z.refine((r) => !r.enabled || r.weekdays.length > 0, {
      message: WEEKDAY_REQUIRED,
      path: ['weekdays'],
    }),
  );

/**
 * A browser's push address as `PushSubscription.toJSON()` gives it. The endpoint is where the server
 * posts, so only web addresses; the keys are the browser's P-256 public key (65 bytes) and its
 * 16-byte auth secret, base64url.
 */
const ZPushEndpoint = z.string({ error: INVALID_PUSH_SUBSCRIPTION }).check(
  z.maxLength(2048, INVALID_PUSH_SUBSCRIPTION),
  z.refine((v) => /^https?:\/\/[^\s]+$/.test(v) && URL.canParse(v), INVALID_PUSH_SUBSCRIPTION),
);

const base64url = (length: number) =>
  z
    .string({ error: INVALID_PUSH_SUBSCRIPTION })
    .check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), INVALID_PUSH_SUBSCRIPTION));

export const ZSubscribePush = z.object(
  {
    endpoint: ZPushEndpoint,
    keys: z.object(
      { p256dh: base64url(87), auth: base64url(22) },
      { error: INVALID_PUSH_SUBSCRIPTION },
    ),
  },
  { error: INVALID_INPUT },
);

/** This device's endpoint: turning push off, signing out, or a test message to this device. */
export const ZPushDevice = z.object({ endpoint: ZPushEndpoint }, { error: INVALID_INPUT });

// ---- Privacy ----

export const ZGiveConsent = z.object(
  { version: z.string({ error: v.required }).check(z.minLength(1, v.required), z.maxLength(40)) },
  { error: INVALID_INPUT },
);

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The data export is a download, not a callable: `GET` it with the session cookie (or bearer). */
export { EXPORT_PATH } from './export-paths';

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
  /** Whether the reminder goes out by e-mail (push goes to every device that turned it on). */
  reminderEmail: boolean;
  /** The latest consent to processing health-related data; null if never given. */
  consent: ConsentState | null;
  twoFactorEnabled: boolean;
  /** False for Google-only accounts: no password to change or to confirm a deletion with. */
  hasPassword: boolean;
}

/** What the browser needs to subscribe: the server's VAPID public key (applicationServerKey). */
export interface PushKey {
  publicKey: string;
}

/** How many of the caller's devices the push service took the message for. */
export interface PushSent {
  sent: number;
}

export type { SettingsApi } from './contracts/settings';
