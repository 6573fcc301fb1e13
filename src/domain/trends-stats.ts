/**
 * The per-emotion figures of the trends, from the entries' ratings and emotions (the zone learning is
 * zone-probability.ts).
 * The server reads the entries and passes them here; the figures equal what PostgreSQL's
 * `round(corr(intensity, rating)::numeric, 2)::float8` would give, so they
 * could move between the database and this code without changing an answer. Intensities and ratings
 * are whole numbers, so the sums here are exact and the rounding of the correlation to hundredths is
 * decided exactly (see `roundedCorrelation`).
 */
import { MIN_RELATION_ENTRIES, type Trends } from './api-trends';
import type { CocktailEmotion } from './schemas/athlete';

/** Entries' emotions: `emotionIds[i][k]` was rated `intensities[i][k]` in entry i. */
export interface EntryEmotions {
  emotionIds: string[][];
  intensities: number[][];
}

/** The cocktail emotions' places by id (an id twice in the cocktail: both places). */
function placesById(cocktail: CocktailEmotion[]): Map<string, number[]> {
  const places = new Map<string, number[]>();
  cocktail.forEach((c, i) => {
    const list = places.get(c.id);
    if (list) list.push(i);
    else places.set(c.id, [i]);
  });
  return places;
}

/** Calls `visit(place, intensity)` for each cocktail emotion the entry rated. */
function forEachRated(
  places: Map<string, number[]>,
  ids: string[],
  intensities: number[],
  visit: (place: number, intensity: number) => void,
) {
  for (let k = 0; k < ids.length; k++) {
    const at = places.get(ids[k] as string);
    if (!at) continue;
    const intensity = intensities[k] as number;
    for (const place of at) visit(place, intensity);
  }
}

/**
 * `round(corr(x, y)::numeric, 2)::float8` of PostgreSQL for whole numbers, from the sums of the pairs:
 * null with no pair or when x or y never varies, as `corr` answers. The correlation is
 * cov / sqrt(vx·vy) of the exact integer sums; its rounding to hundredths, half away from zero, is
 * checked against the exact squares (BigInt), so a value on or next to a half cannot tip either way.
 */
export function roundedCorrelation(
  n: number,
  sx: number,
  sy: number,
  sxx: number,
  syy: number,
  sxy: number,
): number | null {
  if (n < 1) return null;
  // n² times the variances and the covariance: integers, exact below 2^53 (n < 9 million at 0..10).
  const vx = n * sxx - sx * sx;
  const vy = n * syy - sy * sy;
  if (vx <= 0 || vy <= 0) return null;
  const cov = n * sxy - sx * sy;
  const guess = Math.abs(cov) / Math.sqrt(vx * vy);
  // Hundredths h, |r| in [(2h-1)/200, (2h+1)/200): 40000·cov² against (2h±1)²·vx·vy.
  const lhs = 40000n * BigInt(cov) * BigInt(cov);
  const vv = BigInt(vx) * BigInt(vy);
  const atLeast = (h: number) => h <= 0 || lhs >= BigInt(2 * h - 1) ** 2n * vv;
  let h = Math.round(guess * 100);
  while (!atLeast(h)) h--;
  while (atLeast(h + 1)) h++;
  const hundredths = cov < 0 ? -h : h;
  return hundredths / 100 || 0;
}

/** Per cocktail emotion: its intensity in each entry (null where not rated) and the relation. */
export function emotionSeries(
  cocktail: CocktailEmotion[],
  ratings: number[],
  entries: EntryEmotions,
): { emotions: Trends['emotions']; relation: Trends['relation'] } {
  const count = ratings.length;
  const places = placesById(cocktail);
  const lines = cocktail.map(() => new Array<number | null>(count).fill(null));
  // Per place: n, Σx, Σy, Σx², Σy², Σxy with x the intensity, y the rating.
  const sums = cocktail.map(() => [0, 0, 0, 0, 0, 0]);
  for (let i = 0; i < count; i++) {
    const y = ratings[i] as number;
    forEachRated(places, entries.emotionIds[i] ?? [], entries.intensities[i] ?? [], (place, x) => {
      (lines[place] as (number | null)[])[i] = x;
      const s = sums[place] as number[];
      s[0] = (s[0] as number) + 1;
      s[1] = (s[1] as number) + x;
      s[2] = (s[2] as number) + y;
      s[3] = (s[3] as number) + x * x;
      s[4] = (s[4] as number) + y * y;
      s[5] = (s[5] as number) + x * y;
    });
  }
  return {
    emotions: cocktail.map(({ id, label, group, zoneMin, zoneMax }, place) => ({
      id,
      label,
      group,
      zoneMin,
      zoneMax,
      intensities: lines[place] as (number | null)[],
    })),
    relation: cocktail.map(({ id, label, group }, place) => {
      const [n = 0, sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0] = sums[place] as number[];
      return {
        id,
        label,
        group,
        n,
        r: n >= MIN_RELATION_ENTRIES ? roundedCorrelation(n, sx, sy, sxx, syy, sxy) : null,
      };
    }),
  };
}
