import path from 'node:path';
import { serve } from '@hono/node-server';
import { APP_VERSION } from '../domain/app-info';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createLogger } from './logger';
import { createServerContext } from './server';

async function main() {
  const startedAt = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
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
        port: config.port,
        database: config.databaseUrl ? 'postgres' : 'pglite',
        mail: ctx.mailer.usesOutbox ? `${config.baseUrl}/dev/outbox` : 'smtp',
        startupMs: Math.round(performance.now() - startedAt),
      },
      `Leistungszone ${APP_VERSION} listening on ${config.baseUrl}`,
    );
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(
      err.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use (setting PORT).`
        : err.message,
    );
    void ctx.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down');
    server.close();
    void ctx.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
