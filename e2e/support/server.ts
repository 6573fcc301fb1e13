import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale, SERVER_ENTRY } from '../../scripts/build-server.mjs';
import { SETTING_NAMES } from '../../src/server/config';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppServer {
  /** The origin the browser uses, and the server's BASE_URL (so links in mails point here). */
  readonly baseURL: string;
  /** The same server by IP, for calls from Node that must not depend on how `localhost` resolves. */
  readonly apiURL: string;
  readonly port: number;
  readonly dataDir: string;
  /** Its BETTER_AUTH_SECRET, for tests that make a signed link as the server would. */
  readonly secret: string;
  readonly logFile: string | undefined;
  /** The server's process id. */
  readonly pid: number;
  stop(): Promise<void>;
  /** SIGKILL, as a crash: no shutdown runs, the data-dir lock stays behind. Resolves once it exited. */
  kill(): Promise<void>;
}

export interface StartAppServerOptions {
  smtpUrl: string;
  /** Serve dist/web (default). Off for API-only checks. */
  serveWeb?: boolean;
  /** Where the server's log lines go; otherwise only the last lines are kept for error messages. */
  logFile?: string;
  /** Extra or overriding environment for the server. */
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** Start on this PGlite directory and keep it on stop (crash tests restart on it); default: a fresh one. */
  dataDir?: string;
  /** Run the compiled server (`npm start`'s dist/server/main.mjs) instead of the TypeScript sources. */
  compiled?: boolean;
  /** Extra arguments for node, before the entry (`--cpu-prof` when profiling the bench). */
  nodeArgs?: string[];
}

/**
 * Settings of the caller that must not reach a test server (it gets its own of each). They are set
 * empty rather than removed: the server reads a `.env` in the project root, and an empty variable
 * keeps the file's value out just as it means "unset" to the server.
 */
const OWN_SETTINGS = [...SETTING_NAMES, 'SERVE_WEB'];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `src/server/main.ts` as its own process, the way production runs it, on a free port and a
 * fresh PGlite directory, and resolves once it logs `listening on`.
 */
export async function startAppServer(opts: StartAppServerOptions): Promise<AppServer> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const apiURL = `http://127.0.0.1:${port}`;
  const ownDataDir = opts.dataDir === undefined;
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'lz-e2e-')));

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of OWN_SETTINGS) env[key] = '';
  Object.assign(env, {
    // `test` switches off Better Auth's rate limits: every request of a run comes from one address.
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: baseURL,
    DATA_DIR: dataDir,
    SMTP_URL: opts.smtpUrl,
    MAIL_FROM: 'Leistungszone <no-reply@leistungszone.test>',
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'info',
    SERVE_WEB: opts.serveWeb === false ? '0' : '1',
    ...opts.env,
  });

  let log: NodeJS.WritableStream | undefined;
  if (opts.logFile) {
    mkdirSync(path.dirname(opts.logFile), { recursive: true });
    log = createWriteStream(opts.logFile, { flags: 'a' });
  }

  if (opts.compiled) await buildServerIfStale(repoRoot);
  const entry = opts.compiled ? [SERVER_ENTRY] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // If the test process dies without teardown, the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const tail: string[] = [];
  const remember = (chunk: Buffer) => {
    log?.write(chunk);
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stderr!.on('data', remember);

  const cleanUp = async () => {
    process.off('exit', killOnExit);
    await stopProcess(child);
    await new Promise<void>((resolve) => (log ? log.end(resolve) : resolve()));
    if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await new Promise<void>((resolve, reject) => {
      let pending = '';
      const timeoutMs = opts.startTimeoutMs ?? 60_000;
      const timer = setTimeout(
        () => reject(new Error(`The app server did not start within ${timeoutMs} ms`)),
        timeoutMs,
      );
      child.stdout!.on('data', (chunk: Buffer) => {
        remember(chunk);
        pending += chunk.toString('utf8');
        if (pending.includes('listening on')) {
          clearTimeout(timer);
          resolve();
        }
        pending = pending.slice(-200);
      });
      child.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The app server exited during start (${signal ?? `code ${code}`})`));
      });
    });
  } catch (err) {
    await cleanUp();
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`${message}\n--- server output ---\n${tail.join('\n')}`);
  }

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= cleanUp();
    return stopped;
  };
  return {
    baseURL,
    apiURL,
    port,
    dataDir,
    secret: String(env.BETTER_AUTH_SECRET),
    logFile: opts.logFile,
    pid: child.pid ?? 0,
    stop,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGKILL');
        await exited;
      }
      await stop();
    },
  };
}

/** SIGTERM for a clean shutdown (PGlite flushes and releases its lock), SIGKILL if it hangs. */
async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
