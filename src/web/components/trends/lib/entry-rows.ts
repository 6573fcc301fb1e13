import type { Trends } from '../../../../domain/api-trends';
import type { EntryType } from '../../../../domain/athlete-choices';

/** One entry of the window, read across the answer's columns. */
export interface EntryRow {
  occurredAt: string;
  rating: number;
  type: EntryType;
  title: string;
  inZoneShare: number | null;
}

/** The entries of the window as rows, oldest first; the answer sends them as columns. */
export function entryRows(entries: Trends['entries']): EntryRow[] {
  return entries.occurredAt.map((occurredAt, i) => ({
    occurredAt,
    rating: entries.rating[i] ?? 0,
    type: entries.type[i] ?? 'other',
    title: entries.title[i] ?? '',
    inZoneShare: entries.inZoneShare[i] ?? null,
  }));
}

export interface EmotionPoint {
  occurredAt: string;
  intensity: number;
}

/** The entries that rated an emotion, with its intensity: the points of its chart. */
export function emotionPoints(
  entries: Trends['entries'],
  intensities: readonly (number | null)[],
): EmotionPoint[] {
  return intensities.flatMap((intensity, i) => {
    const occurredAt = entries.occurredAt[i];
    return intensity === null || occurredAt === undefined ? [] : [{ occurredAt, intensity }];
  });
}

export const inZone = (intensity: number, zoneMin: number, zoneMax: number): boolean =>
  intensity >= zoneMin && intensity <= zoneMax;
