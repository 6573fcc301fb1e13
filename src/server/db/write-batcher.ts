/**
 * Group commit for one kind of write: writes that arrive while earlier ones are still in the database
 * wait and then go in together, as one statement (one round trip, one commit). Under load the batches
 * grow by themselves; a quiet server adds one turn of the event loop. That turn is what lets the
 * requests read in one go from the network share a batch: PGlite runs a statement synchronously on
 * this thread, so without it every save finished before the next request was even read.
 *
 * Why (issue 6): every commit of a write that notifies the change feed holds PostgreSQL's notification
 * lock through its WAL flush, so concurrent saves committed one after another, each with its own flush.
 *
 * Items with the same key are never in the database at once, in one batch (one statement may not write
 * one row twice) or in two (they would race on their row in no fixed order): the later one waits until
 * the earlier one is done. When a batch fails, each of its items is run again alone, one after
 * another, so a failure reaches only the caller whose item caused it; `run` must therefore be safe to
 * repeat (an upsert). Failures for which that is pointless (`retryAlone` says no: the database is
 * unreachable, say) reach every caller of the batch at once.
 * This dispatcher is small and specific (slots, keys, the fallback), which is why it is not DataLoader:
 * that one batches per tick, caches by key and has no notion of writes in flight.
 */
export interface WriteBatcherOptions<I, O> {
  /** Runs a batch; answers one result per item, in their order. */
  run: (items: I[]) => Promise<O[]>;
  keyOf: (item: I) => string;
  /** Whether the items of a batch that failed so are worth running again one by one. */
  retryAlone: (err: unknown) => boolean;
  /** Batches in the database at once. */
  maxInFlight: number;
  maxBatch: number;
}

interface Waiting<I, O> {
  item: I;
  key: string;
  resolve: (result: O) => void;
  reject: (err: unknown) => void;
}

export function createWriteBatcher<I, O>(options: WriteBatcherOptions<I, O>) {
  const { run, keyOf, retryAlone, maxInFlight, maxBatch } = options;
  let queue: Waiting<I, O>[] = [];
  /** Keys of the items in the database now. */
  const busy = new Set<string>();
  let inFlight = 0;
  let scheduled = false;

  function takeBatch(): Waiting<I, O>[] {
    const batch: Waiting<I, O>[] = [];
    const later: Waiting<I, O>[] = [];
    for (const waiting of queue) {
      if (batch.length < maxBatch && !busy.has(waiting.key)) {
        busy.add(waiting.key);
        batch.push(waiting);
      } else {
        later.push(waiting);
      }
    }
    queue = later;
    return batch;
  }

  async function runAlone(waiting: Waiting<I, O>) {
    try {
      const [result] = await run([waiting.item]);
      waiting.resolve(result as O);
    } catch (err) {
      waiting.reject(err);
    }
  }

  async function runBatch(batch: Waiting<I, O>[]) {
    if (batch.length === 1) return runAlone(batch[0] as Waiting<I, O>);
    let results: O[];
    try {
      results = await run(batch.map((w) => w.item));
    } catch (err) {
      if (!retryAlone(err)) {
        for (const w of batch) w.reject(err);
        return;
      }
      for (const w of batch) await runAlone(w);
      return;
    }
    for (const [i, w] of batch.entries()) w.resolve(results[i] as O);
  }

  function pump() {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = takeBatch();
      // Everything waiting has a key in the database: it goes when that is done.
      if (batch.length === 0) return;
      inFlight++;
      void runBatch(batch).finally(() => {
        for (const w of batch) busy.delete(w.key);
        inFlight--;
        schedule();
      });
    }
  }

  /** After the I/O of this turn of the event loop: every request read by then joins the batch. */
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(pump);
  }

  return {
    write(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, key: keyOf(item), resolve, reject });
        schedule();
      });
    },
  };
}
