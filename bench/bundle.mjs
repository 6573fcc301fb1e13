// Bundle budgets: the JavaScript each screen loads, gzip level 9, read from Vite's
// manifest, against a floor app (bench/floor) built in the same run with the same Vite settings.
// `node bench/bundle.mjs` prints the table and exits non-zero when a budget is missed;
// `npm run bench` imports `measureBundles`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { buildWeb, buildWebIfStale } from '../scripts/build-if-stale.mjs';
import { compressAssets } from '../scripts/compress-assets.mjs';

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const BUDGETS = Object.freeze({ loginRatioMax: 1.25, routeOwnMaxBytes: 35_000 });

const LOGIN = '/login';
/**
 * The screens that draw charts: the athlete's trends and what a coach sees of them (the coach's
 * athlete page and the athlete's preview of it). No other screen may load the chart library.
 */
const CHART_ROUTES = Object.freeze([
  '/trends',
  '/coach/athletes/:athleteId',
  '/settings/coach-preview/:linkId',
]);
/** The name vite.config.ts gives the chart library's chunk. */
const CHART_CHUNK = 'chart';

const web = 'src/web';
const { ROUTE_MODULES } = await tsImport('../src/server/web-page.ts', import.meta.url);
const { chunkFilesNamed, measureRoutes, routesLoading } = await tsImport(
  './bundle-manifest.ts',
  import.meta.url,
);

/**
 * Every screen of src/web/app/router.tsx with the lazy modules it renders (layouts, then the page),
 * as the server names them for its preload hints, and what the entry loads after the first screen.
 * `measureRoutes` fails when the router gains a lazy module this table does not name.
 */
const APP_ROUTES = {
  ...ROUTE_MODULES,
  // Not a screen: the entry loads it once the first screen is up (offline start, src/web/main.tsx).
  '(after first screen) offline cache': [`${web}/pwa/persisted-queries.ts`],
  // Not a screen either: the toasts' cards, fetched once the first screen is up or with the first toast.
  '(after first screen) toast cards': [`${web}/components/ui/toast-cards.tsx`],
};

/** bench/floor has one lazy screen; its manifest keys are relative to bench/floor. */
const FLOOR_ROUTES = { [LOGIN]: ['login-page.tsx'] };

/** vite.config.ts moves the manifest beside the output directory, out of what the server serves. */
const manifestFile = (outDir) => `${outDir}.manifest.json`;

function readManifest(outDir) {
  return JSON.parse(readFileSync(manifestFile(outDir), 'utf8'));
}

function gzipSizer(outDir) {
  const sizes = new Map();
  return (file) => {
    if (!sizes.has(file)) {
      sizes.set(file, gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length);
    }
    return sizes.get(file);
  };
}

/** Where the floor app is built. */
export const floorOutDir = (root = defaultRoot) => path.join(root, 'bench/.tmp/floor');

/**
 * `vite build` of the floor in its own process, like the app's build, into bench/.tmp/floor, with
 * the precompressed siblings the app's build writes too (Lighthouse loads it as served).
 */
export async function buildFloor(root = defaultRoot) {
  const outDir = floorOutDir(root);
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const args = [vite, 'build', '--config', 'bench/floor/vite.config.ts', '--outDir', outDir];
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      // The extensionless import of ../../vite.config is what tsc accepts; Vite's bundling loader
      // resolves it, only its notice about a future loader would be printed.
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    child.on('error', reject);
    child.on('exit', (status, signal) => resolve(signal ? 1 : (status ?? 1)));
  });
  if (code !== 0) throw new Error(`floor build failed with exit code ${code}`);
  await compressAssets(path.join(outDir, 'assets'));
  return outDir;
}

/**
 * Builds the app (when stale) and the floor, and measures both.
 * @param {{ root?: string, log?: (...args: unknown[]) => void }} [options]
 */
export async function measureBundles({ root = defaultRoot, log = console.error } = {}) {
  const appDir = path.join(root, 'dist/web');
  await buildWebIfStale(root);
  if (!existsSync(manifestFile(appDir))) {
    log('bundle: dist/web has no manifest (built before the manifest was switched on); building');
    await buildWeb(root);
  }
  log('bundle: building the floor app (bench/floor)');
  const floorDir = await buildFloor(root);

  const floor = measureRoutes({
    manifest: readManifest(floorDir),
    routes: FLOOR_ROUTES,
    baseline: LOGIN,
    sizeOf: gzipSizer(floorDir),
  });
  const appManifest = readManifest(appDir);
  const app = measureRoutes({
    manifest: appManifest,
    routes: APP_ROUTES,
    baseline: LOGIN,
    sizeOf: gzipSizer(appDir),
  });

  const floorLogin = floor.routes.find((r) => r.path === LOGIN).totalJsGzip;
  const appLogin = app.routes.find((r) => r.path === LOGIN).totalJsGzip;
  const chartFiles = chunkFilesNamed(appManifest, CHART_CHUNK);
  const chartRoutes = routesLoading(appManifest, APP_ROUTES, chartFiles);
  if (chartFiles.size === 0) log(`bundle: no chunk named "${CHART_CHUNK}" in the app's manifest`);

  return {
    floor: { loginJsGzip: floorLogin },
    app: {
      entryJsGzip: app.entryJsGzip,
      loginJsGzip: appLogin,
      loginRatio: Math.round((appLogin / floorLogin) * 1000) / 1000,
    },
    routes: app.routes
      .filter((r) => r.path !== LOGIN)
      .map(({ path: routePath, ownJsGzip, totalJsGzip }) => ({
        path: routePath,
        ownJsGzip,
        totalJsGzip,
      })),
    chartLibraryRoutes: chartRoutes,
    chartLibraryOnlyOnChartScreens:
      chartFiles.size > 0 && chartRoutes.every((route) => CHART_ROUTES.includes(route)),
    budgets: { ...BUDGETS },
  };
}

/** The budgets a measurement misses, one line each; empty when all are kept. */
export function missedBudgets(result) {
  const missed = [];
  const { loginRatioMax, routeOwnMaxBytes } = result.budgets;
  if (result.app.loginRatio > loginRatioMax) {
    missed.push(`${LOGIN} loads ${result.app.loginRatio} x the floor (at most ${loginRatioMax})`);
  }
  for (const r of result.routes) {
    if (r.ownJsGzip > routeOwnMaxBytes) {
      missed.push(`${r.path} adds ${r.ownJsGzip} B beyond ${LOGIN} (at most ${routeOwnMaxBytes})`);
    }
  }
  if (!result.chartLibraryOnlyOnChartScreens) {
    const others = result.chartLibraryRoutes.filter((route) => !CHART_ROUTES.includes(route));
    missed.push(`the chart library loads on screens without charts: ${others.join(', ')}`);
  }
  return missed;
}

function printTable(result, print = console.log) {
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  const row = (cells) =>
    print(`${cells[0].padEnd(30)}${cells[1].padStart(12)}${cells[2].padStart(14)}`);
  print(`floor ${LOGIN}: ${kB(result.floor.loginJsGzip)} gzip`);
  print(`app entry: ${kB(result.app.entryJsGzip)}, app ${LOGIN}: ${kB(result.app.loginJsGzip)}`);
  print(`${LOGIN} / floor: ${result.app.loginRatio} (at most ${result.budgets.loginRatioMax})`);
  row(['route', 'total gzip', `own > ${LOGIN}`]);
  for (const r of result.routes) row([r.path, kB(r.totalJsGzip), kB(r.ownJsGzip)]);
  print(`chart library loaded by: ${result.chartLibraryRoutes.join(', ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = await measureBundles();
  printTable(result);
  const missed = missedBudgets(result);
  for (const line of missed) console.error(`budget missed: ${line}`);
  process.exitCode = missed.length > 0 ? 1 : 0;
}
