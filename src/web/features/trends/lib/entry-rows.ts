import type { Trends } from '../../../../domain/api-training';

/**
 * Each emotion's intensity per entry of the window, lined up with `performance` (one row per entry).
 * Both lists come in the same order (time, then id), so entries at the very same minute still pair
 * up in turn; an emotion an entry did not rate is null.
 */
export function intensitiesByEntry(trends: Trends): (number | null)[][] {
  const queues = trends.emotions.map((e) => {
    const byTime = new Map<string, number[]>();
    for (const p of e.points) {
      const list = byTime.get(p.occurredAt) ?? [];
      list.push(p.intensity);
      byTime.set(p.occurredAt, list);
    }
    return byTime;
  });
  return trends.performance.map((entry) =>
    queues.map((byTime) => byTime.get(entry.occurredAt)?.shift() ?? null),
  );
}

export const inZone = (intensity: number, zoneMin: number, zoneMax: number): boolean =>
  intensity >= zoneMin && intensity <= zoneMax;
