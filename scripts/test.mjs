// `npm test` (everything) and `npm run test:quick` (no browser): each step in turn, stopping at the
// first that fails, and the seconds of each at the end, so a slow step shows where it is.
import { spawnSync } from 'node:child_process';

const quick = process.argv.includes('--quick');
const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit, web and integration (Vitest)', 'npm', ['run', 'test:unit']],
  ...(quick ? [] : [['browser (Playwright)', 'npm', ['run', 'test:e2e']]]),
];

const seconds = [];
let failed;
for (const [name, command, args] of steps) {
  const started = performance.now();
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  seconds.push([name, (performance.now() - started) / 1000]);
  if (status !== 0) {
    failed = `${name} failed (${signal ?? `exit code ${status}`})`;
    break;
  }
}
const width = Math.max(...seconds.map(([name]) => name.length));
process.stdout.write(
  `\n${seconds.map(([name, s]) => `${name.padEnd(width)}  ${s.toFixed(0).padStart(5)} s`).join('\n')}\n`,
);
if (failed) {
  process.stderr.write(`${failed}\n`);
  process.exit(1);
}
