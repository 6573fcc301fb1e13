/**
 * The file-storage retry policy: retry on 5xx, 408 and 429 with
 * exponential back-off whose factor is capped at 64, and give up after 2 minutes for an operation or
 * 10 minutes for an upload. Pure and free of I/O so the web client and server tests share one schedule.
 */

export const MAX_OPERATION_RETRY_TIME_MS = 2 * 60 * 1000;
export const MAX_UPLOAD_RETRY_TIME_MS = 10 * 60 * 1000;

const BASE_DELAY_MS = 1000;
const MAX_BACKOFF_FACTOR = 64;
/** Spreads retries of many clients hit by the same outage so they do not return in lockstep. */
const MAX_JITTER_MS = 1000;

export type RetryErrorCode = 'retry-limit-exceeded' | 'canceled';

/** Raised by `withRetry` itself; the original failure, if any, is kept in `cause`. */
export class RetryError extends Error {
  readonly code: RetryErrorCode;

  constructor(code: RetryErrorCode, options?: { cause?: unknown }) {
    super(code === 'canceled' ? 'Operation canceled' : 'Retry limit exceeded', options);
    this.name = 'RetryError';
    this.code = code;
  }
}

/** Status 0 stands for a network failure, where no response arrived at all. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || (status >= 500 && status <= 599);
}

/**
 * Wait before the `retry`-th retry (1-based): 1 s, 2 s, 4 s, ... 64 s, 64 s, ... plus jitter.
 * `random` must return a number in [0, 1).
 */
export function backoffDelayMs(retry: number, random: () => number = Math.random): number {
  const factor = Math.min(2 ** (Math.max(retry, 1) - 1), MAX_BACKOFF_FACTOR);
  return BASE_DELAY_MS * factor + Math.floor(random() * MAX_JITTER_MS);
}

const IMF_FIXDATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * The wait a server asks for in a `Retry-After` header (delay in seconds, or an HTTP date), in
 * milliseconds; null when the header is absent or says neither.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Only the one date format senders must use (RFC 9110's IMF-fixdate): Date.parse alone would read
  // almost anything as some date.
  if (!IMF_FIXDATE.test(text)) return null;
  return Math.max(0, Date.parse(text) - now);
}

export interface RetryOptions {
  /** Total time budget measured from the first attempt. */
  maxRetryTimeMs: number;
  /** Decides whether a failed attempt may be repeated; anything else is rethrown unchanged. */
  isRetryable: (err: unknown) => boolean;
  signal?: AbortSignal;
  /** Must reject promptly when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
  random?: () => number;
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new RetryError('canceled', { cause: signal.reason }));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new RetryError('canceled', { cause: signal.reason }));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `attempt` until it succeeds, fails with a non-retryable error, the budget would be exceeded
 * by the next wait (`RetryError('retry-limit-exceeded')`) or `signal` aborts (`RetryError('canceled')`).
 */
export async function withRetry<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  opts: RetryOptions,
): Promise<T> {
  const signal = opts.signal ?? new AbortController().signal;
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? abortableSleep;
  const random = opts.random ?? Math.random;
  const start = now();

  for (let retry = 1; ; retry++) {
    if (signal.aborted) throw new RetryError('canceled', { cause: signal.reason });
    try {
      return await attempt(signal);
    } catch (err) {
      // An aborted attempt fails with whatever its transport throws; the caller asked for a cancel.
      if (signal.aborted) throw new RetryError('canceled', { cause: err });
      if (!opts.isRetryable(err)) throw err;
      const delay = backoffDelayMs(retry, random);
      if (now() - start + delay > opts.maxRetryTimeMs) {
        throw new RetryError('retry-limit-exceeded', { cause: err });
      }
      try {
        await sleep(delay, signal);
      } catch (sleepErr) {
        if (signal.aborted) throw new RetryError('canceled', { cause: sleepErr });
        throw sleepErr;
      }
    }
  }
}
