import type { ScaleResult, Timing } from './scale';

/** The performance goals; each row: measure, value, goal, pass (null = reported only, no goal). */
export interface Row {
  measure: string;
  value: string;
  goal: string;
  pass: boolean | null;
}

/** What `measureBundles` of bench/bundle.mjs answers. */
export interface BundleFigures {
  floor: { loginJsGzip: number };
  app: { entryJsGzip: number; loginJsGzip: number; loginRatio: number };
  routes: Array<{ path: string; ownJsGzip: number; totalJsGzip: number }>;
  /** The screens that load the chart library, and whether they all draw charts. */
  chartLibraryRoutes: string[];
  chartLibraryOnlyOnChartScreens: boolean;
  budgets: { loginRatioMax: number; routeOwnMaxBytes: number };
}

/** What bench/assets.mjs finds on the running server. */
export interface AssetsCheck {
  html: { path: string; cacheControl: string }[];
  assets: { path: string; status: number; encoding: string; cacheControl: string }[];
  assetsCompressed: boolean;
  assetsImmutable: boolean;
  htmlNotCached: boolean;
}

/**
 * One page of bench/lighthouse.mjs: each figure the median of the runs that gave figures (`runs` of
 * `of`); `error` set when none did.
 */
export interface LighthousePage {
  path: string;
  error: string | null;
  performance: number;
  accessibility: number;
  lcpMs: number;
  /** Of the runs that gave figures, in how many the largest paint was index.html's start screen. */
  lcpOnStartScreen: number;
  /** Lighthouse's time to interactive: when the screen itself is ready, whatever the LCP was. */
  ttiMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
  of: number;
}

/** The app's pages and, measured in the same rounds, the floor app's /login (bench/floor). */
export interface LighthouseResult {
  rounds: number;
  floor: LighthousePage[];
  app: LighthousePage[];
}

/** What bench/interaction.mjs answers: the worst INP of each interaction, CPU slowed down. */
export interface InteractionFigures {
  cpuSlowdown: number;
  rounds: number;
  sliderDragMs: number;
  stepChangeMs: number;
  saveMs: number;
}

/** One autocannon run of bench/load.mjs; autocannon counts timeouts among the errors. */
export interface LoadRun {
  connections: number;
  rps: number;
  /** Answers received in the run; none at all is a failure, not a clean run. */
  total: number;
  latencyMs: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  peakRssMb: number | null;
}

export type LoadedFunction = 'ping' | 'getProfile' | 'getDashboard' | 'saveEntry';

export interface DatabaseLoad {
  functions: Record<LoadedFunction, LoadRun>;
  mixed: LoadRun;
}

/**
 * The default configuration (every limit on) under many simulated users (bench/capacity.mjs): the
 * most users whose calls all kept p99 ≤ 50 ms with no error, the calls a second they made, and
 * getProfile at 50 connections with each request another user's.
 */
export interface CapacityRun {
  users: number;
  rps: number;
  /** Every seeded user passed: the capacity is at least this. */
  atPoolLimit: boolean;
  /** CPU time of the server and its database per call at that step. */
  cpuMsPerCall: number | null;
  profile: LoadRun;
}

export interface TeamStep {
  athletes: number;
  median: number;
  p95: number;
  /**
   * The longest long task (ms) per phase and width (`table-360`, `sort-1280`, `navigation-360`, …);
   * null when not run.
   */
  longTasks: Record<string, number> | null;
}

function teamRows(t: TeamStep, label: string): Row[] {
  const rows: Row[] = [
    {
      measure: `${label} getTeam, ${t.athletes} athletes (server)`,
      value: `median ${ms(t.median)}, p95 ${ms(t.p95)}`,
      goal: '≤ 50 ms',
      pass: t.median <= 50,
    },
  ];
  if (t.longTasks) {
    const longest = (phase: string) =>
      Math.max(
        0,
        ...Object.entries(t.longTasks ?? {})
          .filter(([key]) => key.startsWith(`${phase}-`))
          .map(([, value]) => value),
      );
    const worst = Math.max(longest('table'), longest('sort'));
    rows.push(
      {
        measure:
          'team table: longest long task while it renders (answer → all rows; sort; 360 and 1280 px)',
        value: ms(worst),
        goal: '≤ 50 ms',
        pass: worst <= 50,
      },
      {
        measure: 'team table: longest long task of the navigation to it (click → answer)',
        value: ms(longest('navigation')),
        goal: '',
        pass: null,
      },
    );
  }
  return rows;
}

export interface BenchResults {
  bundle: BundleFigures;
  assets: AssetsCheck;
  lighthouse: LighthouseResult;
  interactions: InteractionFigures;
  load: { floor: { c50: LoadRun; c200: LoadRun }; postgres: DatabaseLoad; pglite: DatabaseLoad };
  scale: {
    postgres: ScaleResult & { http: { trends: Timing; portal: Timing } };
    pglite: ScaleResult & { http: { trends: Timing; portal: Timing } };
  };
  /**
   * `startedMb`: 2 s after start; `idleMb`: after 30 s with nothing asked; `peakMb`: the highest sample
   * during the 200-connection run; `floorMb`: a bare Node process that only holds PGlite, with the
   * server's settings, on an empty directory, idle as long (bench/pglite-floor.mjs).
   */
  memory: Record<
    'postgres' | 'pglite',
    { startedMb?: number; idleMb: number; peakMb: number; floorMb?: number }
  >;
  /** getTeam for a coach with 200 athletes; the long tasks only on PostgreSQL (the same page). */
  team: Record<'postgres' | 'pglite', TeamStep>;
  start: { existingMs: number; freshMs: number };
  capacity: { postgres: CapacityRun; pglite: CapacityRun };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (n: number) => `${Math.round(n)} ms`;

function bundleRows(b: BundleFigures): Row[] {
  const own = [...b.routes].sort((x, y) => y.ownJsGzip - x.ownJsGzip);
  const largest = own[0];
  return [
    {
      measure: 'JS /login loads, gzip, vs floor app',
      value: `${kb(b.app.loginJsGzip)} = ${b.app.loginRatio.toFixed(2)} × ${kb(b.floor.loginJsGzip)}`,
      goal: `≤ ${b.budgets.loginRatioMax} × floor`,
      pass: b.app.loginRatio <= b.budgets.loginRatioMax,
    },
    {
      measure: `own JS of a route, gzip (largest: ${largest?.path ?? '–'})`,
      value: kb(largest?.ownJsGzip ?? 0),
      goal: `≤ ${kb(b.budgets.routeOwnMaxBytes)}`,
      pass: own.every((r) => r.ownJsGzip <= b.budgets.routeOwnMaxBytes),
    },
    {
      measure: 'chart library only on screens with charts',
      value: b.chartLibraryRoutes.join(', '),
      goal: 'trends and the coach views of them',
      pass: b.chartLibraryOnlyOnChartScreens,
    },
  ];
}

function assetRows(a: AssetsCheck): Row[] {
  const encodings = [...new Set(a.assets.map((x) => x.encoding))].join('/');
  return [
    {
      measure: `hashed assets compressed (${a.assets.length} files)`,
      value: encodings || 'none found',
      goal: 'br or gzip',
      pass: a.assetsCompressed,
    },
    {
      measure: 'hashed assets cached immutable',
      value: a.assetsImmutable
        ? 'yes'
        : (a.assets.find((x) => x.cacheControl)?.cacheControl ?? 'no'),
      goal: '1 year, immutable',
      pass: a.assetsImmutable,
    },
    {
      measure: 'HTML not cached',
      value: a.html.map((h) => `${h.path}: ${h.cacheControl || 'none'}`).join(', '),
      goal: 'no-cache',
      pass: a.htmlNotCached,
    },
  ];
}

/** Which paint the LCP was: index.html's start screen stands until the screen itself is ready. */
function lcpElementNote(p: LighthousePage): string {
  if (p.lcpOnStartScreen === 0) return ', the screen itself';
  if (p.lcpOnStartScreen === p.runs) return ', start screen';
  return `, start screen in ${p.lcpOnStartScreen} of ${p.runs} runs`;
}

function lighthouseRows({ rounds, floor, app }: LighthouseResult): Row[] {
  const base = floor[0];
  const fromFloor = (value: string, floorValue: string) =>
    base && !base.error ? `${value} (floor ${floorValue})` : value;
  const runsNote = (p: LighthousePage) =>
    p.runs < p.of ? `, median of ${p.runs} of ${p.of} runs` : '';
  const floorRows: Row[] = floor.map((p) => ({
    measure: `lighthouse floor app ${p.path} (React + router only, median of ${rounds})`,
    value: p.error
      ? `error ${p.error.split(':')[0]}`
      : `performance ${p.performance}, LCP ${ms(p.lcpMs)}, TBT ${ms(p.tbtMs)}, CLS ${p.cls}, ` +
        `accessibility ${p.accessibility}${runsNote(p)}`,
    goal: '–',
    pass: null,
  }));
  const appRows = app.flatMap((p) => {
    // A page without figures (NO_FCP, NO_LCP, …): each row fails, showing its code.
    const row = (name: string, value: string, goal: string, met: boolean): Row => ({
      measure: `lighthouse ${p.path}: ${name}`,
      value: p.error ? `error ${p.error.split(':')[0]}` : value,
      goal,
      pass: !p.error && met,
    });
    return [
      row(
        'performance',
        fromFloor(String(p.performance), String(base?.performance)) + runsNote(p),
        '≥ 95',
        p.performance >= 95,
      ),
      row(
        'LCP',
        fromFloor(ms(p.lcpMs), ms(base?.lcpMs ?? 0)) + lcpElementNote(p),
        '≤ 2000 ms',
        p.lcpMs <= 2000,
      ),
      {
        ...row('first screen ready (TTI)', fromFloor(ms(p.ttiMs), ms(base?.ttiMs ?? 0)), '–', true),
        pass: null,
      },
      row('TBT', fromFloor(ms(p.tbtMs), ms(base?.tbtMs ?? 0)), '≤ 150 ms', p.tbtMs <= 150),
      row('CLS', String(p.cls), '≤ 0.05', p.cls <= 0.05),
      row('accessibility', String(p.accessibility), '100', p.accessibility === 100),
    ];
  });
  return [...floorRows, ...appRows];
}

const loadValue = (r: LoadRun) => `${r.rps} req/s, p99 ${r.latencyMs.p99} ms`;
// autocannon counts timeouts among the errors.
const clean = (r: LoadRun) => r.total > 0 && r.errors === 0 && r.non2xx === 0;
const failures = (r: LoadRun) =>
  r.total === 0
    ? 'no answer within the run'
    : `${r.errors} errors (${r.timeouts} timeouts), ${r.non2xx} non-2xx`;

function loadRows(
  floor: { c50: LoadRun },
  db: DatabaseLoad,
  label: string,
  judged: boolean,
): Row[] {
  const rows: Row[] = Object.entries(db.functions).map(([name, r]) => ({
    measure: `${label} ${name} @${r.connections}`,
    value: loadValue(r) + (clean(r) ? '' : `, ${failures(r)}`),
    goal: judged ? 'p99 ≤ 25 ms' : '–',
    pass: judged ? r.latencyMs.p99 <= 25 && clean(r) : null,
  }));
  const profile = db.functions.getProfile;
  const share = profile.rps / floor.c50.rps;
  rows.push({
    measure: `${label} getProfile vs floor @50`,
    value: `${(share * 100).toFixed(1)} %`,
    goal: judged ? '≥ 25 %' : '–',
    pass: judged ? share >= 0.25 : null,
  });
  const m = db.mixed;
  rows.push({
    measure: `${label} mixed 4 functions @${m.connections}`,
    value: `${loadValue(m)}, ${failures(m)}`,
    goal: judged ? '0 errors, 0 non-2xx' : '–',
    pass: judged ? clean(m) : null,
  });
  return rows;
}

function capacityRows(floor: LoadRun, c: CapacityRun, label: string, judged: boolean): Row[] {
  const share = (rps: number) => `${((100 * rps) / floor.rps).toFixed(1)} % of the floor`;
  const profileShare = c.profile.rps / floor.rps;
  return [
    {
      measure: `${label} capacity, limits on (every p99 ≤ 50 ms, 0 errors)`,
      value:
        `${c.atPoolLimit ? '≥ ' : ''}${c.users} users, ${c.rps} calls/s (${share(c.rps)})` +
        (c.users === 0 ? ', no step passed' : `, CPU ${c.cpuMsPerCall} ms/call`),
      goal: '–',
      pass: null,
    },
    {
      measure: `${label} getProfile @50, limits on, vs floor`,
      value:
        `${c.profile.rps} req/s = ${(profileShare * 100).toFixed(1)} %` +
        (clean(c.profile) ? '' : `, ${failures(c.profile)}`),
      goal: judged ? '≥ 25 %' : '–',
      pass: judged ? profileShare >= 0.25 && clean(c.profile) : null,
    },
  ];
}

function scaleRows(s: BenchResults['scale']['postgres'], label: string): Row[] {
  const seq = s.explain.filter((q) => q.seqScansOnBigTables.length > 0);
  return [
    {
      measure: `${label} getTrends, 2,000 entries (server)`,
      value: `median ${ms(s.trends.median)}, p95 ${ms(s.trends.p95)}`,
      goal: '≤ 30 ms',
      pass: s.trends.median <= 30,
    },
    {
      measure: `${label} getPortal, 100 athletes (server)`,
      value: `median ${ms(s.portal.median)}, p95 ${ms(s.portal.p95)}`,
      goal: '≤ 50 ms',
      pass: s.portal.median <= 50,
    },
    {
      measure: `${label} the athlete's other calls (server, median)`,
      value: Object.entries(s.athlete)
        .map(([name, timing]) => `${name} ${ms(timing.median)}`)
        .join(', '),
      goal: '–',
      pass: null,
    },
    {
      measure: `${label} getTrends / getPortal over HTTP`,
      value: `median ${ms(s.http.trends.median)} / ${ms(s.http.portal.median)}`,
      goal: '–',
      pass: null,
    },
    {
      measure: `${label} entry queries with Seq Scan on a big table`,
      value: `${seq.length} of ${s.explain.length}`,
      goal: '0',
      pass: seq.length === 0,
    },
  ];
}

function memoryRows(memory: BenchResults['memory']): Row[] {
  const { startedMb, idleMb, floorMb } = memory.pglite;
  const besides = [
    startedMb === undefined ? null : `2 s: ${startedMb} MB`,
    floorMb === undefined ? null : `alone: ${floorMb} MB`,
  ].filter(Boolean);
  return [
    {
      measure: 'server RSS idle 30 s, PGlite (2 s after start; Node + PGlite alone)',
      value: besides.length ? `${idleMb} MB (${besides.join('; ')})` : `${idleMb} MB`,
      goal: '≤ 150 MB',
      pass: idleMb <= 150,
    },
    {
      measure: 'server RSS peak @200, PGlite',
      value: `${memory.pglite.peakMb} MB`,
      goal: '≤ 300 MB',
      pass: memory.pglite.peakMb <= 300,
    },
    {
      measure: 'server RSS idle / peak @200, PostgreSQL',
      value: `${memory.postgres.idleMb} / ${memory.postgres.peakMb} MB`,
      goal: '≤ 300 MB peak',
      pass: memory.postgres.peakMb <= 300,
    },
  ];
}

/** The protocol's writing steps, as a mid-range phone runs them. */
function interactionRows(r: InteractionFigures): Row[] {
  const row = (name: string, value: number): Row => ({
    measure: `INP ${name}, CPU ${r.cpuSlowdown}× slower (worst of ${r.rounds})`,
    value: ms(value),
    goal: '≤ 100 ms',
    pass: value <= 100,
  });
  return [
    row('dragging an emotion slider', r.sliderDragMs),
    row('changing a protocol step', r.stepChangeMs),
    row('saving an entry', r.saveMs),
  ];
}

export function buildRows(r: BenchResults): Row[] {
  return [
    ...bundleRows(r.bundle),
    ...assetRows(r.assets),
    ...lighthouseRows(r.lighthouse),
    ...interactionRows(r.interactions),
    {
      measure: 'floor node:http @50 / @200',
      value: `${r.load.floor.c50.rps} / ${r.load.floor.c200.rps} req/s`,
      goal: '–',
      pass: null,
    },
    ...loadRows(r.load.floor, r.load.postgres, 'PostgreSQL', true),
    ...loadRows(r.load.floor, r.load.pglite, 'PGlite', false),
    ...capacityRows(r.load.floor.c50, r.capacity.postgres, 'PostgreSQL', true),
    ...capacityRows(r.load.floor.c50, r.capacity.pglite, 'PGlite', false),
    ...scaleRows(r.scale.postgres, 'PostgreSQL'),
    ...scaleRows(r.scale.pglite, 'PGlite'),
    ...teamRows(r.team.postgres, 'PostgreSQL'),
    ...teamRows(r.team.pglite, 'PGlite'),
    ...memoryRows(r.memory),
    {
      measure: 'npm start → first answer, existing data',
      value: ms(r.start.existingMs),
      goal: '≤ 3000 ms',
      pass: r.start.existingMs <= 3000,
    },
    {
      measure: 'npm start → first answer, fresh data dir',
      value: ms(r.start.freshMs),
      goal: '–',
      pass: null,
    },
  ];
}

/** The rows as a Markdown table (so the README can take it as it is). */
export function formatTable(rows: Row[]): string {
  const cells = rows.map((r) => [
    r.measure,
    r.value,
    r.goal,
    r.pass === null ? '' : r.pass ? 'pass' : 'FAIL',
  ]);
  const header = ['measure', 'value', 'goal', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
