import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Mailbox } from '../../e2e/support/smtp';
import { linkFrom } from '../../e2e/support/smtp';
import { CONSENT_VERSION } from '../../src/domain/consent';

/**
 * The HTTP client of the fault drills and the load test: plain `node:http` with one keep-alive
 * connection pool per simulated client, optionally bound to its own loopback source address, so the
 * server sees distinct client IPs (Better Auth limits sign-in per IP) without trusting any header.
 */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: drills inspect arbitrary answers
  body: any;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

/** A request that got no answer within its time limit; distinct from any HTTP status. */
export class TimedOut extends Error {}

export interface Client {
  readonly origin: string;
  post(path: string, body: unknown, token?: string, timeoutMs?: number): Promise<Answer>;
  get(path: string, token?: string, timeoutMs?: number): Promise<Answer>;
  call(name: string, data: unknown, token: string, timeoutMs?: number): Promise<Answer>;
  close(): void;
}

export function createClient(
  /** Where the server listens, by IP (`AppServer.apiURL`). */
  target: string,
  /** `origin`: the app's own origin (`AppServer.baseURL`), which the server expects in `Origin`. */
  opts: { origin: string; localAddress?: string; maxSockets?: number; keepAlive?: boolean },
): Client {
  const url = new URL(target);
  const origin = opts.origin;
  const agent = new http.Agent({
    // Off for clients that pause longer than the server's keep-alive timeout (5 s): reusing a socket
    // the server is closing at that moment fails with ECONNRESET, an artefact of the client.
    keepAlive: opts.keepAlive ?? true,
    maxSockets: opts.maxSockets ?? 4,
    localAddress: opts.localAddress,
  });

  function request(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    token: string | undefined,
    timeoutMs: number,
  ): Promise<Answer> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: {
            // Better Auth refuses state-changing calls whose Origin is not the app's own.
            origin,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': payload.length }
              : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            clearTimeout(timer);
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // Not JSON: the drill reports the raw text.
            }
            resolve({
              status: res.statusCode ?? 0,
              body: parsed,
              headers: res.headers,
              ms: performance.now() - started,
            });
          });
        },
      );
      const timer = setTimeout(() => {
        req.destroy(new TimedOut(`${method} ${path} got no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      req.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      req.end(payload);
    });
  }

  return {
    origin,
    post: (path, body, token, timeoutMs = 15_000) => request('POST', path, body, token, timeoutMs),
    get: (path, token, timeoutMs = 15_000) => request('GET', path, undefined, token, timeoutMs),
    call: (name, data, token, timeoutMs = 15_000) =>
      request('POST', `/api/functions/${name}`, { data }, token, timeoutMs),
    close: () => agent.destroy(),
  };
}

function expectOk(what: string, answer: Answer): Answer {
  if (answer.status !== 200) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer;
}

/** The cocktail every drill athlete gets in onboarding (the same as the e2e fixtures'). */
export const DRILL_COCKTAIL = [
  { id: 'motiviert', label: 'motiviert', group: 'P+', zoneMin: 6, zoneMax: 8 },
  { id: 'fokussiert', label: 'fokussiert', group: 'P+', zoneMin: 6, zoneMax: 9 },
  { id: 'nervoes', label: 'nervös', group: 'N+', zoneMin: 3, zoneMax: 5 },
  { id: 'muede', label: 'müde', group: 'N-', zoneMin: 0, zoneMax: 2 },
] as const;

const DRILL_PASSWORD = 'drill-Passwort-2026';

export async function signUp(client: Client, email: string, name = 'Drill Athletin') {
  const answer = expectOk(
    'sign-up',
    await client.post('/api/auth/sign-up/email', {
      name,
      email,
      password: DRILL_PASSWORD,
      accountType: 'athlete',
    }),
  );
  const token = answer.headers['set-auth-token'];
  if (typeof token !== 'string') throw new Error('sign-up answered without set-auth-token');
  return { id: answer.body.user.id as string, email, token };
}

/** A new bearer token, as a sign-in on a fresh device gets. */
export async function signIn(client: Client, email: string, timeoutMs?: number) {
  return client.post(
    '/api/auth/sign-in/email',
    { email, password: DRILL_PASSWORD },
    undefined,
    timeoutMs,
  );
}

/** Follows the verification link from the mail, as the user's mail client would. */
export async function verifyByMail(client: Client, mailbox: Mailbox, email: string) {
  const link = new URL(linkFrom(await mailbox.waitForMail(email, { timeout: 20_000 })));
  const answer = await client.get(`${link.pathname}${link.search}`);
  if (answer.status >= 400) throw new Error(`verification link answered ${answer.status}`);
}

export async function onboard(client: Client, token: string, name = 'Drill Athletin') {
  const steps: [string, unknown][] = [
    // Health data is stored only after the consent to processing it.
    ['giveConsent', { version: CONSENT_VERSION }],
    ['saveOnboardingProfile', { name, sport: 'Leichtathletik', level: 'competitive' }],
    [
      'saveOnboardingEmotions',
      { emotions: DRILL_COCKTAIL.map(({ id, label, group }) => ({ id, label, group })) },
    ],
    ['saveOnboardingZones', { emotions: DRILL_COCKTAIL }],
    ['finishOnboarding', { reminder: null, coachCode: null }],
  ];
  for (const [name, data] of steps) expectOk(name, await client.call(name, data, token));
}

/** A protocol entry as the web app sends it; its id is the idempotency key of the save. */
export function entryInput(title: string) {
  return {
    id: randomUUID(),
    occurredAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    type: 'training',
    title,
    importance: 3,
    place: null,
    emotions: [
      { id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7 },
      { id: 'nervoes', label: 'nervös', group: 'N+', intensity: 4 },
      { id: 'muede', label: 'müde', group: 'N-', intensity: 1 },
    ],
    rating: 6,
    goalReached: 'partly',
    result: null,
    notes: '',
  };
}

export const ENTRY_EMOTIONS = 3;

/** The emotions of every drill save as an SQL literal, in their order. */
const SENT_EMOTIONS = `'${JSON.stringify(entryInput('').emotions).replaceAll("'", "''")}'::jsonb`;
const EMOTION_LIST = 'jsonb_array_elements(e.emotions) WITH ORDINALITY AS t(x, n)';

/**
 * SQL on a stored entry `e`: whether its emotions are those every drill save sends, in their order
 * (the zones the save adds left aside). A half-written save shows as fewer or other ones.
 */
export const STORED_AS_SENT = `coalesce((SELECT jsonb_agg(x - 'zoneMin' - 'zoneMax' ORDER BY n)
    FROM ${EMOTION_LIST}) = ${SENT_EMOTIONS}, false)`;

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}@example.de`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
