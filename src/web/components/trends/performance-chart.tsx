import { line, symbol, symbolCircle, symbolDiamond, symbolTriangle } from 'd3-shape';
import type { Trends } from '../../../domain/api-trends';
import { ENTRY_TYPE_LABELS, type EntryType } from '../../../domain/athlete-choices';
import { de } from '../../../domain/messages';
import type { AccountRole } from '../../../domain/messages-de/settings';
import { ChartCard } from './chart-card';
import {
  AverageLine,
  ChartBox,
  intensityScale,
  LINE,
  type Margin,
  POINT,
  timeTicks,
  windowScale,
  XAxis,
  YAxis,
} from './chart-parts';
import { DataTable } from './data-table';
import { type EntryRow, entryRows } from './lib/entry-rows';
import { formatCount, formatDateTime, formatDecimal } from './lib/format';

const t = de.trends.performance;
const columns = de.trends.columns;
const HEIGHT = 260;
// The right margin holds the label of the average line.
const MARGIN: Margin = { top: 12, right: 44, bottom: 44, left: 48 };

// Shape as well as colour tells the kind of session apart, so the chart reads in greyscale too.
const SHAPES: Record<EntryType, string> = {
  training: symbol(symbolCircle, 64)() ?? '',
  competition: symbol(symbolDiamond, 80)() ?? '',
  other: symbol(symbolTriangle, 64)() ?? '',
};

function summaryOf(trends: Trends): string {
  const ratings = trends.entries.rating;
  const avg = trends.summary.averageRating;
  if (ratings.length === 0) return t.none;
  return t.summary(
    formatCount(ratings.length),
    Math.min(...ratings),
    Math.max(...ratings),
    avg === null ? null : formatDecimal(avg),
  );
}

/** Built only when its disclosure is opened: a year's rows cost more than the chart. */
function PerformanceTable({ performance }: { performance: EntryRow[] }) {
  return (
    <DataTable
      caption={t.caption}
      columns={[
        { label: columns.date },
        { label: columns.title },
        { label: columns.type },
        { label: columns.rating, numeric: true },
      ]}
      rows={performance.map((p, i) => ({
        key: `${i}`,
        cells: [formatDateTime(p.occurredAt), p.title, ENTRY_TYPE_LABELS[p.type], p.rating],
      }))}
    />
  );
}

export function PerformanceChart({ trends, viewer }: { trends: Trends; viewer: AccountRole }) {
  const { range, summary } = trends;
  const performance = entryRows(trends.entries);
  const types = [...new Set(performance.map((p) => p.type))];
  return (
    <ChartCard
      name="performance"
      title={t.title}
      intro={t.intro[viewer]}
      summary={summaryOf(trends)}
      chart={({ titleId, summaryId }) => (
        <>
          <ChartBox height={HEIGHT} labelledBy={titleId} describedBy={summaryId}>
            {(width) => {
              const x = windowScale(range, MARGIN.left, width - MARGIN.right);
              const y = intensityScale(HEIGHT - MARGIN.bottom, MARGIN.top);
              const path = line<EntryRow>()
                .x((p) => x(new Date(p.occurredAt)))
                .y((p) => y(p.rating))(performance);
              return (
                <>
                  <YAxis
                    scale={y}
                    ticks={[0, 2, 4, 6, 8, 10]}
                    x0={MARGIN.left}
                    x1={width - MARGIN.right}
                    label={t.axis}
                  />
                  <XAxis
                    ticks={timeTicks(x, range.days)}
                    y={HEIGHT - MARGIN.bottom}
                    x0={MARGIN.left}
                    x1={width - MARGIN.right}
                    label={columns.date}
                    labelY={HEIGHT - 4}
                  />
                  {summary.averageRating !== null && (
                    <AverageLine
                      y={y(summary.averageRating)}
                      x0={MARGIN.left}
                      x1={width - MARGIN.right}
                      label={formatDecimal(summary.averageRating)}
                    />
                  )}
                  {path && <path d={path} fill="none" strokeWidth={2} className={LINE} />}
                  {performance.map((p) => (
                    <path
                      key={`${p.occurredAt}-${p.title}`}
                      d={SHAPES[p.type]}
                      transform={`translate(${x(new Date(p.occurredAt))} ${y(p.rating)})`}
                      strokeWidth={1.5}
                      className={POINT}
                    >
                      <title>{`${formatDateTime(p.occurredAt)} · ${ENTRY_TYPE_LABELS[p.type]}: ${p.title} · ${t.point(p.rating)}`}</title>
                    </path>
                  ))}
                </>
              );
            }}
          </ChartBox>
          {types.length > 1 && (
            <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
              {types.map((t) => (
                <li key={t} className="flex items-center gap-1.5">
                  <svg width={14} height={14} aria-hidden="true">
                    <path d={SHAPES[t]} transform="translate(7 7)" className={POINT} />
                  </svg>
                  {ENTRY_TYPE_LABELS[t]}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      table={<PerformanceTable performance={performance} />}
    />
  );
}
