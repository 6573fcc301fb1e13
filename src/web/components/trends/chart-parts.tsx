import type { ReactNode } from 'react';
import type { Trends } from '../../../domain/api-trends';
import { addDays } from '../../../domain/calendar-day';
import { dayToDate, formatMonthShort, formatShortDate } from './lib/format';
import { type LinearScale, linearScale, type TimeScale, timeScale } from './lib/scales';
import { useElementWidth } from './lib/use-element-width';
import { useNearViewport } from './lib/use-near-viewport';

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const AXIS_TEXT = 'fill-muted text-[11px]';
const GRID_LINE = 'stroke-line';
export const LINE = 'stroke-brand-600 dark:stroke-brand-300';
export const POINT = 'fill-brand-700 stroke-card dark:fill-brand-300';
export const ZONE_BAND = 'fill-brand-100 dark:fill-brand-900/70';

/**
 * A chart's box: a fixed height reserved before the width is known (so nothing below moves when it
 * is drawn), and an SVG that names itself through the heading and summary given by the card. The
 * drawing waits until the box comes near the viewport; its name and description are there at once.
 */
export function ChartBox({
  height,
  labelledBy,
  describedBy,
  children,
}: {
  height: number;
  labelledBy: string;
  describedBy: string;
  children: (width: number) => ReactNode;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const near = useNearViewport(ref);
  return (
    <div
      ref={ref}
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      style={{ height }}
      className="w-full"
    >
      {width > 0 && near && (
        // The box carries the name; the drawing itself is decoration for assistive technology.
        <svg aria-hidden="true" width={width} height={height} className="block overflow-visible">
          {children(width)}
        </svg>
      )}
    </div>
  );
}

/** The window of the view as a time scale: from the first day's midnight to the last day's end. */
export function windowScale(range: Trends['range'], x0: number, x1: number): TimeScale {
  return timeScale([dayToDate(range.from), dayToDate(addDays(range.to, 1))], [x0, x1]);
}

/** Date ticks that fit the width, labelled by day for short windows and by month for long ones. */
export function timeTicks(scale: TimeScale, days: number) {
  const [x0, x1] = scale.range();
  const count = Math.max(2, Math.floor((x1 - x0) / 72));
  const format = days > 120 ? formatMonthShort : formatShortDate;
  const end = scale.domain()[1];
  // The domain ends at midnight after the last day; a tick there would name a day outside the window.
  const ticks: AxisTick[] = scale
    .ticks(count)
    .filter((at) => at < end)
    .map((at) => ({ x: scale(at), label: format(at), key: at.getTime() }));
  if (ticks.length >= 2) return ticks;
  // Too narrow for round dates: the window's first and last day, kept inside the box.
  return edgeTicks(scale);
}

export interface AxisTick {
  x: number;
  label: string;
  key: number | string;
  anchor?: 'start' | 'end';
}

/** The first and last day of the window, as two ticks at the ends of the axis. */
export function edgeTicks(scale: TimeScale): AxisTick[] {
  const [start, end] = scale.domain();
  const [x0, x1] = scale.range();
  const last = new Date(end.getTime() - 1);
  return [
    { x: x0, label: formatShortDate(start), key: 'from', anchor: 'start' },
    { x: x1, label: formatShortDate(last), key: 'to', anchor: 'end' },
  ];
}

export const intensityScale = (y0: number, y1: number): LinearScale =>
  linearScale([0, 10], [y0, y1]);

export function YAxis({
  scale,
  ticks,
  format = String,
  x0,
  x1,
  label,
}: {
  scale: LinearScale;
  ticks: number[];
  format?: (n: number) => string;
  x0: number;
  x1: number;
  label: string;
}) {
  const [yBottom, yTop] = scale.range();
  return (
    <g>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x0} x2={x1} y1={scale(t)} y2={scale(t)} className={GRID_LINE} />
          <text x={x0 - 6} y={scale(t)} dy="0.32em" textAnchor="end" className={AXIS_TEXT}>
            {format(t)}
          </text>
        </g>
      ))}
      <text
        transform={`translate(12 ${(yBottom + yTop) / 2}) rotate(-90)`}
        textAnchor="middle"
        className={AXIS_TEXT}
      >
        {label}
      </text>
    </g>
  );
}

export function XAxis({
  ticks,
  y,
  x0,
  x1,
  label,
  labelY,
}: {
  ticks: AxisTick[];
  y: number;
  x0: number;
  x1: number;
  label: string;
  labelY: number;
}) {
  return (
    <g>
      <line x1={x0} x2={x1} y1={y} y2={y} className="stroke-muted/60" />
      {ticks.map((t) => (
        <g key={t.key}>
          <line x1={t.x} x2={t.x} y1={y} y2={y + 4} className="stroke-muted/60" />
          <text x={t.x} y={y + 16} textAnchor={t.anchor ?? 'middle'} className={AXIS_TEXT}>
            {t.label}
          </text>
        </g>
      ))}
      <text x={(x0 + x1) / 2} y={labelY} textAnchor="middle" className={AXIS_TEXT}>
        {label}
      </text>
    </g>
  );
}

/** The dashed line of an average across the plot, its value written in the right margin. */
export function AverageLine({
  y,
  x0,
  x1,
  label,
}: {
  y: number;
  x0: number;
  x1: number;
  label: string;
}) {
  return (
    <g>
      <line
        x1={x0}
        x2={x1}
        y1={y}
        y2={y}
        strokeDasharray="4 4"
        className="stroke-amber-600 dark:stroke-amber-400"
      />
      <text x={x1 + 4} y={y} dy="0.32em" className={AXIS_TEXT}>
        Ø {label}
      </text>
    </g>
  );
}
