/**
 * The few scales the trends charts draw with. d3-scale did this before, but its time scale pulls in
 * d3-time-format, d3-format and d3-interpolate: most of the screen's JavaScript for a handful of
 * lines of arithmetic. The tick choice follows d3's, from whole days upwards.
 */

export interface LinearScale {
  (value: number): number;
  domain(): [number, number];
  range(): [number, number];
}

export interface TimeScale {
  (at: Date): number;
  domain(): [Date, Date];
  range(): [number, number];
  /** About `count` round dates inside the domain: every day, every other day, Sundays, months… */
  ticks(count: number): Date[];
}

function lerp([d0, d1]: [number, number], [r0, r1]: [number, number]) {
  const span = d1 - d0;
  return (value: number) => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0));
}

export function linearScale(domain: [number, number], range: [number, number]): LinearScale {
  const map = lerp(domain, range);
  return Object.assign((value: number) => map(value), {
    domain: (): [number, number] => [domain[0], domain[1]],
    range: (): [number, number] => [range[0], range[1]],
  });
}

const DAY = 24 * 60 * 60 * 1000;

/** A tick interval: the first tick at or after a date, the step to the next, and its rough length. */
interface Interval {
  length: number;
  ceil(at: Date): Date;
  next(at: Date): Date;
}

const atMidnight = (at: Date) => new Date(at.getFullYear(), at.getMonth(), at.getDate());

/** Every `step` days, counted from the first of the month (as d3's `timeDay.every`). */
function days(step: number): Interval {
  const onGrid = (d: Date) => (d.getDate() - 1) % step === 0;
  const following = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
  const ceil = (at: Date) => {
    let d = atMidnight(at);
    if (d < at) d = following(d);
    while (!onGrid(d)) d = following(d);
    return d;
  };
  return { length: step * DAY, ceil, next: (d) => ceil(following(d)) };
}

const sundays: Interval = {
  length: 7 * DAY,
  ceil(at) {
    const d = atMidnight(at);
    const ahead = (7 - d.getDay()) % 7;
    const sunday = new Date(d.getFullYear(), d.getMonth(), d.getDate() + ahead);
    return sunday < at ? new Date(d.getFullYear(), d.getMonth(), d.getDate() + 7) : sunday;
  },
  next: (d) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + 7),
};

/** Every `step` months, on months divisible by the step (January, April… for quarters). */
function months(step: number): Interval {
  const ceil = (at: Date) => {
    let m = at.getMonth();
    let d = new Date(at.getFullYear(), m, 1);
    if (d < at) d = new Date(at.getFullYear(), ++m, 1);
    while (d.getMonth() % step !== 0) d = new Date(d.getFullYear(), d.getMonth() + 1, 1);
    return d;
  };
  return {
    length: step * 30 * DAY,
    ceil,
    next: (d) => new Date(d.getFullYear(), d.getMonth() + step, 1),
  };
}

const years: Interval = {
  length: 365 * DAY,
  ceil(at) {
    const d = new Date(at.getFullYear(), 0, 1);
    return d < at ? new Date(at.getFullYear() + 1, 0, 1) : d;
  },
  next: (d) => new Date(d.getFullYear() + 1, 0, 1),
};

const INTERVALS: Interval[] = [days(1), days(2), sundays, months(1), months(3), years];

/** The interval whose length is nearest (by ratio) to the span divided by the count, as d3 picks. */
function intervalFor(span: number, count: number): Interval {
  const target = span / Math.max(1, count);
  const i = INTERVALS.findIndex((interval) => interval.length > target);
  if (i === -1) return years;
  const above = INTERVALS[i] ?? years;
  const below = INTERVALS[i - 1];
  if (!below) return above;
  return target / below.length < above.length / target ? below : above;
}

export function timeScale(domain: [Date, Date], range: [number, number]): TimeScale {
  const [start, end] = domain;
  const map = lerp([start.getTime(), end.getTime()], range);
  return Object.assign((at: Date) => map(at.getTime()), {
    domain: (): [Date, Date] => [start, end],
    range: (): [number, number] => [range[0], range[1]],
    ticks(count: number) {
      const interval = intervalFor(end.getTime() - start.getTime(), count);
      const ticks: Date[] = [];
      for (let at = interval.ceil(start); at <= end; at = interval.next(at)) ticks.push(at);
      return ticks;
    },
  });
}

export interface BandScale {
  /** The left edge of the i-th band. */
  (index: number): number;
  bandwidth(): number;
}

/** `count` equal bands with gaps between them and half gaps at the ends (d3's band, centred). */
export function bandScale(
  count: number,
  [r0, r1]: [number, number],
  paddingInner: number,
  paddingOuter: number,
): BandScale {
  const step = (r1 - r0) / Math.max(1, count - paddingInner + paddingOuter * 2);
  const start = r0 + (r1 - r0 - step * (count - paddingInner)) / 2;
  return Object.assign((index: number) => start + step * index, {
    bandwidth: () => step * (1 - paddingInner),
  });
}
