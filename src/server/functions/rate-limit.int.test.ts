import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { leaseSize } from './rate-limit';

const PER_MINUTE = 100;

let t: TestServer;
let peer: Awaited<ReturnType<TestServer['startPeer']>>;
beforeAll(async () => {
  t = await startTestServer({ FUNCTION_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) });
  peer = await t.startPeer();
});
afterAll(async () => {
  await t?.close();
});

describe('per-user call limit on two server processes of one database', () => {
  it('refuses past the limit within the stated tolerance, writing once per leased block', async () => {
    const a = await t.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 2 * PER_MINUTE; i++) {
      const res = await (i % 2 === 0 ? t : peer).request('/api/functions/getProfile', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
        body: JSON.stringify({ data: null }),
      });
      statuses.push(res.status);
    }
    const allowed = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(allowed).toBeLessThanOrEqual(PER_MINUTE);
    expect(allowed).toBeGreaterThanOrEqual(PER_MINUTE - (leaseSize(PER_MINUTE) - 1));
    // The allowed calls cost a write per block: the shared count grew in blocks, not per call.
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `fn-user:${a.userId}`));
    expect((row?.count ?? 0) % leaseSize(PER_MINUTE)).toBe(0);
  });

  it('holds under parallel calls on both processes', async () => {
    const a = await t.createUser();
    const statuses = await Promise.all(
      Array.from({ length: 2 * PER_MINUTE }, async (_, i) => {
        const res = await (i % 2 === 0 ? t : peer).request('/api/functions/getProfile', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
          body: JSON.stringify({ data: null }),
        });
        return res.status;
      }),
    );
    const allowed = statuses.filter((s) => s === 200).length;
    expect(allowed).toBeLessThanOrEqual(PER_MINUTE);
    expect(allowed).toBeGreaterThanOrEqual(PER_MINUTE - (leaseSize(PER_MINUTE) - 1));
  });
});
