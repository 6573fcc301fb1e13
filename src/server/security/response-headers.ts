/** No inline scripts, no eval, no framing; everything comes from the app's own origin. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The headers every answer of the app carries; HSTS only where the app is reached over HTTPS. */
export function securityHeaders(https: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    ...scriptAndStyleHeaders(https),
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  });
}

/**
 * The headers of the built scripts and stylesheets (`/assets/*.js`, `*.css`). The policy, framing
 * and opener headers act only on what a browser shows as a page or runs as a worker, never on a
 * script a page imports or a stylesheet it links, so these go without them: fewer bytes on each of
 * the dozen files a first page loads over a phone network.
 */
export function scriptAndStyleHeaders(https: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  });
}

/** Whether `path` is a built script or stylesheet, which carries `scriptAndStyleHeaders` only. */
export function isScriptOrStyleAsset(path: string): boolean {
  return path.startsWith('/assets/') && /\.(?:js|css)$/.test(path);
}

// Adding the headers to a finished answer turns @hono/node-server's light Response into a web
// Response and validates every header again, a large share of a cached call's CPU time. The hot
// answers are therefore built with all their headers at once and marked, and the app's finishing
// middleware leaves marked ones alone.
const complete = new WeakSet<Response>();

/** An answer whose headers are already all the app's (`headers` holds the security headers). */
export function completeResponse(
  body: string,
  status: number,
  headers: Readonly<Record<string, string>>,
): Response {
  const response = new Response(body, { status, headers });
  complete.add(response);
  return response;
}

export function isComplete(response: Response): boolean {
  return complete.has(response);
}
