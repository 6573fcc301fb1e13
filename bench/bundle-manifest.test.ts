import { describe, expect, it } from 'vitest';
import {
  chunkFilesNamed,
  closure,
  type Manifest,
  measureRoutes,
  routesLoading,
} from './bundle-manifest';

// The shape Vite writes: lazy modules import the entry back (`index.html`), shared chunks are keyed
// `_name-hash.js`, CSS hangs off chunks without being JavaScript.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_query.js'],
    dynamicImports: ['src/login.tsx', 'src/layout.tsx', 'src/trends.tsx', 'src/routine.tsx'],
  },
  '_query.js': { file: 'assets/query.js', name: 'query' },
  '_form.js': { file: 'assets/form.js', name: 'form', imports: ['_query.js'] },
  '_chart.js': { file: 'assets/chart.js', name: 'chart' },
  '_chart-card.js': { file: 'assets/chart-card.js', name: 'chart-card' },
  'src/login.tsx': {
    file: 'assets/login.js',
    src: 'src/login.tsx',
    imports: ['index.html', '_form.js'],
  },
  'src/layout.tsx': { file: 'assets/layout.js', src: 'src/layout.tsx', imports: ['index.html'] },
  'src/trends.tsx': {
    file: 'assets/trends.js',
    src: 'src/trends.tsx',
    imports: ['index.html', '_chart.js', '_chart-card.js'],
  },
  'src/routine.tsx': {
    file: 'assets/routine.js',
    src: 'src/routine.tsx',
    imports: ['index.html', '_form.js'],
    dynamicImports: ['src/editor.tsx'],
  },
  'src/editor.tsx': { file: 'assets/editor.js', src: 'src/editor.tsx', imports: ['index.html'] },
};

const routes = {
  '/login': ['src/login.tsx'],
  '/trends': ['src/layout.tsx', 'src/trends.tsx'],
  '/routine': ['src/layout.tsx', 'src/routine.tsx'],
};

const sizes: Record<string, number> = {
  'assets/index.js': 1000,
  'assets/query.js': 200,
  'assets/form.js': 50,
  'assets/chart.js': 400,
  'assets/chart-card.js': 30,
  'assets/login.js': 20,
  'assets/layout.js': 10,
  'assets/trends.js': 70,
  'assets/routine.js': 60,
  'assets/editor.js': 500,
};
const sizeOf = (file: string) => sizes[file] ?? Number.NaN;

describe('closure', () => {
  it('follows static imports once each, through the entry imported back, and not import()', () => {
    expect([...closure(manifest, ['src/routine.tsx'])].sort()).toEqual([
      'assets/form.js',
      'assets/index.js',
      'assets/query.js',
      'assets/routine.js',
    ]);
  });

  it('with dynamic, adds what import() may load, but not the lazy routes of the entry', () => {
    const files = closure(manifest, ['src/routine.tsx'], {
      dynamic: true,
      skipDynamicOf: 'index.html',
    });
    expect(files.has('assets/editor.js')).toBe(true);
    expect(files.has('assets/trends.js')).toBe(false);
  });

  it('fails on a key the manifest does not have', () => {
    expect(() => closure(manifest, ['src/gone.tsx'])).toThrow('src/gone.tsx');
  });
});

describe('measureRoutes', () => {
  it('sums each route with the entry, and counts as own only files the baseline does not load', () => {
    const result = measureRoutes({ manifest, routes, baseline: '/login', sizeOf });
    expect(result.entryJsGzip).toBe(1200);
    const byPath = Object.fromEntries(result.routes.map((r) => [r.path, r]));
    expect(byPath['/login']).toMatchObject({ totalJsGzip: 1270, ownJsGzip: 0 });
    expect(byPath['/trends']).toMatchObject({ totalJsGzip: 1710, ownJsGzip: 510 });
    // The shared form chunk was paid for by /login; the lazily loaded editor is not counted.
    expect(byPath['/routine']).toMatchObject({ totalJsGzip: 1320, ownJsGzip: 70 });
  });

  it('refuses a table that leaves a lazy module of the entry unmeasured', () => {
    const { '/routine': _, ...partial } = routes;
    expect(() => measureRoutes({ manifest, routes: partial, baseline: '/login', sizeOf })).toThrow(
      'src/routine.tsx',
    );
  });

  it('refuses a baseline that is not in the table', () => {
    expect(() => measureRoutes({ manifest, routes, baseline: '/welcome', sizeOf })).toThrow(
      '/welcome',
    );
  });
});

describe('the chart library check', () => {
  it('finds the chunks of a group by name, not chunks whose name only starts like it', () => {
    const split = { ...manifest, '_chart2.js': { file: 'assets/chart2.js', name: 'chart2' } };
    expect([...chunkFilesNamed(split, 'chart')].sort()).toEqual([
      'assets/chart.js',
      'assets/chart2.js',
    ]);
  });

  it('names the routes that load a chunk, also when they load it through import()', () => {
    const chart = chunkFilesNamed(manifest, 'chart');
    expect(routesLoading(manifest, routes, chart)).toEqual(['/trends']);
    const lazyChart: Manifest = {
      ...manifest,
      'src/editor.tsx': { ...manifest['src/editor.tsx']!, imports: ['index.html', '_chart.js'] },
    };
    expect(routesLoading(lazyChart, routes, chart)).toEqual(['/trends', '/routine']);
  });
});
