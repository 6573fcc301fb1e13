import { existsSync, readFileSync } from 'node:fs';
import { type BuildManifest, closure, entryKey } from './build-manifest';

/**
 * The page the server answers for a client route: the built index.html with hints for what the
 * route's first screen needs, so the browser fetches it while it still loads the entry, not after:
 * - `modulepreload` of the route's lazy modules (layout, page) and the chunks they import, read from
 *   Vite's build manifest, and of what the entry itself imports at start. Without it the browser
 *   asks for them only once the entry has run.
 * - `preload` of Better Auth's session, which the router's guard reads on every page load
 *   (src/web/lib/session.ts) before any screen renders. The guard's `fetch` takes this answer
 *   (same URL, mode and credentials) instead of asking again.
 * - whether this server offers Google sign-in, which the sign-in screen would otherwise ask for
 *   only once it has rendered (src/web/features/auth/components/google-button.tsx).
 * No inline script: the Content-Security-Policy forbids it, and links need none.
 */

export type { BuildManifest } from './build-manifest';

const web = 'src/web';
const defaultLayout = `${web}/layouts/default-layout.tsx`;
const protocolLayout = `${web}/layouts/protocol-layout.tsx`;
const wizardLayout = `${web}/layouts/wizard-layout.tsx`;
const coachLayout = `${web}/layouts/coach-layout.tsx`;

/**
 * Each path of src/web/app/router.tsx with the lazy modules its first render loads: layouts, then
 * the page. web-page.test.ts checks that every lazy module of the router is named here.
 */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/login': [`${web}/features/auth/login-page.tsx`],
  '/register': [`${web}/features/auth/register-page.tsx`],
  '/verify-email': [`${web}/features/auth/verify-email-page.tsx`],
  '/forgot-password': [`${web}/features/auth/forgot-password-page.tsx`],
  '/reset-password': [`${web}/features/auth/reset-password-page.tsx`],
  '/dashboard': [defaultLayout, `${web}/features/dashboard/dashboard-page.tsx`],
  '/performance-cocktail': [defaultLayout, `${web}/features/cocktail/cocktail-page.tsx`],
  '/performance-cocktail-edit': [defaultLayout, `${web}/features/cocktail/cocktail-edit-page.tsx`],
  '/trends': [defaultLayout, `${web}/features/trends/trends-page.tsx`],
  '/toolbox': [defaultLayout, `${web}/features/toolbox/toolbox-page.tsx`],
  '/tunnel-routine': [defaultLayout, `${web}/features/tunnel-routine/tunnel-routine-page.tsx`],
  '/settings': [defaultLayout, `${web}/features/settings/settings-page.tsx`],
  '/settings/coach-preview/:linkId': [
    defaultLayout,
    `${web}/features/settings/coach-preview-page.tsx`,
  ],
  '/about': [defaultLayout, `${web}/features/about/about-page.tsx`],
  '/datenschutz': [defaultLayout, `${web}/features/legal/privacy-page.tsx`],
  '/impressum': [defaultLayout, `${web}/features/legal/legal-notice-page.tsx`],
  '/protocol': [protocolLayout, `${web}/features/protocol/protocol-list-page.tsx`],
  '/protocol/context': [protocolLayout, `${web}/features/protocol/entry-context-page.tsx`],
  '/protocol/emotions': [protocolLayout, `${web}/features/protocol/entry-emotions-page.tsx`],
  '/protocol/performance': [protocolLayout, `${web}/features/protocol/entry-performance-page.tsx`],
  '/protocol/notes': [protocolLayout, `${web}/features/protocol/entry-notes-page.tsx`],
  '/protocol/summary': [protocolLayout, `${web}/features/protocol/entry-summary-page.tsx`],
  '/onboarding/introduction': [wizardLayout, `${web}/features/onboarding/introduction-page.tsx`],
  '/onboarding/step-1': [wizardLayout, `${web}/features/onboarding/step-1-page.tsx`],
  '/onboarding/step-2': [wizardLayout, `${web}/features/onboarding/step-2-page.tsx`],
  '/onboarding/step-3': [wizardLayout, `${web}/features/onboarding/step-3-page.tsx`],
  '/onboarding/step-4': [wizardLayout, `${web}/features/onboarding/step-4-page.tsx`],
  '/coach/portal': [coachLayout, `${web}/features/coach/portal-page.tsx`],
  '/coach/athletes': [coachLayout, `${web}/features/coach/athletes-page.tsx`],
  '/coach/athletes/:athleteId': [coachLayout, `${web}/features/coach/athlete-detail-page.tsx`],
  '/coach/inbox': [coachLayout, `${web}/features/coach/inbox-page.tsx`],
  '/coach/settings': [coachLayout, `${web}/features/coach/coach-settings-page.tsx`],
};

/** What src/web/main.tsx imports at start on every page, beside the route's modules. */
export const START_MODULES: readonly string[] = [`${web}/pwa/persisted-queries.ts`];

/** The session URL the guard fetches on every page load (src/web/lib/session.ts). */
export const SESSION_URL = '/api/auth/get-session';

/** The pattern of ROUTE_MODULES that `pathname` matches, as the router matches it. */
export function matchRoute(pathname: string): string | undefined {
  // The router ignores a trailing slash and compares case-insensitively.
  const segments = pathname.replace(/\/+$/, '').toLowerCase().split('/');
  return Object.keys(ROUTE_MODULES).find((pattern) => {
    const parts = pattern.toLowerCase().split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => {
        const segment = segments[i] ?? '';
        return part.startsWith(':') ? segment !== '' : part === segment;
      })
    );
  });
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
    const links = [
      ...shared,
      ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
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
