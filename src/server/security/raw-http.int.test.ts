import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLE_MAX_BODY_BYTES } from '../../domain/callable-protocol';
import { buildRegistry } from '../functions/registry';
import { databaseSnapshot } from '../test/db-snapshot';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * Requests no client of ours sends, on the raw HTTP level: the callable protocol's framing
 * (methods, content types, broken and oversized bodies, odd headers) and GET on every API route.
 * What src/server/functions/http.int.test.ts and storage-app.int.test.ts cover already is not
 * repeated here.
 */

const FUNCTION_NAMES = buildRegistry({ google: undefined }).map((f) => f.name);
const TEN_MB = 10 * 1024 * 1024;

let s: TestServer;
let owner: { token: string; userId: string; cookie: string };
let other: { token: string; userId: string };

beforeAll(async () => {
  s = await startTestServer();
  const athlete = await s.createAthlete({ onboarded: true });
  other = await s.createAthlete({ onboarded: true });
  const { cookie } = await s.signIn(athlete.email, athlete.password);
  owner = { ...athlete, cookie };
  await s.ok('setReminder', { enabled: true, weekdays: [1], time: '07:00' }, owner.token);
  const avatar = await s.request(`/api/storage/users/${owner.userId}/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'image/png' },
    body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  if (avatar.status !== 201) throw new Error(`avatar upload failed: ${avatar.status}`);
}, 60_000);
afterAll(async () => {
  await s?.close();
});

type Answer = { status: number; body: { error?: { status?: string; message?: string } } };

async function post(name: string, body: BodyInit, headers: Record<string, string>) {
  const res = await s.request(`/api/functions/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, ...headers },
    body,
  });
  const text = await res.text();
  let parsed: Answer['body'] = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // Compared as status only.
  }
  return { status: res.status, body: parsed };
}

function expectRefused(r: Answer, what: string) {
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(400);
  expect(r.body.error?.status, what).toBe('INVALID_ARGUMENT');
  expect(r.body.error?.message, what).toMatch(/\S/);
}

describe('callable framing', () => {
  it('refuses every method but POST, and runs nothing', async () => {
    const before = await databaseSnapshot(s.db);
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await s.request('/api/functions/setTheme', {
        method,
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: JSON.stringify({ data: { theme: 'dark' } }) }),
      });
      expectRefused({ status: res.status, body: await res.json() }, method);
    }
    const head = await s.request('/api/functions/setTheme', { method: 'HEAD' });
    expect(head.status).toBe(400);
    expect(await databaseSnapshot(s.db)).toBe(before);
  });

  it('refuses every content type but JSON, the ones a cross-site form can send first', async () => {
    const before = await databaseSnapshot(s.db);
    const body = JSON.stringify({ data: { theme: 'dark' } });
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/jsonp',
      'application/json-patch+json',
      'text/json',
      'application/xml',
      '',
    ]) {
      expectRefused(await post('setTheme', body, { 'content-type': type }), `type '${type}'`);
    }
    expectRefused(
      await s
        .request('/api/functions/setTheme', {
          method: 'POST',
          headers: { authorization: `Bearer ${owner.token}` },
          body: new Blob([body]),
        })
        .then(async (res) => ({ status: res.status, body: await res.json() })),
      'no content type',
    );
    expect(await databaseSnapshot(s.db)).toBe(before);
    // The same call with a proper type goes through, so the refusals above are about the type.
    const ok = await post('setTheme', body, { 'content-type': 'application/json; charset=utf-8' });
    expect(ok.status).toBe(200);
  });

  it('refuses malformed JSON in all its forms, and runs nothing', async () => {
    const before = await databaseSnapshot(s.db);
    const json = { 'content-type': 'application/json' };
    for (const body of [
      '',
      ' ',
      '{',
      '{"data":{"theme":"dark"}',
      '{"data":{"theme":"dark"}}}',
      '{"data":{"theme":"dark"}} trailing',
      "{'data':{'theme':'dark'}}",
      '{data:{theme:"dark"}}',
      '{"data":NaN}',
      '{"data":undefined}',
      '{"data":{"theme":"dark",}}',
      '"data"',
      'true',
      '[{"data":{"theme":"dark"}}]',
      '{"data":{"theme":"dark"},"data2":1}',
      '\u0000',
      `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    ]) {
      expectRefused(await post('setTheme', body, json), JSON.stringify(body).slice(0, 40));
    }
    // Bytes that are no UTF-8 at all.
    expectRefused(
      await post('setTheme', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), json),
      'invalid UTF-8',
    );
    expect(await databaseSnapshot(s.db)).toBe(before);
  });

  it('refuses data nested far deeper than any stack, without a 5xx', async () => {
    const depth = 400_000;
    const body = `{"data":${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}}`;
    const r = await post('saveEntry', body, { 'content-type': 'application/json' });
    expectRefused(r, 'deep nesting');
  });

  it('takes the last of duplicate keys, as JSON.parse does, and still validates it', async () => {
    const r = await post('setTheme', '{"data":{"theme":"dark"},"data":{"theme":"<b>"}}', {
      'content-type': 'application/json',
    });
    expect(r.status).toBe(400);
    expect(r.body.error?.message).toBe('Bitte auswählen');
  });

  it('answers odd and duplicated headers with 4xx, never 5xx', async () => {
    const body = JSON.stringify({ data: null });
    const cases: Record<string, string>[] = [
      { authorization: `Bearer ${owner.token}, Bearer ${other.token}` },
      { authorization: `Bearer ${'x'.repeat(64 * 1024)}` },
      { authorization: 'Bearer' },
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: `bearer  ${owner.token}x` },
      { cookie: `${'a=b; '.repeat(5_000)}` },
      { cookie: 'better-auth.session_token=kaputt; better-auth.session_token=auch-kaputt' },
    ];
    for (const headers of cases) {
      const res = await s.request('/api/functions/getProfile', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      const what = JSON.stringify(headers).slice(0, 80);
      expect(res.status, what).toBeGreaterThanOrEqual(400);
      expect(res.status, what).toBeLessThan(500);
    }
    // Two content types in one header are not JSON.
    expectRefused(
      await post('ping', body, { 'content-type': 'application/json, text/plain' }),
      'two content types',
    );
  });
});

describe('a 10 MB body', () => {
  let base: string;
  let server: ReturnType<typeof serve>;
  beforeAll(async () => {
    server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /**
   * Sends up to 10 MB in 64 kB chunks over a real socket, each chunk only after the previous one
   * was taken, and stops as soon as the answer arrives: how much was sent shows how much the
   * server read before refusing.
   */
  function sendHuge(declareLength: boolean) {
    return new Promise<{ status: number; sent: number; ms: number; body: string }>(
      (resolve, reject) => {
        const started = Date.now();
        let sent = 0;
        let answered = false;
        const req = httpRequest(`${base}/api/functions/saveEntry`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${owner.token}`,
            ...(declareLength ? { 'content-length': String(TEN_MB) } : {}),
          },
        });
        req.on('response', (res) => {
          answered = true;
          let body = '';
          res.on('data', (d) => {
            body += d;
          });
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, sent, ms: Date.now() - started, body });
            req.destroy();
          });
        });
        req.on('error', (err) => {
          if (!answered) reject(err);
        });
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        const prefix = Buffer.from('{"data":{"title":"');
        const writeNext = () => {
          if (answered || sent >= TEN_MB) return;
          const piece =
            sent === 0 ? Buffer.concat([prefix, chunk]).subarray(0, chunk.length) : chunk;
          sent += piece.length;
          // Waits for the socket to take the chunk, so nothing piles up in our own buffers.
          req.write(piece, () => setImmediate(writeNext));
        };
        writeNext();
      },
    );
  }

  it('is refused early when the length is declared, and never read', async () => {
    const before = await databaseSnapshot(s.db);
    const r = await sendHuge(true);
    expect(r.status, r.body).toBe(400);
    expect(JSON.parse(r.body).error.message).toBe('Die Anfrage ist zu groß.');
    expect(r.sent, 'bytes sent before the answer').toBeLessThan(2 * CALLABLE_MAX_BODY_BYTES);
    expect(await databaseSnapshot(s.db)).toBe(before);
  });

  it('is refused once past the limit when it comes chunked without a length', async () => {
    const before = await databaseSnapshot(s.db);
    const r = await sendHuge(false);
    expect(r.status, r.body).toBe(400);
    expect(JSON.parse(r.body).error.message).toBe('Die Anfrage ist zu groß.');
    // The server stops reading at the limit; what the socket buffers took on top is far from 10 MB.
    expect(r.sent, 'bytes sent before the answer').toBeLessThan(4 * CALLABLE_MAX_BODY_BYTES);
    expect(await databaseSnapshot(s.db)).toBe(before);
  });
});

describe('GET under /api', () => {
  /** The GET endpoints Better Auth serves under /api/auth, read from its own endpoint list. */
  function authGetPaths(): string[] {
    const endpoints = Object.values(s.auth.api as Record<string, unknown>) as {
      path?: string;
      options?: { method?: string | string[] };
    }[];
    return endpoints
      .filter((e) => e.path && [e.options?.method].flat().includes('GET'))
      .map((e) => `/api/auth${(e.path as string).replace(/:[a-zA-Z]+/g, 'kaputt')}`);
  }

  /**
   * Concrete requests for every GET route the app has. Those that change state by design (the
   * mail links: verify-email, reset-password, delete-user/callback, unsubscribe) get no valid
   * token here, so they must change nothing either.
   */
  const SAMPLES: Record<string, () => string[]> = {
    '/api/*': () => ['/api/nothing-here', '/api/functions'],
    '/api/auth/*': () =>
      authGetPaths().flatMap((p) => [p, `${p}?token=kaputt&callbackURL=%2F%2Fevil.example`]),
    '/api/functions/:name': () => FUNCTION_NAMES.map((n) => `/api/functions/${n}`),
    '/api/storage/*': () => [
      `/api/storage/users/${owner.userId}/avatar`,
      `/api/storage/users/${other.userId}/avatar`,
      `/api/storage/users/${owner.userId}/%2e%2e`,
    ],
    '/api/export': () => ['/api/export', '/api/export?format=csv', '/api/export?format=xml'],
    '/api/export/protocol': () => [
      '/api/export/protocol',
      '/api/export/protocol?from=2026-01-01&to=2026-01-31',
      '/api/export/protocol?from=kaputt&to=2026-01-31',
      `/api/export/protocol?from=${'9'.repeat(600)}`,
    ],
    // The body limit's middleware: any other path below it is unknown.
    '/api/reminders/*': () => ['/api/reminders/nothing-here'],
    '/api/reminders/page.css': () => ['/api/reminders/page.css'],
    '/api/reminders/unsubscribe': () => [
      '/api/reminders/unsubscribe',
      '/api/reminders/unsubscribe?token=kaputt',
      `/api/reminders/unsubscribe?token=${'a'.repeat(600)}`,
    ],
  };

  function getRoutes(): string[] {
    const paths = s.app.routes
      .filter((r) => (r.method === 'GET' || r.method === 'ALL') && r.path.startsWith('/api'))
      .map((r) => r.path);
    return [...new Set(paths)].sort();
  }

  it('has samples for exactly the GET routes the app serves', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(getRoutes());
  });

  it('changes nothing, for anyone, and never answers 5xx', async () => {
    const urls = getRoutes().flatMap((route) => SAMPLES[route]?.() ?? []);
    expect(urls.length).toBeGreaterThan(FUNCTION_NAMES.length);
    const callers: Record<string, Record<string, string>> = {
      anonymous: {},
      bearer: { authorization: `Bearer ${owner.token}` },
      cookie: { cookie: owner.cookie },
    };
    const before = await databaseSnapshot(s.db);
    for (const url of urls) {
      for (const [who, headers] of Object.entries(callers)) {
        const res = await s.request(url, { headers, redirect: 'manual' });
        await res.arrayBuffer();
        expect(res.status, `GET ${url} as ${who}`).toBeLessThan(500);
      }
    }
    expect(await databaseSnapshot(s.db)).toBe(before);
  });
});
