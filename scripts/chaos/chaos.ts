/**
 * Fault drills (`npm run chaos`): PostgreSQL stopped during saves, and the server SIGKILLed during
 * saves on PGlite. `--short` is the CI version (about a minute); `--report <file>` writes the JSON
 * report that `scripts/ci-summary.mjs` counts. Exits 1 when a drill fails.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pgliteKillDrill } from './pglite-kill';
import { postgresOutageDrill } from './postgres-outage';
import { type DrillResult, writeReport } from './report';

const { values } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    report: { type: 'string' },
    logs: { type: 'string', default: path.join(os.tmpdir(), 'lz-chaos-logs') },
  },
});

const short = values.short;
const results: DrillResult[] = [];
const started = performance.now();
try {
  results.push(
    ...(await postgresOutageDrill({
      modes: short ? ['fast', 'immediate'] : ['fast', 'immediate', 'fast', 'immediate'],
      outageMs: short ? 2_000 : 8_000,
      streamMs: short ? 1_500 : 5_000,
      writers: 4,
      callTimeoutMs: 10_000,
      recoveryLimitMs: 5_000,
      logDir: values.logs,
    })),
  );
  results.push(
    ...(await pgliteKillDrill({
      rounds: short ? 1 : 6,
      writers: 4,
      killAfterMs: short ? [1_000, 2_500] : [300, 4_000],
      callTimeoutMs: 10_000,
      logDir: values.logs,
    })),
  );
} catch (err) {
  results.push({
    name: 'drill set-up',
    passed: false,
    failures: [err instanceof Error ? (err.stack ?? err.message) : String(err)],
    counts: {},
  });
}
writeReport(values.report, results);
console.log(`server logs in ${values.logs}`);
console.log(`chaos: ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(results.every((r) => r.passed) ? 0 : 1);
