import { describe, expect, it } from 'vitest';
import { type BenchResults, buildRows, formatTable, type LoadRun } from './table';

const run = (rps: number, p99: number, extra: Partial<LoadRun> = {}): LoadRun => ({
  connections: 50,
  rps,
  total: rps * 30,
  latencyMs: { p50: p99 / 2, p99, max: p99 * 2 },
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  peakRssMb: null,
  ...extra,
});

const timing = (median: number) => ({ median, p95: median * 1.5, runs: 21 });
const scale = {
  trends: timing(20),
  portal: timing(30),
  athlete: { getDashboard: timing(8), saveEntry: timing(6) },
  explain: [{ fn: 'getTrends', sql: 'select 1', plan: 'Index Scan', seqScansOnBigTables: [] }],
  bigTables: { protocol_entries: 38_500 },
  http: { trends: timing(60), portal: timing(40) },
};
const functions = {
  ping: run(4000, 20),
  getProfile: run(3000, 22),
  getDashboard: run(1500, 24),
  saveEntry: run(900, 25),
};
const page = (path: string) => ({
  path,
  error: null,
  performance: 98,
  accessibility: 100,
  lcpMs: 1500,
  lcpOnStartScreen: 0,
  ttiMs: 1900,
  tbtMs: 40,
  cls: 0,
  runs: 3,
  of: 3,
});

/** Results that meet every goal; a test changes one thing. */
function results(): BenchResults {
  return {
    bundle: {
      floor: { loginJsGzip: 60_000 },
      app: { entryJsGzip: 50_000, loginJsGzip: 70_000, loginRatio: 70_000 / 60_000 },
      routes: [
        { path: '/login', ownJsGzip: 5_000, totalJsGzip: 70_000 },
        { path: '/trends', ownJsGzip: 34_000, totalJsGzip: 99_000 },
      ],
      chartLibraryRoutes: ['/trends'],
      chartLibraryOnlyOnChartScreens: true,
      budgets: { loginRatioMax: 1.25, routeOwnMaxBytes: 35_000 },
    },
    assets: {
      html: [{ path: '/', cacheControl: 'no-cache' }],
      assets: [
        {
          path: '/assets/index-abc.js',
          status: 200,
          encoding: 'br',
          cacheControl: 'public, max-age=31536000, immutable',
        },
      ],
      assetsCompressed: true,
      assetsImmutable: true,
      htmlNotCached: true,
    },
    lighthouse: {
      rounds: 3,
      floor: [{ ...page('/login'), performance: 99, lcpMs: 1400, tbtMs: 10 }],
      app: [page('/login'), page('/dashboard'), page('/protocol'), page('/trends')],
    },
    interactions: { cpuSlowdown: 4, rounds: 3, sliderDragMs: 64, stepChangeMs: 48, saveMs: 96 },
    load: {
      floor: { c50: run(10_000, 5), c200: run(9_000, 30) },
      postgres: { functions, mixed: { ...run(2000, 200), connections: 200, peakRssMb: 250 } },
      pglite: {
        functions: { ...functions, saveEntry: run(50, 900, { errors: 3, timeouts: 3 }) },
        mixed: { ...run(300, 2000), connections: 200 },
      },
    },
    scale: { postgres: scale, pglite: { ...scale, trends: timing(80) } },
    memory: { postgres: { idleMb: 120, peakMb: 250 }, pglite: { idleMb: 140, peakMb: 290 } },
    team: {
      postgres: {
        athletes: 200,
        median: 31,
        p95: 40,
        longTasks: {
          'table-1280': 42,
          'sort-1280': 20,
          'table-360': 48,
          'sort-360': 18,
          'navigation-360': 90,
        },
      },
      pglite: { athletes: 200, median: 49, p95: 70, longTasks: null },
    },
    start: { existingMs: 1200, freshMs: 4000 },
    capacity: {
      postgres: {
        users: 2000,
        rps: 1000,
        atPoolLimit: false,
        cpuMsPerCall: 1.5,
        profile: run(3000, 10),
      },
      pglite: { users: 800, rps: 400, atPoolLimit: false, cpuMsPerCall: 3, profile: run(2000, 20) },
    },
  };
}

const row = (rows: ReturnType<typeof buildRows>, measure: string) => {
  const found = rows.find((r) => r.measure === measure);
  if (!found) throw new Error(`no row ${measure}`);
  return found;
};

describe('bench table', () => {
  it('passes every goal that is met, and judges PostgreSQL load but not PGlite load', () => {
    const rows = buildRows(results());
    const judged = rows.filter((r) => r.pass !== null);
    expect(judged.filter((r) => !r.pass).map((r) => r.measure)).toEqual([
      'PGlite getTrends, 2,000 entries (server)',
    ]);
    expect(row(rows, 'PGlite saveEntry @50').pass).toBeNull();
    expect(row(rows, 'PostgreSQL getProfile vs floor @50').value).toBe('30.0 %');
  });

  it('gives the capacity in users and calls a second beside the floor, and judges getProfile with limits on', () => {
    const r = results();
    const rows = buildRows(r);
    expect(row(rows, 'PostgreSQL capacity, limits on (every p99 ≤ 50 ms, 0 errors)').value).toBe(
      '2000 users, 1000 calls/s (10.0 % of the floor), CPU 1.5 ms/call',
    );
    expect(row(rows, 'PostgreSQL getProfile @50, limits on, vs floor').pass).toBe(true);
    r.capacity.postgres.profile = run(2400, 5);
    r.capacity.pglite = { ...r.capacity.pglite, atPoolLimit: true };
    const lower = buildRows(r);
    expect(row(lower, 'PostgreSQL getProfile @50, limits on, vs floor').pass).toBe(false);
    expect(row(lower, 'PGlite capacity, limits on (every p99 ≤ 50 ms, 0 errors)').value).toMatch(
      /^≥ 800 users/,
    );
  });

  it('judges each interaction of the writing steps at 100 ms, the CPU slowed down', () => {
    const r = results();
    r.interactions.saveMs = 104;
    const rows = buildRows(r);
    expect(row(rows, 'INP dragging an emotion slider, CPU 4× slower (worst of 3)')).toMatchObject({
      value: '64 ms',
      pass: true,
    });
    expect(row(rows, 'INP saving an entry, CPU 4× slower (worst of 3)').pass).toBe(false);
  });

  it('judges the team table at 50 ms on the server and for its longest long task', () => {
    const r = results();
    const row = (name: string) => buildRows(r).find((x) => x.measure.startsWith(name));
    expect(row('PGlite getTeam')?.pass).toBe(true);
    expect(row('team table: longest long task while')).toMatchObject({
      value: '48 ms',
      pass: true,
    });
    // The navigation before the table is shown beside it, not judged.
    expect(row('team table: longest long task of the navigation')).toMatchObject({
      value: '90 ms',
      pass: null,
    });
    r.team.pglite.median = 51;
    r.team.postgres.longTasks = { 'table-1280': 228 };
    expect(buildRows(r).find((x) => x.measure.startsWith('PGlite getTeam'))?.pass).toBe(false);
    expect(buildRows(r).find((x) => x.measure.startsWith('team table'))?.pass).toBe(false);
  });

  it('counts a timeout once, as autocannon does among its errors', () => {
    const r = results();
    r.load.postgres.mixed = { ...r.load.postgres.mixed, errors: 4, timeouts: 4 };
    const mixed = row(buildRows(r), 'PostgreSQL mixed 4 functions @200');
    expect(mixed.value).toContain('4 errors (4 timeouts), 0 non-2xx');
    expect(mixed.pass).toBe(false);
  });

  it('fails a run that got no answer at all, though it counted no error', () => {
    const r = results();
    r.load.postgres.mixed = { ...r.load.postgres.mixed, rps: 0, total: 0 };
    const mixed = row(buildRows(r), 'PostgreSQL mixed 4 functions @200');
    expect(mixed.value).toContain('no answer within the run');
    expect(mixed.pass).toBe(false);
  });

  it('fails a p99 of 26 ms and a getProfile below a quarter of the floor', () => {
    const r = results();
    r.load.postgres.functions.getProfile = run(2400, 26);
    const rows = buildRows(r);
    expect(row(rows, 'PostgreSQL getProfile @50').pass).toBe(false);
    expect(row(rows, 'PostgreSQL getProfile vs floor @50').pass).toBe(false);
  });

  it('fails every figure of a Lighthouse page that gave none, naming the error code', () => {
    const r = results();
    r.lighthouse.app[0] = {
      ...page('/login'),
      error: 'NO_FCP: The page did not paint any content.',
      runs: 0,
    };
    const login = buildRows(r).filter((x) => x.measure.startsWith('lighthouse /login'));
    expect(login).toHaveLength(6);
    const judged = login.filter((x) => x.pass !== null);
    expect(judged).toHaveLength(5);
    expect(judged.every((x) => x.pass === false)).toBe(true);
    expect(login.map((x) => x.value)).toEqual(Array(6).fill('error NO_FCP'));
  });

  it('shows the floor app’s Lighthouse figures beside the app’s, judging only the app', () => {
    const rows = buildRows(results());
    const floor = rows.filter((x) => x.measure.startsWith('lighthouse floor app /login'));
    expect(floor).toHaveLength(1);
    expect(floor[0]?.pass).toBeNull();
    expect(floor[0]?.value).toBe(
      'performance 99, LCP 1400 ms, TBT 10 ms, CLS 0, accessibility 100',
    );
    expect(row(rows, 'lighthouse /login: LCP').value).toBe(
      '1500 ms (floor 1400 ms), the screen itself',
    );
    expect(row(rows, 'lighthouse /dashboard: TBT').value).toBe('40 ms (floor 10 ms)');
    expect(row(rows, 'lighthouse /login: performance').pass).toBe(true);
  });

  it('says when the LCP was the start screen and shows when the screen itself was ready', () => {
    const r = results();
    r.lighthouse.floor[0] = { ...page('/login'), ttiMs: 1600 };
    r.lighthouse.app[1] = { ...page('/dashboard'), lcpOnStartScreen: 3, ttiMs: 2400 };
    r.lighthouse.app[0] = { ...page('/login'), lcpOnStartScreen: 2 };
    const rows = buildRows(r);
    expect(row(rows, 'lighthouse /dashboard: LCP').value).toBe(
      '1500 ms (floor 1500 ms), start screen',
    );
    expect(row(rows, 'lighthouse /login: LCP').value).toBe(
      '1500 ms (floor 1500 ms), start screen in 2 of 3 runs',
    );
    const ready = row(rows, 'lighthouse /dashboard: first screen ready (TTI)');
    expect(ready.value).toBe('2400 ms (floor 1600 ms)');
    expect(ready.pass).toBeNull();
  });

  it('says when a Lighthouse median rests on fewer runs than were made', () => {
    const r = results();
    r.lighthouse.app[0] = { ...page('/login'), runs: 2 };
    expect(row(buildRows(r), 'lighthouse /login: performance').value).toBe(
      '98 (floor 99), median of 2 of 3 runs',
    );
  });

  it('fails the route budget on any route, not only the largest one shown', () => {
    const r = results();
    r.bundle.routes.push({ path: '/coach/portal', ownJsGzip: 35_001, totalJsGzip: 100_000 });
    const own = buildRows(r).find((x) => x.measure.startsWith('own JS of a route'));
    expect(own?.measure).toContain('/coach/portal');
    expect(own?.pass).toBe(false);
  });

  it('judges the memory read after 30 s idle and shows the start and the floor beside it', () => {
    const r = results();
    const measure = 'server RSS idle 30 s, PGlite (2 s after start; Node + PGlite alone)';
    expect(row(buildRows(r), measure)).toMatchObject({ value: '140 MB', pass: true });
    r.memory.pglite = { startedMb: 173, idleMb: 151, peakMb: 290, floorMb: 125 };
    expect(row(buildRows(r), measure)).toMatchObject({
      value: '151 MB (2 s: 173 MB; alone: 125 MB)',
      pass: false,
    });
  });

  it('prints a Markdown table with one line per row, all of one width', () => {
    const rows = buildRows(results());
    const lines = formatTable(rows).split('\n');
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines[0]).toMatch(/^\| measure +\| value +\| goal +\| +\|$/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });
});
