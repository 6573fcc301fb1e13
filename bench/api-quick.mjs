// Development aid: the API load part of `npm run bench` alone, on PostgreSQL (BENCH_KIND=pglite: on
// PGlite), short runs. `node bench/api-quick.mjs [seconds] [function…]`; PROFILE_DIR=<dir> writes the
// server's CPU profile. On PostgreSQL, KEEP_DB=1 keeps the seeded database for EXPLAIN, and
// EXTRA_SQL=<statements> runs on it before the load, for what-if measurements (a dropped trigger, say).
import { tsImport } from 'tsx/esm/api';
import { buildWebIfStale } from '../scripts/build-if-stale.mjs';
import { createBenchTarget, runSql } from './databases.mjs';
import { benchRequests, describeLoad, runLoad } from './load.mjs';
import { startBenchServer } from './processes.mjs';

const [secondsArg, ...only] = process.argv.slice(2);
const durationSec = Number(secondsArg ?? 10);
const { seedTarget } = await tsImport('./seed.ts', import.meta.url);
const { benchEntry } = await tsImport('./scale.ts', import.meta.url);

await buildWebIfStale(new URL('..', import.meta.url).pathname);
const kind = process.env.BENCH_KIND ?? 'postgres';
const { pgDatabase: pg, dataDir, target } = await createBenchTarget(kind);
try {
  const seeded = await seedTarget(target);
  if (process.env.EXTRA_SQL && pg) await runSql(pg.url, process.env.EXTRA_SQL);
  const nodeArgs = process.env.PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`]
    : [];
  const server = await startBenchServer({ ...target, nodeArgs });
  try {
    const requests = benchRequests({
      token: seeded.athlete.token,
      writerToken: seeded.writer.token,
      makeEntry: benchEntry,
    });
    await runLoad({
      url: server.apiURL,
      connections: 10,
      durationSec: 2,
      requests: Object.values(requests),
    });
    for (const [name, request] of Object.entries(requests)) {
      if (only.length && !only.includes(name)) continue;
      const r = await runLoad({
        url: server.apiURL,
        connections: 50,
        durationSec,
        requests: [request],
      });
      console.log(describeLoad(`${name} @50`, r));
    }
  } finally {
    await server.stop();
  }
} finally {
  if (process.env.KEEP_DB && pg) console.log(`kept ${pg.url}`);
  else await pg?.drop();
  await dataDir.remove();
}
