import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness';

/** The probes a container runtime or load balancer asks: alive (/healthz) and ready (/readyz). */

let t: TestServer;
let closed = false;
beforeAll(async () => {
  // Every limit on, as in production.
  t = await startTestServer({ AUTH_RATE_LIMIT: 'on', FUNCTION_RATE_LIMIT_PER_MINUTE: '300' });
});
afterAll(async () => {
  if (!closed) await t?.close();
});

async function probe(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(`${t.config.baseUrl}${path}`, { headers });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    // biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary answers
    body: (await res.json()) as any,
  };
}

describe('GET /healthz and /readyz', () => {
  it('answer JSON that is never cached', async () => {
    expect(await probe('/healthz')).toEqual({
      status: 200,
      type: 'application/json',
      cache: 'no-store',
      body: { status: 'ok' },
    });
    expect(await probe('/readyz')).toEqual({
      status: 200,
      type: 'application/json',
      cache: 'no-store',
      body: { status: 'ready' },
    });
  });

  it('count against no limit and need neither session nor a matching origin', async () => {
    const foreign = { origin: 'https://evil.example', cookie: 'better-auth.session_token=x' };
    for (let i = 0; i < 150; i++) {
      expect((await probe(i % 2 ? '/healthz' : '/readyz', foreign)).status).toBe(200);
    }
    const counted = (await t.db.execute(sql`select count(*)::int as n from rate_limits`)) as {
      rows: { n: number }[];
    };
    expect(counted.rows[0]?.n).toBe(0);
  });

  it('/readyz answers 503 while a migration of this version is not recorded', async () => {
    const [last] = (
      (await t.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
      )) as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const r = await probe('/readyz');
      expect(r.status).toBe(503);
      expect(r.body).toEqual({
        error: {
          status: 'UNAVAILABLE',
          message: 'Der Datenbank fehlen Migrationen dieser Version.',
        },
      });
      // Alive all the same: a restart would not help.
      expect((await probe('/healthz')).status).toBe(200);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last?.hash}, ${last?.created_at})`,
      );
    }
    expect((await probe('/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 when the database does not answer in time', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // A transaction holding the migration table blocks the probe's read, as a stuck database would.
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table drizzle.__drizzle_migrations in access exclusive mode`);
      locked();
      await released;
    });
    await lockTaken;
    try {
      const r = await probe('/readyz');
      expect(r.status).toBe(503);
      expect(r.body.error).toEqual({
        status: 'UNAVAILABLE',
        message: 'Die Datenbank antwortet nicht.',
      });
    } finally {
      release();
      await holder;
    }
    expect((await probe('/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 once the database is gone; /healthz still 200', async () => {
    closed = true;
    await t.close();
    const r = await probe('/readyz');
    expect(r.status).toBe(503);
    expect(r.body.error.status).toBe('UNAVAILABLE');
    expect((await probe('/healthz')).status).toBe(200);
  });
});
