import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, twoFactor } from 'better-auth/plugins';
import { and, eq, isNotNull } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { PASSWORD_REQUIRED, ZChangePassword } from '../../domain/api-settings';
import { APP_NAME } from '../../domain/app-info';
import {
  fieldErrors,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ZSignUpSchema,
} from '../../domain/schemas/auth';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { twoFactors } from '../db/schema-settings';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { verificationMail } from '../mail/templates';

export const CLIENT_IP_HEADER = 'x-lz-client-ip';

/** Rejects a Better Auth request body with the German field messages the forms show. */
function invalidInput(error: z.core.$ZodError): APIError {
  const errors = fieldErrors(error);
  return new APIError('BAD_REQUEST', {
    code: 'INVALID_INPUT',
    message: Object.values(errors)[0] ?? 'Ungültige Eingabe',
    fieldErrors: errors,
  });
}

export interface AuthDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  log: Logger;
}

export function createAuth({ config, db, mailer, log }: AuthDeps) {
  async function hasPassword(userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: schema.accounts.id })
      .from(schema.accounts)
      .where(
        and(
          eq(schema.accounts.userId, userId),
          eq(schema.accounts.providerId, 'credential'),
          isNotNull(schema.accounts.password),
        ),
      )
      .limit(1);
    return Boolean(row);
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
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
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
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        await mailer.send({ to: user.email, ...verificationMail(user.name, url) });
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
          },
        }
      : {},
    rateLimit: {
      enabled: config.env !== 'test',
      storage: 'database',
      modelName: 'rate_limits',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 5 },
      },
    },
    advanced: {
      // Better Auth turns its origin and callback-URL checks off when it sees a test run; tests
      // must meet the checks production has.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
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
        if (ctx.path === '/sign-up/email') {
          const parsed = ZSignUpSchema.safeParse(ctx.body);
          if (!parsed.success) throw invalidInput(parsed.error);
        } else if (ctx.path === '/change-password') {
          const parsed = ZChangePassword.safeParse(ctx.body);
          if (!parsed.success) throw invalidInput(parsed.error);
        } else if (ctx.path === '/update-user') {
          // The avatar URL is set by `setAvatar`, which checks the file is the caller's own upload.
          if (ctx.body && typeof ctx.body === 'object' && 'image' in ctx.body) {
            throw new APIError('BAD_REQUEST', {
              code: 'INVALID_INPUT',
              message: 'Das Profilbild wird in den Einstellungen geändert.',
            });
          }
        } else if (ctx.path === '/delete-user') {
          // Better Auth only checks a password it is given and otherwise settles for a session younger
          // than a day; deleting an account with all its health data asks for the password again.
          const password = (ctx.body as { password?: unknown } | undefined)?.password;
          if (typeof password === 'string' && password.length > 0) return;
          const headers = ctx.headers ?? ctx.request?.headers;
          const userId = headers ? await resolveUserId(headers) : null;
          if (userId && (await hasPassword(userId))) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_REQUIRED',
              message: PASSWORD_REQUIRED,
              fieldErrors: { password: PASSWORD_REQUIRED },
            });
          }
        }
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
      }),
      bearer(),
    ],
    logger: {
      log: (level, message, ...args) => {
        log[level]({ args: args.length ? args : undefined }, `auth: ${message}`);
      },
    },
  });
  resolveUserId = async (headers) => {
    const session = await auth.api.getSession({ headers });
    return session?.user.id ?? null;
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
