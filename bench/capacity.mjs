// `node bench/capacity.mjs [postgres] [pglite] [--quick]`: the capacity of the server in the
// configuration users run (every limit on, as `npm start` starts it), measured with many simulated
// users, each with a session of their own and pauses between calls. `npm run bench` runs it too.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { promisify } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { createBenchTarget, createDataDir, createPostgresDatabase, runSql } from './databases.mjs';
import { describeLoad, runLoad } from './load.mjs';
import { startBenchServer, startFloorServer } from './processes.mjs';

/** The most any function's p99 may take, and the errors allowed, for a number of users to count. */
export const CAPACITY_P99_MS = 50;

/** Mean pause between two calls of one user (exponential, 0.25 s to 10 s): someone using the app. */
const THINK_MEAN_MS = 2000;
const THINK_MIN_MS = 250;
const THINK_MAX_MS = 10_000;

/** The seeded users: 150 coaches with 20 athletes each, every athlete one entry a day for 60 days. */
const POOL = { coaches: 150, athletesPerCoach: 20, days: 60 };

/**
 * What a user does next, with its weight: athletes open the dashboard, read their profile, page
 * through their protocol, look at the month's trends and save entries (a fifth of their calls);
 * coaches read the portal and an athlete's page (which logs the access, a write).
 */
const ATHLETE_MIX = [
  ['getDashboard', 30, () => null],
  ['getProfile', 20, () => null],
  ['listEntries', 15, () => ({})],
  ['getTrends', 15, () => ({ range: '30' })],
  ['saveEntry', 20, null],
];
const COACH_MIX = [
  ['getPortal', 40, () => null],
  ['getProfile', 20, () => null],
  ['getAthlete', 40, (user) => ({ athleteId: pick(user.athleteIds) })],
];
/** One coach among this many users, as in the seeded pool. */
const USERS_PER_COACH = POOL.athletesPerCoach + 1;

const pick = (list) => list[Math.floor(Math.random() * list.length)];

function chooser(mix) {
  const total = mix.reduce((s, [, w]) => s + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const entry of mix) {
      r -= entry[1];
      if (r < 0) return entry;
    }
    return mix[mix.length - 1];
  };
}
const nextAthleteCall = chooser(ATHLETE_MIX);
const nextCoachCall = chooser(COACH_MIX);

const thinkMs = () =>
  Math.min(THINK_MAX_MS, Math.max(THINK_MIN_MS, -Math.log(1 - Math.random()) * THINK_MEAN_MS));

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A new entry as the form sends it, with the three emotions of the seeded cocktail. */
function entryOf(emotions) {
  return {
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    type: 'training',
    title: 'Einheit',
    importance: 3,
    place: null,
    emotions: emotions.map((e, i) => ({ ...e, intensity: (i * 4 + 3) % 11 })),
    rating: 7,
    goalReached: 'partly',
    result: null,
    notes: '',
  };
}

/** CPU time (user + system) of a process so far, in ms; 0 once it has gone. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * The CPU time a server and its database spend: the server process, and on PostgreSQL the backends
 * serving its database. On a machine shared with other work, latencies say more about the
 * neighbours than about the app; CPU time per call does not.
 */
export function cpuMeter({ pid, databaseUrl }) {
  async function pids() {
    if (!databaseUrl) return [pid];
    const url = new URL(databaseUrl);
    const name = url.pathname.slice(1);
    url.pathname = '/postgres';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query(
        'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      return [pid, ...rows.map((r) => r.pid)];
    } finally {
      await client.end();
    }
  }
  return async () => new Map((await pids()).map((p) => [p, cpuMsOf(p)]));
}

const cpuSpent = (before, after) =>
  [...after].reduce((sum, [p, ms]) => sum + ms - (before.get(p) ?? 0), 0);

/**
 * `count` users of the pool (one coach in USERS_PER_COACH), each calling the server at `url` with
 * its own session and a pause before every call, for `warmSec` unmeasured and `seconds` measured
 * seconds. Answers the calls per second and, per function, the calls, their p99 and the errors
 * (anything but 200, the limit's 429 included).
 */
export async function runUsers({ url, pool, emotions, count, seconds, warmSec = 1, cpu }) {
  const coaches = Math.min(pool.coaches.length, Math.round(count / USERS_PER_COACH));
  const users = [
    ...pool.coaches.slice(0, coaches).map((u) => ({ ...u, coach: true })),
    ...pool.athletes.slice(0, count - coaches).map((u) => ({ ...u, coach: false })),
  ];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const { hostname, port } = new URL(url);
  const samples = new Map();
  const started = performance.now();
  const measureFrom = started + warmSec * 1000;
  const stopAt = measureFrom + seconds * 1000;
  let measured = 0;

  function call(name, data, token) {
    const body = JSON.stringify({ data });
    return new Promise((resolve) => {
      const req = http.request(
        {
          agent,
          hostname,
          port,
          method: 'POST',
          path: `/api/functions/${name}`,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200));
          res.on('error', () => resolve(false));
        },
      );
      req.on('error', () => resolve(false));
      req.end(body);
    });
  }

  async function live(user) {
    // Users start spread over one pause, as people who opened the app at different times.
    await new Promise((r) => setTimeout(r, Math.random() * THINK_MEAN_MS));
    while (performance.now() < stopAt) {
      const [name, , dataOf] = user.coach ? nextCoachCall() : nextAthleteCall();
      const data = dataOf ? dataOf(user) : entryOf(emotions);
      const t0 = performance.now();
      const ok = await call(name, data, user.token);
      const t1 = performance.now();
      if (t0 >= measureFrom && t1 <= stopAt) {
        measured += 1;
        const s = samples.get(name) ?? { ms: [], errors: 0 };
        samples.set(name, s);
        s.ms.push(t1 - t0);
        if (!ok) s.errors += 1;
      }
      const pause = thinkMs();
      if (performance.now() + pause >= stopAt) break;
      await new Promise((r) => setTimeout(r, pause));
    }
  }

  const cpuRun = cpu
    ? new Promise((r) => setTimeout(r, warmSec * 1000)).then(async () => {
        const before = await cpu();
        await new Promise((r) => setTimeout(r, seconds * 1000));
        return cpuSpent(before, await cpu());
      })
    : Promise.resolve(null);
  await Promise.all(users.map(live));
  const cpuMs = await cpuRun;
  agent.destroy();
  const functions = {};
  let errors = 0;
  for (const [name, s] of [...samples].sort(([a], [b]) => a.localeCompare(b))) {
    s.ms.sort((a, b) => a - b);
    functions[name] = {
      calls: s.ms.length,
      p50: Number(percentile(s.ms, 50).toFixed(1)),
      p99: Number(percentile(s.ms, 99).toFixed(1)),
      errors: s.errors,
    };
    errors += s.errors;
  }
  const worst = Object.entries(functions).reduce(
    (w, [name, f]) => (f.p99 > w.p99 ? { name, p99: f.p99 } : w),
    { name: '', p99: 0 },
  );
  return {
    users: users.length,
    rps: Math.round(measured / seconds),
    cpuMsPerCall: cpuMs === null || measured === 0 ? null : Number((cpuMs / measured).toFixed(2)),
    errors,
    worst,
    pass: errors === 0 && worst.p99 <= CAPACITY_P99_MS,
    functions,
  };
}

/**
 * The capacity of each server, measured side by side: every server gets the same number of users in
 * turn (a doubling ramp from `startUsers` until it fails, then three halvings of the last step), so
 * each comparison is made under the machine's load of the same moment. The capacity is the most
 * users that passed, with the calls per second they made.
 */
export async function rampSideBySide({ servers, pool, emotions, stepSec, startUsers, log }) {
  const limit = pool.athletes.length + pool.coaches.length;
  const state = servers.map((s) => ({ ...s, pass: null, fail: null, probes: [], halvings: 0 }));
  // Unmeasured: the JIT and the servers' caches warm up on a few users first.
  for (const s of state) await runUsers({ url: s.url, pool, emotions, count: 50, seconds: 2 });
  const nextCount = (s) => {
    if (s.fail === null) return s.pass === null ? startUsers : Math.min(limit, s.pass.users * 2);
    // Down from a failed start until a step passes, then three halvings of the last interval.
    if (s.pass === null) return s.fail.users >= 10 ? Math.round(s.fail.users / 2) : null;
    if (s.halvings >= 3) return null;
    return Math.round((s.pass.users + s.fail.users) / 2);
  };
  for (;;) {
    const round = state.filter((s) => nextCount(s) !== null && !s.done);
    if (round.length === 0) break;
    for (const s of round) {
      const count = nextCount(s);
      const probeOnce = () =>
        runUsers({ url: s.url, pool, emotions, count, seconds: stepSec, cpu: s.cpu });
      let probe = await probeOnce();
      // A step fails only when it fails twice: on a shared machine one stall of the neighbours
      // puts a single call over the line, and the ramp never climbs back above a failed step.
      if (!probe.pass) probe = await probeOnce();
      s.probes.push(probe);
      log(
        `${s.name.padEnd(28)} ${String(probe.users).padStart(5)} users ${String(probe.rps).padStart(5)} calls/s ` +
          `worst p99 ${probe.worst.p99} ms (${probe.worst.name}) errors ${probe.errors} ` +
          `CPU ${probe.cpuMsPerCall} ms/call ${probe.pass ? 'pass' : 'FAIL'}`,
      );
      if (s.fail !== null && s.pass !== null) s.halvings += 1;
      if (probe.pass) {
        if (!s.pass || probe.users > s.pass.users) s.pass = probe;
        if (probe.users >= limit) s.done = true;
      } else if (!s.fail || probe.users < s.fail.users) {
        s.fail = probe;
      }
    }
  }
  return Object.fromEntries(
    state.map((s) => [
      s.name,
      {
        users: s.pass?.users ?? 0,
        rps: s.pass?.rps ?? 0,
        cpuMsPerCall: s.pass?.cpuMsPerCall ?? null,
        atPoolLimit: (s.pass?.users ?? 0) >= limit,
        passed: s.pass,
        failed: s.fail,
        probes: s.probes.map(({ functions, ...p }) => p),
      },
    ]),
  );
}

/**
 * getProfile saturated (50 connections) in the default configuration: each request as another user
 * of the pool, so no one user reaches the per-user limit, which stays on.
 */
export async function measureProfileSaturated({ url, pool, durationSec }) {
  // Unmeasured: one call of every user first, so the measured run meets them as a running server
  // does, their sessions read and their calls leased.
  await profileRun({ url, pool, amount: pool.athletes.length + pool.coaches.length });
  return profileRun({ url, pool, duration: durationSec });
}

async function profileRun({ url, pool, duration, amount }) {
  const tokens = [...pool.athletes, ...pool.coaches].map((u) => u.token);
  let i = 0;
  return runLoad({
    url,
    connections: 50,
    durationSec: duration,
    amount,
    requests: [
      {
        method: 'POST',
        path: '/api/functions/getProfile',
        headers: { 'content-type': 'application/json' },
        body: '{"data":null}',
        setupRequest: (req) => {
          i = (i + 1) % tokens.length;
          return { ...req, headers: { ...req.headers, authorization: `Bearer ${tokens[i]}` } };
        },
      },
    ],
  });
}

const copyDir = promisify(execFile);

/**
 * Seeds the pool into a fresh database of `kind`, then gives each of `variants` (name and extra
 * server environment) a copy of it and a server of its own, started as `npm start` starts it.
 */
export async function startCapacityServers(kind, variants, log) {
  const { openBenchContext } = await tsImport('./seed.ts', import.meta.url);
  const { seedCapacityPool, CAPACITY_EMOTIONS } = await tsImport(
    './capacity-seed.ts',
    import.meta.url,
  );
  const { pgDatabase, dataDir, target } = await createBenchTarget(kind, `${kind}-capacity`);
  const cleanups = [
    async () => {
      await pgDatabase?.drop();
      await dataDir.remove();
    },
  ];
  const servers = [];
  try {
    const bench = await openBenchContext(target);
    let pool;
    try {
      const t0 = performance.now();
      pool = await seedCapacityPool(bench.ctx.db, POOL);
      log(
        `${kind}: seeded ${pool.athletes.length} athletes and ${pool.coaches.length} coaches in ` +
          `${Math.round(performance.now() - t0)} ms`,
      );
    } finally {
      await bench.ctx.close();
    }
    for (const variant of variants) {
      let copy = target;
      if (variants.length > 1) {
        if (kind === 'postgres') {
          const db = await createPostgresDatabase({ template: pgDatabase.name });
          cleanups.push(db.drop);
          copy = { ...target, databaseUrl: db.url };
          for (const statement of variant.sql ?? []) await runSql(db.url, statement);
        } else {
          const dir = await createDataDir(`pglite-${variant.name}`);
          cleanups.push(dir.remove);
          await copyDir('cp', ['-a', `${target.dataDir}/.`, dir.dir]);
          copy = { ...target, dataDir: dir.dir };
          if (variant.sql?.length) {
            const b = await openBenchContext(copy);
            try {
              for (const statement of variant.sql) await b.ctx.db.execute(statement);
            } finally {
              await b.ctx.close();
            }
          }
        }
      }
      // The API alone: the web app's files take no part in the functions' capacity.
      const server = await startBenchServer({
        ...copy,
        limits: 'on',
        serveWeb: false,
        env: variant.env,
      });
      servers.push({
        name: variant.name,
        url: server.apiURL,
        stop: server.stop,
        cpu: cpuMeter({ pid: server.pid, databaseUrl: copy.databaseUrl }),
      });
    }
    return {
      pool,
      emotions: CAPACITY_EMOTIONS,
      servers,
      async stop() {
        for (const s of servers) await s.stop();
        for (const c of cleanups.reverse()) await c();
      },
    };
  } catch (err) {
    for (const s of servers) await s.stop();
    for (const c of cleanups.reverse()) await c();
    throw err;
  }
}

/** The capacity of the default configuration on `kind`, and getProfile saturated beside it. */
export async function measureCapacity(kind, { quick, durationSec, log }) {
  const run = await startCapacityServers(kind, [{ name: kind }], log);
  try {
    const [server] = run.servers;
    const profile = await measureProfileSaturated({
      url: server.url,
      pool: run.pool,
      durationSec,
    });
    log(describeLoad(`${kind} getProfile @50, limits on`, profile));
    const capacity = await rampSideBySide({
      servers: run.servers,
      pool: run.pool,
      emotions: run.emotions,
      stepSec: quick ? 2 : 5,
      startUsers: 25,
      log,
    });
    return { ...capacity[kind], profile };
  } finally {
    await run.stop();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const durationSec = quick ? 5 : 15;
  const kinds = args.filter((a) => a === 'postgres' || a === 'pglite');
  const log = (...parts) => process.stdout.write(`${parts.join(' ')}\n`);
  const floor = await startFloorServer();
  let floorLoad;
  try {
    floorLoad = await runLoad({ url: floor.url, connections: 50, durationSec });
    log(describeLoad('floor @50', floorLoad));
  } finally {
    await floor.stop();
  }
  for (const kind of kinds.length ? kinds : ['postgres', 'pglite']) {
    const c = await measureCapacity(kind, { quick, durationSec, log });
    log(
      `${kind}: capacity ${c.users} users${c.atPoolLimit ? ' (every seeded user)' : ''}, ${c.rps} calls/s ` +
        `(${((100 * c.rps) / floorLoad.rps).toFixed(1)} % of the floor); getProfile @50 ` +
        `${c.profile.rps} req/s = ${((100 * c.profile.rps) / floorLoad.rps).toFixed(1)} % of the floor`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { removeAllPending } = await import('./databases.mjs');
  try {
    await main();
  } finally {
    await removeAllPending();
  }
}
