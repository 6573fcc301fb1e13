import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * One fixed one-minute window per key, in Better Auth's `rate_limits` table under its own key prefix
 * (Better Auth's keys are `<ip>|<path>`), so every server process on the database shares the count.
 * Here `last_request` holds the start of the window. The window stays at one minute on purpose:
 * Better Auth prunes rows older than its longest window (60 s or more), which then never removes a
 * window that is still running.
 */
const RATE_LIMIT_WINDOW_MS = 60_000;
const KEY_PREFIX = 'fn-user:';

export interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until the window ends; for `Retry-After`. */
  retryAfterSeconds: number;
}

/** The shared count of a key after a lease: the window's total and when the window began. */
interface LeasedCount {
  count: number;
  windowStart: number;
}

/** Adds `calls` to the count of `key` in the shared store, starting a new window when it ran out. */
export type LeaseStore = (key: string, calls: number, now: number) => Promise<LeasedCount>;

/** The `rate_limits` table as the shared store: one statement, so parallel leases each get their own. */
function databaseLeaseStore(db: Db): LeaseStore {
  return async (key, calls, now) => {
    const expired = sql`${rateLimits.lastRequest} <= ${now - RATE_LIMIT_WINDOW_MS}`;
    const [row] = await db
      .insert(rateLimits)
      .values({ id: randomUUID(), key, count: calls, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then ${calls} else ${rateLimits.count} + ${calls} end`,
          lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
    return { count: row?.count ?? calls, windowStart: Number(row?.windowStart ?? now) };
  };
}

const retryAfter = (windowStart: number, now: number) =>
  Math.max(1, Math.ceil((windowStart + RATE_LIMIT_WINDOW_MS - now) / 1000));

/**
 * Counts one request under `key` (a prefix of its own per use, never Better Auth's `<ip>|<path>`)
 * in the shared store and says whether it is within `max` of the current one-minute window.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  max: number,
  now = Date.now(),
): Promise<RateLimitVerdict> {
  const { count, windowStart } = await databaseLeaseStore(db)(key, 1, now);
  return { allowed: count <= max, retryAfterSeconds: retryAfter(windowStart, now) };
}

/** Calls a process takes from the shared count at once: a tenth of the limit. */
export function leaseSize(max: number): number {
  return Math.max(1, Math.ceil(max / 10));
}

interface Slot {
  /** Calls leased from the shared count and not yet used, valid until `windowEnd`. */
  calls: number;
  windowStart: number;
  windowEnd: number;
  /** The lease under way; other calls of the user on this process wait for it. */
  leasing: Promise<number> | null;
}

export interface CallLimiter {
  /** Counts one call of the user and says whether it is within the limit of the current window. */
  consume(userId: string): Promise<RateLimitVerdict>;
}

/**
 * The per-user limit on function calls, `max` a minute over all server processes.
 *
 * Writing the shared count on every call cost more than most calls themselves, so a process leases
 * calls in blocks (`leaseSize`, a tenth of the limit) and counts them down in memory: a user who
 * stays within the limit costs one write per block, not one per call. Only what the store granted
 * is ever used, so no user gets more than `max` calls in a window, however many processes serve
 * them. The tolerance is the other way: calls a process leased and did not use count for the user
 * all the same, so with n processes a user can be refused up to (n − 1) × (leaseSize − 1) calls
 * before reaching `max` (with the default 300 a minute and two processes: after 271 calls at the
 * earliest). A refused call always asks the store again, so a window that ended there is seen at
 * once. Windows follow the store's start time; the processes' clocks are taken to agree.
 */
export function createCallLimiter(
  store: LeaseStore,
  max: number,
  clock: () => number = Date.now,
): CallLimiter {
  const lease = leaseSize(max);
  const slots = new Map<string, Slot>();
  let sweptAt = 0;

  /** Users whose window has ended are forgotten at most once a window, so the map stays small. */
  function sweep(now: number) {
    if (now - sweptAt < RATE_LIMIT_WINDOW_MS) return;
    sweptAt = now;
    for (const [key, slot] of slots) {
      if (slot.windowEnd <= now && slot.leasing === null) slots.delete(key);
    }
  }

  /** Leases a block for the slot; resolves to the calls granted (0: the user is past the limit). */
  function leaseFor(key: string, slot: Slot, now: number): Promise<number> {
    const leasing = store(key, lease, now).then(({ count, windowStart }) => {
      const granted = Math.max(0, Math.min(lease, max - (count - lease)));
      slot.calls = granted;
      slot.windowStart = windowStart;
      slot.windowEnd = windowStart + RATE_LIMIT_WINDOW_MS;
      return granted;
    });
    slot.leasing = leasing;
    const done = () => {
      if (slot.leasing === leasing) slot.leasing = null;
    };
    leasing.then(done, done);
    return leasing;
  }

  return {
    async consume(userId) {
      const key = `${KEY_PREFIX}${userId}`;
      let slot = slots.get(key);
      if (slot === undefined) {
        sweep(clock());
        slot = { calls: 0, windowStart: 0, windowEnd: 0, leasing: null };
        slots.set(key, slot);
      }
      for (;;) {
        const now = clock();
        if (slot.windowEnd <= now) slot.calls = 0;
        if (slot.calls > 0) {
          slot.calls -= 1;
          return { allowed: true, retryAfterSeconds: retryAfter(slot.windowStart, now) };
        }
        if (slot.leasing !== null) {
          // Another call of this user is leasing: its block may hold this call too.
          await slot.leasing;
          continue;
        }
        if ((await leaseFor(key, slot, now)) === 0) {
          return { allowed: false, retryAfterSeconds: retryAfter(slot.windowStart, clock()) };
        }
      }
    },
  };
}

/** The per-user limit on the shared `rate_limits` table. */
export function createFunctionCallLimiter(db: Db, max: number): CallLimiter {
  return createCallLimiter(databaseLeaseStore(db), max);
}
