import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, isLoopback } from './client-address';

/** What the server takes for the client's address, for a connection from `peer` with these headers. */
async function addressFor(trustProxy: number, peer: string, forwardedFor?: string) {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trustProxy)));
  const headers: Record<string, string> =
    forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const res = await app.request(
    '/',
    { headers },
    { incoming: { socket: { remoteAddress: peer } } },
  );
  return res.text();
}

const PROXY = '10.0.0.2';

describe('clientAddress', () => {
  it('is the connection without trusted proxies, whatever the header says', async () => {
    expect(await addressFor(0, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressFor(0, '203.0.113.7', '127.0.0.1')).toBe('203.0.113.7');
  });

  it('counts trusted hops from the right of X-Forwarded-For', async () => {
    // One proxy: it appended the address it was connected from.
    expect(await addressFor(1, PROXY, '198.51.100.4')).toBe('198.51.100.4');
    // Two: the outer proxy appended the client, the inner one the outer proxy.
    expect(await addressFor(2, PROXY, '198.51.100.4, 10.0.0.1')).toBe('198.51.100.4');
    expect(await addressFor(1, PROXY, '2001:db8::1')).toBe('2001:db8::1');
  });

  it('never believes what the client wrote left of the entries the proxies added', async () => {
    expect(await addressFor(1, PROXY, '127.0.0.1, 198.51.100.4')).toBe('198.51.100.4');
    expect(await addressFor(1, PROXY, '1.1.1.1, 2.2.2.2,198.51.100.4')).toBe('198.51.100.4');
    expect(await addressFor(2, PROXY, '127.0.0.1, 198.51.100.4, 10.0.0.1')).toBe('198.51.100.4');
  });

  it('takes the leftmost entry when the header is shorter than the proxy chain', async () => {
    // Every entry there was written by one of our proxies; the request skipped the outer ones.
    expect(await addressFor(3, PROXY, '198.51.100.4, 10.0.0.1')).toBe('198.51.100.4');
  });

  it('falls back to the connection when the header is missing or its entry malformed', async () => {
    expect(await addressFor(1, PROXY)).toBe(PROXY);
    expect(await addressFor(1, PROXY, '')).toBe(PROXY);
    expect(await addressFor(1, PROXY, '198.51.100.4, ')).toBe(PROXY);
    expect(await addressFor(1, PROXY, 'unknown')).toBe(PROXY);
    expect(await addressFor(1, PROXY, '198.51.100.4:5000')).toBe(PROXY);
    // A malformed entry at the client's place: the forged value to its left is still not read.
    expect(await addressFor(1, PROXY, '127.0.0.1, garbage')).toBe(PROXY);
  });
});

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['128.0.0.1', false],
    ['10.0.0.2', false],
    ['::ffff:10.0.0.2', false],
    ['::2', false],
    ['fe80::1%eth0', false],
    ['localhost', false],
    ['unknown', false],
    ['', false],
  ])('%s: %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});
