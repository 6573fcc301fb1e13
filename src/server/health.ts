import { Hono } from 'hono';
import { type Db, migrationsApplied } from './db/client';

/** A database that does not answer within this is as good as down for a load balancer. */
const READY_TIMEOUT_MS = 2000;

const NO_STORE = { 'Cache-Control': 'no-store' };

function unavailable(message: string) {
  return Response.json(
    { error: { status: 'UNAVAILABLE', message } },
    { status: 503, headers: NO_STORE },
  );
}

/**
 * `GET /healthz`: the process runs and answers (a liveness probe; restart it when this fails).
 * `GET /readyz`: the database answers and has every migration of this version (a readiness probe;
 * send no traffic until this passes). Neither touches sessions or limits, so probes never use them up.
 */
export function createHealthApp(db: Db) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  app.get('/readyz', async (c) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS);
    });
    try {
      const applied = await Promise.race([migrationsApplied(db), timeout]);
      if (applied === 'timeout') return unavailable('Die Datenbank antwortet nicht.');
      if (!applied) return unavailable('Der Datenbank fehlen Migrationen dieser Version.');
      return c.json({ status: 'ready' }, 200, NO_STORE);
    } catch {
      return unavailable('Die Datenbank antwortet nicht.');
    } finally {
      clearTimeout(timer);
    }
  });
  return app;
}
