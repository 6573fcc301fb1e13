// Installs the bench's own tools (Lighthouse, autocannon, chrome-launcher: bench/package.json) into
// bench/node_modules from their lockfile when they are missing or the lockfile changed since, so the
// app's own install stays without them. `npm run bench` runs this first.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
// npm's record of what it installed; older than the lockfile means the lockfile moved on.
const installed = path.join(benchDir, 'node_modules/.package-lock.json');
const lockfile = path.join(benchDir, 'package-lock.json');

if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lockfile).mtimeMs) {
  console.warn('Installing the bench tools into bench/node_modules (npm ci) …');
  // Under `npm run`, npm names its own CLI: the same npm (and Node) install the bench tools.
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm]] : ['npm', []];
  const result = spawnSync(command, [...args, 'ci', '--no-audit', '--no-fund'], {
    cwd: benchDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('Could not install the bench tools (npm ci in bench/ failed).');
    process.exit(1);
  }
}
