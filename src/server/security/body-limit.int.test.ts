import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MAX_BODY_BYTES } from '../app';
import { databaseSnapshot } from '../test/db-snapshot';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * Bodies past the limit on the routes that parse small forms (/api/auth/*, /api/reminders/*), sent
 * over a real socket to a listening server: refused with 413 before they are read, so the server's
 * memory does not grow with them. (Functions and storage have limits of their own, tested in
 * raw-http.int.test.ts and storage-app.int.test.ts.)
 */

const HUNDRED_MB = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

let s: TestServer;
let base: string;
let server: ReturnType<typeof serve>;

beforeAll(async () => {
  s = await startTestServer();
  server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await s?.close();
});

interface Sent {
  status: number;
  body: string;
  /** Bytes written before the answer came. */
  sentBeforeAnswer: number;
  /** Bytes written in all: the sender goes on until the server ends the connection. */
  sent: number;
  /** Largest growth of this process's memory while sending (RSS; heap and buffers). */
  rssGrowth: number;
  heapGrowth: number;
}

/**
 * Streams 100 MB of JSON-looking bytes in 64 kB chunks, each only after the socket took the last,
 * and keeps sending after the answer until the server ends the connection or all was sent. Server
 * and sender share this process; the sender holds one chunk, so what grows is the server's.
 */
function sendHuge(path: string, declareLength: boolean): Promise<Sent> {
  // Buffers live outside the heap: the body's chunks are counted in `arrayBuffers`.
  const heap = (m: NodeJS.MemoryUsage) => m.heapUsed + m.arrayBuffers;
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = heap(before);
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, heap(now));
  };
  return new Promise((resolve, reject) => {
    let sent = 0;
    let sentBeforeAnswer = -1;
    let answer: { status: number; body: string } | null = null;
    let finished = false;
    const finish = () => {
      if (finished || !answer) return;
      finished = true;
      sample();
      resolve({
        ...answer,
        sentBeforeAnswer,
        sent,
        rssGrowth: peakRss - before.rss,
        heapGrowth: peakHeap - heap(before),
      });
    };
    const req = httpRequest(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: s.config.baseUrl,
        ...(declareLength ? { 'content-length': String(HUNDRED_MB) } : {}),
      },
    });
    req.on('response', (res) => {
      sentBeforeAnswer = sent;
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, body };
        if (sent >= HUNDRED_MB || req.destroyed) finish();
      });
    });
    // The server ends the connection once it has answered and drained what it allows.
    req.on('close', finish);
    req.on('error', (err) => {
      if (sentBeforeAnswer < 0) reject(err);
    });
    const writeNext = () => {
      sample();
      if (req.destroyed) return;
      if (sent >= HUNDRED_MB) {
        req.end();
        finish();
        return;
      }
      const piece = sent === 0 ? Buffer.concat([Buffer.from('{"name":"'), CHUNK]) : CHUNK;
      sent += piece.length;
      req.write(piece, () => setImmediate(writeNext));
    };
    writeNext();
  });
}

describe.each([
  ['/api/auth/sign-up/email'],
  ['/api/auth/update-user'],
  ['/api/reminders/unsubscribe'],
])('a 100 MB body to %s', (path) => {
  it.each([
    ['with its length declared', true],
    ['chunked, without a length', false],
  ])('%s: 413 before it is read; memory does not grow with it', async (_, declareLength) => {
    const snapshot = await databaseSnapshot(s.db);
    const r = await sendHuge(path, declareLength);
    expect(r.status, r.body).toBe(413);
    expect(JSON.parse(r.body)).toEqual({
      error: { status: 'INVALID_ARGUMENT', message: 'Die Anfrage ist zu groß.' },
    });
    // What the sockets' buffers took on top of the limit is far from 100 MB.
    expect(r.sentBeforeAnswer, 'bytes sent before the answer').toBeLessThan(4 * 1024 * 1024);
    // Read whole, the body would show here in heap and buffers many times over these bounds.
    expect(r.heapGrowth, `heap growth (sent ${r.sent} bytes)`).toBeLessThan(16 * 1024 * 1024);
    expect(r.rssGrowth, 'RSS growth').toBeLessThan(32 * 1024 * 1024);
    expect(await databaseSnapshot(s.db)).toBe(snapshot);
  });
});

describe('a body at the limit', () => {
  it('is read and answered on its merits', async () => {
    const within = JSON.stringify({ email: 'a@example.de', password: 'x'.repeat(100) }).padEnd(
      FORM_MAX_BODY_BYTES,
      ' ',
    );
    const res = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: within,
    });
    expect(res.status).toBe(401);
    const over = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `${within} `,
    });
    expect(over.status).toBe(413);
  });
});
