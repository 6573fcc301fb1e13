import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { CONSENT_VERSION } from '../src/domain/consent';
import { type AccountType, callFunction, openMailLink, type Profile, signUp } from './support/api';
import { type AppServer, startAppServer } from './support/server';
import { linkFrom, type Mailbox, startSmtpServer } from './support/smtp';

export { expect } from '@playwright/test';

export interface TestUser {
  id: string;
  /** Bearer token of the user's sign-up session, for API calls in tests. */
  token: string;
  name: string;
  email: string;
  password: string;
  accountType: AccountType;
}

interface NewUserOptions {
  accountType?: AccountType;
  /** Follow the verification mail's link (default true). */
  verified?: boolean;
  /** Athletes: complete the onboarding wizard through the API with a standard cocktail. */
  onboarded?: boolean;
  name?: string;
  email?: string;
  password?: string;
}

interface TestFixtures {
  /** Registers a user through the API, and verifies the address through the real mail. */
  insertNewUser: (opts?: NewUserOptions) => Promise<TestUser>;
  /** Signs in through the API in the page's own request context, so the cookie lands in its browser. */
  login: (page: Page, user: Pick<TestUser, 'email' | 'password'>) => Promise<void>;
}

interface WorkerFixtures {
  /** The SMTP server the app sends to; every mail of the worker's tests ends up here. */
  mailbox: Mailbox;
  /**
   * Settings for the app server beyond the test defaults, set with `test.use` (for example
   * `AUTH_RATE_LIMIT: 'on'`); tests with other settings get a server of their own.
   */
  appServerEnv: Record<string, string>;
  appServer: AppServer;
}

/** The cocktail every onboarded test athlete starts with. */
export const TEST_COCKTAIL = [
  { id: 'motiviert', label: 'motiviert', group: 'P+', zoneMin: 6, zoneMax: 8 },
  { id: 'fokussiert', label: 'fokussiert', group: 'P+', zoneMin: 6, zoneMax: 9 },
  { id: 'nervoes', label: 'nervös', group: 'N+', zoneMin: 3, zoneMax: 5 },
  { id: 'muede', label: 'müde', group: 'N-', zoneMin: 0, zoneMax: 2 },
] as const;

/**
 * The wizard through the API, after the consent to processing health data that the app asks for
 * before the first of them is stored (without it, a coach sees nothing of the athlete).
 */
async function completeOnboarding(server: AppServer, token: string, name: string) {
  await callFunction(server, 'giveConsent', { version: CONSENT_VERSION }, token);
  await callFunction(
    server,
    'saveOnboardingProfile',
    { name, sport: 'Leichtathletik', level: 'competitive' },
    token,
  );
  await callFunction(
    server,
    'saveOnboardingEmotions',
    { emotions: TEST_COCKTAIL.map(({ id, label, group }) => ({ id, label, group })) },
    token,
  );
  await callFunction(server, 'saveOnboardingZones', { emotions: TEST_COCKTAIL }, token);
  await callFunction(server, 'finishOnboarding', { reminder: null, coachCode: null }, token);
}

export const TEST_PASSWORD = 'e2e-Passwort-123';

/** Addresses nobody else in the run uses, so a test only ever reads its own mail. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.de`;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mailbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const mailbox = await startSmtpServer();
      await use(mailbox);
      await mailbox.stop();
    },
    { scope: 'worker', timeout: 30_000 },
  ],

  appServerEnv: [{}, { scope: 'worker', option: true }],

  appServer: [
    async ({ mailbox, appServerEnv }, use, workerInfo) => {
      const server = await startAppServer({
        smtpUrl: mailbox.url,
        env: appServerEnv,
        logFile: path.join(
          workerInfo.project.outputDir,
          `server-worker-${workerInfo.workerIndex}.log`,
        ),
      });
      await use(server);
      await server.stop();
    },
    // A cold start includes the database migrations.
    { scope: 'worker', timeout: 90_000 },
  ],

  baseURL: async ({ appServer }, use) => {
    await use(appServer.baseURL);
  },

  insertNewUser: async ({ appServer, mailbox }, use) => {
    await use(async (opts = {}) => {
      const accountType = opts.accountType ?? 'athlete';
      const input = {
        name: opts.name ?? (accountType === 'coach' ? 'Clara Trainerin' : 'Anna Athletin'),
        email: opts.email ?? uniqueEmail(accountType),
        password: opts.password ?? TEST_PASSWORD,
        accountType,
      };
      const { id, token } = await signUp(appServer, input);
      if (opts.verified ?? true) {
        const mail = await mailbox.waitForMail(input.email);
        await openMailLink(appServer, linkFrom(mail));
        const profile = await callFunction<Profile>(appServer, 'getProfile', null, token);
        if (!profile.emailVerified) throw new Error(`${input.email} is still unverified`);
      }
      if (opts.onboarded) await completeOnboarding(appServer, token, input.name);
      return { id, token, ...input };
    });
  },

  login: async ({ baseURL }, use) => {
    await use(async (page, user) => {
      const res = await page.request.post('/api/auth/sign-in/email', {
        data: { email: user.email, password: user.password },
        headers: { origin: baseURL! },
      });
      if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
    });
  },
});
