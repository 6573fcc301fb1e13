/** Zone math of the IZOF profile: where an intensity (0-10) stands relative to its target zone. */

export interface Zoned {
  intensity: number;
  zoneMin: number;
  zoneMax: number;
}

export function isInZone({ intensity, zoneMin, zoneMax }: Zoned): boolean {
  return intensity >= zoneMin && intensity <= zoneMax;
}

/** 0 inside the zone; negative below it (points missing), positive above it (points too many). */
export function distanceToZone({ intensity, zoneMin, zoneMax }: Zoned): number {
  if (intensity < zoneMin) return intensity - zoneMin;
  if (intensity > zoneMax) return intensity - zoneMax;
  return 0;
}

/** Share (0..1) of the emotions that are in their zone; null when there is nothing to compare. */
export function inZoneShare(items: readonly Zoned[]): number | null {
  if (items.length === 0) return null;
  return items.filter(isInZone).length / items.length;
}

/** "2 unter dem Zielbereich", "im Zielbereich", "1 über dem Zielbereich". */
export function describeDistance(distance: number): string {
  if (distance === 0) return 'im Zielbereich';
  const n = Math.abs(distance);
  return `${n} ${distance < 0 ? 'unter' : 'über'} dem Zielbereich`;
}
