import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import webpush from 'web-push';
import * as z from 'zod/mini';
import type { Operator } from '../domain/legal';

/**
 * Every setting the server reads, validated once at start. A bad value stops the start with one line
 * naming the setting, so a typo in production never turns into a half-working server.
 */
const httpUrl = z.string().check(
  z.refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), {
    message: 'must be an http:// or https:// URL',
  }),
);

const wholeNumber = (message: string) =>
  z.pipe(
    z.string().check(z.regex(/^\d+$/, message)),
    z.transform((v) => Number(v)),
  );

/** A control character, other than a line break where `lines` allows one. */
function hasControl(value: string, lines: boolean): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if ((code < 32 || code === 127) && !(lines && char === '\n')) return true;
  }
  return false;
}

/** Text shown on the legal pages: printable, not blank, line breaks only where `lines` says. */
const shownText = (max: number, lines = false) =>
  z.string().check(
    z.maxLength(max, `must be at most ${max} characters`),
    z.refine((v) => v.trim().length > 0, { message: 'must not be blank' }),
    z.refine((v) => !hasControl(v, lines), {
      message: lines
        ? 'must not hold control characters other than line breaks'
        : 'must be one line',
    }),
  );

const VAPID_KEY_MESSAGE = 'must be a base64url P-256 key as web-push generate-vapid-keys prints it';

/** A public key is 65 bytes (uncompressed point), a private key 32; both base64url without padding. */
function isVapidKey(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
}

const EnvSchema = z.object({
  // Production unless said otherwise: a server started without settings must be safe to expose.
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'production'),
  PORT: z._default(wholeNumber('must be a port number'), 3000),
  HOST: z._default(z.string().check(z.minLength(1)), '0.0.0.0'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(
    z.string().check(
      z.refine((v) => /^postgres(ql)?:\/\//.test(v), {
        message: 'must start with postgres:// or postgresql://',
      }),
    ),
  ),
  BASE_URL: z.optional(httpUrl),
  BETTER_AUTH_SECRET: z.optional(
    z.string().check(z.minLength(32, 'must be at least 32 characters long')),
  ),
  SMTP_URL: z.optional(
    z.string().check(
      z.refine((v) => /^smtps?:\/\//.test(v) && URL.canParse(v), {
        message: 'must be an smtp:// or smtps:// URL',
      }),
    ),
  ),
  MAIL_FROM: z._default(
    z
      .string()
      .check(z.regex(/^(.+<[^@\s]+@[^@\s]+>|[^@\s]+@[^@\s]+)$/, 'must be an e-mail address')),
    'Leistungszone <no-reply@leistungszone.local>',
  ),
  GOOGLE_CLIENT_ID: z.optional(z.string().check(z.minLength(1))),
  GOOGLE_CLIENT_SECRET: z.optional(z.string().check(z.minLength(1))),
  STORAGE_MAX_UPLOAD_BYTES: z._default(wholeNumber('must be a number of bytes'), 5 * 1024 * 1024),
  STORAGE_QUOTA_BYTES: z._default(wholeNumber('must be a number of bytes'), 20 * 1024 * 1024),
  AUTH_RATE_LIMIT: z.optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  FUNCTION_RATE_LIMIT_PER_MINUTE: z._default(
    wholeNumber('must be a whole number (0 switches the limit off)'),
    300,
  ),
  TRUST_PROXY: z._default(
    wholeNumber('must be the number of reverse proxies in front of the server (0 = none)'),
    0,
  ),
  // Web Push (VAPID): a key pair of the P-256 curve, base64url as `web-push generate-vapid-keys` prints
  // it, and whom the push services may contact (a mailto: or https: address).
  VAPID_PUBLIC_KEY: z.optional(
    z.string().check(z.refine((v) => isVapidKey(v, 65), { message: VAPID_KEY_MESSAGE })),
  ),
  VAPID_PRIVATE_KEY: z.optional(
    z.string().check(z.refine((v) => isVapidKey(v, 32), { message: VAPID_KEY_MESSAGE })),
  ),
  VAPID_SUBJECT: z.optional(
    z.string().check(
      z.refine((v) => /^(mailto:[^@\s]+@[^@\s]+|https:\/\/.+)$/.test(v) && URL.canParse(v), {
        message: 'must be a mailto: or https:// address',
      }),
    ),
  ),
  LOG_LEVEL: z._default(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  // Who runs this installation, for the privacy policy and the legal notice (src/domain/legal.ts).
  OPERATOR_NAME: z.optional(shownText(200)),
  OPERATOR_ADDRESS: z.optional(shownText(500, true)),
  OPERATOR_EMAIL: z.optional(
    z.string().check(z.regex(/^[^@\s<>"]+@[^@\s<>"]+\.[^@\s<>"]+$/, 'must be an e-mail address')),
  ),
  OPERATOR_PHONE: z.optional(
    z.string().check(z.regex(/^\+?[0-9][0-9 ()/-]{4,30}$/, 'must be a phone number')),
  ),
  OPERATOR_REPRESENTATIVE: z.optional(shownText(300)),
  PRIVACY_CONTACT: z.optional(shownText(500, true)),
  SUPERVISORY_AUTHORITY: z.optional(shownText(500, true)),
});

/** The settings the legal pages need at least; the others only add to them. */
const OPERATOR_REQUIRED = ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_EMAIL'] as const;
const OPERATOR_OPTIONAL = [
  'OPERATOR_PHONE',
  'OPERATOR_REPRESENTATIVE',
  'PRIVACY_CONTACT',
  'SUPERVISORY_AUTHORITY',
] as const;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** When set, the server talks to this PostgreSQL; otherwise PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  baseUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string } | undefined;
  storage: { maxUploadBytes: number; quotaBytes: number };
  rateLimits: {
    /** Better Auth's limits on sign-in, sign-up, resend, reset (per client address). */
    auth: boolean;
    /** Callable function calls per signed-in user and minute, over all functions; 0 = no limit. */
    functionCallsPerMinute: number;
  };
  logLevel: string;
  /** The server's Web Push identity: its key pair (the public key goes to the browsers) and contact. */
  push: PushConfig;
  /** Who runs this installation; undefined until OPERATOR_NAME, _ADDRESS and _EMAIL are set. */
  operator: Operator | undefined;
  /**
   * How many reverse proxies stand in front of the server (0: none). With one or more, the client's
   * address is read from X-Forwarded-For (client-address.ts) instead of the connection.
   */
  trustProxy: number;
}

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The names of every setting, for `.env.example` and for tests that start a server of their own. */
export const SETTING_NAMES = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[];

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const setting = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid setting ${setting}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    const missing = e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    throw new ConfigError(
      `Invalid setting ${missing}: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together`,
    );
  }
  const operatorSet = OPERATOR_REQUIRED.filter((name) => e[name] !== undefined);
  if (operatorSet.length > 0 && operatorSet.length < OPERATOR_REQUIRED.length) {
    const missing = OPERATOR_REQUIRED.find((name) => e[name] === undefined);
    throw new ConfigError(
      `Missing setting ${missing}: OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_EMAIL go together`,
    );
  }
  const extra = OPERATOR_OPTIONAL.find((name) => e[name] !== undefined);
  if (extra && operatorSet.length === 0) {
    throw new ConfigError(
      `Invalid setting ${extra}: needs OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_EMAIL`,
    );
  }
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.BETTER_AUTH_SECRET) {
    // A generated secret lives in one server's data directory; servers sharing a database must share
    // the secret, or each one rejects the sessions the others made.
    throw new ConfigError(
      'Missing setting BETTER_AUTH_SECRET: required in production with DATABASE_URL (at least 32 characters, the same on every server)',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    const missing = e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new ConfigError(
      `Invalid setting ${missing}: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const vapidKeys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : // Tests start many servers without a data directory of their own: keys for this run only.
        e.NODE_ENV === 'test'
        ? newVapidKeys()
        : persistedVapidKeys(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    baseUrl,
    authSecret: e.BETTER_AUTH_SECRET ?? persistedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    storage: { maxUploadBytes: e.STORAGE_MAX_UPLOAD_BYTES, quotaBytes: e.STORAGE_QUOTA_BYTES },
    rateLimits: {
      // Off by default only in tests, whose every request comes from one address.
      auth: (e.AUTH_RATE_LIMIT ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      functionCallsPerMinute: e.FUNCTION_RATE_LIMIT_PER_MINUTE,
    },
    logLevel: e.LOG_LEVEL,
    push: {
      ...vapidKeys,
      // Push services accept only https: or mailto:; a local http address gets the sender's mailbox.
      subject:
        e.VAPID_SUBJECT ??
        (baseUrl.startsWith('https://') ? baseUrl : `mailto:${mailAddress(e.MAIL_FROM)}`),
    },
    trustProxy: e.TRUST_PROXY,
    operator:
      e.OPERATOR_NAME && e.OPERATOR_ADDRESS && e.OPERATOR_EMAIL
        ? {
            name: e.OPERATOR_NAME.trim(),
            address: e.OPERATOR_ADDRESS.trim(),
            email: e.OPERATOR_EMAIL,
            phone: e.OPERATOR_PHONE ?? null,
            representative: e.OPERATOR_REPRESENTATIVE?.trim() ?? null,
            privacyContact: e.PRIVACY_CONTACT?.trim() ?? null,
            supervisoryAuthority: e.SUPERVISORY_AUTHORITY?.trim() ?? null,
          }
        : undefined,
  };
}

/** Where mail goes, for the start log: the outbox, or the SMTP server without its credentials. */
export function mailTarget(config: Pick<AppConfig, 'smtpUrl' | 'baseUrl'>): string {
  if (!config.smtpUrl) return `${config.baseUrl}/dev/outbox (opens on this machine only)`;
  const url = new URL(config.smtpUrl);
  return `${url.protocol}//${url.host}`;
}

/**
 * Reads `dir/.env` into `env` when the file exists. A variable already set, even to an empty value,
 * wins: the real environment always overrides the file.
 */
export function readEnvFile(dir: string, env: NodeJS.ProcessEnv = process.env): void {
  const file = path.join(dir, '.env');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new ConfigError(`Could not read ${file}: ${(err as Error).message}`);
  }
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] === undefined) env[name] = value;
  }
}

/** No secret has a fixed default: one is generated on first start and kept beside the data. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/** The bare address of a `Name <address>` sender. */
function mailAddress(from: string): string {
  return from.match(/<([^>]+)>/)?.[1] ?? from;
}

/**
 * web-push's own generator pads the private key to 32 bytes: one in 256 drawn by hand is shorter,
 * and web-push then refuses to sign with it, silencing every device.
 */
function newVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

/**
 * Like the auth secret: generated on first start and kept beside the data. Browsers subscribe with
 * the public key, so a new pair would silence every device until it subscribes again.
 */
function persistedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const { publicKey, privateKey } = stored;
    if (
      typeof publicKey === 'string' &&
      typeof privateKey === 'string' &&
      isVapidKey(publicKey, 65) &&
      isVapidKey(privateKey, 32)
    ) {
      return { publicKey, privateKey };
    }
    throw new ConfigError(
      `Invalid file ${file}: not a VAPID key pair; remove it to make a new one`,
    );
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new ConfigError(`Could not read ${file}: ${(err as Error).message}`);
    }
    const keys = newVapidKeys();
    try {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process of this data directory wrote its pair first: that one counts.
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return persistedVapidKeys(dataDir);
      throw new ConfigError(
        `Missing setting VAPID_PUBLIC_KEY: could not keep generated keys in ${file} (${(err as Error).message}); set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`,
      );
    }
    return keys;
  }
}
