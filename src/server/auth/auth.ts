import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import {
  fieldErrors,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ZSignUpSchema,
} from '../../domain/schemas/auth';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { verificationMail } from '../mail/templates';

export const CLIENT_IP_HEADER = 'x-lz-client-ip';

export interface AuthDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  log: Logger;
}

export function createAuth({ config, db, mailer, log }: AuthDeps) {
  return betterAuth({
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
      },
    }),
    user: {
      modelName: 'users',
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        wizardCompleted: { type: 'boolean', required: false, defaultValue: false, input: false },
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
        if (ctx.path !== '/sign-up/email') return;
        const parsed = ZSignUpSchema.safeParse(ctx.body);
        if (!parsed.success) {
          const errors = fieldErrors(parsed.error);
          throw new APIError('BAD_REQUEST', {
            code: 'INVALID_INPUT',
            message: Object.values(errors)[0] ?? 'Ungültige Eingabe',
            fieldErrors: errors,
          });
        }
      }),
    },
    plugins: [bearer()],
    logger: {
      log: (level, message, ...args) => {
        log[level]({ args: args.length ? args : undefined }, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
