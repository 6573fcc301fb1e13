import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import { type CoachLinkSharing, DEFAULT_LINK_SHARING } from '../../domain/coach';
import { CONSENT_VERSION } from '../../domain/consent';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { createLogger } from '../logger';
import type { Mail } from '../mail/mailer';
import { createServerContext } from '../server';
import { openTestDatabase } from './test-database';

/** A valid cocktail choice for tests: three groups, so zones differ (P+ 6-8, N+ 3-6, N- 0-2). */
export const TEST_EMOTIONS = [
  { id: 'motiviert', label: 'motiviert', group: 'P+' },
  { id: 'nervoes', label: 'nervös', group: 'N+' },
  { id: 'muede', label: 'müde', group: 'N-' },
] as const;

/**
 * A server for integration tests, called through `app.request`. By default on an in-memory PGlite;
 * with DATABASE_URL set (CI's second run), on a fresh database of that PostgreSQL server, dropped
 * afterwards, so test files never share state.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  /** `logTo`: the server's real logger writes here, at `logLevel` (default debug), instead of nowhere. */
  opts: { logTo?: Writable; logLevel?: string } = {},
) {
  const { database, url: databaseUrl, drop: dropDatabase } = await openTestDatabase();

  const config = loadConfig({
    NODE_ENV: 'test',
    BASE_URL: 'http://localhost:3000',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: '/nonexistent-test-data-dir',
    // Tests drive many calls per user in a burst; the limit's own tests switch it on.
    FUNCTION_RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  });
  const log = opts.logTo
    ? createLogger(opts.logLevel ?? 'debug', opts.logTo)
    : createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const ctx = await createServerContext(config, log, { database });
  const sent: Mail[] = [];
  const realSend = ctx.mailer.send.bind(ctx.mailer);
  ctx.mailer.send = async (mail) => {
    sent.push(mail);
    await realSend(mail);
  };

  const origin = config.baseUrl;

  async function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', origin);
    return ctx.app.request(`${origin}${path}`, { ...init, headers });
  }

  /** Calls a callable function the way the web client does; returns status and parsed body. */
  async function call(
    name: string,
    data: unknown,
    opts: { token?: string; headers?: Record<string, string> } = {},
  ) {
    const res = await request(`/api/functions/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: JSON.stringify({ data }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests inspect arbitrary answers
    const body = (await res.json()) as any;
    return { status: res.status, body, headers: res.headers };
  }

  async function signUp(
    input: {
      name?: string;
      email?: string;
      password?: string;
      accountType?: 'athlete' | 'coach';
    } = {},
  ) {
    const body = {
      name: input.name ?? 'Test Athlet',
      email: input.email ?? `user-${randomBytes(5).toString('hex')}@example.de`,
      password: input.password ?? 'sicheres-passwort-1',
      accountType: input.accountType ?? 'athlete',
    };
    const res = await request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const token = res.headers.get('set-auth-token');
    const json = (await res.json()) as { user: { id: string } };
    if (!token) throw new Error('sign-up gave no token');
    return { token, userId: json.user.id, email: body.email, password: body.password };
  }

  /** Follows the link of the last verification mail to that address, as a user clicking it. */
  async function verifyEmail(email: string) {
    const mail = [...sent].reverse().find((m) => m.to === email);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no verification mail for ${email}`);
    const url = new URL(link);
    const res = await request(url.pathname + url.search, { redirect: 'manual' });
    if (res.status >= 400) throw new Error(`verification failed: ${res.status}`);
    return res;
  }

  /** A verified user, signed in, with a bearer token. */
  async function createUser(input: Parameters<typeof signUp>[0] = {}) {
    const user = await signUp(input);
    await verifyEmail(user.email);
    return user;
  }

  /** Calls a function and fails the test unless it answers 200; returns the result. */
  async function ok(name: string, data: unknown, token: string) {
    const r = await call(name, data, { token });
    if (r.status !== 200) {
      throw new Error(`${name} failed: ${r.status} ${JSON.stringify(r.body)}`);
    }
    return r.body.result;
  }

  /**
   * A verified athlete; with `onboarded`, one who consented to the processing of health data and
   * went through the whole wizard through the functions (profile, TEST_EMOTIONS with their default
   * zones, finish). `consent: false` leaves the consent out.
   */
  async function createAthlete(
    opts: { onboarded?: boolean; name?: string; consent?: boolean } = {},
  ) {
    const user = await createUser({ name: opts.name, accountType: 'athlete' });
    if (opts.consent ?? opts.onboarded) {
      await ok('giveConsent', { version: CONSENT_VERSION }, user.token);
    }
    if (opts.onboarded) {
      await ok(
        'saveOnboardingProfile',
        { name: opts.name ?? 'Test Athlet', sport: 'Triathlon', level: 'amateur' },
        user.token,
      );
      const state = await ok('saveOnboardingEmotions', { emotions: TEST_EMOTIONS }, user.token);
      await ok('saveOnboardingZones', { emotions: state.emotions }, user.token);
      await ok('finishOnboarding', { reminder: null, coachCode: null }, user.token);
    }
    return user;
  }

  /** A verified coach, signed in, with a bearer token. */
  async function createCoach(opts: { name?: string } = {}) {
    return createUser({ name: opts.name ?? 'Test Trainer', accountType: 'coach' });
  }

  /**
   * Links an athlete to a coach the way the app does: the coach makes an invite code, the athlete
   * redeems it (with the given sharing choices, private by default). Returns the link id.
   */
  async function link(
    coach: { token: string },
    athlete: { token: string },
    sharing: Partial<CoachLinkSharing> = {},
  ): Promise<string> {
    const { code } = await ok('createInviteCode', null, coach.token);
    const linked = await ok(
      'redeemInviteCode',
      { code, sharing: { ...DEFAULT_LINK_SHARING, ...sharing } },
      athlete.token,
    );
    return linked.linkId as string;
  }

  /**
   * Signs in with e-mail and password; `token` is null when a second factor is still due, and
   * `cookie` carries what the browser would keep (the two-factor challenge, for one).
   */
  async function signIn(email: string, password: string) {
    const res = await request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests inspect arbitrary answers
    const body = (await res.json().catch(() => null)) as any;
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { status: res.status, body, token: res.headers.get('set-auth-token'), cookie };
  }

  /**
   * A second server on the same database (its own Better Auth and function app, nothing shared in
   * memory), for what must hold across server processes. Closed with the first; never close it alone.
   */
  async function startPeer() {
    const peer = await createServerContext(config, log, { database });
    // Its mails land in the same `sent` list.
    const peerSend = peer.mailer.send.bind(peer.mailer);
    peer.mailer.send = async (mail) => {
      sent.push(mail);
      await peerSend(mail);
    };
    const peerRequest = async (path: string, init: RequestInit = {}): Promise<Response> => {
      const headers = new Headers(init.headers);
      if (!headers.has('origin')) headers.set('origin', origin);
      return peer.app.request(`${origin}${path}`, { ...init, headers });
    };
    return { app: peer.app, request: peerRequest };
  }

  /** The `name=value` pairs of a response's Set-Cookie headers, as a browser would send them back. */
  function cookiesOf(res: Response): string {
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  /**
   * A second connection pool to the same database, as a second server process has it; null on
   * PGlite, which only one process can open. The caller closes it.
   */
  async function openSecondDatabase(): Promise<Database | null> {
    if (!databaseUrl) return null;
    return openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  }

  return {
    app: ctx.app,
    db: ctx.db,
    changes: ctx.changes,
    auth: ctx.auth,
    mailer: ctx.mailer,
    log,
    /** The reminder job of this server; never started in tests, driven with `reminders.run(now)`. */
    reminders: ctx.reminders,
    config,
    sent,
    signIn,
    startPeer,
    cookiesOf,
    openSecondDatabase,
    request,
    call,
    signUp,
    verifyEmail,
    createUser,
    createAthlete,
    createCoach,
    link,
    ok,
    async close() {
      await ctx.close();
      await dropDatabase();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
