import type { ChangeChannel, ChangeFeed } from './change-feed';

/** A read of the database that may become a cache entry; `end` it in any case. */
interface CacheRead<V> {
  /** Keeps the answer, unless one of its owners changed while it was read (or the feed broke). */
  keep(key: string, value: V, owners: readonly string[]): void;
  end(): void;
}

export interface ChangeCache<V> {
  /**
   * The value kept under `key`, once the feed's barrier has passed: every change committed before
   * this call has been heard and has evicted what it touched. Undefined while the feed is down.
   */
  lookup(key: string): Promise<V | undefined>;
  /** Call before looking up and reading the database for a value to keep. */
  beginRead(): CacheRead<V>;
}

interface Entry<V> {
  value: V;
  owners: readonly string[];
}

/**
 * Answers kept in memory and exact across server processes: each entry names the users ("owners")
 * whose change on the feed's `channels` evicts it, and an answer read while one of its owners changed
 * is not kept. Beyond `capacity` entries, the least recently used are dropped.
 */
export function createChangeCache<V>(
  changes: ChangeFeed,
  channels: readonly ChangeChannel[],
  capacity: number,
): ChangeCache<V> {
  const entries = new Map<string, Entry<V>>();
  const keysOf = new Map<string, Set<string>>();
  /** Bumped by every change heard; a read keeps its answer only if no owner changed since it began. */
  let sequence = 0;
  const changedAt = new Map<string, number>();
  let resetAt = 0;
  let readsInFlight = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const owner of entry.owners) {
      const keys = keysOf.get(owner);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(owner);
    }
  }

  changes.subscribe(
    {
      changed(owner) {
        sequence += 1;
        if (readsInFlight > 0) changedAt.set(owner, sequence);
        for (const key of keysOf.get(owner) ?? []) drop(key);
      },
      reset() {
        sequence += 1;
        // A read in flight cannot tell whether its owners changed: none of them is kept.
        changedAt.clear();
        resetAt = sequence;
        entries.clear();
        keysOf.clear();
      },
    },
    channels,
  );

  function get(key: string): V | undefined {
    const hit = entries.get(key);
    if (!hit) return undefined;
    // Most recently used last, so the capacity drops the least used.
    entries.delete(key);
    entries.set(key, hit);
    return hit.value;
  }

  return {
    async lookup(key) {
      if (!changes.live || !entries.has(key) || !(await changes.sync())) return undefined;
      // Looked up again: the barrier may just have delivered a change of an owner.
      return get(key);
    },
    beginRead() {
      readsInFlight += 1;
      const started = sequence;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        readsInFlight -= 1;
        if (readsInFlight === 0) changedAt.clear();
      };
      return {
        keep(key, value, owners) {
          const changed = Math.max(resetAt, ...owners.map((o) => changedAt.get(o) ?? 0));
          if (changes.live && changed <= started) {
            drop(key);
            entries.set(key, { value, owners });
            for (const owner of owners) {
              const keys = keysOf.get(owner) ?? new Set<string>();
              keysOf.set(owner, keys.add(key));
            }
            if (entries.size > capacity) drop(entries.keys().next().value as string);
          }
          end();
        },
        end,
      };
    },
  };
}
