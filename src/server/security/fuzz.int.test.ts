import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../domain/contracts/all';
import type { CallableFunction } from '../functions/callable';
import { buildRegistry } from '../functions/registry';
import { findUnstorableText } from '../functions/text-input';
import { databaseSnapshot } from '../test/db-snapshot';
import { startTestServer, type TestServer } from '../test/harness';
import { propertyRuns, seedFromRun } from '../test/property-runs';
import { matrixRow, PLACEHOLDER_FIXTURE } from './authorization-matrix';
import { anyText, type Json, mutationsOf, setAt, stringPathsOf, toRawJson } from './bad-input';

seedFromRun();

const RUNS = propertyRuns(300);

/** Words of zod's English defaults (and English in general) that no German message contains. */
const ENGLISH =
  /\b(invalid|expected|received|too (big|small)|unrecognized|must|should|required|input|string|number|boolean|array|object|characters?|items?|option|keys?|greater|less|than|equal|format|unknown|error|the|is|not)\b/i;

const FUNCTIONS = buildRegistry({ google: undefined });

let s: TestServer;
let athlete: string;
let coach: string;
let tried = 0;

beforeAll(async () => {
  s = await startTestServer();
  [athlete, coach] = await Promise.all([
    s.createAthlete({ onboarded: true }).then((u) => u.token),
    s.createCoach().then((u) => u.token),
  ]);
}, 60_000);
afterAll(async () => {
  await s?.close();
});

/** What the server parses out of the body, so the filter judges exactly what the handler would. */
function receivedData(body: string): unknown {
  return (JSON.parse(body) as { data: unknown }).data;
}

function callerFor(fn: CallableFunction): string {
  return fn.access === 'coach' ? coach : athlete;
}

function expectGerman(message: unknown, what: string) {
  expect(typeof message, what).toBe('string');
  expect(message as string, what).toMatch(/\S/);
  expect(message as string, `${what}: English text`).not.toMatch(ENGLISH);
}

describe('bad input to every callable function', () => {
  it.each(FUNCTIONS.map((f) => f.name))(
    '%s: 4xx with German messages per field, and no change',
    async (name) => {
      const fn = FUNCTIONS.find((f) => f.name === name) as CallableFunction;
      const valid = matrixRow(name)?.input(PLACEHOLDER_FIXTURE);
      // The mutations start from a valid input, so they get past the first check of the schema.
      expect(fn.input.safeParse(valid).success, `${name}: the example in the matrix is valid`).toBe(
        true,
      );
      const payloads = mutationsOf(valid)
        .map(toRawJson)
        .filter((body) => !fn.input.safeParse(receivedData(body)).success);
      const token = callerFor(fn);
      const before = await databaseSnapshot(s.db);
      await fc.assert(
        fc.asyncProperty(payloads, async (body) => {
          tried++;
          const res = await s.request(`/api/functions/${name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          });
          const answer = (await res.json()) as {
            error?: { status: string; message: string; details?: { fieldErrors?: unknown } };
          };
          const what = `${name} ${res.status} ${JSON.stringify(answer).slice(0, 400)}`;
          expect(res.status, what).toBe(400);
          expect(answer.error?.status, what).toBe('INVALID_ARGUMENT');
          expectGerman(answer.error?.message, what);
          const fieldErrors = answer.error?.details?.fieldErrors as
            | Record<string, string[]>
            | undefined;
          expect(fieldErrors, `${what}: details per field`).toBeTypeOf('object');
          const messages = Object.values(fieldErrors ?? {}).flat();
          expect(messages.length, what).toBeGreaterThan(0);
          for (const m of messages) expectGerman(m, what);
          expect(messages, `${what}: the message is one of the field's`).toContain(
            answer.error?.message,
          );
        }),
        { numRuns: RUNS },
      );
      expect(await databaseSnapshot(s.db), `${name} changed the database`).toBe(before);
    },
    120_000,
  );

  it('text of any kind in any text field of a valid input: never 5xx; unstorable text refused by name', async () => {
    const targets = FUNCTIONS.flatMap((fn) => {
      const valid = matrixRow(fn.name)?.input(PLACEHOLDER_FIXTURE) as Json;
      return stringPathsOf(valid).map((path) => ({ fn, valid, path }));
    });
    expect(targets.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(fc.nat(), anyText, async (pick, text) => {
        tried++;
        const { fn, valid, path } = targets[pick % targets.length] as (typeof targets)[number];
        const data = setAt(valid, path, text);
        const unstorable = findUnstorableText(data) !== null;
        const before = unstorable ? await databaseSnapshot(s.db) : null;
        const r = await s.call(fn.name, data, { token: callerFor(fn) });
        const what = `${fn.name} ${path.join('.')}=${JSON.stringify(text)}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;
        expect(r.status, what).toBeLessThan(500);
        if (r.status >= 400) expectGerman(r.body.error?.message, what);
        if (before !== null) {
          expect(r.status, what).toBe(400);
          expect(Object.keys(r.body.error.details.fieldErrors), what).toEqual([path.join('.')]);
          expect(await databaseSnapshot(s.db), what).toBe(before);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it(`tried ${RUNS} generated inputs on each of the ${FUNCTIONS.length} functions, and ${RUNS} texts`, () => {
    expect(tried).toBe(RUNS * (FUNCTIONS.length + 1));
  });
});

describe('a payload of the wrong type, for every contract', () => {
  it.each(Object.values(CONTRACTS).map((c) => [c.name, c.access] as const))(
    '%s: invalid-argument, never 500',
    async (name, access) => {
      // A caller its access level lets through, so the schema is what refuses the payload.
      const token = access === 'coach' ? coach : athlete;
      for (const data of [42, 'x', true, [1]]) {
        const r = await s.call(name, data, { token });
        expect(r.status, `${name} ${JSON.stringify(data)}`).toBe(400);
        expect(r.body.error.status).toBe('INVALID_ARGUMENT');
        expectGerman(r.body.error.message, `${name} ${JSON.stringify(data)}`);
      }
    },
  );
});
