import { type Client, entryInput, sleep, TimedOut } from './client';

export type Outcome = 'acknowledged' | 'unavailable' | 'timeout' | 'connection' | 'other';

export interface SaveRecord {
  input: ReturnType<typeof entryInput>;
  outcome: Outcome;
  status?: number;
  detail?: string;
  startedAt: number;
  endedAt: number;
}

/** How a save call ended, in the classes the drills assert on. */
async function trySave(
  client: Client,
  token: string,
  input: ReturnType<typeof entryInput>,
  timeoutMs: number,
): Promise<Omit<SaveRecord, 'input'>> {
  const startedAt = performance.now();
  try {
    const answer = await client.call('saveEntry', input, token, timeoutMs);
    const endedAt = performance.now();
    if (answer.status === 200) return { outcome: 'acknowledged', status: 200, startedAt, endedAt };
    if (answer.status === 503 && answer.body?.error?.status === 'UNAVAILABLE') {
      return { outcome: 'unavailable', status: 503, startedAt, endedAt };
    }
    return {
      outcome: 'other',
      status: answer.status,
      detail: JSON.stringify(answer.body).slice(0, 300),
      startedAt,
      endedAt,
    };
  } catch (err) {
    const endedAt = performance.now();
    if (err instanceof TimedOut)
      return { outcome: 'timeout', detail: err.message, startedAt, endedAt };
    // The server process is gone (the SIGKILL drill): the save was never acknowledged.
    return { outcome: 'connection', detail: String(err), startedAt, endedAt };
  }
}

/**
 * Several writers saving new entries back to back, as athletes finishing their protocols at once.
 * Every call is recorded with how it ended; `stop` waits for the calls in flight.
 */
export function startSaveStream(
  client: Client,
  token: string,
  opts: { writers: number; pauseMs: number; timeoutMs: number; label: string },
) {
  const records: SaveRecord[] = [];
  let running = true;
  let sequence = 0;

  async function writer() {
    while (running) {
      const input = entryInput(`${opts.label} ${++sequence}`);
      const result = await trySave(client, token, input, opts.timeoutMs);
      records.push({ input, ...result });
      // After a lost connection the server is gone; hammering a closed port proves nothing.
      if (result.outcome === 'connection') return;
      await sleep(opts.pauseMs);
    }
  }
  const writers = Array.from({ length: opts.writers }, () => writer());

  return {
    records,
    async stop(): Promise<SaveRecord[]> {
      running = false;
      await Promise.all(writers);
      return records;
    },
  };
}

/** Sends each unacknowledged save again with the same id until it is acknowledged. */
export async function retryUnacknowledged(
  client: Client,
  token: string,
  records: readonly SaveRecord[],
  timeoutMs: number,
): Promise<{ retried: number; landed: number; failures: string[] }> {
  const failures: string[] = [];
  let landed = 0;
  const pending = records.filter((r) => r.outcome !== 'acknowledged');
  for (const record of pending) {
    let done = false;
    for (let attempt = 0; attempt < 5 && !done; attempt++) {
      const result = await trySave(client, token, record.input, timeoutMs);
      if (result.outcome === 'acknowledged') done = true;
      else await sleep(500);
    }
    if (done) landed++;
    else failures.push(`retry of ${record.input.id} never acknowledged`);
  }
  return { retried: pending.length, landed, failures };
}

export function countOutcomes(records: readonly SaveRecord[]): Record<Outcome, number> {
  const counts: Record<Outcome, number> = {
    acknowledged: 0,
    unavailable: 0,
    timeout: 0,
    connection: 0,
    other: 0,
  };
  for (const r of records) counts[r.outcome]++;
  return counts;
}
