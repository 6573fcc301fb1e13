// `npm run dev`: Vite with hot reload on PORT (default 3000) in front of the API server, which
// restarts on every server change (tsx watch) on API_PORT (default 3001). One origin for the browser.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const env = {
  ...process.env,
  BASE_URL: process.env.BASE_URL ?? `http://localhost:${port}`,
  API_PORT: apiPort,
};

const children = [
  spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'src/server/main.ts'],
    // Development mode by name: the server's default is production.
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, NODE_ENV: 'development', PORT: apiPort, SERVE_WEB: '0' },
    },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', port, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
