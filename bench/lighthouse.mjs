// Lighthouse on the app's /login and /dashboard and, as the floor of the same run,
// on the floor app's /login (bench/floor: React 19 and a data router, nothing else), in rounds that
// take the pages in turn, so a busy moment of the machine falls on all of them; each figure is the
// median of the rounds. `npm run bench` imports `measureLighthouse`; `node bench/lighthouse.mjs`
// runs only this part on a server started as the bench starts it (see the end of this file).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startFloorWebServer } from './processes.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

const METRICS = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];

/**
 * Why a run gave no figures, `CODE: message` (the table shows the code), or null: the run's own
 * error, a metric Lighthouse could not compute (NO_LCP, …), or a page that ended elsewhere.
 */
function runError(page, lhr, landedOn) {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const failed = METRICS.map((id) => lhr.audits[id]).find((a) => a.numericValue === undefined);
  if (failed) {
    const message = failed.errorMessage ?? 'no value';
    const code = /\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,})\b/.exec(message)?.[1] ?? 'NO_VALUE';
    return `${code}: ${failed.id}: ${message}`;
  }
  return landedOn === page.path ? null : `ended on ${landedOn}`;
}

/** The figures of one Lighthouse run on one page. */
function figures(page, lhr) {
  const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
  return {
    path: page.path,
    landedOn,
    // `code` (NO_FCP, …) first: the table shows only that part.
    error: runError(page, lhr, landedOn),
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN),
    // When the screen itself is ready: the largest paint may be index.html's start screen, which
    // stands until then (the table says which it was).
    ttiMs: Math.round(lhr.audits.interactive.numericValue ?? Number.NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? Number.NaN),
    cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? Number.NaN).toFixed(3)),
    // Which paint the LCP is: the start screen of index.html or an element of the screen itself.
    lcpElement: lcpElement(lhr),
    lcpOnStartScreen: lcpOnStartScreen(lhr),
    failedA11yAudits: Object.values(lhr.audits)
      .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
      .filter((a) => a.score === 0)
      .map((a) => a.id),
  };
}

function lcpNode(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  return table?.items?.[0]?.node;
}

function lcpElement(lhr) {
  return lcpNode(lhr)?.snippet ?? null;
}

/** Whether the largest paint was index.html's start screen (`#start-screen`), not the screen's own. */
function lcpOnStartScreen(lhr) {
  return lcpNode(lhr)?.selector?.includes('#start-screen') ?? false;
}

const summary = (label, r) =>
  `lighthouse ${label}: performance ${r.performance}, LCP ${r.lcpMs} ms, ` +
  `TBT ${r.tbtMs} ms, CLS ${r.cls}, accessibility ${r.accessibility}, TTI ${r.ttiMs} ms` +
  (r.error ? ` (${r.error})` : '') +
  (r.lcpElement ? `; LCP element ${r.lcpElement.slice(0, 90)}` : '');

/**
 * Lighthouse's default config (mobile profile, simulated throttling) on each page in one Chromium.
 * `pages`: { label?, baseUrl, path, cookie? } — a signed-in page gets the session cookie on every
 * request. A page that ends elsewhere (a redirect to /login) counts as an error, not as that page's
 * figures. With `reportDir`, each run's whole report is written there as JSON, and with `traces`
 * its trace beside it (chrome://tracing reads it), for finding what a long task was.
 */
export async function runLighthouse(pages, { log, reportDir, traces = false, round = 0 }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results = [];
    for (const page of pages) {
      const label = page.label ?? page.path;
      const { lhr, artifacts } = await lighthouse(`${page.baseUrl}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Scores come from simulated throttling; these only keep a busy machine from aborting the run.
        maxWaitForFcp: 60_000,
        maxWaitForLoad: 90_000,
        ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
      });
      if (reportDir) {
        const name = `${label.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${round + 1}.json`;
        await writeFile(path.join(reportDir, name), JSON.stringify(lhr));
        if (traces) {
          await writeFile(
            path.join(reportDir, name.replace(/\.json$/, '.trace.json')),
            JSON.stringify(artifacts.Trace),
          );
        }
      }
      const result = figures(page, lhr);
      log(summary(`${label} (round ${round + 1})`, result));
      results.push(result);
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Each figure's median over the runs of one page that gave figures (a run that ended in an error
 * gave none). `error` only when no run gave figures; `runs` counts those that did.
 */
export function medianOfRuns(runs) {
  const good = runs.filter((r) => !r.error);
  const first = runs[0];
  if (good.length === 0) return { ...first, runs: 0, of: runs.length };
  const m = (key) => median(good.map((r) => r[key]));
  return {
    path: first.path,
    error: null,
    performance: Math.round(m('performance')),
    accessibility: Math.round(m('accessibility')),
    lcpMs: Math.round(m('lcpMs')),
    ttiMs: Math.round(m('ttiMs')),
    tbtMs: Math.round(m('tbtMs')),
    cls: Number(m('cls').toFixed(3)),
    lcpElements: [...new Set(good.map((r) => r.lcpElement))],
    // In how many of the runs the largest paint was the start screen.
    lcpOnStartScreen: good.filter((r) => r.lcpOnStartScreen).length,
    failedA11yAudits: [...new Set(good.flatMap((r) => r.failedA11yAudits))],
    runs: good.length,
    of: runs.length,
  };
}

/**
 * The pages measured: the sign-in page, and the athlete's dashboard, protocol and trends with her
 * seeded year of entries.
 */
export function lighthousePages(seeded) {
  const cookie = seeded.athlete.cookie;
  return [
    { path: '/login' },
    { path: '/dashboard', cookie },
    { path: '/protocol', cookie },
    { path: '/trends', cookie },
  ];
}

/**
 * `rounds` rounds of: the floor app's /login, then the app's `pages`; answers the medians of the
 * floor's and of each app page, and every run's figures.
 */
export async function measureLighthouse({
  floorDir,
  appBaseUrl,
  pages,
  rounds,
  log,
  reportDir,
  traces,
}) {
  if (reportDir) await mkdir(reportDir, { recursive: true });
  const floorServer = await startFloorWebServer(floorDir);
  try {
    const all = [
      { label: 'floor /login', baseUrl: floorServer.url, path: '/login' },
      ...pages.map((p) => ({ ...p, baseUrl: appBaseUrl })),
    ];
    const runs = all.map(() => []);
    for (let round = 0; round < rounds; round++) {
      const results = await runLighthouse(all, { log, reportDir, traces, round });
      for (const [i, r] of results.entries()) runs[i].push(r);
    }
    const [floor, ...app] = runs.map(medianOfRuns);
    log(summary(`floor /login, median of ${rounds}`, floor));
    for (const p of app) log(summary(`${p.path}, median of ${rounds}`, p));
    return { rounds, floor: [floor], app, runs: runs.flat() };
  } finally {
    await floorServer.stop();
  }
}

/**
 * `measureLighthouse` in a child process. Lighthouse leaves the process that ran it with a large
 * heap, whose garbage collection would slow autocannon in the same process and with it every API
 * figure measured afterwards.
 */
export async function measureLighthouseInChild({ log, ...options }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lz-lighthouse-'));
  const resultFile = path.join(dir, 'result.json');
  try {
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), '--child', JSON.stringify({ ...options, resultFile })],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child.stdout.setEncoding('utf8');
    let pending = '';
    child.stdout.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) log(line);
    });
    const code = await new Promise((resolve) => child.once('close', resolve));
    if (pending) log(pending);
    if (code !== 0) throw new Error(`Lighthouse child process exited with ${code}`);
    return JSON.parse(await readFile(resultFile, 'utf8'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const childIndex = process.argv.indexOf('--child');
if (childIndex !== -1 && fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) {
  const { resultFile, ...options } = JSON.parse(process.argv[childIndex + 1]);
  const result = await measureLighthouse({
    ...options,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  await writeFile(resultFile, JSON.stringify(result));
}

// `node bench/lighthouse.mjs [--rounds N] [--paths /a,/b] [--reports DIR [--traces]] [--pglite]`:
// builds the app (when stale) and the floor, seeds a database of its own (PostgreSQL as the bench
// does, or PGlite), starts the app server as the bench starts it, and measures the pages (only
// `--paths` when given). Every report goes to DIR when given, with `--traces` each page's trace beside it.
if (
  childIndex === -1 &&
  process.argv[1] &&
  fileURLToPath(import.meta.url) === path.resolve(process.argv[1])
) {
  const { buildWebIfStale } = await import('../scripts/build-if-stale.mjs');
  const { buildFloor } = await import('./bundle.mjs');
  const { removeAllPending } = await import('./databases.mjs');
  const { withSeededServer } = await import('./processes.mjs');

  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const rounds = Number(arg('--rounds') ?? 5);
  const paths = arg('--paths')?.split(',');
  const reportDir = arg('--reports') ? path.resolve(arg('--reports')) : undefined;
  const log = (line) => process.stdout.write(`${line}\n`);
  const { freshMemoryMsPer100Mb } = await import('./machine.mjs');
  log(`fresh memory ${freshMemoryMsPer100Mb()} ms per 100 MB (bench/machine.mjs)`);
  process.once('SIGINT', () => {
    void removeAllPending().finally(() => process.exit(130));
  });

  try {
    await buildWebIfStale();
    const floorDir = await buildFloor();
    const kind = process.argv.includes('--pglite') ? 'pglite' : 'postgres';
    await withSeededServer(kind, 'lighthouse', async (server, seeded) => {
      const result = await measureLighthouse({
        floorDir,
        appBaseUrl: server.baseURL,
        pages: lighthousePages(seeded).filter((p) => !paths || paths.includes(p.path)),
        rounds,
        log,
        reportDir,
        traces: process.argv.includes('--traces'),
      });
      if (reportDir) {
        await writeFile(path.join(reportDir, 'summary.json'), JSON.stringify(result, null, 2));
      }
    });
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  }
}
