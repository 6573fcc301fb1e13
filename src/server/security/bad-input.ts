import fc from 'fast-check';

/**
 * Payload mutations for the callable fuzz test: a valid input, changed in one to three places
 * (a value replaced, a field dropped or added, a value wrapped or nested deep), so the payload
 * still looks like the real thing and reaches the schema's inner checks.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Path = (string | number)[];

/** Stands in for numbers JSON.stringify cannot write; `toRawJson` turns it into the literal. */
const RAW = '\u0000raw:';
const INFINITY = `${RAW}1e999`;
const MINUS_INFINITY = `${RAW}-1e999`;

/** The request body `{"data": …}`, with the raw number literals put back. */
export function toRawJson(payload: unknown): string {
  return JSON.stringify({ data: payload }).replace(
    /"\\u0000raw:([^"]*)"/g,
    (_match, literal: string) => literal,
  );
}

const tricky = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDC00\uD800',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שָׁלוֹם',
  '🏃‍♀️🔥💯',
  '\u200B\u200D\uFEFF',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  '$1',
  '\\x00',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  'true',
  'null',
  '2025-13-45',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59+14:00',
  '00000000-0000-0000-0000-000000000000',
  '__proto__',
];

const hugeString = fc
  .tuple(fc.integer({ min: 100_000, max: 130_000 }), fc.constantFrom('x', 'ä', '🔥', '<', "'"))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

const badNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    -1,
    0.5,
    -0,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    5e-324,
    INFINITY,
    MINUS_INFINITY,
  ),
);

const badString = fc.oneof(
  fc.constantFrom(...tricky),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 300 }),
);

function nest(depth: number, leaf: Json, asArray: boolean): Json {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

const deep = fc
  .tuple(fc.integer({ min: 50, max: 2_000 }), fc.boolean())
  .map(([depth, asArray]) => nest(depth, 'tief', asArray));

/** A value of the wrong kind for almost any field. */
const badValue: fc.Arbitrary<Json> = fc.oneof(
  { arbitrary: badString, weight: 6 },
  { arbitrary: badNumber, weight: 4 },
  {
    arbitrary: fc.constantFrom<Json>(null, true, false, [], {}, [null], [[]], { '': '' }),
    weight: 3,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>, weight: 2 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: deep, weight: 1 },
);

const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'role', 'admin', ''),
  fc.string({ maxLength: 20 }),
);

type Mutation =
  | { kind: 'replace'; at: number; value: Json }
  | { kind: 'drop'; at: number }
  | { kind: 'add'; at: number; key: string; value: Json }
  | { kind: 'wrap'; at: number; inArray: boolean };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('replace'), at: fc.nat(), value: badValue }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('drop'), at: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('add'),
      at: fc.nat(),
      key: extraKey,
      value: badValue,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('wrap'), at: fc.nat(), inArray: fc.boolean() }),
    weight: 1,
  },
) as fc.Arbitrary<Mutation>;

/** Every place in the value, down to a depth that real inputs never pass (not into deep nests). */
function pathsOf(value: Json, path: Path = []): Path[] {
  const out: Path[] = [path];
  if (path.length >= 8) return out;
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      out.push(...pathsOf(v, [...path, i]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...path, k]));
  }
  return out;
}

function get(value: Json, path: Path): Json {
  let v = value;
  for (const key of path) v = (v as Record<string | number, Json>)[key] as Json;
  return v;
}

function apply(root: Json, m: Mutation): Json {
  const paths = pathsOf(root);
  const path = paths[m.at % paths.length] ?? [];
  const target = get(root, path);
  let replacement: Json | undefined;
  switch (m.kind) {
    case 'replace':
      replacement = m.value;
      break;
    case 'drop':
      replacement = undefined;
      break;
    case 'wrap':
      replacement = m.inArray ? [target] : { value: target };
      break;
    case 'add':
      if (Array.isArray(target)) {
        replacement = [...target, m.value];
      } else if (target !== null && typeof target === 'object') {
        // defineProperty, so that '__proto__' becomes a real key, as JSON.parse makes it.
        const copy = { ...target };
        Object.defineProperty(copy, m.key, { value: m.value, enumerable: true, writable: true });
        replacement = copy;
      } else {
        replacement = m.value;
      }
      break;
  }
  if (path.length === 0) return replacement ?? null;
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1] as string | number;
  const parent = get(root, parentPath);
  let newParent: Json;
  if (Array.isArray(parent)) {
    newParent = [...parent];
    if (replacement === undefined) newParent.splice(key as number, 1);
    else newParent[key as number] = replacement;
  } else {
    const copy = { ...(parent as Record<string, Json>) };
    if (replacement === undefined) delete copy[key as string];
    else copy[key as string] = replacement;
    newParent = copy;
  }
  return parentPath.length === 0 ? newParent : setAt(root, parentPath, newParent);
}

/** The value with `path` replaced (the value itself for `[]`), the original left alone. */
export function setAt(root: Json, path: Path, value: Json): Json {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...Path];
  const child = setAt((root as Record<string | number, Json>)[key] as Json, rest, value);
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[key as number] = child;
    return copy;
  }
  return { ...(root as Record<string, Json>), [key]: child };
}

/** Where `value` holds a string. */
export function stringPathsOf(value: unknown): Path[] {
  const json = JSON.parse(JSON.stringify(value ?? null)) as Json;
  return pathsOf(json).filter((p) => typeof get(json, p) === 'string');
}

/** Text of every kind a person or a script might type or paste, well-formed or not. */
export const anyText: fc.Arbitrary<string> = badString;

/** The valid example changed in one to three places. */
export function mutationsOf(valid: unknown): fc.Arbitrary<Json> {
  const base = JSON.parse(JSON.stringify(valid ?? null)) as Json;
  return fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((ms) => ms.reduce<Json>((value, m) => apply(value, m), base));
}
