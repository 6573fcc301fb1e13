import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { APP_VERSION } from '../domain/app-info';
import { type AppConfig, ConfigError, loadConfig, mailTarget, readEnvFile } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createLogger } from './logger';
import { createServerContext } from './server';
import { startNotes } from './start-notes';

/** How long a shutdown waits for requests in flight before it closes their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const startedAt = performance.now();
  let config: AppConfig;
  try {
    readEnvFile(process.cwd());
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  const webDir = process.env.SERVE_WEB === '0' ? undefined : path.resolve('dist/web');

  let ctx: Awaited<ReturnType<typeof createServerContext>>;
  try {
    ctx = await createServerContext(config, log, { webDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const server = serve({ fetch: ctx.app.fetch, port: config.port, hostname: config.host }, () => {
    log.info(
      {
        version: APP_VERSION,
        env: config.env,
        port: config.port,
        database: config.databaseUrl ? 'postgres' : 'pglite',
        mail: mailTarget(config),
        trustProxy: config.trustProxy,
        startupMs: Math.round(performance.now() - startedAt),
      },
      `Leistungszone ${APP_VERSION} listening on ${config.baseUrl}; mail goes to ${mailTarget(config)}`,
    );
    for (const note of startNotes(config)) log.warn(note);
  }) as Server;
  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(
      err.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use (setting PORT).`
        : err.message,
    );
    void ctx.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    // No reminder run starts any more; one in progress finishes before the database closes.
    const remindersStopped = ctx.reminders.stop();
    // close() refuses new connections at once and ends idle keep-alive ones; it calls back when the
    // last connection has ended. A connection whose request is still in flight would be kept alive
    // after its answer, so it is told to close and swept up once idle.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.on('request', (_req, res) => res.setHeader('Connection', 'close'));
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const grace = setTimeout(() => {
      log.warn('requests still open after the grace period; closing their connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    try {
      await closed;
      clearTimeout(grace);
      clearInterval(sweep);
      await remindersStopped;
      // Last: everything that could still write has finished.
      await ctx.close();
      log.info('stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
