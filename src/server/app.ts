import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FUNCTIONS_BASE_PATH } from '../domain/callable-protocol';
import {
  type Auth,
  CLIENT_IP_HEADER,
  SESSION_IDLE_SECONDS,
  SESSION_REFRESH_SECONDS,
} from './auth/auth';
import { withBetterAuth } from './auth/auth-async-context';
import { createSessionResolver } from './auth/session-resolver';
import { clientAddress, isLocalClient } from './client-address';
import type { AppConfig } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Db } from './db/client';
import { createDevOutboxApp } from './dev/outbox-page';
import { createExportApp, createRemindersApp } from './features/settings/settings-routes';
import type { Caller } from './functions/callable';
import { createFunctionsApp } from './functions/http';
import { buildRegistry } from './functions/registry';
import { createHealthApp } from './health';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import {
  isComplete,
  isScriptOrStyleAsset,
  scriptAndStyleHeaders,
  securityHeaders,
} from './security/response-headers';
import { createStorageApp } from './storage/storage-app';
import { createWebPage, readBuildManifest } from './web-page';

/**
 * Largest body the account endpoints (and the one-click unsubscribe) read: their forms are a few
 * hundred bytes. Checked before anything is parsed; a body without a declared length is counted as
 * it streams in, so a larger one is never held in memory.
 */
export const FORM_MAX_BODY_BYTES = 64 * 1024;

export interface AppDeps {
  config: AppConfig;
  db: Db;
  /** Changes of users, sessions and athletes' data as they commit (the in-memory caches). */
  changes: ChangeFeed;
  auth: Auth;
  mailer: Mailer;
  log: Logger;
  /** Built web app to serve; omitted in API-only tests and in `npm run dev` (Vite serves it). */
  webDir?: string;
}

export function createApp(deps: AppDeps) {
  const { config, db, auth, mailer, log } = deps;
  const app = new Hono();

  const https = config.baseUrl.startsWith('https://');
  const appOrigin = new URL(config.baseUrl).origin;

  const addressOf = (c: Context) => clientAddress(c, config.trustProxy);

  const secured = securityHeaders(https);
  const securedEntries = Object.entries(secured);
  const assetEntries = Object.entries(scriptAndStyleHeaders(https));
  app.use('*', async (c, next) => {
    await next();
    if (isComplete(c.res)) return;
    // Straight onto the answer's headers: `c.header` on a finished answer copies the whole Response
    // once per header, a noticeable share of a function call's CPU time.
    let headers = c.res.headers;
    try {
      headers.set('X-Content-Type-Options', 'nosniff');
    } catch {
      // An answer with immutable headers (a fetched one) is copied once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
    }
    const entries = isScriptOrStyleAsset(c.req.path) ? assetEntries : securedEntries;
    for (const [name, value] of entries) headers.set(name, value);
    // API answers are private and current; a handler may choose otherwise (file downloads).
    if (c.req.path.startsWith('/api/') && !headers.has('Cache-Control')) {
      headers.set('Cache-Control', 'no-store');
    }
  });

  // Probes come first: no session, no limit, never the web page.
  app.route('/', createHealthApp(db));

  // A browser always names the page's origin on a POST; a call carrying our cookie from another
  // origin is a cross-site request forgery. Clients without cookies (bearer tokens) are unaffected.
  app.use('/api/*', async (c, next) => {
    const origin = c.req.header('origin');
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method);
    if (unsafe && origin && origin !== appOrigin && c.req.header('cookie')) {
      return c.json(
        {
          error: {
            status: 'PERMISSION_DENIED',
            message: 'Anfrage von fremder Herkunft abgelehnt.',
          },
        },
        403,
      );
    }
    return next();
  });

  const resolveCaller: (headers: Headers) => Promise<Caller | null> = createSessionResolver({
    auth,
    db,
    changes: deps.changes,
    secret: config.authSecret,
    expiresInSeconds: SESSION_IDLE_SECONDS,
    updateAgeSeconds: SESSION_REFRESH_SECONDS,
  });

  const limitFormBody = bodyLimit({
    maxSize: FORM_MAX_BODY_BYTES,
    onError: (c) =>
      c.json({ error: { status: 'INVALID_ARGUMENT', message: 'Die Anfrage ist zu groß.' } }, 413),
  });
  app.use('/api/auth/*', limitFormBody);
  app.use('/api/reminders/*', limitFormBody);

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    // Better Auth rate-limits by client address; it reads it from this header, which only we set.
    const address = addressOf(c);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, address);
    const res = await withBetterAuth(() => auth.handler(new Request(c.req.raw, { headers })));
    if (res.status === 429) log.warn({ address, path: c.req.path }, 'auth rate limit reached');
    return res;
  });

  app.route(
    FUNCTIONS_BASE_PATH,
    createFunctionsApp({
      db,
      log,
      mailer,
      baseUrl: config.baseUrl,
      functions: buildRegistry(config, deps.changes),
      resolveCaller,
      securityHeaders: secured,
      callsPerMinute: config.rateLimits.functionCallsPerMinute,
    }),
  );

  if (mailer.usesOutbox) {
    // The outbox holds every sign-in and reset link: only someone at this machine may read it.
    // Anyone else gets the answer every unknown /dev path gets.
    app.use('/dev/outbox/*', async (c, next) => {
      if (!isLocalClient(c, config.trustProxy)) return notFound(c);
      await next();
    });
    app.route('/dev/outbox', createDevOutboxApp(db));
  }
  app.all('/dev/*', notFound);

  app.route('/api/storage', createStorageApp({ db, log, config, resolveCaller }));
  app.route('/api/export', createExportApp({ db, log, config, resolveCaller }));
  app.route('/api/reminders', createRemindersApp({ db, log, config }));

  app.all('/api/*', (c) =>
    c.json({ error: { status: 'NOT_FOUND', message: 'Nicht gefunden' } }, 404),
  );

  if (deps.webDir) mountWebApp(app, deps.webDir, { googleEnabled: Boolean(config.google) });
  return app;
}

const notFound = (c: Context) => c.text('Not found', 404);

/** The page, the service worker and the manifest name the current build: always revalidated. */
function revalidated(c: Context) {
  return (
    c.res.headers.get('Content-Type')?.startsWith('text/html') ||
    c.req.path === '/sw.js' ||
    c.req.path.endsWith('.webmanifest')
  );
}

/**
 * Sets Cache-Control on a file the static middleware found. Its `onFound` hook runs after the
 * response is made, when a header set on the context no longer reaches it.
 */
function cacheFound(policy: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', policy(c));
  };
}

function mountWebApp(app: Hono, webDir: string, signIn: { googleEnabled: boolean }) {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The web app is not built: ${indexFile} is missing`);
  // The page of each client route names what its first screen loads (web-page.ts).
  const webPage = createWebPage(readFileSync(indexFile, 'utf8'), readBuildManifest(webDir), signIn);
  const root = path.relative(process.cwd(), webDir);
  const page = (c: Context) => c.html(webPage(c.req.path), 200, { 'Cache-Control': 'no-cache' });

  app.use(
    '/assets/*',
    // Hashed file names change with their content, so they can be cached for good.
    cacheFound(() => 'public, max-age=31536000, immutable'),
    serveStatic({ root, precompressed: true }),
  );
  // A missing hashed asset (an old tab after a deploy) must fail as such, not turn into the HTML page.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // `/` is a client route too (the guard sends it home); /index.html stays the file as built, which
  // the service worker keeps for an offline start.
  app.get('/', page);
  app.use(
    '*',
    cacheFound((c) => (revalidated(c) ? 'no-cache' : 'public, max-age=3600')),
    serveStatic({ root, precompressed: true }),
  );
  // Every other GET is a client route: the router decides what to show.
  app.get('*', page);
}
