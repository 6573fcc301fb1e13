/** Goals of issue 6; each row: measure, value, goal, pass (null = reported only, no goal). */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (n) => `${Math.round(n)} ms`;

function bundleRows(b) {
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
      measure: 'chart library only on /trends',
      value: b.chartLibraryOnlyOnTrends ? 'yes' : 'no',
      goal: 'yes',
      pass: b.chartLibraryOnlyOnTrends,
    },
  ];
}

function assetRows(a) {
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

function lighthouseRows(pages) {
  return pages.flatMap((p) => {
    const ok = (cond) => (p.error ? false : cond);
    const at = `lighthouse ${p.path}`;
    return [
      {
        measure: `${at}: performance`,
        value: p.error ? `error ${p.error.split(':')[0]}` : String(p.performance),
        goal: '≥ 95',
        pass: ok(p.performance >= 95),
      },
      { measure: `${at}: LCP`, value: ms(p.lcpMs), goal: '≤ 2000 ms', pass: ok(p.lcpMs <= 2000) },
      { measure: `${at}: TBT`, value: ms(p.tbtMs), goal: '≤ 150 ms', pass: ok(p.tbtMs <= 150) },
      { measure: `${at}: CLS`, value: String(p.cls), goal: '≤ 0.05', pass: ok(p.cls <= 0.05) },
      {
        measure: `${at}: accessibility`,
        value: String(p.accessibility),
        goal: '100',
        pass: ok(p.accessibility === 100),
      },
    ];
  });
}

const loadValue = (r) => `${r.rps} req/s, p99 ${r.latencyMs.p99} ms`;
// autocannon counts timeouts among the errors.
const clean = (r) => r.errors === 0 && r.non2xx === 0;
const failures = (r) => `${r.errors} errors (${r.timeouts} timeouts), ${r.non2xx} non-2xx`;

function loadRows(floor, db, label, judged) {
  const rows = Object.entries(db.functions).map(([name, r]) => ({
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

function scaleRows(s, label) {
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

function memoryRows(memory) {
  return [
    {
      measure: 'server RSS idle, PGlite',
      value: `${memory.pglite.idleMb} MB`,
      goal: '≤ 150 MB',
      pass: memory.pglite.idleMb <= 150,
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

export function buildRows(r) {
  return [
    ...bundleRows(r.bundle),
    ...assetRows(r.assets),
    ...lighthouseRows(r.lighthouse),
    {
      measure: 'floor node:http @50 / @200',
      value: `${r.load.floor.c50.rps} / ${r.load.floor.c200.rps} req/s`,
      goal: '–',
      pass: null,
    },
    ...loadRows(r.load.floor, r.load.postgres, 'PostgreSQL', true),
    ...loadRows(r.load.floor, r.load.pglite, 'PGlite', false),
    ...scaleRows(r.scale.postgres, 'PostgreSQL'),
    ...scaleRows(r.scale.pglite, 'PGlite'),
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
export function formatTable(rows) {
  const cells = rows.map((r) => [
    r.measure,
    r.value,
    r.goal,
    r.pass === null ? '' : r.pass ? 'pass' : 'FAIL',
  ]);
  const header = ['measure', 'value', 'goal', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
