import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMOTION_CATALOGUE } from '../../../domain/emotions';
import { inZoneShare } from '../../../domain/zones';
import { startTestServer, type TestServer } from '../../test/harness';
import { propertyRuns, seedFromRun } from '../../test/property-runs';

seedFromRun();

/**
 * saveEntry takes the zones from the latest cocktail and computes the in-zone share inside its one
 * statement (SQL), while check-ins and the screens use the domain's `inZoneShare` (TypeScript). For
 * generated cocktails and entries both must agree, and the entry must carry the cocktail's zones.
 */

const POOL = EMOTION_CATALOGUE.slice(0, 8).map(({ id, label, group }) => ({ id, label, group }));
const OWN = { id: 'eigen-biss', label: 'Biss', group: 'P+' } as const;
const intensity = fc.integer({ min: 0, max: 10 });

const cocktail = fc
  .uniqueArray(fc.constantFrom(...POOL), { minLength: 3, maxLength: 6, selector: (e) => e.id })
  .chain((emotions) =>
    fc.tuple(...emotions.map(() => fc.tuple(intensity, intensity))).map((zones) =>
      emotions.map((e, i) => {
        const [a, b] = zones[i] as [number, number];
        return { ...e, zoneMin: Math.min(a, b), zoneMax: Math.max(a, b) };
      }),
    ),
  );
/** Distinct emotions of the pool or an own one, in any order, some outside the cocktail. */
const entryEmotions = fc
  .uniqueArray(fc.constantFrom(...POOL, OWN), { minLength: 1, maxLength: 6, selector: (e) => e.id })
  .chain((emotions) =>
    fc
      .tuple(...emotions.map(() => intensity))
      .map((values) => emotions.map((e, i) => ({ ...e, intensity: values[i] as number }))),
  );

let s: TestServer;
let athlete: { token: string };
beforeAll(async () => {
  s = await startTestServer();
  athlete = await s.createAthlete({ onboarded: true });
});
afterAll(async () => {
  await s?.close();
});

describe('saveEntry zones', () => {
  it("snapshots the latest cocktail's zones and the domain's in-zone share", async () => {
    await fc.assert(
      fc.asyncProperty(cocktail, entryEmotions, async (zones, emotions) => {
        await s.ok('saveCocktail', { versionId: randomUUID(), emotions: zones }, athlete.token);
        const input = {
          id: randomUUID(),
          occurredAt: '2025-06-10T18:00:00+02:00',
          type: 'training',
          title: 'Lauf',
          importance: 3,
          emotions,
          rating: 7,
          goalReached: 'yes',
        };
        const saved = await s.ok('saveEntry', input, athlete.token);

        const expected = emotions.map((e) => {
          const zone = zones.find((z) => z.id === e.id);
          return { ...e, zoneMin: zone?.zoneMin ?? null, zoneMax: zone?.zoneMax ?? null };
        });
        const share = inZoneShare(
          expected.flatMap((e) =>
            e.zoneMin === null || e.zoneMax === null
              ? []
              : [{ intensity: e.intensity, zoneMin: e.zoneMin, zoneMax: e.zoneMax }],
          ),
        );
        expect(saved.emotions).toEqual(expected);
        if (share === null) expect(saved.inZoneShare).toBeNull();
        // Stored as real (single precision).
        else expect(saved.inZoneShare).toBeCloseTo(share, 6);
        expect(await s.ok('getEntry', { id: input.id }, athlete.token)).toEqual(saved);
      }),
      { numRuns: propertyRuns(40) },
    );
  });
});
