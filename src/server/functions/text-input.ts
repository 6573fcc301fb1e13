/**
 * Characters no text or jsonb column can hold: NUL (PostgreSQL refuses it, so the write fails) and
 * unpaired UTF-16 surrogates (encoding to UTF-8 turns them into U+FFFD, so what is stored differs
 * from what was sent). No keyboard produces them; a client that sends them gets invalid-argument.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What JSON text must contain to decode to such a character: a `\u` escape of NUL or of a
 * surrogate. JSON.parse refuses raw control characters, and decoding UTF-8 never yields a surrogate.
 */
const UNSTORABLE_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

/**
 * Whether the value JSON.parse makes of `json` may hold unstorable text; when not, walking it with
 * `findUnstorableText` is needless, and most saves are spared a walk of their whole input.
 */
export const mayHoldUnstorableText = (json: string): boolean => UNSTORABLE_ESCAPE.test(json);

interface Node {
  value: unknown;
  key: string | null;
  parent: Node | null;
}

function pathOf(node: Node, lastKey?: string): string {
  const keys = lastKey === undefined ? [] : [lastKey];
  for (let n: Node | null = node; n && n.key !== null; n = n.parent) keys.push(n.key);
  return keys.reverse().join('.') || '_';
}

/**
 * The path (`a.0.b`, `_` for the value itself, as field errors name it) of a string or object key
 * in `value` that holds such a character, or null when there is none. Iterative and linear, because
 * the value is whatever JSON a client sent, nested as deep as it liked.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: Node[] = [{ value, key: null, parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const v = node.value;
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return pathOf(node);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ value: v[i], key: String(i), parent: node });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v).reverse()) {
        if (UNSTORABLE.test(key)) return pathOf(node, key);
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}
