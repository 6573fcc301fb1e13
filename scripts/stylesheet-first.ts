const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * index.html with its stylesheets moved before its first script and module preload: Vite writes
 * them last, and the start screen, which needs the stylesheet alone, would be painted only after the
 * browser had asked for the scripts (on a phone's HTTP/1.1 at most six requests at a time).
 */
export function stylesheetFirst(html: string): string {
  const links = html.match(STYLESHEET);
  if (!links) return html;
  const rest = html.replace(STYLESHEET, '');
  const at = rest.search(/<script|<link rel="modulepreload"/);
  if (at === -1) return html;
  const indent = /[ \t]*$/.exec(rest.slice(0, at))?.[0] ?? '';
  return `${rest.slice(0, at)}${links.map((l) => l.trim()).join(`\n${indent}`)}\n${indent}${rest.slice(at)}`;
}
