/**
 * The container recipe, tested where no container engine runs (`npm run test:recipe`, and CI).
 *
 * Reads the Dockerfile and compose.yaml and runs their steps in a scratch copy of the working tree
 * (the files git would commit, less what .dockerignore leaves out): the build stage's RUN lines in
 * order (npm ci, npm run build, npm prune), the runtime stage's COPY lines into a second directory,
 * then the image's CMD there with the image's ENV and the compose app service's environment, as a
 * user other than root when run as root. Against a database of its own on the real PostgreSQL and
 * an SMTP server in this process: the HEALTHCHECK fails before the start and passes after, /readyz
 * answers 200, and a sign-up through the API is verified by the link of the mail it sent.
 *
 * Options: `--node <binary>` runs every step with that Node (CI: the image's Node line),
 * `--report <file>` writes a JSON report that scripts/ci-summary.mjs counts, `--keep` keeps the
 * scratch directory. `--reuse` takes what this checkout already installed and built instead of
 * running `npm ci` and `npm run build` again, as the engine's layer cache would: node_modules only
 * when it holds exactly what package-lock.json pins, dist only when it is newer than every source.
 * CI passes it, having run both moments before; every other step runs as written. RECIPE_POSTGRES_URL names the administrative database (default: postgres on
 * 127.0.0.1:5432).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openMailLink, signUp } from '../../e2e/support/api';
import { freePort, repoRoot } from '../../e2e/support/server';
import { linkFrom, type Mailbox, startSmtpServer } from '../../e2e/support/smtp';
import { buildWebIfStale } from '../build-if-stale.mjs';
import { buildServerIfStale } from '../build-server.mjs';
import {
  type ComposeFile,
  dockerignoreLineFor,
  dockerignoreMatcher,
  type Instruction,
  interpolate,
  parseCompose,
  parseDockerfile,
  type Stage,
  stageEnv,
} from './container-recipe';

const { values: options } = parseArgs({
  options: {
    node: { type: 'string' },
    report: { type: 'string' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});

/** The settings compose must pass to the app; each must be in .env.example too. */
const REQUIRED_SETTINGS = [
  'DATABASE_URL',
  'BETTER_AUTH_SECRET',
  'BASE_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'TRUST_PROXY',
];
/** Packages a production image must not hold: the build and test tools. */
const DEV_TOOLS = ['vite', 'esbuild', 'tsx', 'vitest', 'typescript', '@playwright/test'];
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;

const nodeBinary = path.resolve(options.node ?? process.execPath);
const adminUrl = process.env.RECIPE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// ---- steps and report ----

interface StepResult {
  name: string;
  passed: boolean;
  ms: number;
  error?: string;
}
const results: StepResult[] = [];
let failed = false;

/** Runs the steps in order; after a failure the rest are counted as failed, not run. */
async function step<T>(name: string, run: () => Promise<T> | T): Promise<T | undefined> {
  if (failed) {
    results.push({ name, passed: false, ms: 0, error: 'not run: an earlier step failed' });
    return undefined;
  }
  const started = performance.now();
  try {
    const value = await run();
    const ms = Math.round(performance.now() - started);
    results.push({ name, passed: true, ms });
    console.log(`PASS  ${name}  (${(ms / 1000).toFixed(1)} s)`);
    return value;
  } catch (err) {
    failed = true;
    const ms = Math.round(performance.now() - started);
    const error = err instanceof Error ? err.message : String(err);
    results.push({ name, passed: false, ms, error });
    console.log(
      `FAIL  ${name}  (${(ms / 1000).toFixed(1)} s)\n      ${error.replace(/\n/g, '\n      ')}`,
    );
    return undefined;
  }
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

// ---- processes ----

const scratch = mkdtempSync(path.join(os.tmpdir(), 'lz-recipe-'));
// The server may run as another user: it must reach its files through the scratch directory.
chmodSync(scratch, 0o755);
const logDir = path.join(scratch, 'logs');
mkdirSync(logDir);

/** The user the image's USER stands for when this runs as root: nobody, who owns nothing here. */
const runAs =
  typeof process.getuid === 'function' && process.getuid() === 0
    ? { uid: 65534, gid: 65534 }
    : undefined;

/** PATH with the chosen Node first, so npm and every `#!/usr/bin/env node` use it. */
function basePath(): string {
  return `${path.dirname(nodeBinary)}${path.delimiter}${process.env.PATH ?? ''}`;
}

/** `sh -c line` in `cwd`, its output in a log file; throws with the log's end when it fails. */
async function runShell(line: string, cwd: string, env: NodeJS.ProcessEnv, logName: string) {
  const logFile = path.join(logDir, logName);
  const log = createWriteStream(logFile);
  const child = spawn('sh', ['-c', line], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const code = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status, signal) => resolve(signal ? 1 : (status ?? 1)));
  });
  await new Promise<void>((resolve) => log.end(resolve));
  if (code !== 0) {
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`\`${line}\` exited with ${code}:\n${tail}`);
  }
}

/** argv of the image (its first word `node`) with the chosen Node binary. */
function imageArgv(argv: readonly string[]): [string, string[]] {
  check(argv[0] === 'node', `expected the image to run node, got ${argv[0]}`);
  return [nodeBinary, argv.slice(1)];
}

async function exitCodeOf(argv: readonly string[], cwd: string, env: NodeJS.ProcessEnv) {
  const [command, args] = imageArgv(argv);
  const child = spawn(command, args, { cwd, env, stdio: 'ignore', ...runAs });
  return new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (status, signal) => resolve(signal ? 128 : (status ?? 1)));
  });
}

// ---- reading the recipe ----

const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
const composeText = readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8');
const packageJson = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

function only(stage: Stage, op: Instruction['op']): Instruction {
  const found = stage.instructions.filter((i) => i.op === op);
  check(found.length === 1, `the ${stage.name ?? 'runtime'} stage needs exactly one ${op}`);
  return found[0]!;
}

let stages: Stage[] = [];
let compose: ComposeFile = { services: {} };
let buildStage!: Stage;
let runtimeStage!: Stage;
let imageEnv: Record<string, string> = {};
let dataVolume = '';
let healthcheck: string[] = [];
let cmd: string[] = [];

await step('Dockerfile: a build stage and a runtime stage', () => {
  stages = parseDockerfile(dockerfile);
  check(stages.length === 2, `expected 2 stages, found ${stages.length}`);
  [buildStage, runtimeStage] = stages as [Stage, Stage];
  check(buildStage.name, 'the build stage needs a name (FROM … AS build)');
  const runs = buildStage.instructions.filter((i) => i.op === 'RUN').map((i) => i.args[0]!);
  const recipe = ['npm ci', 'npm run build', 'npm prune --omit=dev'];
  check(
    runs.length === recipe.length && recipe.every((r, i) => runs[i]!.startsWith(r)),
    `the build stage runs ${JSON.stringify(runs)}, not ${recipe.join(', ')} in this order`,
  );
  imageEnv = stageEnv(runtimeStage);
  check(imageEnv.NODE_ENV === 'production', 'the runtime stage sets NODE_ENV=production');
  const volume = only(runtimeStage, 'VOLUME').args;
  check(volume.length === 1, 'one VOLUME');
  dataVolume = volume[0]!;
  check(imageEnv.DATA_DIR === dataVolume, `DATA_DIR (${imageEnv.DATA_DIR}) is the VOLUME`);
  const user = only(runtimeStage, 'USER').args[0];
  check(user && user !== 'root' && user !== '0', `the server runs as a user other than root`);
  for (const stage of stages) workdirOf(stage);
  healthcheck = only(runtimeStage, 'HEALTHCHECK').args;
  check(healthcheck.join(' ').includes('/readyz'), 'the HEALTHCHECK asks /readyz');
  cmd = only(runtimeStage, 'CMD').args;
  check(
    cmd.join(' ') === packageJson.scripts.start,
    `CMD ${JSON.stringify(cmd)} is not what \`npm start\` runs (${packageJson.scripts.start})`,
  );
  const major = /^node:(\d+)/.exec(buildStage.image)?.[1];
  check(major && runtimeStage.image.startsWith(`node:${major}`), 'both stages on one Node line');
  const running = execFileSync(nodeBinary, ['-p', 'process.versions.node']).toString().trim();
  if (!running.startsWith(`${major}.`)) {
    console.log(`      note: the image runs Node ${major}, this run Node ${running} (--node)`);
  }
});

await step('.dockerignore leaves out what .gitignore does, and .git', () => {
  const ignored = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n');
  const lines = new Set(ignored.map((l) => l.trim()));
  const gitignore = readFileSync(path.join(repoRoot, '.gitignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const missing = [...gitignore.map(dockerignoreLineFor), '.git'].filter((l) => !lines.has(l));
  check(missing.length === 0, `.dockerignore lacks ${missing.join(', ')}`);
});

await step('compose.yaml: the image, PostgreSQL 15+, named volumes, every setting', () => {
  compose = parseCompose(composeText);
  const app = compose.services.app;
  check(app, 'a service named app');
  const context = typeof app.build === 'string' ? app.build : app.build?.context;
  check(context === '.', 'app is built from the Dockerfile beside compose.yaml');
  const db = compose.services.db;
  const pgMajor = Number(/^postgres:(\d+)/.exec(db?.image ?? '')?.[1]);
  check(pgMajor >= 15, `a service db with postgres:15 or newer (got ${db?.image})`);
  const env = app.environment ?? {};
  const missing = REQUIRED_SETTINGS.filter((k) => !(k in env));
  check(missing.length === 0, `app's environment lacks ${missing.join(', ')}`);
  const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
  const unknown = Object.keys(env).filter((k) => !new RegExp(`^#? ?${k}=`, 'm').test(example));
  check(unknown.length === 0, `.env.example does not list ${unknown.join(', ')}`);
  const dbUrl = new URL(interpolate(String(env.DATABASE_URL), { POSTGRES_PASSWORD: 'x' }));
  check(dbUrl.hostname === 'db', 'DATABASE_URL names the db service');
  const named = Object.keys(compose.volumes ?? {});
  for (const [name, service] of Object.entries(compose.services)) {
    for (const volume of service.volumes ?? []) {
      check(named.includes(volume.split(':')[0]!), `${name}: ${volume} is not a named volume`);
    }
  }
  check(
    (app.volumes ?? []).some((v) => v.split(':')[1] === dataVolume),
    `app keeps ${dataVolume} (DATA_DIR) on a volume`,
  );
  const exposed = only(runtimeStage, 'EXPOSE').args[0];
  check(
    (app.ports ?? []).some((p) => String(p).split(':').at(-1) === exposed),
    `app publishes the exposed port ${exposed}`,
  );
});

// ---- the build stage ----

const contextDir = path.join(scratch, 'context');
const buildDir = path.join(scratch, 'build');
const runtimeDir = path.join(scratch, 'runtime');
const dataDir = path.join(scratch, 'data');

await step('scratch copy of the working tree, as the build context', () => {
  const ignore = dockerignoreMatcher(
    readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n'),
  );
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: repoRoot,
    },
  )
    .toString()
    .split('\0')
    .filter((f) => f && !ignore(f) && existsSync(path.join(repoRoot, f)));
  for (const file of files) {
    cpSync(path.join(repoRoot, file), path.join(contextDir, file), { preserveTimestamps: true });
  }
  check(files.includes('package.json'), 'the context holds package.json');
  console.log(`      ${files.length} files in ${contextDir}`);
});

/** Where a stage's WORKDIR lies in the scratch directory. */
function workdirOf(stage: Stage): string {
  const dir = only(stage, 'WORKDIR').args[0]!;
  check(path.isAbsolute(dir), 'WORKDIR is absolute');
  return dir;
}

/**
 * A build step's result taken from this checkout, as the engine's layer cache would give it: the same
 * lockfile installed, or the build of the same sources (made here first where it is missing or older
 * than they are, as `npm start` does; the browser tests built the web app already). Undefined where
 * the step must run.
 */
function reusable(
  line: string,
): { dirs: string[]; why: string; prepare?: () => Promise<void> } | undefined {
  if (line.startsWith('npm ci') && installedAsLocked()) {
    return { dirs: ['node_modules'], why: 'node_modules holds what package-lock.json pins' };
  }
  if (line.startsWith('npm run build')) {
    return {
      dirs: ['dist'],
      why: 'the build of these sources in this checkout',
      prepare: async () => {
        await buildWebIfStale(repoRoot);
        await buildServerIfStale(repoRoot);
      },
    };
  }
  return undefined;
}

/**
 * True when node_modules holds exactly the packages package-lock.json pins: npm's record of what it
 * installed (node_modules/.package-lock.json) names each at the locked version and integrity, and
 * misses only optional packages of other platforms.
 */
function installedAsLocked(): boolean {
  type Lock = {
    packages: Record<string, { version?: string; integrity?: string; optional?: boolean }>;
  };
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as Lock;
  let installed: Lock;
  try {
    installed = read('node_modules/.package-lock.json');
  } catch {
    return false;
  }
  const locked = read('package-lock.json');
  const wanted = Object.entries(locked.packages).filter(([key]) => key !== '');
  const extra = Object.keys(installed.packages).filter((key) => !(key in locked.packages));
  return (
    extra.length === 0 &&
    wanted.every(([key, pkg]) => {
      const have = installed.packages[key];
      if (!have) return pkg.optional === true;
      return have.version === pkg.version && have.integrity === pkg.integrity;
    })
  );
}

/** COPY as Docker does it: a directory's contents, several sources into a directory. */
function copy(sources: string[], dest: string, from: (p: string) => string, to: string) {
  const target = path.resolve(to, dest);
  const intoDir = dest.endsWith('/') || dest === '.' || sources.length > 1;
  for (const source of sources) {
    const src = from(source);
    if (source === '.' || source === './') {
      cpSync(src, target, { recursive: true, preserveTimestamps: true });
    } else {
      const out = intoDir ? path.join(target, path.basename(src)) : target;
      cpSync(src, out, { recursive: true, preserveTimestamps: true });
    }
  }
}

let stepNumber = 0;
const buildEnv = { PATH: basePath(), HOME: process.env.HOME ?? os.homedir(), CI: 'true' };
if (buildStage && runtimeStage) {
  const buildWorkdir = workdirOf(buildStage);
  for (const instruction of buildStage.instructions) {
    if (instruction.op === 'COPY') {
      const sources = instruction.args.slice(0, -1);
      const dest = instruction.args.at(-1)!;
      await step(`build: COPY ${instruction.args.join(' ')}`, () =>
        copy(sources, dest, (s) => path.join(contextDir, s), buildDir),
      );
    } else if (instruction.op === 'RUN') {
      const line = instruction.args[0]!;
      const n = ++stepNumber;
      const reused = options.reuse ? reusable(line) : undefined;
      if (reused) {
        await step(`build: RUN ${line} (reused: ${reused.why})`, async () => {
          await reused.prepare?.();
          mkdirSync(buildDir, { recursive: true });
          for (const dir of reused.dirs) {
            cpSync(path.join(repoRoot, dir), path.join(buildDir, dir), {
              recursive: true,
              preserveTimestamps: true,
            });
          }
        });
        continue;
      }
      await step(`build: RUN ${line}`, async () => {
        mkdirSync(buildDir, { recursive: true });
        await runShell(line, buildDir, { ...buildEnv, ...stageEnv(buildStage) }, `run-${n}.log`);
      });
    } else if (instruction.op !== 'WORKDIR' && instruction.op !== 'ENV') {
      await step(`build: ${instruction.op}`, () => {
        throw new Error(`line ${instruction.line}: the recipe test does not run ${instruction.op}`);
      });
    }
  }

  await step('build: no build or test tool left after the prune', () => {
    const left = DEV_TOOLS.filter((p) => existsSync(path.join(buildDir, 'node_modules', p)));
    check(left.length === 0, `still in node_modules: ${left.join(', ')}`);
  });

  // ---- the runtime stage ----
  for (const instruction of runtimeStage.instructions) {
    if (instruction.op === 'COPY') {
      await step(
        `runtime: COPY ${Object.entries(instruction.flags)
          .map(([k, v]) => `--${k}=${v} `)
          .join('')}${instruction.args.join(' ')}`,
        () => {
          check(
            instruction.flags.from === buildStage.name,
            'the runtime stage copies from the build stage only',
          );
          const sources = instruction.args.slice(0, -1);
          const dest = instruction.args.at(-1)!;
          const from = (s: string) => {
            const rel = path.relative(buildWorkdir, s);
            check(!rel.startsWith('..'), `${s} lies outside the build stage's WORKDIR`);
            return path.join(buildDir, rel);
          };
          mkdirSync(runtimeDir, { recursive: true });
          copy(sources, dest, from, runtimeDir);
        },
      );
    } else if (instruction.op === 'RUN') {
      // Only the data volume's directory may be prepared here: the test makes its own.
      const line = instruction.args[0]!;
      await step(
        `runtime: RUN ${line} (the data directory, made here for the server's user)`,
        () => {
          const m = /^mkdir -p (\S+) && chown [\w:]+ (\S+)$/.exec(line);
          check(
            m && m[1] === dataVolume && m[2] === dataVolume,
            `line ${instruction.line}: only \`mkdir -p ${dataVolume} && chown <user> ${dataVolume}\``,
          );
          mkdirSync(dataDir, { recursive: true });
          if (runAs) chownSync(dataDir, runAs.uid, runAs.gid);
        },
      );
    }
  }
}

// ---- the server ----

let admin: pg.Client | undefined;
let database: string | undefined;
let mailbox: Mailbox | undefined;
let server: ChildProcess | undefined;
let serverExit: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | undefined;
const serverLog = path.join(logDir, 'server.log');

const port = await freePort();
const baseURL = `http://localhost:${port}`;
const apiURL = `http://127.0.0.1:${port}`;
const mailFrom = 'Leistungszone <no-reply@recipe.test>';
let serverEnv: NodeJS.ProcessEnv = {};

await step('a database of its own on PostgreSQL, an SMTP server', async () => {
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  database = `lz_recipe_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${database}`);
  mailbox = await startSmtpServer();
});

await step('environment: the image ENV and the compose app service', () => {
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${database}`;
  // What an operator's .env holds for compose.
  const vars = {
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    BASE_URL: baseURL,
    SMTP_URL: mailbox!.url,
    MAIL_FROM: mailFrom,
  };
  const composeEnv = Object.fromEntries(
    Object.entries(compose.services.app!.environment ?? {}).map(([k, v]) => [
      k,
      interpolate(String(v ?? ''), vars),
    ]),
  );
  // Where this machine differs from the compose network: the database is not the host `db`, and
  // the port is a free one on loopback rather than 3000 on every interface of a container.
  const machine = { DATABASE_URL: dbUrl.toString(), PORT: String(port), HOST: '127.0.0.1' };
  serverEnv = {
    PATH: basePath(),
    ...imageEnv,
    DATA_DIR: dataDir,
    ...composeEnv,
    ...machine,
  };
  const shown = Object.keys(serverEnv).filter((k) => k !== 'PATH' && k !== 'BETTER_AUTH_SECRET');
  console.log(`      ${shown.map((k) => `${k}=${serverEnv[k]}`).join(' ')}`);
});

await step('HEALTHCHECK fails while no server runs', async () => {
  const code = await exitCodeOf(healthcheck, runtimeDir, serverEnv);
  check(code !== 0, 'the HEALTHCHECK passed without a server');
});

await step(
  `CMD ${cmd.join(' ')}${runAs ? ' as nobody' : ''}: /readyz answers 200 (JSON)`,
  async () => {
    const [command, args] = imageArgv(cmd);
    const log = createWriteStream(serverLog);
    const child = spawn(command, args, {
      cwd: runtimeDir,
      env: serverEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...runAs,
    });
    server = child;
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    serverExit = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    let exited = false;
    void serverExit.then(() => {
      exited = true;
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    let last = 'no answer';
    while (Date.now() < deadline && !exited) {
      try {
        const res = await fetch(`${apiURL}/readyz`, { signal: AbortSignal.timeout(2_000) });
        const type = res.headers.get('content-type') ?? '';
        last = `${res.status} ${type}`;
        if (res.status === 200 && type.includes('application/json')) return;
      } catch (err) {
        last = err instanceof Error ? err.message : String(err);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const tail = readFileSync(serverLog, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(
      `${exited ? 'the server exited' : `not ready within ${READY_TIMEOUT_MS} ms`} (last /readyz: ${last})\n${tail}`,
    );
  },
);

await step('HEALTHCHECK passes', async () => {
  const code = await exitCodeOf(healthcheck, runtimeDir, serverEnv);
  check(code === 0, `the HEALTHCHECK exited with ${code}`);
});

await step('the web app, /healthz and no development outbox', async () => {
  const page = await fetch(`${apiURL}/login`);
  check(page.status === 200, `/login answered ${page.status}`);
  check((page.headers.get('content-type') ?? '').includes('text/html'), '/login is the web page');
  const html = await page.text();
  // The built page names its entry for public/app-start.js, which loads it after the first paint.
  const script = /<meta name="lz-app" content="(\/assets\/[^"]+\.js)">/.exec(html)?.[1];
  check(script, 'the page names its bundle');
  const asset = await fetch(`${apiURL}${script}`);
  check(asset.status === 200, `${script} answered ${asset.status}`);
  const health = await fetch(`${apiURL}/healthz`);
  check(health.status === 200, `/healthz answered ${health.status}`);
  check((health.headers.get('content-type') ?? '').includes('application/json'), '/healthz JSON');
  const outbox = await fetch(`${apiURL}/dev/outbox`);
  check(outbox.status === 404, `/dev/outbox answered ${outbox.status} with SMTP_URL set`);
});

const target = { baseURL, apiURL };
const email = `recipe-${randomBytes(4).toString('hex')}@example.de`;
let token = '';

async function sessionUser(): Promise<{ email: string; emailVerified: boolean }> {
  const res = await fetch(`${apiURL}/api/auth/get-session`, {
    headers: { authorization: `Bearer ${token}` },
  });
  check(res.status === 200, `get-session answered ${res.status}`);
  const body = (await res.json()) as { user?: { email: string; emailVerified: boolean } } | null;
  check(body?.user, 'get-session answered without a user');
  return body.user;
}

await step('sign-up through the API', async () => {
  ({ token } = await signUp(target, {
    name: 'Rezept Test',
    email,
    password: 'Rezept-Passwort-2026',
    accountType: 'athlete',
  }));
  const user = await sessionUser();
  check(user.email === email && !user.emailVerified, 'a new user, not verified yet');
});

let link = '';
await step(
  'the verification mail arrives over SMTP, from MAIL_FROM, linking to BASE_URL',
  async () => {
    const mail = await mailbox!.waitForMail(email, { timeout: 15_000 });
    check(mailFrom.includes(`<${mail.from}>`), `sent from ${mail.from}, not MAIL_FROM`);
    link = linkFrom(mail);
    check(link.startsWith(`${baseURL}/`), `the link ${link} does not lead to BASE_URL`);
  },
);

await step('its link verifies the address: get-session says emailVerified', async () => {
  await openMailLink(target, link);
  const user = await sessionUser();
  check(user.emailVerified, 'emailVerified is still false');
});

await step('SIGTERM: the server stops cleanly', async () => {
  server!.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), STOP_TIMEOUT_MS));
  const exit = await Promise.race([serverExit!, timeout]);
  check(exit !== 'timeout', `still running ${STOP_TIMEOUT_MS} ms after SIGTERM`);
  check(exit.code === 0, `exited with ${exit.signal ?? `code ${exit.code}`}`);
});

await step(
  'after the prune, a start on a stale build stops with one line naming the fix',
  async () => {
    // The build stage's directory has the sources; one newer than the build makes it stale.
    const source = path.join(buildDir, 'src/server/main.ts');
    const later = new Date(Date.now() + 60_000);
    utimesSync(source, later, later);
    const [command, args] = imageArgv(cmd);
    const child = spawn(command, args, { cwd: buildDir, env: serverEnv, stdio: 'pipe' });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    const lines = stderr.trim().split('\n');
    check(code === 1, `exited with ${code}`);
    check(lines.length === 1 && lines[0]!.includes('npm run build'), `said: ${stderr}`);
  },
);

// ---- clean-up and report ----

if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
await mailbox?.stop();
if (admin) {
  if (database) await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
if (failed) console.log(`server log: ${serverLog}`);
if (options.keep || failed) console.log(`scratch directory kept: ${scratch}`);
else rmSync(scratch, { recursive: true, force: true });

const passed = results.filter((r) => r.passed).length;
const seconds = Math.round(results.reduce((sum, r) => sum + r.ms, 0) / 1000);
console.log(`recipe: ${passed} passed, ${results.length - passed} failed (${seconds} s)`);
if (options.report) {
  mkdirSync(path.dirname(path.resolve(options.report)), { recursive: true });
  writeFileSync(
    options.report,
    `${JSON.stringify(
      {
        numPassedTests: passed,
        numFailedTests: results.length - passed,
        numPendingTests: 0,
        steps: results,
      },
      null,
      2,
    )}\n`,
  );
}
process.exit(failed ? 1 : 0);
