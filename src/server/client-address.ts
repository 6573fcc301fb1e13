import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address of the client behind a request: the one every per-address limit counts, the outbox
 * rule checks and the log names.
 *
 * `trustProxy` is the number of reverse proxies in front of the server. Each proxy appends the
 * address it was connected from to X-Forwarded-For, so the client is the entry `trustProxy` places
 * from the right. Anything left of it was written by the client and may be forged; it is never read.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  const peer = peerAddress(c);
  if (trustProxy === 0) return peer;
  const forwarded = c.req.header('x-forwarded-for');
  if (!forwarded) return peer;
  const hops = forwarded.split(',').map((hop) => hop.trim());
  // Fewer entries than proxies: the request came through fewer of them (a health check from a
  // proxy's own host, say), and every entry is one a trusted proxy wrote; the leftmost is the client.
  const candidate = hops[Math.max(0, hops.length - trustProxy)] ?? '';
  // A malformed entry names nobody; the nearest proxy stands in rather than trusting the header.
  return isIP(candidate) ? candidate : peer;
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket: the test runner is on this machine.
    return '127.0.0.1';
  }
}

/** 127.0.0.0/8 and ::1, in any spelling (IPv4-mapped, as a dual-stack socket reports IPv4). */
export function isLoopback(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return address.startsWith('127.');
  if (family !== 6) return false;
  try {
    // The URL parser writes an IPv6 address in its one canonical form, IPv4-mapped ones in hex.
    const canonical = new URL(`http://[${address}]`).hostname;
    return canonical === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:/.test(canonical);
  } catch {
    return false; // a zone index (fe80::1%eth0) is never loopback
  }
}

/** Headers a proxy sets to name the client it forwards; any of them means a proxy stands between. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * True when the request comes from a browser on this machine. Without trusted proxies the peer must
 * be loopback and the request must carry no forwarding header: a reverse proxy on the same host is a
 * loopback peer too, and the header is all that tells its clients from a local browser. With
 * TRUST_PROXY the client's address as the proxies report it decides.
 */
export function isLocalClient(c: Context, trustProxy: number): boolean {
  if (trustProxy > 0) return isLoopback(clientAddress(c, trustProxy));
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return isLoopback(peerAddress(c));
}
