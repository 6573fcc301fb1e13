import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  abortableSleep,
  backoffDelayMs,
  isRetryableStatus,
  MAX_OPERATION_RETRY_TIME_MS,
  MAX_UPLOAD_RETRY_TIME_MS,
  parseRetryAfter,
  RetryError,
  withRetry,
} from './retry-policy';

class HttpFailure extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

const isRetryable = (err: unknown) => err instanceof HttpFailure && isRetryableStatus(err.status);
const noJitter = () => 0;

/** Records the fake-clock time of every attempt and always fails with `status`. */
function failingAttempt(status: number) {
  const times: number[] = [];
  const attempt = vi.fn(async (_signal: AbortSignal): Promise<string> => {
    times.push(Date.now());
    throw new HttpFailure(status);
  });
  return { attempt, times };
}

describe('constants', () => {
  it('match the specification', () => {
    expect(MAX_OPERATION_RETRY_TIME_MS).toBe(120_000);
    expect(MAX_UPLOAD_RETRY_TIME_MS).toBe(600_000);
  });
});

describe('isRetryableStatus', () => {
  it.each([0, 408, 429, 500, 502, 503, 504, 599])('retries %i', (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });

  it.each([200, 201, 400, 401, 403, 404, 409, 413, 415, 499, 600])(
    'does not retry %i',
    (status) => {
      expect(isRetryableStatus(status)).toBe(false);
    },
  );
});

describe('backoffDelayMs', () => {
  it('doubles from 1 s and caps the factor at 64', () => {
    const delays = Array.from({ length: 10 }, (_, i) => backoffDelayMs(i + 1, noJitter));
    expect(delays).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 64_000, 64_000, 64_000,
    ]);
  });

  it('stays capped for very large retry counts', () => {
    expect(backoffDelayMs(5000, noJitter)).toBe(64_000);
  });

  it('adds a jitter below one second from the injected random source', () => {
    expect(backoffDelayMs(1, () => 0.5)).toBe(1500);
    expect(backoffDelayMs(7, () => 0.999)).toBe(64_999);
  });
});

describe('withRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns the first success without waiting', async () => {
    const attempt = vi.fn(async () => 'ok');
    await expect(
      withRetry(attempt, { maxRetryTimeMs: MAX_OPERATION_RETRY_TIME_MS, isRetryable }),
    ).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('retries on the exact back-off schedule until an attempt succeeds', async () => {
    const times: number[] = [];
    let calls = 0;
    const attempt = async () => {
      times.push(Date.now());
      calls++;
      if (calls < 5) throw new HttpFailure(503);
      return 'done';
    };
    const result = withRetry(attempt, {
      maxRetryTimeMs: MAX_OPERATION_RETRY_TIME_MS,
      isRetryable,
      random: noJitter,
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(times).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(times).toEqual([0, 1000]);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('done');
    expect(times).toEqual([0, 1000, 3000, 7000, 15_000]);
  });

  it('adds the injected jitter to every wait', async () => {
    const { attempt, times } = failingAttempt(500);
    const result = withRetry(attempt, {
      maxRetryTimeMs: 10_000,
      isRetryable,
      random: () => 0.25,
    });
    const assertion = expect(result).rejects.toMatchObject({ code: 'retry-limit-exceeded' });
    await vi.runAllTimersAsync();
    await assertion;
    // 1250, then +2250, then the next wait (4250) would end at 7750 ≤ 10000, the one after would not.
    expect(times).toEqual([0, 1250, 3500, 7750]);
  });

  it('gives up an operation after 2 minutes, with the wait factor capped at 64', async () => {
    const { attempt, times } = failingAttempt(503);
    const result = withRetry(attempt, {
      maxRetryTimeMs: MAX_OPERATION_RETRY_TIME_MS,
      isRetryable,
      random: noJitter,
    });
    const assertion = expect(result).rejects.toSatisfy(
      (err) =>
        err instanceof RetryError &&
        err.code === 'retry-limit-exceeded' &&
        err.cause instanceof HttpFailure &&
        err.cause.status === 503,
    );
    await vi.runAllTimersAsync();
    await assertion;
    // The next wait of 64 s would end at 127 s > 120 s, so the 7th attempt is the last.
    expect(times).toEqual([0, 1000, 3000, 7000, 15_000, 31_000, 63_000]);
    expect(Date.now()).toBe(63_000);
  });

  it('gives up an upload after 10 minutes, waiting 64 s between late attempts', async () => {
    const { attempt, times } = failingAttempt(429);
    const result = withRetry(attempt, {
      maxRetryTimeMs: MAX_UPLOAD_RETRY_TIME_MS,
      isRetryable,
      random: noJitter,
    });
    const assertion = expect(result).rejects.toMatchObject({ code: 'retry-limit-exceeded' });
    await vi.runAllTimersAsync();
    await assertion;
    const capped = Array.from({ length: 8 }, (_, i) => 63_000 + 64_000 * (i + 1));
    expect(times).toEqual([0, 1000, 3000, 7000, 15_000, 31_000, 63_000, ...capped]);
    expect(times.at(-1)).toBe(575_000);
    expect(Date.now()).toBeLessThanOrEqual(MAX_UPLOAD_RETRY_TIME_MS);
  });

  it('counts the time spent inside attempts against the budget', async () => {
    const attempt = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50_000));
      throw new HttpFailure(504);
    });
    const result = withRetry(attempt, {
      maxRetryTimeMs: MAX_OPERATION_RETRY_TIME_MS,
      isRetryable,
      random: noJitter,
    });
    const assertion = expect(result).rejects.toMatchObject({ code: 'retry-limit-exceeded' });
    await vi.runAllTimersAsync();
    await assertion;
    // Attempts run 0–50 s, 51–101 s and 103–153 s; after that even a 4 s wait is over budget.
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(Date.now()).toBe(153_000);
  });

  it.each([400, 401, 403, 404, 413, 415])('does not retry status %i', async (status) => {
    const { attempt } = failingAttempt(status);
    const result = withRetry(attempt, {
      maxRetryTimeMs: MAX_OPERATION_RETRY_TIME_MS,
      isRetryable,
      random: noJitter,
    });
    await expect(result).rejects.toSatisfy(
      (err) => err instanceof HttpFailure && err.status === status,
    );
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('retries network failures (status 0)', async () => {
    let calls = 0;
    const result = withRetry(
      async () => {
        calls++;
        if (calls === 1) throw new HttpFailure(0);
        return calls;
      },
      { maxRetryTimeMs: MAX_OPERATION_RETRY_TIME_MS, isRetryable, random: noJitter },
    );
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe(2);
  });

  it('stops waiting immediately with canceled when aborted during a back-off', async () => {
    const controller = new AbortController();
    const { attempt } = failingAttempt(503);
    const result = withRetry(attempt, {
      maxRetryTimeMs: MAX_UPLOAD_RETRY_TIME_MS,
      isRetryable,
      random: noJitter,
      signal: controller.signal,
    });
    const assertion = expect(result).rejects.toSatisfy(
      (err) => err instanceof RetryError && err.code === 'canceled',
    );
    // Into the 64 s wait before the 8th attempt.
    await vi.advanceTimersByTimeAsync(70_000);
    expect(attempt).toHaveBeenCalledTimes(7);
    controller.abort();
    await assertion;
    expect(Date.now()).toBe(70_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(attempt).toHaveBeenCalledTimes(7);
  });

  it('reports canceled, not the transport error, when an attempt fails because of the abort', async () => {
    const controller = new AbortController();
    const attempt = (signal: AbortSignal) =>
      new Promise<never>((_, reject) => {
        signal.addEventListener('abort', () => reject(new HttpFailure(0)));
      });
    const result = withRetry(attempt, {
      maxRetryTimeMs: MAX_OPERATION_RETRY_TIME_MS,
      isRetryable,
      signal: controller.signal,
    });
    controller.abort();
    await expect(result).rejects.toMatchObject({ code: 'canceled' });
  });

  it('does not start an attempt when the signal is already aborted', async () => {
    const attempt = vi.fn(async () => 'never');
    const result = withRetry(attempt, {
      maxRetryTimeMs: MAX_OPERATION_RETRY_TIME_MS,
      isRetryable,
      signal: AbortSignal.abort(),
    });
    await expect(result).rejects.toMatchObject({ code: 'canceled' });
    expect(attempt).not.toHaveBeenCalled();
  });

  it('uses the injected sleep and clock', async () => {
    vi.useRealTimers();
    let clock = 0;
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
      clock += ms;
    };
    const { attempt } = failingAttempt(500);
    await expect(
      withRetry(attempt, {
        maxRetryTimeMs: MAX_OPERATION_RETRY_TIME_MS,
        isRetryable,
        sleep,
        now: () => clock,
        random: noJitter,
      }),
    ).rejects.toMatchObject({ code: 'retry-limit-exceeded' });
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000]);
  });
});

describe('abortableSleep', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after the given time', async () => {
    let done = false;
    void abortableSleep(500, new AbortController().signal).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('rejects at once for an already aborted signal', async () => {
    await expect(abortableSleep(500, AbortSignal.abort())).rejects.toMatchObject({
      code: 'canceled',
    });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');

  it('reads a delay in seconds', () => {
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the time left until it, never below zero', () => {
    expect(parseRetryAfter('Sat, 01 Mar 2025 12:00:45 GMT', now)).toBe(45_000);
    expect(parseRetryAfter('Sat, 01 Mar 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('gives null for a missing or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('bald', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });
});
