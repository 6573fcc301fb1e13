const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, connection failures.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end/i;

/**
 * Whether a failure means "the database cannot be reached right now". Callers answer it with 503 so
 * clients retry, instead of 500, which would mean a bug.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (CONNECTION_CODES.has(String(e.code))) return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}
