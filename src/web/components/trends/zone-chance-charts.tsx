import { area, line } from 'd3-shape';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ZoneChancePoint, ZoneLearning, ZoneSuggestion } from '../../../domain/api-trends';
import { de } from '../../../domain/messages';
import type { AccountRole } from '../../../domain/messages-de/settings';
import { paths } from '../../../domain/routes';
import { rangesOf, SCALE_MAX } from '../../../domain/zone-probability';
import { formatShare } from '../../lib/format';
import { ChartCard } from './chart-card';
import {
  AXIS_TEXT,
  ChartBox,
  LINE,
  type Margin,
  POINT,
  XAxis,
  YAxis,
  ZONE_BAND,
} from './chart-parts';
import { DataTable } from './data-table';
import { GroupCode } from './group-code';
import { entriesText } from './lib/format';
import { linearScale } from './lib/scales';

const HEIGHT = 180;
// The top margin holds the bar of the cocktail's target zone.
const MARGIN: Margin = { top: 16, right: 12, bottom: 36, left: 52 };
const UNCERTAINTY = 'fill-brand-600/20 dark:fill-brand-300/25';
const TARGET = 'fill-amber-600 dark:fill-amber-400';

/** What an emotion's curve says, in sentences: the chart's description, visible under it. */
function sentencesOf(e: ZoneSuggestion, viewer: AccountRole): string {
  const t = de.zoneChances;
  const unknown = rangesOf(e.curve, 'unknown');
  const tail = unknown.length > 0 ? ` ${t.unknown[viewer](unknown)}` : '';
  if (e.suggestedMin === null || e.suggestedMax === null || !e.chance) {
    return `${t.unclear[viewer]}${tail}`;
  }
  const others = t.others[viewer](rangesOf(e.curve, 'moderate'), rangesOf(e.curve, 'poor'));
  return `${t.optimal[viewer](e.suggestedMin, e.suggestedMax, e.chance.mean)}${others ? ` ${others}` : ''}${tail}`;
}

function Curve({ e, base, width }: { e: ZoneSuggestion; base: number; width: number }) {
  const t = de.zoneChances;
  const x = linearScale([0, SCALE_MAX], [MARGIN.left, width - MARGIN.right]);
  const y = linearScale([0, 1], [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const [x0, x1] = x.range();
  const step = x(1) - x(0);
  // Half a point either side: a range covers its intensities' whole width.
  const span = (min: number, max: number) => ({
    x: Math.max(x(min) - step / 2, x0),
    width: Math.min(x(max) + step / 2, x1) - Math.max(x(min) - step / 2, x0),
  });
  const band = area<ZoneChancePoint>()
    .x((p) => x(p.intensity))
    .y0((p) => y(p.low))
    .y1((p) => y(p.high))(e.curve);
  const path = line<ZoneChancePoint>()
    .x((p) => x(p.intensity))
    .y((p) => y(p.chance))(e.curve);
  const ticks = (step < 24 ? [0, 2, 4, 6, 8, 10] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).map((i) => ({
    x: x(i),
    label: String(i),
    key: i,
  }));
  return (
    <>
      {e.suggestedMin !== null && e.suggestedMax !== null && (
        <rect
          {...span(e.suggestedMin, e.suggestedMax)}
          y={MARGIN.top}
          height={HEIGHT - MARGIN.bottom - MARGIN.top}
          className={ZONE_BAND}
        />
      )}
      <YAxis scale={y} ticks={[0, 0.5, 1]} format={formatShare} x0={x0} x1={x1} label={t.yAxis} />
      <XAxis
        ticks={ticks}
        y={HEIGHT - MARGIN.bottom}
        x0={x0}
        x1={x1}
        label={t.xAxis}
        labelY={HEIGHT - 4}
      />
      <rect {...span(e.currentMin, e.currentMax)} y={2} height={6} rx={3} className={TARGET} />
      <line
        x1={x0}
        x2={x1}
        y1={y(base)}
        y2={y(base)}
        strokeDasharray="3 4"
        className="stroke-muted"
      />
      <text x={x1} y={y(base) - 4} textAnchor="end" className={AXIS_TEXT}>
        {t.average}
      </text>
      {band && <path d={band} className={UNCERTAINTY} />}
      {path && <path d={path} fill="none" strokeWidth={2} className={LINE} />}
      {e.curve
        .filter((p) => p.entries > 0)
        .map((p) => (
          <circle
            key={p.intensity}
            cx={x(p.intensity)}
            cy={y(p.chance)}
            // More entries, a larger point: how much stands behind each chance.
            r={2.5 + Math.min(p.entries, 8) * 0.35}
            strokeWidth={1.5}
            className={POINT}
          >
            <title>{t.point(p.intensity, entriesText(p.entries), formatShare(p.chance))}</title>
          </circle>
        ))}
    </>
  );
}

function EmotionChance({
  e,
  base,
  viewer,
}: {
  e: ZoneSuggestion;
  base: number;
  viewer: AccountRole;
}) {
  const titleId = useId();
  const summaryId = useId();
  const learned = e.curve.length > 0;
  return (
    <li
      data-emotion={e.id}
      className="flex min-w-0 flex-col gap-1 rounded-xl border border-line p-3"
    >
      <h3 id={titleId} className="flex min-w-0 items-center gap-2 font-semibold">
        <span className="truncate">{e.label}</span>
        <GroupCode group={e.group} />
      </h3>
      {learned ? (
        <>
          <ChartBox height={HEIGHT} labelledBy={titleId} describedBy={summaryId}>
            {(width) => <Curve e={e} base={base} width={width} />}
          </ChartBox>
          <p id={summaryId} className="text-sm">
            {sentencesOf(e, viewer)}
          </p>
        </>
      ) : (
        <p className="rounded-lg border border-dashed border-line px-3 py-2 text-sm text-muted">
          {de.zoneChances.needed(e.entriesNeeded)}
        </p>
      )}
    </li>
  );
}

function Legend({ viewer }: { viewer: AccountRole }) {
  const t = de.zoneChances.legend;
  const swatch = (className: string) => (
    <svg width={18} height={10} aria-hidden="true" className="shrink-0">
      <rect width={18} height={10} rx={2} className={className} />
    </svg>
  );
  return (
    // The sentences and the tables say all of this in words.
    <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      <li className="flex items-center gap-1.5">
        <svg width={18} height={10} aria-hidden="true" className="shrink-0">
          <line x1={0} x2={18} y1={5} y2={5} strokeWidth={2} className={LINE} />
        </svg>
        {t.line}
      </li>
      <li className="flex items-center gap-1.5">
        {swatch(UNCERTAINTY)}
        {t.band}
      </li>
      <li className="flex items-center gap-1.5">
        {swatch(ZONE_BAND)}
        {t.optimal}
      </li>
      <li className="flex items-center gap-1.5">
        {swatch(TARGET)}
        {t.zone[viewer]}
      </li>
      <li className="flex items-center gap-1.5">
        <svg width={18} height={10} aria-hidden="true" className="shrink-0">
          <line x1={0} x2={18} y1={5} y2={5} strokeDasharray="3 4" className="stroke-muted" />
        </svg>
        {t.average}
      </li>
    </ul>
  );
}

function ChanceTable({ e }: { e: ZoneSuggestion }) {
  const t = de.zoneChances;
  const percent = (n: number) => formatShare(n);
  return (
    <DataTable
      caption={t.caption(e.label)}
      columns={[
        { label: t.columns.intensity, numeric: true },
        { label: t.columns.entries, numeric: true },
        { label: t.columns.good, numeric: true },
        { label: t.columns.chance, numeric: true },
        { label: t.columns.interval, numeric: true },
        { label: t.columns.band },
      ]}
      rows={e.curve.map((p) => ({
        key: String(p.intensity),
        cells: [
          p.intensity,
          p.entries,
          p.good,
          percent(p.chance),
          `${percent(p.low)} – ${percent(p.high)}`,
          t.bands[p.band],
        ],
      }))}
    />
  );
}

/**
 * Per cocktail emotion, the chance of a good performance at each intensity with its credible band,
 * learned from all of the athlete's entries (the window does not change it). Only shown once at
 * least one emotion has its curve; the others say how many entries they still need.
 */
export function ZoneChanceCharts({
  learning,
  viewer,
}: {
  learning: ZoneLearning;
  viewer: AccountRole;
}) {
  const t = de.zoneChances;
  const learned = learning.emotions.filter((e) => e.curve.length > 0);
  const found = learned.filter((e) => e.suggestedMin !== null).length;
  const base = learning.entries > 0 ? learning.goodEntries / learning.entries : 0;
  return (
    <ChartCard
      name="zone-chances"
      className="lg:col-span-2"
      title={t.title[viewer]}
      intro={<p>{t.intro[viewer](learning.goodFrom ?? SCALE_MAX)}</p>}
      summary={t.summary[viewer](found, learned.length)}
      chart={() => (
        <div className="flex flex-col gap-3">
          <Legend viewer={viewer} />
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {learning.emotions.map((e) => (
              <EmotionChance key={e.id} e={e} base={base} viewer={viewer} />
            ))}
          </ul>
          {/* Her zones are hers to change: a coach gets no way into her cocktail. */}
          {viewer === 'athlete' && (
            <p>
              <Link
                to={paths.cocktailEdit}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
              >
                {t.toCocktail}
              </Link>
            </p>
          )}
        </div>
      )}
      table={
        <div className="flex flex-col gap-4">
          {learned.map((e) => (
            <ChanceTable key={e.id} e={e} />
          ))}
        </div>
      }
    />
  );
}
