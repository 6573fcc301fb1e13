import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';

/**
 * Every setting the server reads, validated once at start. A bad value stops the start with one line
 * naming the setting, so a typo in production never turns into a half-working server.
 */
const urlString = z
  .string()
  .check(z.refine((v) => URL.canParse(v), { message: 'must be an absolute URL' }));

const EnvSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  PORT: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d+$/, 'must be a port number')),
      z.transform((v) => Number(v)),
    ),
    3000,
  ),
  HOST: z._default(z.string().check(z.minLength(1)), '0.0.0.0'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(
    z.string().check(
      z.refine((v) => /^postgres(ql)?:\/\//.test(v), {
        message: 'must start with postgres:// or postgresql://',
      }),
    ),
  ),
  BASE_URL: z.optional(urlString),
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
  STORAGE_MAX_UPLOAD_BYTES: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d+$/, 'must be a number of bytes')),
      z.transform((v) => Number(v)),
    ),
    5 * 1024 * 1024,
  ),
  STORAGE_QUOTA_BYTES: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d+$/, 'must be a number of bytes')),
      z.transform((v) => Number(v)),
    ),
    20 * 1024 * 1024,
  ),
  AUTH_RATE_LIMIT: z.optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  FUNCTION_RATE_LIMIT_PER_MINUTE: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d+$/, 'must be a whole number (0 switches the limit off)')),
      z.transform((v) => Number(v)),
    ),
    300,
  ),
  LOG_LEVEL: z._default(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
});

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
}

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
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
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
  };
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
