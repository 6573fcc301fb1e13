import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCallLimiter, type LeaseStore, leaseSize } from './rate-limit';

/** The `rate_limits` statement's rule in memory: the store every process of one database shares. */
function memoryStore() {
  const rows = new Map<string, { count: number; windowStart: number }>();
  let writes = 0;
  const store: LeaseStore = async (key, calls, now) => {
    writes += 1;
    const row = rows.get(key);
    const next =
      row === undefined || row.windowStart <= now - 60_000
        ? { count: calls, windowStart: now }
        : { count: row.count + calls, windowStart: row.windowStart };
    rows.set(key, next);
    return next;
  };
  return { store, writes: () => writes };
}

async function allowedOf(limiter: ReturnType<typeof createCallLimiter>, user: string, n: number) {
  let allowed = 0;
  for (let i = 0; i < n; i++) if ((await limiter.consume(user)).allowed) allowed += 1;
  return allowed;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('per-user call limit', () => {
  it('writes the shared count once per block of calls, not per call', async () => {
    const shared = memoryStore();
    const limiter = createCallLimiter(shared.store, 300);
    expect(await allowedOf(limiter, 'a', 100)).toBe(100);
    expect(shared.writes()).toBe(Math.ceil(100 / leaseSize(300)));
  });

  it('refuses past the limit in the window and allows again once the window has ended', async () => {
    const shared = memoryStore();
    const limiter = createCallLimiter(shared.store, 300);
    expect(await allowedOf(limiter, 'a', 300)).toBe(300);
    const refused = await limiter.consume('a');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    vi.advanceTimersByTime(45_000);
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    // Another user has a count of their own.
    expect((await limiter.consume('b')).allowed).toBe(true);
    vi.advanceTimersByTime(15_000);
    expect(await allowedOf(limiter, 'a', 300)).toBe(300);
  });

  it('drops the leased calls that are left when the window ends', async () => {
    const shared = memoryStore();
    const limiter = createCallLimiter(shared.store, 300);
    expect(await allowedOf(limiter, 'a', 1)).toBe(1);
    vi.advanceTimersByTime(60_000);
    await limiter.consume('a');
    expect(shared.writes()).toBe(2);
  });

  it('counts parallel calls of one user on one process exactly', async () => {
    const shared = memoryStore();
    const limiter = createCallLimiter(shared.store, 50);
    const verdicts = await Promise.all(Array.from({ length: 80 }, () => limiter.consume('a')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(50);
  });

  it('never lets more than the limit through on several processes, and refuses early by at most the stated tolerance', async () => {
    const max = 300;
    const shared = memoryStore();
    const processes = [1, 2, 3].map(() => createCallLimiter(shared.store, max));
    let allowed = 0;
    // The user's calls go round the processes, as a load balancer would send them.
    for (let i = 0; i < 2 * max; i++) {
      const limiter = processes[i % processes.length];
      if (limiter && (await limiter.consume('a')).allowed) allowed += 1;
    }
    expect(allowed).toBeLessThanOrEqual(max);
    expect(allowed).toBeGreaterThanOrEqual(max - (processes.length - 1) * (leaseSize(max) - 1));
  });

  it('forgets users whose window has ended', async () => {
    const shared = memoryStore();
    const limiter = createCallLimiter(shared.store, 5);
    await limiter.consume('a');
    vi.advanceTimersByTime(61_000);
    // The first call of a user not seen before sweeps; a's window then starts over in the store.
    await limiter.consume('b');
    expect(await allowedOf(limiter, 'a', 5)).toBe(5);
  });
});
