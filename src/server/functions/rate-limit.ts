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
const FUNCTION_RATE_LIMIT_WINDOW_MS = 60_000;
const KEY_PREFIX = 'fn-user:';

export interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until the window ends; for `Retry-After`. */
  retryAfterSeconds: number;
}

/** Counts one call of the user and says whether it is within `max` calls of the current window. */
export function consumeFunctionCall(
  db: Db,
  userId: string,
  max: number,
  now = Date.now(),
): Promise<RateLimitVerdict> {
  return consumeRateLimit(db, `${KEY_PREFIX}${userId}`, max, now);
}

/**
 * Counts one request under `key` (a prefix of its own per use, never Better Auth's `<ip>|<path>`)
 * and says whether it is within `max` of the current one-minute window.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  max: number,
  now = Date.now(),
): Promise<RateLimitVerdict> {
  const expired = sql`${rateLimits.lastRequest} <= ${now - FUNCTION_RATE_LIMIT_WINDOW_MS}`;
  // One statement: parallel requests (or requests on two servers) each get their own count.
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  const count = row?.count ?? 1;
  const windowStart = Number(row?.windowStart ?? now);
  return {
    allowed: count <= max,
    retryAfterSeconds: Math.max(
      1,
      Math.ceil((windowStart + FUNCTION_RATE_LIMIT_WINDOW_MS - now) / 1000),
    ),
  };
}
