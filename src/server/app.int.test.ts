import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

describe('web hardening', () => {
  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const res = await s.request('/api/functions/ping', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":null}',
    });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends the same headers on answers built complete and on the others', async () => {
    const call = (name: string) =>
      s.request(`/api/functions/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"data":null}',
      });
    const ok = await call('ping');
    const refused = await call('getProfile');
    expect(refused.status).toBe(401);
    const notFound = await s.request('/api/nothing-here');
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'cache-control',
    ]) {
      expect(ok.headers.get(name), name).not.toBeNull();
      expect(refused.headers.get(name), name).toBe(ok.headers.get(name));
      expect(notFound.headers.get(name), name).toBe(ok.headers.get(name));
    }
  });

  it('refuses a cookie-carrying call from another origin', async () => {
    const u = await s.createUser();
    const call = (origin: string) =>
      s.request('/api/functions/getProfile', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin,
          cookie: `better-auth.session_token=${encodeURIComponent(u.token)}`,
        },
        body: '{"data":null}',
      });
    expect((await call('https://evil.example')).status).toBe(403);
    expect((await call('http://localhost:3000')).status).not.toBe(403);
  });

  it('sends HSTS when the app runs on https', async () => {
    const secure = await startTestServer({ BASE_URL: 'https://leistungszone.example' });
    try {
      const res = await secure.request('/api/functions/ping', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://leistungszone.example' },
        body: '{"data":null}',
      });
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});
