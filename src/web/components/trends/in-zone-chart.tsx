import type { Trends } from '../../../domain/api-trends';
import { de } from '../../../domain/messages';
import type { AccountRole } from '../../../domain/messages-de/settings';
import { formatShare } from '../../lib/format';
import { ChartCard } from './chart-card';
import { AverageLine, AXIS_TEXT, ChartBox, type Margin, XAxis, YAxis } from './chart-parts';
import { DataTable } from './data-table';
import { type EntryRow, entryRows } from './lib/entry-rows';
import { formatCount, formatDateTime, formatShortDate } from './lib/format';
import { bandScale, linearScale } from './lib/scales';

const t = de.trends.inZone;
const columns = de.trends.columns;
const HEIGHT = 260;
// The right margin holds the label of the average line.
const MARGIN: Margin = { top: 12, right: 44, bottom: 44, left: 48 };

function summaryOf(trends: Trends, viewer: AccountRole): string {
  const shares = trends.entries.inZoneShare.filter((share) => share !== null);
  const avg = trends.summary.averageInZoneShare;
  if (shares.length === 0) return t.none;
  const full = shares.filter((share) => share === 1).length;
  return t.summary[viewer](
    avg === null ? '–' : formatShare(avg),
    formatCount(full),
    formatCount(shares.length),
  );
}

/** Built only when its disclosure is opened: a year's rows cost more than the chart. */
function InZoneTable({ inZone }: { inZone: EntryRow[] }) {
  return (
    <DataTable
      caption={t.caption}
      columns={[
        { label: columns.date },
        { label: columns.title },
        { label: columns.inZone, numeric: true },
      ]}
      rows={inZone.map((p, i) => ({
        key: `${i}`,
        cells: [
          formatDateTime(p.occurredAt),
          p.title,
          p.inZoneShare === null ? '–' : formatShare(p.inZoneShare),
        ],
      }))}
    />
  );
}

export function InZoneChart({ trends, viewer }: { trends: Trends; viewer: AccountRole }) {
  const { summary } = trends;
  const inZone = entryRows(trends.entries);
  return (
    <ChartCard
      name="in-zone"
      title={t.title}
      intro={t.intro[viewer]}
      summary={summaryOf(trends, viewer)}
      chart={({ titleId, summaryId }) => (
        <ChartBox height={HEIGHT} labelledBy={titleId} describedBy={summaryId}>
          {(width) => {
            const x = bandScale(inZone.length, [MARGIN.left, width - MARGIN.right], 0.25, 0.15);
            const y = linearScale([0, 1], [HEIGHT - MARGIN.bottom, MARGIN.top]);
            const band = Math.min(x.bandwidth(), 48);
            const center = (i: number) => x(i) + x.bandwidth() / 2;
            // Roughly one date label per 72 px, always including the first and last entry.
            const every = Math.max(1, Math.ceil(inZone.length / Math.max(1, (width - 64) / 72)));
            const ticks = inZone
              .map((p, i) => ({ i, at: new Date(p.occurredAt) }))
              .filter(({ i }) => i % every === 0)
              .map(({ i, at }) => ({ x: center(i), label: formatShortDate(at), key: i }));
            return (
              <>
                <YAxis
                  scale={y}
                  ticks={[0, 0.25, 0.5, 0.75, 1]}
                  format={formatShare}
                  x0={MARGIN.left}
                  x1={width - MARGIN.right}
                  label={t.axis}
                />
                <XAxis
                  ticks={ticks}
                  y={HEIGHT - MARGIN.bottom}
                  x0={MARGIN.left}
                  x1={width - MARGIN.right}
                  label={t.entryAxis}
                  labelY={HEIGHT - 4}
                />
                {inZone.map((p, i) => {
                  const label = `${formatDateTime(p.occurredAt)} · ${p.title}: ${
                    p.inZoneShare === null ? t.noZone : t.share(formatShare(p.inZoneShare))
                  }`;
                  if (p.inZoneShare === null) {
                    return (
                      <text
                        // biome-ignore lint/suspicious/noArrayIndexKey: one bar per entry, in order
                        key={i}
                        x={center(i)}
                        y={y(0) - 6}
                        textAnchor="middle"
                        className={AXIS_TEXT}
                      >
                        –<title>{label}</title>
                      </text>
                    );
                  }
                  const top = y(p.inZoneShare);
                  return (
                    <rect
                      // biome-ignore lint/suspicious/noArrayIndexKey: one bar per entry, in order
                      key={i}
                      x={center(i) - band / 2}
                      width={band}
                      y={top}
                      // A share of 0 still shows where the entry is.
                      height={Math.max(y(0) - top, 2)}
                      rx={Math.min(3, band / 4)}
                      className={
                        p.inZoneShare >= 0.75
                          ? 'fill-brand-600 dark:fill-brand-300'
                          : 'fill-brand-300 dark:fill-brand-700'
                      }
                    >
                      <title>{label}</title>
                    </rect>
                  );
                })}
                {summary.averageInZoneShare !== null && (
                  <AverageLine
                    y={y(summary.averageInZoneShare)}
                    x0={MARGIN.left}
                    x1={width - MARGIN.right}
                    label={formatShare(summary.averageInZoneShare)}
                  />
                )}
              </>
            );
          }}
        </ChartBox>
      )}
      table={<InZoneTable inZone={inZone} />}
    />
  );
}
