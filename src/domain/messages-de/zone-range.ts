/**
 * The one way a zone (min..max on the 0–10 scale) is written: a zone whose ends are equal is a single
 * value ("6"), never "6–6". `spoken` joins the ends with "bis" for screen readers.
 */
export function zoneRange(min: number, max: number, spoken = false): string {
  if (min === max) return String(min);
  return spoken ? `${min} bis ${max}` : `${min}–${max}`;
}
