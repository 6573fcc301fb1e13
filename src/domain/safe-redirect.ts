import { paths } from './routes';

/**
 * Post-sign-in target from the `redirect` query parameter: only a path of this app is honoured,
 * never another origin, so a link cannot send a freshly signed-in user elsewhere. Anything doubtful
 * yields `null` and the caller goes home.
 */

const BASE = 'http://app.invalid';
const BASE_ORIGIN = new URL(BASE).origin;

/** Unwraps any realistic multi-encoding; a value still changing after that is rejected. */
const MAX_DECODE_ROUNDS = 5;

/** Pages only for signed-out users; a freshly signed-in user sent there would bounce anyway. */
const AUTH_PAGES = new Set<string>([paths.login, paths.register]);

// C0 controls, DEL and C1 controls: URL parsers strip or reinterpret some of them (tab, newline).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

function looksLikeAppPath(value: string): boolean {
  if (!value.startsWith(paths.home)) return false;
  // '//host' and '/\host' are protocol-relative to browsers; backslashes count as slashes in URLs.
  if (value.startsWith('//')) return false;
  if (value.includes('\\')) return false;
  if (CONTROL_CHARS.test(value)) return false;
  try {
    return new URL(value, BASE).origin === BASE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * Decodes only ASCII escapes, and never fails on malformed ones. Every character that can change
 * where a URL points (paths.home, '\\', ':', controls) is ASCII, and lenient decoders in the wild decode
 * the valid escapes around a malformed one, which a strict decodeURIComponent would miss.
 */
function decodeAsciiEscapes(value: string): string {
  return value.replace(/%([0-7][0-9a-fA-F])/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/** Every decoding of `value` a router, server or browser might apply must stay an app path. */
function staysAppPathWhenDecoded(value: string): boolean {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const decoded = decodeAsciiEscapes(current);
    if (decoded === current) return true;
    if (!looksLikeAppPath(decoded)) return false;
    current = decoded;
  }
  return false;
}

function isSafe(value: string): boolean {
  return looksLikeAppPath(value) && staysAppPathWhenDecoded(value);
}

export function safeRedirectTarget(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined || raw === '') return null;
  if (!isSafe(raw)) return null;

  const url = new URL(raw, BASE);
  const normalized = `${url.pathname}${url.search}${url.hash}`;
  // Normalisation resolves dot segments, so '/.//evil' only becomes '//evil' here: check again.
  if (!isSafe(normalized)) return null;

  const pathname = url.pathname.replace(/\/+$/, '');
  if (AUTH_PAGES.has(pathname)) return null;
  return normalized;
}
