import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from './write-batcher';

interface Item {
  key: string;
  value: number;
}

/** A batcher whose batches stay in flight until released, recording what each batch held. */
function controlled(options: {
  maxInFlight: number;
  maxBatch: number;
  failOn?: number;
  retryAlone?: boolean;
}) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const batcher = createWriteBatcher<Item, string>({
    keyOf: (item) => item.key,
    retryAlone: () => options.retryAlone ?? true,
    maxInFlight: options.maxInFlight,
    maxBatch: options.maxBatch,
    run: async (items) => {
      batches.push(items.map((i) => i.value));
      await new Promise<void>((resolve) => pending.push(resolve));
      if (items.some((i) => i.value === options.failOn))
        throw new Error(`failed ${options.failOn}`);
      return items.map((i) => `saved ${i.value}`);
    },
  });
  async function releaseAll() {
    // Each release lets the next batches start; run until nothing is in flight.
    for (let quiet = 0; quiet < 3; ) {
      await new Promise((resolve) => setImmediate(resolve));
      const now = pending.splice(0);
      quiet = now.length === 0 ? quiet + 1 : 0;
      for (const release of now) release();
    }
  }
  return { batcher, batches, releaseAll };
}

const item = (value: number, key = `k${value}`): Item => ({ key, value });
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createWriteBatcher', () => {
  it('sends a write alone in the next turn of the event loop when a slot is free', async () => {
    const { batcher, batches, releaseAll } = controlled({ maxInFlight: 1, maxBatch: 10 });
    const answer = batcher.write(item(1));
    expect(batches).toEqual([]);
    await nextTurn();
    expect(batches).toEqual([[1]]);
    await releaseAll();
    await expect(answer).resolves.toBe('saved 1');
  });

  it('sends the writes of one turn of the event loop together', async () => {
    const { batcher, batches, releaseAll } = controlled({ maxInFlight: 2, maxBatch: 10 });
    const answers = [1, 2, 3].map((v) => batcher.write(item(v)));
    await nextTurn();
    expect(batches).toEqual([[1, 2, 3]]);
    await releaseAll();
    expect(await Promise.all(answers)).toEqual([1, 2, 3].map((v) => `saved ${v}`));
  });

  it('sends the writes that arrived while the slots were busy together, each with its answer', async () => {
    const { batcher, batches, releaseAll } = controlled({ maxInFlight: 2, maxBatch: 10 });
    const answers = [batcher.write(item(1))];
    await nextTurn();
    answers.push(batcher.write(item(2)));
    await nextTurn();
    answers.push(...[3, 4, 5].map((v) => batcher.write(item(v))));
    await nextTurn();
    expect(batches).toEqual([[1], [2]]);
    await releaseAll();
    expect(batches).toEqual([[1], [2], [3, 4, 5]]);
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5].map((v) => `saved ${v}`));
  });

  it('never puts two writes of one key in a batch, and keeps their order', async () => {
    const { batcher, batches, releaseAll } = controlled({ maxInFlight: 1, maxBatch: 10 });
    const answers = [item(1), item(2, 'a'), item(3), item(4, 'a'), item(5, 'a')].map((i) =>
      batcher.write(i),
    );
    await releaseAll();
    expect(batches).toEqual([[1, 2, 3], [4], [5]]);
    expect(await Promise.all(answers)).toHaveLength(5);
  });

  it('never has two writes of one key in the database at once, even with a slot free', async () => {
    const { batcher, batches, releaseAll } = controlled({ maxInFlight: 2, maxBatch: 10 });
    const answers = [batcher.write(item(1, 'a'))];
    await nextTurn();
    answers.push(batcher.write(item(2, 'a')), batcher.write(item(3)));
    await nextTurn();
    expect(batches).toEqual([[1], [3]]);
    await releaseAll();
    expect(batches).toEqual([[1], [3], [2]]);
    expect(await Promise.all(answers)).toEqual(['saved 1', 'saved 2', 'saved 3']);
  });

  it('takes at most maxBatch writes into one batch', async () => {
    const { batcher, batches, releaseAll } = controlled({ maxInFlight: 1, maxBatch: 3 });
    const answers = [1, 2, 3, 4, 5, 6, 7, 8].map((v) => batcher.write(item(v)));
    await releaseAll();
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8],
    ]);
    await Promise.all(answers);
  });

  it('runs each write of a failed batch alone, so only the failing one is refused', async () => {
    const { batcher, batches, releaseAll } = controlled({
      maxInFlight: 1,
      maxBatch: 10,
      failOn: 3,
    });
    const outcomes = Promise.allSettled([1, 2, 3, 4].map((v) => batcher.write(item(v))));
    await releaseAll();
    expect(batches).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
    const settled = await outcomes;
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(settled[2]).toMatchObject({ reason: new Error('failed 3') });
  });

  it('refuses every write of a batch at once when running them alone is pointless', async () => {
    const { batcher, batches, releaseAll } = controlled({
      maxInFlight: 1,
      maxBatch: 10,
      failOn: 2,
      retryAlone: false,
    });
    const outcomes = Promise.allSettled([1, 2, 3].map((v) => batcher.write(item(v))));
    await releaseAll();
    expect(batches).toEqual([[1, 2, 3]]);
    expect((await outcomes).map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('frees the slot after a failure and goes on with the next writes', async () => {
    const { batcher, releaseAll } = controlled({ maxInFlight: 1, maxBatch: 10, failOn: 1 });
    const first = batcher.write(item(1)).catch((err: Error) => err.message);
    const second = batcher.write(item(2));
    await releaseAll();
    expect(await first).toBe('failed 1');
    await expect(second).resolves.toBe('saved 2');
  });
});
