import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServiceWorker } from './build-service-worker.mjs';
import { compressAssets } from './compress-assets.mjs';

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything the web bundle is built from; tests are skipped because they never reach it. */
const SOURCES = [
  'src/web',
  'src/domain',
  'public',
  'index.html',
  'vite.config.ts',
  'src/server/start-page.ts',
  'scripts/build-service-worker.mjs',
];
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

export function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return TEST_FILE.test(target) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when `dist/web/index.html` is missing or older than any source of the web bundle. */
export function isWebBuildStale(root = defaultRoot) {
  const built = path.join(root, 'dist/web/index.html');
  // sw.js is written last: without it the build was interrupted (or predates the service worker).
  if (!existsSync(built) || !existsSync(path.join(root, 'dist/web/sw.js'))) return true;
  const builtAt = statSync(built).mtimeMs;
  // An interrupted build can leave an index.html whose bundle is gone.
  const referenced = readFileSync(built, 'utf8').matchAll(
    /(?:src|href|content)="\/(assets\/[^"]+)"/g,
  );
  for (const [, asset] of referenced) {
    if (!existsSync(path.join(root, 'dist/web', asset))) return true;
  }
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/**
 * Runs `vite build` in its own process (so its plugins never load into the caller), compresses, and
 * writes the service worker from Vite's build manifest: the same steps as `npm run build`.
 */
export async function buildWeb(root = defaultRoot, { logLevel = 'warn' } = {}) {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', logLevel], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (status, signal) => resolve(signal ? 1 : (status ?? 1)));
  });
  if (code !== 0) throw new Error(`vite build failed with exit code ${code}`);
  await compressAssets(path.join(root, 'dist/web/assets'));
  await buildServiceWorker(path.join(root, 'dist/web'));
}

/**
 * Builds the web app only when its sources changed since the last build; returns whether it did.
 * `logLevel: 'info'` shows Vite's steps as they go (`npm start`'s first build takes a minute).
 */
export async function buildWebIfStale(root = defaultRoot, options = {}) {
  if (!isWebBuildStale(root)) return false;
  const startedAt = performance.now();
  console.warn('Building the web app (dist/web is missing or older than its sources) …');
  await buildWeb(root, options);
  console.warn(`Web app built in ${Math.round(performance.now() - startedAt)} ms`);
  return true;
}
