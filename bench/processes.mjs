import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const { startAppServer, freePort } = await tsImport('../e2e/support/server.ts', import.meta.url);

/**
 * The app server as production runs it (`npm start`'s compiled server, NODE_ENV=production, serving the
 * built web app), in its own process, on the bench's database. The server of the e2e tests starts
 * it. Better Auth's limits stay on (they guard /api/auth, which the load never calls). For the
 * saturating runs, where one user makes all the load, the per-user limit on function calls is off
 * (`FUNCTION_RATE_LIMIT_PER_MINUTE=0`, .env.example); `limits: 'on'` keeps it as users run it.
 */
export async function startBenchServer({
  databaseUrl,
  dataDir,
  authSecret,
  nodeArgs,
  limits = 'off',
  serveWeb = true,
  env = {},
}) {
  return startAppServer({
    nodeArgs,
    smtpUrl: '',
    serveWeb,
    compiled: true,
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      BETTER_AUTH_SECRET: authSecret,
      ...(limits === 'on' ? {} : { FUNCTION_RATE_LIMIT_PER_MINUTE: '0' }),
      ...env,
    },
  });
}

/** The hello-world server that is the floor of the API figures, in its own process like the app. */
export function startFloorServer() {
  return startScript([path.join(here, 'floor-server.mjs')]);
}

/**
 * The built floor app (`dir`, from bench/bundle.mjs), the floor of the Lighthouse figures. Named
 * `localhost` like the app's server, so the browser goes between the two within one site.
 */
export function startFloorWebServer(dir) {
  return startScript([path.join(here, 'floor-web-server.mjs'), dir], 'localhost');
}

/** A script that prints `listening on <port>` and stops on SIGTERM, in its own process. */
async function startScript(args, host = '127.0.0.1') {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // If the bench dies before it stops the server (a crash, an uncaught error), the server goes too.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const m = /listening on (\d+)/.exec(chunk.toString());
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`${path.basename(args[0])} exited (${code})`)));
  });
  return {
    url: `http://${host}:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Settings of the caller's environment that would point `npm start` elsewhere. */
const SERVER_SETTINGS = ['PORT', 'HOST', 'BASE_URL', 'DATA_DIR', 'DATABASE_URL', 'SMTP_URL'];

/**
 * Milliseconds from spawning `npm start` (with the web app already built) to the first HTTP answer
 * of the server it starts, on `dataDir` (existing or fresh). The whole process group is stopped after.
 */
export async function measureStart({ root, dataDir, authSecret }) {
  const port = await freePort();
  const env = { ...process.env };
  for (const key of SERVER_SETTINGS) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...(authSecret ? { BETTER_AUTH_SECRET: authSecret } : {}),
  });
  const startedAt = performance.now();
  // Its own process group, so npm, the start script and the server stop together.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env,
    detached: true,
    stdio: 'ignore',
  });
  // If the bench dies before the finally below runs, the detached group must not outlive it.
  const killOnExit = () => process.kill(-child.pid, 'SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let exitedEarly = false;
  void exited.then(() => {
    exitedEarly = true;
  });
  try {
    while (!exitedEarly) {
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return Math.round(performance.now() - startedAt);
      if (performance.now() - startedAt > 60_000) throw new Error('npm start: no answer in 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('npm start exited before it answered');
  } finally {
    process.off('exit', killOnExit);
    if (!exitedEarly) {
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  }
}

/**
 * For a part of the bench run alone: a database of `kind` of its own, seeded as the bench seeds
 * (bench/seed.ts), and the app server on it, started as the bench starts it; `use(server, seeded)`
 * runs while both stand, and everything goes afterwards.
 */
export async function withSeededServer(kind, label, use) {
  const { createBenchTarget } = await import('./databases.mjs');
  const { seedTarget } = await tsImport('./seed.ts', import.meta.url);
  const { pgDatabase, dataDir, target } = await createBenchTarget(kind, label);
  try {
    const seeded = await seedTarget(target);
    const server = await startBenchServer(target);
    try {
      return await use(server, seeded);
    } finally {
      await server.stop();
    }
  } finally {
    await pgDatabase?.drop();
    await dataDir.remove();
  }
}
