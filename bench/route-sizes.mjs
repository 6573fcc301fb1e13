// Gzip size of the JavaScript each route loads: the entry chunk plus the route's lazy modules and
// everything they import, read from Vite's manifest. Usage: node bench/route-sizes.mjs [outDir]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const outDir = path.resolve(process.argv[2] ?? 'bench/.tmp/web');
await build({ logLevel: 'silent', build: { outDir, manifest: true, emptyOutDir: true } });
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));

const gz = new Map();
function gzipSize(file) {
  if (!gz.has(file))
    gz.set(file, gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length);
  return gz.get(file);
}

/** All chunk files a manifest entry needs, following static imports. */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imp of entry.imports ?? []) closure(imp, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const base = closure(entryKey);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const sum = (files) => [...files].reduce((a, f) => a + gzipSize(f), 0);

const routes = {
  '/login': ['src/web/features/auth/login-page.tsx'],
  '/register': ['src/web/features/auth/register-page.tsx'],
  '/dashboard': [
    'src/web/layouts/default-layout.tsx',
    'src/web/features/dashboard/dashboard-page.tsx',
  ],
  '/performance-cocktail': [
    'src/web/layouts/default-layout.tsx',
    'src/web/features/cocktail/cocktail-page.tsx',
  ],
  '/performance-cocktail-edit': [
    'src/web/layouts/default-layout.tsx',
    'src/web/features/cocktail/cocktail-edit-page.tsx',
  ],
  '/protocol': [
    'src/web/layouts/protocol-layout.tsx',
    'src/web/features/protocol/protocol-list-page.tsx',
  ],
  '/protocol/emotions': [
    'src/web/layouts/protocol-layout.tsx',
    'src/web/features/protocol/entry-emotions-page.tsx',
  ],
  '/onboarding/step-2': [
    'src/web/layouts/wizard-layout.tsx',
    'src/web/features/onboarding/step-2-page.tsx',
  ],
  '/onboarding/step-3': [
    'src/web/layouts/wizard-layout.tsx',
    'src/web/features/onboarding/step-3-page.tsx',
  ],
  '/trends': ['src/web/layouts/default-layout.tsx', 'src/web/features/trends/trends-page.tsx'],
  '/toolbox': ['src/web/layouts/default-layout.tsx', 'src/web/features/toolbox/toolbox-page.tsx'],
  '/tunnel-routine': [
    'src/web/layouts/default-layout.tsx',
    'src/web/features/tunnel-routine/tunnel-routine-page.tsx',
  ],
  '/settings': [
    'src/web/layouts/default-layout.tsx',
    'src/web/features/settings/settings-page.tsx',
  ],
};

const rows = [['route', 'total gzip', 'own (beyond entry)']];
const result = { entry: sum(base), routes: {} };
for (const [route, keys] of Object.entries(routes)) {
  const files = new Set(base);
  for (const k of keys) closure(k, files);
  const own = sum([...files].filter((f) => !base.has(f)));
  result.routes[route] = { total: sum(files), own };
  rows.push([route, kb(sum(files)), kb(own)]);
}
console.log(`entry chunk(s): ${kb(result.entry)}`);
for (const r of rows) console.log(r[0].padEnd(28), r[1].padStart(12), r[2].padStart(20));
export default result;
