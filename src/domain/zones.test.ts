import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeDistance, distanceToZone, inZoneShare, isInZone } from './zones';

const zoned = fc
  .tuple(
    fc.integer({ min: 0, max: 10 }),
    fc.integer({ min: 0, max: 10 }),
    fc.integer({ min: 0, max: 10 }),
  )
  .map(([intensity, a, b]) => ({ intensity, zoneMin: Math.min(a, b), zoneMax: Math.max(a, b) }));

describe('zone math', () => {
  it('counts the zone edges as inside', () => {
    expect(isInZone({ intensity: 4, zoneMin: 4, zoneMax: 6 })).toBe(true);
    expect(isInZone({ intensity: 6, zoneMin: 4, zoneMax: 6 })).toBe(true);
    expect(isInZone({ intensity: 7, zoneMin: 4, zoneMax: 6 })).toBe(false);
  });

  it('measures the distance below and above the zone', () => {
    expect(distanceToZone({ intensity: 1, zoneMin: 4, zoneMax: 6 })).toBe(-3);
    expect(distanceToZone({ intensity: 9, zoneMin: 4, zoneMax: 6 })).toBe(3);
    expect(distanceToZone({ intensity: 5, zoneMin: 4, zoneMax: 6 })).toBe(0);
  });

  it('is in zone exactly when the distance is zero', () => {
    fc.assert(fc.property(zoned, (z) => isInZone(z) === (distanceToZone(z) === 0)));
  });

  it('computes the share in zone', () => {
    expect(inZoneShare([])).toBeNull();
    expect(
      inZoneShare([
        { intensity: 5, zoneMin: 4, zoneMax: 6 },
        { intensity: 9, zoneMin: 4, zoneMax: 6 },
      ]),
    ).toBe(0.5);
    fc.assert(
      fc.property(fc.array(zoned, { minLength: 1 }), (items) => {
        const share = inZoneShare(items) ?? -1;
        return share >= 0 && share <= 1;
      }),
    );
  });

  it('describes the distance in German', () => {
    expect(describeDistance(0)).toBe('im Zielbereich');
    expect(describeDistance(-2)).toBe('2 unter dem Zielbereich');
    expect(describeDistance(1)).toBe('1 über dem Zielbereich');
  });
});
