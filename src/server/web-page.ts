import { existsSync, readFileSync } from 'node:fs';
import { layoutFile, matchesPattern, ROUTES, SCREEN_IDS, screenFile } from '../domain/routes';
import { type BuildManifest, closure, entryKey } from './build-manifest';
import { preloadMeta } from './start-page';

/**
 * The page the server answers for a client route: the built index.html with hints for what the
 * route's first screen needs, so the browser fetches it while it still loads the entry, not after:
 * - the route's lazy modules (layout, page) and the chunks they import, read from Vite's build
 *   manifest, and what the entry itself imports at start, as `lz-preload` names: public/app-start.js
 *   preloads them with the entry once the start screen is painted. Without them the browser would
 *   ask for them only once the entry has run.
 * - `preload` of Better Auth's session, which the router's guard reads on every page load
 *   (src/web/lib/session.ts) before any screen renders. The guard's `fetch` takes this answer
 *   (same URL, mode and credentials) instead of asking again.
 * - whether this server offers Google sign-in, which the sign-in screen would otherwise ask for
 *   only once it has rendered (src/web/features/auth/components/google-button.tsx).
 * No inline script: the Content-Security-Policy forbids it, and links need none.
 */

export type { BuildManifest } from './build-manifest';

const web = 'src/web';

/**
 * Each screen's path in the route manifest with the lazy modules its first render loads: its
 * layout's, then its own.
 */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  SCREEN_IDS.map((id) => {
    const { path, layout } = ROUTES[id];
    const page = screenFile(id);
    return [path, layout === 'none' ? [page] : [layoutFile(layout), page]];
  }),
);

/** What src/web/main.tsx imports at start on every page, beside the route's modules. */
export const START_MODULES: readonly string[] = [`${web}/pwa/persisted-queries.ts`];

/** The session URL the guard fetches on every page load (src/web/lib/session.ts). */
export const SESSION_URL = '/api/auth/get-session';

/** The pattern of ROUTE_MODULES that `pathname` matches, as the router matches it. */
export function matchRoute(pathname: string): string | undefined {
  // The router compares case-insensitively.
  const lower = pathname.toLowerCase();
  return Object.keys(ROUTE_MODULES).find((pattern) => matchesPattern(pattern.toLowerCase(), lower));
}

/** The JavaScript files `keys` need before they run: their chunks and all they import statically. */
function jsClosure(manifest: BuildManifest, keys: readonly string[]): string[] {
  return [...closure(manifest, keys)];
}

/**
 * Per route pattern, the chunk files its lazy modules and START_MODULES need beyond what the entry
 * loads (index.html already names those), in the order they are imported; under `undefined`, those
 * of a path of no screen (START_MODULES only).
 */
export function routeChunks(manifest: BuildManifest): Map<string | undefined, string[]> {
  const entryFiles = new Set(jsClosure(manifest, [entryKey(manifest)]));
  const beyondEntry = (modules: readonly string[]) =>
    jsClosure(manifest, modules).filter((file) => !entryFiles.has(file));
  const atStart = beyondEntry(START_MODULES);
  const chunks = new Map<string | undefined, string[]>([[undefined, atStart]]);
  for (const [pattern, modules] of Object.entries(ROUTE_MODULES)) {
    chunks.set(pattern, [...new Set([...beyondEntry(modules), ...atStart])]);
  }
  return chunks;
}

/**
 * `(pathname) => html`: index.html with the hints for that path. Without a manifest (a build from
 * before it, or a test's stand-in page) no chunk is preloaded.
 */
export function createWebPage(
  indexHtml: string,
  manifest: BuildManifest | null,
  { googleEnabled }: { googleEnabled: boolean },
) {
  if (!indexHtml.includes('</head>')) return () => indexHtml;
  const chunks = manifest ? routeChunks(manifest) : new Map<string | undefined, string[]>();
  const shared = [
    `<meta name="lz-google-sign-in" content="${googleEnabled ? 'on' : 'off'}">`,
    `<link rel="preload" href="${SESSION_URL}" as="fetch" crossorigin>`,
  ];
  const withLinks = (files: readonly string[]) => {
    const links = [...shared, ...files.map((file) => preloadMeta(`/${file}`))];
    return indexHtml.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
  };
  const pages = new Map<string | undefined, string>();
  return (pathname: string): string => {
    const pattern = matchRoute(pathname);
    let page = pages.get(pattern);
    if (page === undefined) {
      page = withLinks(chunks.get(pattern) ?? []);
      pages.set(pattern, page);
    }
    return page;
  };
}

/** The build manifest Vite writes beside `webDir` (vite.config.ts), or null when there is none. */
export function readBuildManifest(webDir: string): BuildManifest | null {
  const file = `${webDir}.manifest.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : null;
}
