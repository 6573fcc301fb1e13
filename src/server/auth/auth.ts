import { createHash, randomInt } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, twoFactor } from 'better-auth/plugins';
import { and, eq, isNotNull } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { PASSWORD_REQUIRED, ZChangePassword } from '../../domain/api-settings';
import { APP_NAME } from '../../domain/app-info';
import { BACKUP_CODE_COUNT, generateBackupCode } from '../../domain/backup-codes';
import { de } from '../../domain/messages';
import {
  fieldErrors,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ZChangeEmailSchema,
  ZResetPasswordSchema,
  ZRevokeSessionSchema,
  ZSignUpSchema,
  ZUpdateUserSchema,
} from '../../domain/schemas/auth';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { twoFactors } from '../db/schema-settings';
import { readConsentStatus } from '../features/settings/consent-status';
import { consumeRateLimit } from '../functions/rate-limit';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { emailChangeMail, passwordResetMail, verificationMail } from '../mail/templates';
import { withBetterAuth } from './auth-async-context';
import { isCommonPassword } from './password-policy';
import { providerName } from './provider-name';
import { signedSessionToken } from './session-resolver';

export const CLIENT_IP_HEADER = 'x-lz-client-ip';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Session lifetimes (ASVS 7.3). Idle: a session ends `SESSION_IDLE_SECONDS` after its last refresh;
 * use refreshes it at most once per `SESSION_REFRESH_SECONDS`, so between 6 and 7 days without use
 * end it. Absolute: no refresh carries it past `SESSION_ABSOLUTE_SECONDS` after sign-in.
 */
export const SESSION_IDLE_SECONDS = 7 * DAY;
export const SESSION_REFRESH_SECONDS = DAY;
export const SESSION_ABSOLUTE_SECONDS = 30 * DAY;
/** A forgotten-password link works once, for this long. */
export const RESET_TOKEN_SECONDS = HOUR;
/**
 * A reset request for an address with an account writes a token and queues a mail; one without only
 * reads. Both answer after at least this long, so the time does not tell them apart either.
 */
export const RESET_REQUEST_MIN_MS = 400;

/**
 * Better Auth's limits per client address and path (window in seconds). The database keeps the
 * counts, so they hold across server processes.
 */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: MINUTE, max: 10 },
  '/sign-up/email': { window: MINUTE, max: 10 },
  '/send-verification-email': { window: MINUTE, max: 5 },
  '/request-password-reset': { window: MINUTE, max: 3 },
  '/reset-password': { window: MINUTE, max: 10 },
  '/change-password': { window: MINUTE, max: 5 },
  '/change-email': { window: MINUTE, max: 5 },
} as const;

/**
 * Reading the session (every app start does) and the list of sessions must never lock a signed-in
 * user out because others share their address: a club behind one proxy, a team on one gym Wi-Fi. A
 * read that presents a validly signed session is counted per session, whatever the address; one
 * that presents none, per client address. Either count allows this many a minute. Everything else
 * keeps Better Auth's rules (100 a minute per address and path; two-factor 3 in 10 s).
 */
export const SESSION_READS_PER_MINUTE = 600;
const SESSION_READ_PATHS: readonly string[] = ['/get-session', '/list-sessions'];
const SESSION_READ_KEY_PREFIX = 'session-read:';
/** Rejects a Better Auth request body with the German field messages the forms show. */
function invalidInput(error: z.core.$ZodError): APIError {
  const errors = fieldErrors(error);
  return new APIError('BAD_REQUEST', {
    code: 'INVALID_INPUT',
    message: Object.values(errors)[0] ?? 'Ungültige Eingabe',
    fieldErrors: errors,
  });
}

function passwordTooCommon(field: string): APIError {
  return new APIError('BAD_REQUEST', {
    code: 'INVALID_INPUT',
    message: de.accounts.passwordTooCommon,
    fieldErrors: { [field]: de.accounts.passwordTooCommon },
  });
}

/** Answered, not thrown: like Better Auth's own limit, a refusal is no error worth a log line. */
function tooManyRequests(retryAfterSeconds: number): Response {
  const seconds = String(retryAfterSeconds);
  return Response.json(
    { code: 'TOO_MANY_REQUESTS', message: de.callableErrors['resource-exhausted'] },
    { status: 429, headers: { 'Retry-After': seconds, 'X-Retry-After': seconds } },
  );
}

/** The avatar URL is set by `setAvatar`, which checks the file is the caller's own upload. */
function refuseImage(body: unknown): void {
  if (body && typeof body === 'object' && 'image' in body) {
    throw new APIError('BAD_REQUEST', {
      code: 'INVALID_INPUT',
      message: 'Das Profilbild wird in den Einstellungen geändert.',
    });
  }
}

/** A session as Better Auth answers it, without its token (which works as a bearer token). */
function withoutToken(session: unknown): unknown {
  if (!session || typeof session !== 'object' || Array.isArray(session)) return session;
  const { token: _token, ...rest } = session as Record<string, unknown>;
  return rest;
}

function passwordRequired(): APIError {
  return new APIError('BAD_REQUEST', {
    code: 'PASSWORD_REQUIRED',
    message: PASSWORD_REQUIRED,
    fieldErrors: { password: PASSWORD_REQUIRED },
  });
}

export interface AuthDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  log: Logger;
}

export function createAuth({ config, db, mailer, log }: AuthDeps) {
  const secureCookies = config.baseUrl.startsWith('https://');
  // Over https every cookie is `__Host-` prefixed (Secure, Path=/, no Domain: no subdomain can
  // set or overwrite it); Better Auth's own `useSecureCookies` would only give `__Secure-`.
  const cookiePrefix = secureCookies ? '__Host-better-auth' : 'better-auth';
  const sessionCookieName = `${cookiePrefix}.session_token`;
  /** The session token the request presents with a valid signature; null for none. */
  const presentedSession = (headers: Headers) =>
    signedSessionToken(headers, sessionCookieName, config.authSecret);
  /** Better Auth's rule for a session read: none per address when a signed session comes along. */
  const sessionReadRule = (request: Request) =>
    presentedSession(request.headers) === null
      ? { window: MINUTE, max: SESSION_READS_PER_MINUTE }
      : (false as const);
  const resetRequestStarted = new WeakMap<Request, number>();
  /** The stored hash of the user's password; null for an account without one (Google only). */
  async function passwordHash(userId: string): Promise<string | null> {
    const [row] = await db
      .select({ password: schema.accounts.password })
      .from(schema.accounts)
      .where(
        and(
          eq(schema.accounts.userId, userId),
          eq(schema.accounts.providerId, 'credential'),
          isNotNull(schema.accounts.password),
        ),
      )
      .limit(1);
    return row?.password ?? null;
  }

  // The `/delete-user` check needs the caller, and only the finished instance resolves a bearer token.
  let resolveUserId: (headers: Headers) => Promise<string | null> = async () => null;

  const auth = betterAuth({
    appName: 'Leistungszone',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
        rate_limits: schema.rateLimits,
        two_factors: twoFactors,
      },
    }),
    user: {
      modelName: 'users',
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        wizardCompleted: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
      // The new address gets a link and counts from when it is opened (Better Auth's
      // change-email-verification); the current password is checked in the before-hook below.
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        // Rows that name the user without a foreign key (sign-in challenges, trusted devices, reset
        // tokens; mails of the development outbox) go with the account; everything else cascades.
        async beforeDelete(user) {
          await db.delete(schema.verifications).where(eq(schema.verifications.value, user.id));
          await db.delete(schema.devOutbox).where(eq(schema.devOutbox.to, user.email));
        },
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      // Registration signs the user in unverified; the router sends them to /verify-email.
      requireEmailVerification: false,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // Whoever took over the account loses every session with the reset.
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const url = `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // Not awaited: an address with an account must not answer slower than one without, and
        // the answer is the same generic message either way.
        mailer
          .send({ to: user.email, ...passwordResetMail(user.name, url, RESET_TOKEN_SECONDS / 60) })
          .catch((err: unknown) => log.error({ err: String(err) }, 'password reset mail failed'));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        // An e-mail change verifies the new address with this mail too; the stored address still
        // differs from the one the mail goes to until the link is opened.
        const [stored] = await db
          .select({ email: schema.users.email })
          .from(schema.users)
          .where(eq(schema.users.id, user.id))
          .limit(1);
        const mail =
          stored && stored.email !== user.email
            ? emailChangeMail(user.name, user.email, url)
            : verificationMail(user.name, url);
        await mailer.send({ to: user.email, ...mail });
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            // Google's picture stays out: the avatar is only ever an upload (and the CSP would
            // block the foreign address anyway).
            mapProfileToUser: (profile) => ({
              name: providerName(profile.name, profile.email),
              image: undefined,
            }),
          },
        }
      : {},
    rateLimit: {
      enabled: config.rateLimits.auth,
      storage: 'database',
      modelName: 'rate_limits',
      window: MINUTE,
      max: 100,
      customRules: {
        ...AUTH_RATE_LIMITS,
        ...Object.fromEntries(SESSION_READ_PATHS.map((path) => [path, sessionReadRule])),
      },
    },
    advanced: {
      // Better Auth turns its origin and callback-URL checks off when it sees a test run; tests
      // must meet the checks production has.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: false,
      cookiePrefix,
      defaultCookieAttributes: {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: secureCookies,
      },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      session: {
        update: {
          // The absolute timeout: a refresh never moves the end past sign-in + 30 days. Every
          // session starts with the shorter idle lifetime, so this cap is the only way to reach it.
          async after(session) {
            const cap = new Date(
              new Date(session.createdAt).getTime() + SESSION_ABSOLUTE_SECONDS * 1000,
            );
            if (new Date(session.expiresAt) > cap) {
              await db
                .update(schema.sessions)
                .set({ expiresAt: cap })
                .where(eq(schema.sessions.id, session.id));
            }
          },
        },
      },
      user: {
        create: {
          // Runs inside the sign-up transaction: the role is fixed here, from the account type the
          // user chose, and never again from client input.
          async before(user, ctx) {
            const accountType = (ctx?.body as { accountType?: unknown } | undefined)?.accountType;
            return { data: { ...user, role: accountType === 'coach' ? 'coach' : null } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (SESSION_READ_PATHS.includes(ctx.path)) {
          // Better Auth counts these per address only without a signed session (`sessionReadRule`);
          // with one, they are counted here, per session. Calls from this server itself go free.
          if (!config.rateLimits.auth || !ctx.request) return;
          const token = presentedSession(ctx.request.headers);
          if (token === null) return;
          const key = `${SESSION_READ_KEY_PREFIX}${createHash('sha256').update(token).digest('base64url')}`;
          const verdict = await consumeRateLimit(db, key, SESSION_READS_PER_MINUTE);
          if (!verdict.allowed) return tooManyRequests(verdict.retryAfterSeconds);
        } else if (ctx.path === '/request-password-reset') {
          if (ctx.request) resetRequestStarted.set(ctx.request, performance.now());
        } else if (ctx.path === '/sign-up/email') {
          refuseImage(ctx.body);
          const parsed = ZSignUpSchema.safeParse(ctx.body);
          if (!parsed.success) throw invalidInput(parsed.error);
          if (isCommonPassword(parsed.data.password)) throw passwordTooCommon('password');
          // Stored as checked: trimmed.
          return { context: { body: { name: parsed.data.name } } };
        } else if (ctx.path === '/change-password') {
          const parsed = ZChangePassword.safeParse(ctx.body);
          if (!parsed.success) throw invalidInput(parsed.error);
          if (isCommonPassword(parsed.data.newPassword)) throw passwordTooCommon('newPassword');
          // Whoever knew the old password loses every session with it, whatever the client asks.
          // Better Auth then ends all the user's sessions and answers with a new one for the caller.
          return { context: { body: { revokeOtherSessions: true } } };
        } else if (ctx.path === '/reset-password') {
          const parsed = ZResetPasswordSchema.safeParse(ctx.body);
          if (!parsed.success) throw invalidInput(parsed.error);
          if (isCommonPassword(parsed.data.newPassword)) throw passwordTooCommon('newPassword');
        } else if (ctx.path === '/change-email') {
          // Better Auth changes the address on the session alone; whoever holds a stolen session
          // must not be able to move the account (and its password reset) to their own address.
          const parsed = ZChangeEmailSchema.safeParse(ctx.body);
          if (!parsed.success) throw invalidInput(parsed.error);
          const headers = ctx.headers ?? ctx.request?.headers;
          const userId = headers ? await resolveUserId(headers) : null;
          const hash = userId ? await passwordHash(userId) : null;
          if (!hash) return;
          const password = parsed.data.password ?? '';
          if (password.length === 0) throw passwordRequired();
          if (!(await ctx.context.password.verify({ hash, password }))) {
            throw new APIError('BAD_REQUEST', {
              code: 'INVALID_PASSWORD',
              message: de.authErrors.INVALID_PASSWORD,
              fieldErrors: { password: de.authErrors.INVALID_PASSWORD ?? '' },
            });
          }
        } else if (ctx.path === '/update-user') {
          // The name follows the profile form's rule; nothing else may be changed here.
          refuseImage(ctx.body);
          const parsed = ZUpdateUserSchema.safeParse(ctx.body);
          if (!parsed.success) throw invalidInput(parsed.error);
          return { context: { body: parsed.data } };
        } else if (ctx.path === '/revoke-session') {
          // The session list names sessions by id (their tokens never leave the server); the id
          // is turned into the token Better Auth revokes by, for the caller's own sessions only.
          if (!ctx.body || typeof ctx.body !== 'object' || !('sessionId' in ctx.body)) return;
          const parsed = ZRevokeSessionSchema.safeParse(ctx.body);
          if (!parsed.success) throw invalidInput(parsed.error);
          const headers = ctx.headers ?? ctx.request?.headers;
          const userId = headers ? await resolveUserId(headers) : null;
          if (!userId) throw new APIError('UNAUTHORIZED');
          const [own] = await db
            .select({ token: schema.sessions.token })
            .from(schema.sessions)
            .where(
              and(
                eq(schema.sessions.id, parsed.data.sessionId),
                eq(schema.sessions.userId, userId),
              ),
            )
            .limit(1);
          // Another user's or an unknown id gets Better Auth's answer for an unknown token.
          if (!own) return ctx.json({ status: true });
          return { context: { body: { token: own.token } } };
        } else if (ctx.path === '/delete-user') {
          // Better Auth only checks a password it is given and otherwise settles for a session younger
          // than a day; deleting an account with all its health data asks for the password again.
          const password = (ctx.body as { password?: unknown } | undefined)?.password;
          if (typeof password === 'string' && password.length > 0) return;
          const headers = ctx.headers ?? ctx.request?.headers;
          const userId = headers ? await resolveUserId(headers) : null;
          if (userId && (await passwordHash(userId))) throw passwordRequired();
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/list-sessions' || ctx.path === '/get-session') {
          // A session's token works as a bearer token from anywhere; the page needs only the ids.
          const answer: unknown = ctx.context.returned;
          if (Array.isArray(answer)) return ctx.json(answer.map(withoutToken));
          if (answer && typeof answer === 'object' && 'session' in answer) {
            // The web app's first page knows from this one answer whether to ask an athlete for
            // consent, with no request of its own; calls from this server itself need no consent.
            const user = (answer as { user?: { id?: unknown; role?: unknown } }).user;
            const consent =
              ctx.request && typeof user?.id === 'string' && user.role !== 'coach'
                ? { consent: await readConsentStatus(db, user.id) }
                : {};
            return ctx.json({ ...answer, session: withoutToken(answer.session), ...consent });
          }
          return;
        }
        if (ctx.path !== '/request-password-reset' || !ctx.request) return;
        const started = resetRequestStarted.get(ctx.request);
        if (started === undefined) return;
        const wait = RESET_REQUEST_MIN_MS - (performance.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }),
    },
    plugins: [
      // Before `bearer`: its after-hook must see the sign-in session already withdrawn while the second
      // factor is due, or it hands out the token of that (deleted) session as `set-auth-token`.
      twoFactor({
        issuer: APP_NAME,
        twoFactorTable: 'two_factors',
        // Codes are entered by hand from the authenticator app; backup codes stay encrypted.
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: {
          customBackupCodesGenerate: () =>
            Array.from({ length: BACKUP_CODE_COUNT }, () => generateBackupCode(randomInt)),
        },
      }),
      bearer(),
    ],
    logger: {
      // Everything goes to pino, whose level decides (LOG_LEVEL); Better Auth alone would drop
      // all below warn.
      level: 'debug',
      log: (level, message, ...args) => {
        log[level]({ args: args.length ? args : undefined }, `auth: ${message}`);
      },
    },
  });
  resolveUserId = async (headers) => {
    const session = await withBetterAuth(() => auth.api.getSession({ headers }));
    return session?.user.id ?? null;
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
