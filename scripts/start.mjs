import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale, isWebBuildStale } from './build-if-stale.mjs';
import { buildServerIfStale, isServerBuildStale, SERVER_ENTRY } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// An API-only server has no use for the bundle, so it starts without waiting for a build.
const serveWeb = process.env.SERVE_WEB !== '0';

/** Vite and esbuild are dev dependencies: after `npm prune --omit=dev` only a fresh build can start. */
function buildToolsInstalled() {
  try {
    import.meta.resolve('vite');
    import.meta.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

const stale = [
  ...(serveWeb && isWebBuildStale(root) ? ['dist/web'] : []),
  ...(isServerBuildStale(root) ? ['dist/server'] : []),
];
if (stale.length > 0 && !buildToolsInstalled()) {
  console.error(
    `${stale.join(' and ')} ${stale.length > 1 ? 'are' : 'is'} missing or older than the sources, and the build tools (dev dependencies) are not installed: run \`npm install\` and \`npm run build\`, then start again.`,
  );
  process.exit(1);
}

try {
  // The first start builds for about a minute: Vite's steps show that it is on its way.
  if (serveWeb) await buildWebIfStale(root, { logLevel: 'info' });
  if (isServerBuildStale(root)) {
    console.warn('Building the server (dist/server is missing or older than its sources) …');
    await buildServerIfStale(root);
    console.warn('Server built');
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

// Set before the server's first import: Better Auth reads NODE_ENV once, when it loads, and the
// config's production default would come too late for it.
const server = spawn(process.execPath, [SERVER_ENTRY], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});

const forward = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
const signals = ['SIGINT', 'SIGTERM'];
for (const signal of signals) process.on(signal, forward);

server.on('error', (err) => {
  console.error(`Could not start the server: ${err.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (signal) {
    // Dying of the same signal tells a supervisor the truth about how the server ended.
    for (const s of signals) process.off(s, forward);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
