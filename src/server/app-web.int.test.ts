import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { createServerContext } from './server';
import { openTestDatabase, type TestDatabase } from './test/test-database';
import { ROUTE_MODULES, START_MODULES } from './web-page';

let webDir: string;
let testDatabase: TestDatabase;
let ctx: Awaited<ReturnType<typeof createServerContext>>;

beforeAll(async () => {
  // Inside the project: the server serves files from a path relative to its working directory.
  await mkdir('dist', { recursive: true });
  webDir = await mkdtemp(path.join(process.cwd(), 'dist/web-test-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Leistungszone</title>' +
      '<script src="/app-start.js"></script>' +
      '<meta name="lz-app" content="/assets/index-abc123.js"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  // The build manifest Vite writes beside the web directory: every lazy module a chunk of its own.
  const manifest: Record<string, unknown> = {
    'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  };
  for (const key of [...Object.values(ROUTE_MODULES).flat(), ...START_MODULES]) {
    manifest[key] = {
      file: `assets/${path.basename(key).replace(/\.tsx?$/, '')}-h4sh.js`,
      imports: ['index.html'],
    };
  }
  await writeFile(`${webDir}.manifest.json`, JSON.stringify(manifest));
  await writeFile(path.join(webDir, 'sw.js'), 'const SHELL_VERSION = "1";');
  await writeFile(path.join(webDir, 'manifest.webmanifest'), '{"name":"Leistungszone"}');
  await writeFile(path.join(webDir, 'assets/index-abc123.js'), 'export {};');
  await writeFile(path.join(webDir, 'assets/index-abc123.css'), 'body{margin:0}');
  await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const config = loadConfig({
    NODE_ENV: 'test',
    BASE_URL: 'http://localhost:3000',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: '/nonexistent-test-data-dir',
  });
  testDatabase = await openTestDatabase();
  ctx = await createServerContext(config, createLogger('silent'), {
    database: testDatabase.database,
    webDir,
  });
});

afterAll(async () => {
  await ctx?.close();
  await testDatabase?.drop();
  if (webDir) await rm(webDir, { recursive: true, force: true });
  if (webDir) await rm(`${webDir}.manifest.json`, { force: true });
});

const get = (p: string) => ctx.app.request(`http://localhost:3000${p}`);

describe('beside the web app', () => {
  it('the probes answer JSON, not the page, and /dev paths are not client routes', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe('application/json');
    }
    // A route the client does not know still gets the page; /dev never does.
    expect((await get('/no-such-route')).headers.get('content-type')).toMatch(/^text\/html/);
    const dev = await get('/dev/anything');
    expect(dev.status).toBe(404);
    expect(dev.headers.get('content-type')).not.toMatch(/^text\/html/);
  });
});

describe('the installable web app', () => {
  it('serves the service worker as JavaScript that is always revalidated', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('SHELL_VERSION');
  });

  it('serves the manifest with its own content type, always revalidated', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets the page register its own worker and manifest, and nothing from elsewhere', async () => {
    const csp = (await get('/dashboard')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('sends the page headers with pages and the worker, and only the file headers with scripts', async () => {
    for (const path of ['/assets/index-abc123.js', '/assets/index-abc123.css']) {
      const file = await get(path);
      expect(file.status, path).toBe(200);
      expect(file.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(file.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      // Policy, framing and opener headers act on pages and workers only.
      expect(file.headers.get('content-security-policy'), path).toBeNull();
      expect(file.headers.get('x-frame-options'), path).toBeNull();
      expect(file.headers.get('cross-origin-opener-policy'), path).toBeNull();
    }
    // An SVG opened by itself is a page; the worker runs under its own answer's policy.
    for (const path of ['/dashboard', '/sw.js', '/favicon.svg']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('keeps hashed assets immutable and client routes uncached', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await get('/protocol');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Leistungszone</title>');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('names in each page what its first screen loads, and the page as built stays as built', async () => {
    const login = await get('/login');
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expect(login.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await login.text();
    expect(html).toContain(
      '<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin>',
    );
    expect(html).toContain('<meta name="lz-preload" content="/assets/login-page-h4sh.js">');
    expect(html).toContain('<meta name="lz-google-sign-in" content="off">');
    expect(html).not.toContain('dashboard-page');

    const dashboard = await (await get('/dashboard')).text();
    expect(dashboard).toContain('content="/assets/default-layout-h4sh.js"');
    expect(dashboard).toContain('content="/assets/dashboard-page-h4sh.js"');

    const home = await get('/');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('href="/api/auth/get-session"');

    // The service worker keeps /index.html for an offline start: no hint for a page it is not.
    const built = await get('/index.html');
    expect(built.headers.get('cache-control')).toBe('no-cache');
    expect(await built.text()).not.toContain('lz-preload');
  });
});
