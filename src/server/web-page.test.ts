import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../domain/routes';
import { moduleFiles } from '../web/app/route-modules';
import {
  type BuildManifest,
  createWebPage,
  matchRoute,
  ROUTE_MODULES,
  routeChunks,
  SESSION_URL,
  START_MODULES,
} from './web-page';

const INDEX = [
  '<!doctype html><html><head><title>Leistungszone</title>',
  '<script src="/app-start.js"></script>',
  '<meta name="lz-app" content="/assets/index-e.js">',
  '<meta name="lz-preload" content="/assets/shared-s.js">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const OFF = { googleEnabled: false };
const login = 'src/web/features/auth/login-page.tsx';
const dashboard = 'src/web/features/dashboard/dashboard-page.tsx';
const layout = 'src/web/layouts/default-layout.tsx';

/** A small manifest of the shape Vite writes; every other lazy module is a chunk of its own. */
function manifest(): BuildManifest {
  const m: BuildManifest = {
    'index.html': {
      file: 'assets/index-e.js',
      isEntry: true,
      imports: ['_shared-s.js'],
      css: ['assets/index-c.css'],
    },
    '_shared-s.js': { file: 'assets/shared-s.js' },
    '_button-b.js': { file: 'assets/button-b.js', imports: ['index.html'] },
    '_zod-z.js': { file: 'assets/zod-z.js' },
    [login]: { file: 'assets/login-page-l.js', imports: ['index.html', '_button-b.js'] },
    [layout]: { file: 'assets/default-layout-d.js', imports: ['index.html', '_shared-s.js'] },
    [dashboard]: {
      file: 'assets/dashboard-page-p.js',
      imports: ['index.html', '_button-b.js', '_zod-z.js'],
      dynamicImports: ['src/web/features/dashboard/later.tsx'],
    },
    'src/web/features/dashboard/later.tsx': { file: 'assets/later-x.js' },
    'src/web/pwa/persisted-queries.ts': {
      file: 'assets/persisted-q.js',
      imports: ['_shared-s.js'],
    },
  };
  for (const modules of Object.values(ROUTE_MODULES)) {
    for (const key of modules) m[key] ??= { file: `assets/${path.basename(key, '.tsx')}.js` };
  }
  return m;
}

describe('matching a path to the router’s screens', () => {
  it('finds plain, nested and parameter paths, as the router does', () => {
    expect(matchRoute('/login')).toBe('/login');
    expect(matchRoute('/login/')).toBe('/login');
    expect(matchRoute('/Dashboard')).toBe('/dashboard');
    expect(matchRoute('/protocol')).toBe('/protocol');
    expect(matchRoute('/protocol/summary')).toBe('/protocol/summary');
    expect(matchRoute('/coach/athletes/abc-123')).toBe('/coach/athletes/:athleteId');
    expect(matchRoute('/settings/coach-preview/3f1c')).toBe('/settings/coach-preview/:linkId');
  });

  it('finds nothing for home, unknown paths and a missing parameter', () => {
    expect(matchRoute('/')).toBeUndefined();
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/login/extra')).toBeUndefined();
    expect(matchRoute('/coach/athletes/abc/more')).toBeUndefined();
  });

  it('names exactly the lazy modules the router finds, and what main.tsx imports at start', () => {
    // Every screen module the router's globs find belongs to a route, and every route's exists.
    const named = [...new Set(Object.values(ROUTE_MODULES).flat())].sort();
    expect(moduleFiles().sort()).toEqual(named);
    const main = readFileSync(path.resolve('src/web/main.tsx'), 'utf8');
    const atStart = [...main.matchAll(/import\('(\.\/[^']+)'\)/g)].map(
      ([, specifier]) => `${path.posix.join('src/web', specifier as string)}.ts`,
    );
    expect(atStart).toEqual(START_MODULES);
  });

  it('knows every screen path of the route manifest', () => {
    const screens = Object.values(ROUTES).filter((route) => route.layout !== null);
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual(screens.map((route) => route.path).sort());
  });
});

describe('the page of a client route', () => {
  it('lists the chunks a route imports, not what the entry loads nor what it loads later', () => {
    const chunks = routeChunks(manifest());
    expect(chunks.get('/login')).toEqual([
      'assets/login-page-l.js',
      'assets/button-b.js',
      'assets/persisted-q.js',
    ]);
    expect(chunks.get('/dashboard')).toEqual([
      'assets/default-layout-d.js',
      'assets/dashboard-page-p.js',
      'assets/button-b.js',
      'assets/zod-z.js',
      'assets/persisted-q.js',
    ]);
  });

  it('preloads the session and the route’s chunks in the head, and nothing inline', () => {
    const page = createWebPage(INDEX, manifest(), OFF)('/login');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" href="${SESSION_URL}" as="fetch" crossorigin>`);
    expect(head).toContain('<meta name="lz-preload" content="/assets/login-page-l.js">');
    expect(head).toContain('<meta name="lz-preload" content="/assets/button-b.js">');
    expect(page.match(/shared-s\.js/g)).toHaveLength(1);
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toContain('<body><div id="root"></div></body>');
  });

  it('says whether the server offers Google sign-in', () => {
    expect(createWebPage(INDEX, manifest(), OFF)('/login')).toContain(
      '<meta name="lz-google-sign-in" content="off">',
    );
    expect(createWebPage(INDEX, manifest(), { googleEnabled: true })('/login')).toContain(
      '<meta name="lz-google-sign-in" content="on">',
    );
  });

  it('preloads the session and what the entry loads at start on a path of no screen', () => {
    const unknown = createWebPage(INDEX, manifest(), OFF)('/');
    expect(unknown).toContain(SESSION_URL);
    expect(unknown).toContain('<meta name="lz-preload" content="/assets/persisted-q.js">');
    expect(unknown).not.toContain('login-page');
  });

  it('preloads only the session without a manifest', () => {
    const noManifest = createWebPage(INDEX, null, OFF)('/dashboard');
    expect(noManifest).toContain(SESSION_URL);
    expect(noManifest.match(/lz-preload/g)).toHaveLength(1);
  });

  it('fails at start when a module of the table is missing from the build', () => {
    const m = manifest();
    delete m[login];
    expect(() => createWebPage(INDEX, m, OFF)).toThrow(`not in the build manifest: ${login}`);
  });
});
