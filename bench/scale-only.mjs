// `node bench/scale-only.mjs [postgres] [pglite] [--runs=21] [--rounds=3] [--explain]`: only the scale
// part of the bench (seed one athlete of 2,000 entries × 10 emotions and a coach of 100 athletes, then
// time getTrends and getPortal in this process), for working on those two functions without the
// build, the load runs and Lighthouse of `npm run bench`.
import { tsImport } from 'tsx/esm/api';
import { createBenchTarget, removeAllPending } from './databases.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const runs = option('runs', 21);
const rounds = option('rounds', 3);
const explain = args.includes('--explain');
const kinds = args.filter((a) => a === 'postgres' || a === 'pglite');

const { openBenchContext, seed } = await tsImport('./seed.ts', import.meta.url);
const { measureScale } = await tsImport('./scale.ts', import.meta.url);
const log = (...parts) => process.stdout.write(`${parts.join(' ')}\n`);

async function measure(kind) {
  const { pgDatabase, dataDir, target } = await createBenchTarget(kind);
  try {
    const bench = await openBenchContext(target);
    try {
      const seeded = await seed(bench);
      for (let round = 1; round <= rounds; round++) {
        const scale = await measureScale(bench, seeded, { runs, kind });
        log(
          `[${kind} round ${round}] getTrends median ${scale.trends.median.toFixed(1)} ms, ` +
            `p95 ${scale.trends.p95.toFixed(1)} ms; getPortal median ${scale.portal.median.toFixed(1)} ms`,
        );
        for (const q of scale.explain) {
          if (q.seqScansOnBigTables.length) log(`  ${q.fn}: Seq Scan on ${q.seqScansOnBigTables}`);
        }
        if (explain && round === rounds) {
          for (const q of scale.explain) log(`\n-- EXPLAIN (${kind}) ${q.fn}\n${q.sql}\n${q.plan}`);
        }
      }
    } finally {
      await bench.ctx.close();
    }
  } finally {
    await pgDatabase?.drop();
    await dataDir.remove();
  }
}

try {
  for (const kind of kinds.length ? kinds : ['postgres', 'pglite']) await measure(kind);
} finally {
  await removeAllPending();
}
