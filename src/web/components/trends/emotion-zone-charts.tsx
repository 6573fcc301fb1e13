import { line } from 'd3-shape';
import { useId } from 'react';
import type { Trends } from '../../../domain/api-trends';
import { de } from '../../../domain/messages';
import type { AccountRole } from '../../../domain/messages-de/settings';
import { zoneRange } from '../../../domain/messages-de/zone-range';
import { ChartCard } from './chart-card';
import {
  ChartBox,
  edgeTicks,
  intensityScale,
  type Margin,
  windowScale,
  XAxis,
  YAxis,
  ZONE_BAND,
} from './chart-parts';
import { DataTable } from './data-table';
import { GroupCode } from './group-code';
import { type EmotionPoint, emotionPoints, inZone } from './lib/entry-rows';
import { formatCount, formatDateTime } from './lib/format';

type Emotion = Trends['emotions'][number];

const t = de.trends.emotions;
const HEIGHT = 150;
const MARGIN: Margin = { top: 8, right: 12, bottom: 36, left: 40 };

/** How many of the emotion's intensities were rated at all, and how many of those in its zone. */
function counts(e: Emotion): { rated: number; hits: number } {
  let rated = 0;
  let hits = 0;
  for (const value of e.intensities) {
    if (value === null) continue;
    rated++;
    if (inZone(value, e.zoneMin, e.zoneMax)) hits++;
  }
  return { rated, hits };
}

function overallSummary(emotions: Emotion[]): string {
  const all = emotions.map(counts);
  const total = all.reduce((sum, c) => sum + c.rated, 0);
  if (total === 0) return t.none;
  const hits = all.reduce((sum, c) => sum + c.hits, 0);
  return t.summary(formatCount(hits), formatCount(total));
}

function SmallMultiple({
  emotion,
  entries,
  range,
}: {
  emotion: Emotion;
  entries: Trends['entries'];
  range: Trends['range'];
}) {
  const titleId = useId();
  const summaryId = useId();
  const points = emotionPoints(entries, emotion.intensities);
  const n = points.length;
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-xl border border-line p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="flex min-w-0 items-center gap-2 font-semibold">
          <span className="truncate">{emotion.label}</span>
          <GroupCode group={emotion.group} />
        </h3>
        <span className="shrink-0 text-xs text-muted">
          {t.zone(emotion.zoneMin, emotion.zoneMax)}
        </span>
      </div>
      <ChartBox height={HEIGHT} labelledBy={titleId} describedBy={summaryId}>
        {(width) => {
          const x = windowScale(range, MARGIN.left, width - MARGIN.right);
          const y = intensityScale(HEIGHT - MARGIN.bottom, MARGIN.top);
          const path = line<EmotionPoint>()
            .x((p) => x(new Date(p.occurredAt)))
            .y((p) => y(p.intensity))(points);
          const [x0, x1] = x.range();
          return (
            <>
              <rect
                x={x0}
                width={x1 - x0}
                y={y(emotion.zoneMax)}
                // A zone of one value is still a visible band.
                height={Math.max(y(emotion.zoneMin) - y(emotion.zoneMax), 3)}
                className={ZONE_BAND}
              />
              <YAxis scale={y} ticks={[0, 5, 10]} x0={x0} x1={x1} label={t.axis} />
              <XAxis
                ticks={edgeTicks(x)}
                y={HEIGHT - MARGIN.bottom}
                x0={x0}
                x1={x1}
                label={de.trends.columns.date}
                labelY={HEIGHT - 4}
              />
              {path && <path d={path} fill="none" strokeWidth={1.5} className="stroke-muted/50" />}
              {points.map((p, i) => {
                const ok = inZone(p.intensity, emotion.zoneMin, emotion.zoneMax);
                return (
                  <circle
                    // biome-ignore lint/suspicious/noArrayIndexKey: points never reorder; two can share a minute
                    key={i}
                    cx={x(new Date(p.occurredAt))}
                    cy={y(p.intensity)}
                    r={ok ? 4 : 4.5}
                    strokeWidth={1.5}
                    className={
                      ok
                        ? 'fill-brand-700 stroke-card dark:fill-brand-300'
                        : 'fill-card stroke-amber-600 dark:stroke-amber-400'
                    }
                  >
                    <title>{`${formatDateTime(p.occurredAt)}: ${p.intensity} (${ok ? t.inZone : t.outside})`}</title>
                  </circle>
                );
              })}
            </>
          );
        }}
      </ChartBox>
      <p id={summaryId} className="text-xs text-muted">
        {t.hits(formatCount(counts(emotion).hits), formatCount(n))}
      </p>
    </li>
  );
}

/** The emotions rated at least once in the window: only they get a chart. */
export function ratedEmotions(trends: Trends): Emotion[] {
  return trends.emotions.filter((e) => e.intensities.some((v) => v !== null));
}

/** Built only when its disclosure is opened: a year's rows cost more than the charts. */
function EmotionTable({ trends }: { trends: Trends }) {
  return (
    <DataTable
      caption={t.caption}
      columns={[
        { label: de.trends.columns.date },
        ...trends.emotions.map((e) => ({
          label: `${e.label} (${zoneRange(e.zoneMin, e.zoneMax)})`,
          numeric: true,
        })),
      ]}
      rows={trends.entries.occurredAt.map((occurredAt, i) => ({
        key: `${i}`,
        cells: [
          formatDateTime(occurredAt),
          ...trends.emotions.map((e) => {
            const value = e.intensities[i] ?? null;
            if (value === null) return '–';
            return inZone(value, e.zoneMin, e.zoneMax) ? `${value} ✓` : `${value}`;
          }),
        ],
      }))}
    />
  );
}

export function EmotionZoneCharts({ trends, viewer }: { trends: Trends; viewer: AccountRole }) {
  const rated = ratedEmotions(trends);
  const unrated = trends.emotions.filter((e) => !rated.includes(e));
  return (
    <ChartCard
      name="emotions"
      className="lg:col-span-2"
      title={t.title}
      intro={<p>{t.intro[viewer]}</p>}
      summary={overallSummary(trends.emotions)}
      chart={() => (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {rated.map((e) => (
              <SmallMultiple key={e.id} emotion={e} entries={trends.entries} range={trends.range} />
            ))}
          </ul>
          {unrated.length > 0 && (
            <p className="text-sm text-muted">
              {t.unratedInRange(unrated.map((e) => e.label).join(', '))}
            </p>
          )}
        </>
      )}
      table={<EmotionTable trends={trends} />}
    />
  );
}
