import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from './db/schema';
import { startTestServer, type TestServer } from './test/harness';

/**
 * The client address as every per-address rule sees it: the development outbox, Better Auth's
 * limits, the session's recorded address and the log. Requests arrive as from a socket of `peer`
 * (the address Node reports for the connection), optionally with an X-Forwarded-For header.
 */
function from(
  t: TestServer,
  peer: string,
  path: string,
  init: RequestInit & { forwardedFor?: string } = {},
) {
  const headers = new Headers(init.headers);
  headers.set('origin', t.config.baseUrl);
  if (init.forwardedFor !== undefined) headers.set('x-forwarded-for', init.forwardedFor);
  return t.app.request(
    `${t.config.baseUrl}${path}`,
    { ...init, headers },
    {
      incoming: { socket: { remoteAddress: peer } },
    },
  );
}

/** A proxy on another host of the network, and the clients behind it. */
const PROXY = '10.0.0.2';
const CLIENT_A = '198.51.100.4';
const CLIENT_B = '198.51.100.5';

/** An address of this machine other than loopback, for a real connection that is not local. */
const OWN_EXTERNAL = Object.values(networkInterfaces())
  .flat()
  .find((i) => i?.family === 'IPv4' && !i.internal)?.address;

/** The answer to a path nobody knows, which a refused outbox must not be told apart from. */
async function answerOf(res: Response) {
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: await res.text(),
  };
}

describe('a server reached directly (no TRUST_PROXY)', () => {
  let t: TestServer;
  let unknown: Awaited<ReturnType<typeof answerOf>>;
  beforeAll(async () => {
    // Production, as a fresh `npm start` runs (Better Auth's limits on): without SMTP_URL the outbox
    // is where mail goes.
    t = await startTestServer({ NODE_ENV: 'production' });
    await t.signUp({ email: 'outbox@example.de' });
    unknown = await answerOf(await from(t, '203.0.113.9', '/dev/nothing-here'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the outbox to a browser on this machine', async () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await from(t, peer, '/dev/outbox');
      expect(res.status, peer).toBe(200);
      expect(await res.text()).toContain('An outbox@example.de');
    }
  });

  it('answers anyone else at the outbox as it answers a path that does not exist', async () => {
    expect(unknown.status).toBe(404);
    for (const peer of ['203.0.113.9', '10.0.0.7', '::ffff:10.0.0.7', '2001:db8::1']) {
      expect(await answerOf(await from(t, peer, '/dev/outbox')), peer).toEqual(unknown);
      expect(await answerOf(await from(t, peer, '/dev/outbox/')), peer).toEqual(unknown);
    }
  });

  it.skipIf(!OWN_EXTERNAL)(
    'tells real connections apart: over loopback the outbox, over the network 404 (needs a non-loopback address)',
    async () => {
      const server = serve({ fetch: t.app.fetch, port: 0, hostname: '0.0.0.0' });
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const { port } = server.address() as AddressInfo;
      try {
        expect((await fetch(`http://127.0.0.1:${port}/dev/outbox`)).status).toBe(200);
        const remote = await fetch(`http://${OWN_EXTERNAL}:${port}/dev/outbox`, {
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(await answerOf(remote)).toEqual(unknown);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );

  it('refuses a loopback peer that forwards for someone: a reverse proxy on this machine', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.50' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.50;proto=https' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '203.0.113.50' },
      { 'x-real-ip': '' },
    ];
    for (const headers of forwarded) {
      for (const peer of ['127.0.0.1', '::1']) {
        const res = await from(t, peer, '/dev/outbox', { headers });
        expect(await answerOf(res), `${peer} ${JSON.stringify(headers)}`).toEqual(unknown);
      }
    }
    // The same proxy's request for a page is answered as usual: only the outbox is refused.
    const page = await from(t, '127.0.0.1', '/healthz', { headers: forwarded[0] });
    expect(page.status).toBe(200);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot claim to be local', async () => {
    const res = await from(t, '203.0.113.9', '/dev/outbox', { forwardedFor: '127.0.0.1' });
    expect(await answerOf(res)).toEqual(unknown);
  });

  it('limits sign-in by connection, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await from(t, '203.0.113.9', '/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'niemand@example.de', password: 'falsch-geraten-1' }),
        forwardedFor: `192.0.2.${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});

describe('with SMTP_URL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('there is no outbox, not even for this machine', async () => {
    const outbox = await answerOf(await from(t, '127.0.0.1', '/dev/outbox'));
    expect(outbox).toEqual(await answerOf(await from(t, '127.0.0.1', '/dev/nothing-here')));
    expect(outbox.status).toBe(404);
  });
});

describe('a server behind one proxy (TRUST_PROXY=1)', () => {
  const lines: string[] = [];
  let t: TestServer;
  let unknown: Awaited<ReturnType<typeof answerOf>>;
  beforeAll(async () => {
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await startTestServer(
      { NODE_ENV: 'production', TRUST_PROXY: '1' },
      { logTo: capture, logLevel: 'info' },
    );
    unknown = await answerOf(await from(t, '127.0.0.1', '/dev/nothing-here'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses the outbox to a client the proxy reports from elsewhere, forged entry or not', async () => {
    for (const forwardedFor of [CLIENT_A, `127.0.0.1, ${CLIENT_A}`, `::1,${CLIENT_A}`]) {
      const res = await from(t, '127.0.0.1', '/dev/outbox', { forwardedFor });
      expect(await answerOf(res), forwardedFor).toEqual(unknown);
    }
  });

  it('shows the outbox when the proxy reports a client on this machine', async () => {
    expect((await from(t, '127.0.0.1', '/dev/outbox', { forwardedFor: '127.0.0.1' })).status).toBe(
      200,
    );
    // A request that did not come through the proxy (curl on the host) has no header.
    expect((await from(t, '127.0.0.1', '/dev/outbox')).status).toBe(200);
  });

  const signIn = (forwardedFor: string) =>
    from(t, PROXY, '/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'niemand@example.de', password: 'falsch-geraten-1' }),
      forwardedFor,
    });

  it('limits each client on its own; a forged entry gives no fresh count', async () => {
    const statuses: number[] = [];
    // The sign-in limit is 10 a minute per address (src/server/auth/auth.ts).
    for (let i = 0; i < 11; i++) statuses.push((await signIn(`192.0.2.${i}, ${CLIENT_A}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await signIn(CLIENT_B)).status).toBe(401);
  });

  it('names the client in the log when a limit is reached', () => {
    const hit = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'auth rate limit reached');
    expect(hit).toMatchObject({ address: CLIENT_A, path: '/api/auth/sign-in/email' });
  });

  it("records the client's address on the session, not the proxy's", async () => {
    const res = await from(t, PROXY, '/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Proxy Test',
        email: 'proxy-client@example.de',
        password: 'sicheres-passwort-1',
        accountType: 'athlete',
      }),
      forwardedFor: `127.0.0.1, ${CLIENT_B}`,
    });
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: { id: string } };
    const rows = await t.db
      .select({ ip: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(rows).toEqual([{ ip: CLIENT_B }]);
  });
});
