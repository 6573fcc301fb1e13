import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface DrillResult {
  name: string;
  passed: boolean;
  failures: string[];
  counts: Record<string, number>;
}

/**
 * Prints one line per drill and writes the JSON report. Its `numPassedTests`/`numFailedTests` fields
 * are the ones Vitest's JSON report has, so `scripts/ci-summary.mjs` counts the drills with the tests.
 */
export function writeReport(file: string | undefined, results: readonly DrillResult[]) {
  for (const r of results) {
    const counts = Object.entries(r.counts)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    console.log(`${r.passed ? 'PASS' : 'FAIL'}  ${r.name}  ${counts}`);
    for (const f of r.failures) console.log(`      - ${f}`);
  }
  const passed = results.filter((r) => r.passed).length;
  console.log(`chaos: ${passed} passed, ${results.length - passed} failed`);
  if (file) {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          numPassedTests: passed,
          numFailedTests: results.length - passed,
          numPendingTests: 0,
          drills: results,
        },
        null,
        2,
      )}\n`,
    );
  }
}
