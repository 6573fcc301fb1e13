import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Db } from '../db/client';
import { createLogger } from '../logger';
import { securityHeaders } from '../security/response-headers';
import { createFunctionsApp } from './http';

const app = createFunctionsApp({
  db: {} as Db,
  log: createLogger('silent'),
  mailer: { usesOutbox: true, send: async () => {} },
  baseUrl: 'http://localhost:3000',
  resolveCaller: async () => null,
  securityHeaders: securityHeaders(false),
  // Two functions outside the contracts, only to see how the router answers their failures.
  functions: [
    {
      name: 'explode',
      input: z.null(),
      access: 'public',
      handler: async () => {
        throw new Error('secret internals at /work/main/src/server/x.ts:12');
      },
    },
    {
      name: 'dbDown',
      input: z.null(),
      access: 'public',
      handler: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        });
      },
    },
  ],
});

const post = (name: string) =>
  app.request(`/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"data":null}',
  });

describe('functions: failures', () => {
  it('answers a thrown bug with 500 INTERNAL and no stack trace or internals in the body', async () => {
    const res = await post('explode');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: { status: 'INTERNAL', message: expect.any(String) },
    });
    expect(text).not.toMatch(/secret internals|\.ts:|at \w+ \(/);
  });

  it('answers an unreachable database with 503 UNAVAILABLE so clients retry', async () => {
    const res = await post('dbDown');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { status: string } }).error.status).toBe('UNAVAILABLE');
  });
});
