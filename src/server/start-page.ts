const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The entry's name in the page, for app-start.js. */
const appMeta = (src: string) => `<meta name="lz-app" content="${src}">`;

/** A module app-start.js preloads with the entry; the server names a route's chunks this way too. */
export const preloadMeta = (href: string) => `<meta name="lz-preload" content="${href}">`;

/**
 * The built index.html as the start page wants it: the stylesheet first, and the app's scripts named
 * for `public/app-start.js` instead of loaded by the page, so the start screen is painted from the
 * HTML and the stylesheet alone (on a phone's HTTP/1.1 at most six requests at a time, and Vite
 * writes the stylesheet after the entry and its preloads). app-start.js asks for the entry
 * (`lz-app`) and its preloads (`lz-preload`) once that screen is painted.
 */
export function startPage(html: string): string {
  const links = html.match(STYLESHEET) ?? [];
  let page = html
    .replace(STYLESHEET, '')
    .replace(ENTRY, (_, src: string) => appMeta(src))
    .replace(PRELOAD, (_, href: string) => preloadMeta(href));
  if (links.length > 0) {
    const at = page.search(/<script|<meta name="lz-/);
    if (at === -1) return html;
    const indent = /[ \t]*$/.exec(page.slice(0, at))?.[0] ?? '';
    page = `${page.slice(0, at)}${links.map((l) => l.trim()).join(`\n${indent}`)}\n${indent}${page.slice(at)}`;
  }
  return page;
}
