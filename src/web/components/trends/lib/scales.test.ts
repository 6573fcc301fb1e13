import { scaleBand, scaleLinear, scaleTime } from 'd3-scale';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandScale, linearScale, timeScale } from './scales';

// d3-scale drew these charts before; it stays the reference for every position and tick.

/** A window of whole local days, as the charts use: from a midnight to the midnight after its end. */
const windowArb = fc
  .record({
    start: fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 0, 1), noInvalidDate: true }),
    days: fc.integer({ min: 1, max: 366 }),
  })
  .map(({ start, days }) => {
    const from = new Date(start.getFullYear(), start.getMonth(), start.getDate());
    return [from, new Date(from.getFullYear(), from.getMonth(), from.getDate() + days)] as const;
  });

describe('trends scales', () => {
  it('maps numbers as d3 does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (r0, r1, value) => {
          const ours = linearScale([0, 10], [r0, r1]);
          const d3 = scaleLinear().domain([0, 10]).range([r0, r1]);
          expect(ours(value)).toBeCloseTo(d3(value), 9);
          expect(ours.range()).toEqual([r0, r1]);
        },
      ),
    );
  });

  it('places dates and picks the same round ticks as d3 for windows of 1 to 366 days', () => {
    fc.assert(
      fc.property(
        windowArb,
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 100, max: 1200 }),
        ([from, to], count, width) => {
          const ours = timeScale([from, to], [40, width]);
          const d3 = scaleTime().domain([from, to]).range([40, width]);
          const middle = new Date((from.getTime() + to.getTime()) / 2);
          expect(ours(middle)).toBeCloseTo(d3(middle), 6);
          // Below a day d3 ticks hours, which a chart labelled by day cannot use.
          if ((to.getTime() - from.getTime()) / count < 24 * 60 * 60 * 1000) return;
          expect(ours.ticks(count).map((d) => d.getTime())).toEqual(
            d3.ticks(count).map((d) => d.getTime()),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('ticks a week by day and a year by month or quarter', () => {
    const week = timeScale([new Date(2026, 9, 1), new Date(2026, 9, 8)], [0, 700]);
    expect(week.ticks(9).map((d) => d.getDate())).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const year = timeScale([new Date(2025, 10, 23), new Date(2026, 10, 24)], [0, 800]);
    expect(year.ticks(11).map((d) => [d.getMonth(), d.getDate()])).toEqual(
      [11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((m) => [m, 1]),
    );
    expect(year.ticks(4).map((d) => d.getMonth())).toEqual([0, 3, 6, 9]);
  });

  it('lays out bands as d3 does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 50, max: 1200 }), (n, w) => {
        const ours = bandScale(n, [48, w], 0.25, 0.15);
        const d3 = scaleBand<number>()
          .domain(Array.from({ length: n }, (_, i) => i))
          .range([48, w])
          .paddingInner(0.25)
          .paddingOuter(0.15);
        expect(ours.bandwidth()).toBeCloseTo(d3.bandwidth(), 9);
        for (let i = 0; i < n; i++) expect(ours(i)).toBeCloseTo(d3(i) ?? Number.NaN, 9);
      }),
    );
  });
});
