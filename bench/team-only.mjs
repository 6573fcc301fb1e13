// The team table's step of the bench: seeds a coach with 200 linked athletes (a year of entries
// each, groups and marks), times getTeam in this process, and with `browser` serves the built app
// and measures the long tasks in Chromium while the table renders (bench/team-render.mjs).
// `npm run bench` runs it for both databases; `node bench/team-only.mjs [postgres] [pglite]
// [--runs=21] [--browser]` runs only this step.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { buildWebIfStale } from '../scripts/build-if-stale.mjs';
import { createBenchTarget, removeAllPending } from './databases.mjs';
import { startBenchServer } from './processes.mjs';
import { measureTeamRender } from './team-render.mjs';

const { openBenchContext } = await tsImport('./seed.ts', import.meta.url);
const { measureTeam, seedTeam, TEAM_ATHLETES } = await tsImport('./team.ts', import.meta.url);

/** getTeam's timing on one database, and the longest long tasks when `browser` is set. */
export async function measureTeamStep(kind, { runs, browser, log }) {
  const { pgDatabase, dataDir, target } = await createBenchTarget(kind);
  try {
    const bench = await openBenchContext(target);
    let coach;
    let team;
    try {
      const t0 = performance.now();
      coach = await seedTeam(bench);
      log(`[${kind}] seeded ${TEAM_ATHLETES} athletes in ${Math.round(performance.now() - t0)} ms`);
      team = await measureTeam(bench, coach, runs);
      log(
        `[${kind}] getTeam, ${team.athletes} athletes: median ${team.median.toFixed(1)} ms, ` +
          `p95 ${team.p95.toFixed(1)} ms (${team.runs} runs)`,
      );
    } finally {
      await bench.ctx.close();
    }
    let longTasks = null;
    if (browser) {
      await buildWebIfStale(new URL('..', import.meta.url).pathname);
      const server = await startBenchServer(target);
      try {
        longTasks = await measureTeamRender({
          baseUrl: server.baseURL,
          cookie: coach.cookie,
          athletes: TEAM_ATHLETES,
        });
        log(`[${kind}] longest long task (ms): ${JSON.stringify(longTasks)}`);
      } finally {
        await server.stop();
      }
    }
    return { athletes: team.athletes, median: team.median, p95: team.p95, longTasks };
  } finally {
    await pgDatabase?.drop();
    await dataDir.remove();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 21);
  const browser = args.includes('--browser');
  const kinds = args.filter((a) => a === 'postgres' || a === 'pglite');
  const log = (...parts) => process.stdout.write(`${parts.join(' ')}\n`);
  try {
    for (const kind of kinds.length ? kinds : ['postgres', 'pglite']) {
      await measureTeamStep(kind, { runs, browser, log });
    }
  } finally {
    await removeAllPending();
  }
}
