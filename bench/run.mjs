// `npm run bench`: builds the app, seeds its own data, measures the app's performance goals against
// floors of the same run, prints one table and writes bench/results.json. `--quick` (or
// BENCH_DURATION=<seconds>) shortens the load runs for development. Misses show in the table; the
// exit code is non-zero only when the bench itself breaks.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { buildWebIfStale } from '../scripts/build-if-stale.mjs';
import { checkServedAssets } from './assets.mjs';
import { floorOutDir, measureBundles } from './bundle.mjs';
import { measureCapacity } from './capacity.mjs';
import { createBenchTarget, createDataDir, removeAllPending } from './databases.mjs';
import { measureInteractions } from './interaction.mjs';
import { lighthousePages, measureLighthouseInChild } from './lighthouse.mjs';
import { benchRequests, describeLoad, runLoad } from './load.mjs';
import { freshMemoryMsPer100Mb, machine } from './machine.mjs';
import { measurePgliteFloor, readMemory } from './memory.mjs';
import { measureStart, startBenchServer, startFloorServer } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const durationSec = Number(process.env.BENCH_DURATION ?? (quick ? 5 : 30));
const scaleRuns = quick ? 7 : 21;
// Lighthouse's figures move from run to run, a page's score by several points even on a quiet
// machine: the median of five rounds (floor in each) is steadier than of three.
const lighthouseRounds = Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? (quick ? 1 : 5));
const { openBenchContext, seed } = await tsImport('./seed.ts', import.meta.url);
const { buildRows, formatTable } = await tsImport('./table.ts', import.meta.url);
const { PGLITE_V8_FLAGS, pgliteStartParams } = await tsImport(
  './pglite-params.ts',
  import.meta.url,
);
const { benchEntry, measureScale, measureScaleOverHttp } = await tsImport(
  './scale.ts',
  import.meta.url,
);

const { measureTeamStep } = await import('./team-only.mjs');

const benchStartedAt = performance.now();
const log = (...parts) => process.stdout.write(`${parts.join(' ')}\n`);
const elapsed = () => `${((performance.now() - benchStartedAt) / 1000).toFixed(0)} s`;
const step = (title) => log(`\n== ${title} (at ${elapsed()})`);

async function measureFloor() {
  const floor = await startFloorServer();
  try {
    const c50 = await runLoad({ url: floor.url, connections: 50, durationSec });
    log(describeLoad('floor @50', c50));
    const c200 = await runLoad({ url: floor.url, connections: 200, durationSec });
    log(describeLoad('floor @200', c200));
    return { c50, c200 };
  } finally {
    await floor.stop();
  }
}

/**
 * How long a server has had nothing to do when its idle memory is read. V8's memory reducer shrinks the
 * heap of a process that stopped allocating only after a while, so an earlier reading would count
 * garbage the server no longer holds.
 */
const IDLE_MS = 30_000;

/**
 * The server's resident memory 2 s after start (start-up's garbage still held) and after `IDLE_MS`
 * with nothing asked. For PGlite, the memory of Node + PGlite alone on an empty directory
 * (bench/pglite-floor.mjs) is read meanwhile, in a process of its own that waits as long. It opens
 * an empty directory rather than the seeded one, since what PGlite keeps after replaying or reading
 * varies with the data, not with the app.
 */
async function measureIdle(pid, kind) {
  await sleep(2000);
  const startedMb = readMemory(pid).rssMb;
  const floor =
    kind === 'pglite'
      ? measurePgliteFloor({
          startParams: pgliteStartParams(),
          v8Flags: PGLITE_V8_FLAGS,
          idleMs: IDLE_MS,
        })
      : Promise.resolve(undefined);
  await sleep(IDLE_MS - 2000);
  const idleMb = readMemory(pid).rssMb;
  return { startedMb, idleMb, floorMb: (await floor)?.rssMb };
}

/** Seeds, measures scale in this process, then loads the app server in its own process. */
async function measureDatabase(kind, { withBrowserChecks }) {
  const { pgDatabase, dataDir, target } = await createBenchTarget(kind);
  const { authSecret } = target;
  try {
    const bench = await openBenchContext(target);
    let seeded;
    let scale;
    try {
      const seedStartedAt = performance.now();
      seeded = await seed(bench);
      log(`seeded in ${Math.round(performance.now() - seedStartedAt)} ms`);
      scale = await measureScale(bench, seeded, { runs: scaleRuns, kind });
    } finally {
      await bench.ctx.close();
    }
    log(
      `getTrends median ${scale.trends.median.toFixed(1)} ms, p95 ${scale.trends.p95.toFixed(1)} ms; ` +
        `getPortal median ${scale.portal.median.toFixed(1)} ms, p95 ${scale.portal.p95.toFixed(1)} ms`,
    );
    for (const q of scale.explain) {
      const flag = q.seqScansOnBigTables.length ? `  <-- Seq Scan on ${q.seqScansOnBigTables}` : '';
      log(`\n-- EXPLAIN (${kind}) ${q.fn}${flag}\n${q.sql}\n${q.plan}`);
    }

    const server = await startBenchServer(target);
    try {
      const idle = await measureIdle(server.pid, kind);
      log(
        `server RSS 2 s after start: ${idle.startedMb} MB; idle ${IDLE_MS / 1000} s: ${idle.idleMb} MB` +
          (idle.floorMb === undefined ? '' : `; Node + PGlite alone: ${idle.floorMb} MB`),
      );
      scale.http = await measureScaleOverHttp(server.apiURL, seeded, scaleRuns);
      log(
        `over HTTP: getTrends median ${scale.http.trends.median.toFixed(1)} ms, ` +
          `getPortal median ${scale.http.portal.median.toFixed(1)} ms`,
      );

      let assets = null;
      let lighthouse = null;
      let interactions = null;
      if (withBrowserChecks) {
        assets = await checkServedAssets(server.apiURL);
        log(`assets: ${JSON.stringify(assets.assets)}; html: ${JSON.stringify(assets.html)}`);
        // Every run's figures go into results.json beside the medians the table shows.
        lighthouse = await measureLighthouseInChild({
          floorDir: floorOutDir(root),
          appBaseUrl: server.baseURL,
          pages: lighthousePages(seeded),
          rounds: lighthouseRounds,
          log,
        });
        interactions = await measureInteractions({
          baseUrl: server.baseURL,
          cookie: seeded.writer.cookie,
          rounds: lighthouseRounds,
          log,
        });
      }

      const requests = benchRequests({
        token: seeded.athlete.token,
        writerToken: seeded.writer.token,
        makeEntry: benchEntry,
      });
      // A short warm-up, so the first measured run does not pay for the JIT alone.
      await runLoad({
        url: server.apiURL,
        connections: 10,
        durationSec: 2,
        requests: Object.values(requests),
      });
      const functions = {};
      for (const [name, request] of Object.entries(requests)) {
        functions[name] = await runLoad({
          url: server.apiURL,
          connections: 50,
          durationSec,
          requests: [request],
        });
        log(describeLoad(`${kind} ${name} @50`, functions[name]));
      }
      const mixed = await runLoad({
        url: server.apiURL,
        connections: 200,
        durationSec,
        requests: Object.values(requests),
        pid: server.pid,
      });
      log(describeLoad(`${kind} mixed @200`, mixed));
      const memory = {
        ...idle,
        peakMb: mixed.peakRssMb,
        vmHwmMb: readMemory(server.pid).peakMb,
      };
      return {
        load: { functions, mixed },
        scale,
        memory,
        assets,
        lighthouse,
        interactions,
        dataDir,
        authSecret,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await pgDatabase?.drop();
    // The PGlite directory is kept for the start measurement, which removes it.
    if (kind === 'postgres') await dataDir.remove();
  }
}

async function measureStarts(existing) {
  try {
    const existingMs = await measureStart({
      root,
      dataDir: existing.dataDir.dir,
      authSecret: existing.authSecret,
    });
    log(`npm start, existing data: first answer after ${existingMs} ms`);
    const fresh = await createDataDir('fresh');
    try {
      const freshMs = await measureStart({ root, dataDir: fresh.dir });
      log(`npm start, fresh data dir: first answer after ${freshMs} ms`);
      return { existingMs, freshMs };
    } finally {
      await fresh.remove();
    }
  } finally {
    await existing.dataDir.remove();
  }
}

async function main() {
  const info = machine();
  log(`bench on ${info.cpu}, ${info.cores} cores, ${info.memoryGb} GB, Node ${info.node}`);
  log(
    `load runs of ${durationSec} s${quick ? ' (--quick)' : ''}; load average ${info.loadAverage}; ` +
      `fresh memory ${info.freshMemoryMsPer100Mb} ms per 100 MB`,
  );

  step('build');
  const built = await buildWebIfStale(root);
  log(built ? 'web app built' : 'web app up to date');

  step('bundle');
  const bundle = await measureBundles({ root, log });

  step('floor');
  const floor = await measureFloor();

  step('PostgreSQL');
  const postgres = await measureDatabase('postgres', { withBrowserChecks: true });

  step('PGlite');
  const pglite = await measureDatabase('pglite', { withBrowserChecks: false });

  step('team table, 200 athletes');
  const team = {
    postgres: await measureTeamStep('postgres', { runs: scaleRuns, browser: true, log }),
    pglite: await measureTeamStep('pglite', { runs: scaleRuns, browser: false, log }),
  };

  step('start');
  const start = await measureStarts(pglite);

  // The configuration users run: every limit on, many users with pauses between their calls.
  const capacity = {};
  for (const kind of ['postgres', 'pglite']) {
    step(`capacity, ${kind}`);
    capacity[kind] = await measureCapacity(kind, { quick, durationSec, log });
    log(`${kind}: capacity ${capacity[kind].users} users, ${capacity[kind].rps} calls/s`);
  }

  const results = {
    machine: info,
    durationSec,
    quick,
    benchSeconds: 0,
    bundle,
    assets: postgres.assets,
    lighthouse: postgres.lighthouse,
    interactions: postgres.interactions,
    load: { floor, postgres: postgres.load, pglite: pglite.load },
    scale: { postgres: postgres.scale, pglite: pglite.scale },
    team,
    memory: { postgres: postgres.memory, pglite: pglite.memory },
    start,
    capacity,
  };
  results.table = buildRows(results);
  results.benchSeconds = Math.round((performance.now() - benchStartedAt) / 1000);
  step('results');
  log(formatTable(results.table));
  results.machine.freshMemoryMsPer100MbAtEnd = freshMemoryMsPer100Mb();
  log(
    `\nbench took ${results.benchSeconds} s; machine load average at the end ${os.loadavg().map((x) => x.toFixed(2))}; ` +
      `fresh memory ${results.machine.freshMemoryMsPer100MbAtEnd} ms per 100 MB`,
  );
  await writeFile(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log('written: bench/results.json');
}

// Ctrl-C: the servers die with this process; the database and directories it made go too.
process.once('SIGINT', () => {
  void removeAllPending().finally(() => process.exit(130));
});

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
}
