import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The channel the database's triggers (migrations 0005 and 0007) notify with a user's id whenever
 * that user's row or one of their sessions is updated or deleted, by whatever writes it: Better Auth,
 * a function, a clean-up job, a second server process, an administrator with psql.
 */
const USER_CHANGES_CHANNEL = 'lz_user_changes';

/**
 * The channel the triggers of migrations 0006 and 0007 notify with an athlete's id whenever one of
 * their protocol entries, check-ins, routine runs or coach messages is written or deleted.
 */
const ATHLETE_DATA_CHANNEL = 'lz_athlete_data';

/** What a listener hears: changes of users and their sessions, or of an athlete's data. */
export type ChangeChannel = 'users' | 'athlete-data';

const CHANNELS: Record<string, ChangeChannel> = {
  [USER_CHANGES_CHANNEL]: 'users',
  [ATHLETE_DATA_CHANNEL]: 'athlete-data',
};

export interface ChangeListener {
  /** A user's row or sessions, or an athlete's data, changed: forget what is known of them. */
  changed(userId: string): void;
  /** Notifications may have been missed (the listening connection broke): forget everything. */
  reset(): void;
}

/**
 * What an in-process cache needs to stay exact: every committed change of a user, and a barrier.
 * While `live` is false, changes may go unheard, so nothing may be answered from a cache.
 */
export interface ChangeFeed {
  readonly live: boolean;
  /** Hears changes on `channels` (by default those of users) and every reset. */
  subscribe(listener: ChangeListener, channels?: readonly ChangeChannel[]): () => void;
  /**
   * Resolves to true once every change committed before the call has reached the listeners; false
   * when the feed is down and that cannot be promised.
   */
  sync(): Promise<boolean>;
  close(): Promise<void>;
}

function listenerSet() {
  const listeners = new Map<ChangeListener, readonly ChangeChannel[]>();
  return {
    add(listener: ChangeListener, channels: readonly ChangeChannel[] = ['users']) {
      listeners.set(listener, channels);
      return () => void listeners.delete(listener);
    },
    /** A notification on one of the database's channels. */
    notified(channel: string, userId: string | undefined) {
      const heard = CHANNELS[channel];
      if (!heard || !userId) return;
      for (const [l, channels] of listeners) if (channels.includes(heard)) l.changed(userId);
    },
    reset() {
      for (const l of listeners.keys()) l.reset();
    },
  };
}

/**
 * PGlite runs in this process on one connection: a notification reaches the listeners (as a
 * microtask) while the committing statement's answer is read, before its caller resumes. Every change
 * is therefore heard before anything that follows it, and the barrier has nothing to wait for.
 */
export async function createPgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const listeners = listenerSet();
  const unlisten = await Promise.all(
    Object.keys(CHANNELS).map((channel) =>
      client.listen(channel, (userId) => listeners.notified(channel, userId)),
    ),
  );
  let live = true;
  return {
    get live() {
      return live;
    },
    subscribe: listeners.add,
    sync: () => Promise.resolve(live),
    async close() {
      live = false;
      listeners.reset();
      await Promise.all(unlisten.map((stop) => stop().catch(() => {})));
    },
  };
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * One dedicated PostgreSQL connection that LISTENs. The barrier is a round trip on that connection:
 * a committing transaction signals the listening backends before its COMMIT returns, and a backend
 * sends the notifications it was signalled for before it answers the next command; so once the round
 * trip has come back, every change committed before it was sent has been heard. The command is an
 * empty query, which PostgreSQL answers without parsing, planning or running anything, so it costs
 * about half of `SELECT 1` under the save load. Concurrent callers share one round trip,
 * started after all of them arrived. While the connection is down the feed is not live (callers
 * read the database instead); on reconnecting, listeners are reset, since changes made meanwhile
 * were not heard.
 */
export async function createPostgresChangeFeed(url: string): Promise<ChangeFeed> {
  const listeners = listenerSet();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | null = null;
  let waiting: Promise<boolean> | null = null;

  function dropConnection(broken: pg.Client) {
    if (client !== broken) return;
    client = null;
    live = false;
    listeners.reset();
    broken.end().catch(() => {});
    if (!closed) {
      retryTimer = setTimeout(() => void connect().catch(() => {}), retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    }
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', () => dropConnection(next));
    next.on('end', () => dropConnection(next));
    next.on('notification', (message) => listeners.notified(message.channel, message.payload));
    try {
      await next.connect();
      for (const channel of Object.keys(CHANNELS)) await next.query(`LISTEN ${channel}`);
    } catch (err) {
      dropConnection(next);
      throw err;
    }
    if (client !== next || closed) return;
    // Whatever listeners learnt before this connection listened may be out of date.
    listeners.reset();
    live = true;
    retryMs = RECONNECT_MIN_MS;
  }

  function roundTrip(): Promise<boolean> {
    const current = client;
    if (!live || !current) return Promise.resolve(false);
    const done = current.query('').then(
      () => live && client === current,
      () => false,
    );
    running = done;
    void done.finally(() => {
      if (running === done) running = null;
    });
    return done;
  }

  await connect();

  return {
    get live() {
      return live;
    },
    subscribe: listeners.add,
    sync() {
      if (!live) return Promise.resolve(false);
      // A round trip already on its way may have been sent before this caller's change committed.
      if (waiting) return waiting;
      if (!running) return roundTrip();
      const next = running.then(() => {
        waiting = null;
        return roundTrip();
      });
      waiting = next;
      return next;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      live = false;
      listeners.reset();
      await current?.end().catch(() => {});
    },
  };
}
