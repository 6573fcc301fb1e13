import { useId } from 'react';
import type { Trends } from '../../../domain/api-trends';
import { de } from '../../../domain/messages';
import type { AccountRole } from '../../../domain/messages-de/settings';
import { ZoneSuggestionPanel } from '../zone-suggestion-panel';
import { EmotionZoneCharts, ratedEmotions } from './emotion-zone-charts';
import { EntryCalendar } from './entry-calendar';
import { InZoneChart } from './in-zone-chart';
import { formatCount, formatDay } from './lib/format';
import { PerformanceChart } from './performance-chart';
import { RelationChart, relatedEmotions } from './relation-chart';
import { SummaryStats } from './summary-stats';
import { ZoneChanceCharts } from './zone-chance-charts';

/**
 * The trends' overview and charts for one answer of `getTrends`, or of a coach's read of the same
 * shape: the athlete's trends screen and the coach's athlete page show these same components.
 * `viewer` is who reads them: the athlete is spoken to, a coach is told about her.
 */

export function Overview({ trends }: { trends: Trends }) {
  const headingId = useId();
  const { from, to, days } = trends.range;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {de.trends.overview}
        </h2>
        <p data-range className="text-sm text-muted">
          <time dateTime={from}>{formatDay(from)}</time> –{' '}
          <time dateTime={to}>{formatDay(to)}</time> · {formatCount(days)} {de.counts.dayUnit(days)}
        </p>
      </div>
      <SummaryStats summary={trends.summary} />
    </section>
  );
}

/**
 * The zone learning, from all entries: its curves, and for the athlete its suggestions to take over.
 */
export function Learning({ trends, viewer }: { trends: Trends; viewer: AccountRole }) {
  const learning = trends.zoneLearning;
  if (!learning.available) return null;
  return (
    <>
      <ZoneChanceCharts learning={learning} viewer={viewer} />
      {viewer === 'athlete' && learning.emotions.some((e) => e.suggestedMin !== null) && (
        <ZoneSuggestionPanel learning={learning} className="lg:col-span-2" />
      )}
    </>
  );
}

/** Only the charts that have something to draw; what is still missing says `Upcoming` once. */
export function Charts({ trends, viewer }: { trends: Trends; viewer: AccountRole }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <PerformanceChart trends={trends} viewer={viewer} />
      {trends.entries.inZoneShare.some((share) => share !== null) && (
        <InZoneChart trends={trends} viewer={viewer} />
      )}
      {ratedEmotions(trends).length > 0 && <EmotionZoneCharts trends={trends} viewer={viewer} />}
      <Learning trends={trends} viewer={viewer} />
      {relatedEmotions(trends).length > 0 && <RelationChart trends={trends} viewer={viewer} />}
      <EntryCalendar trends={trends} viewer={viewer} />
    </div>
  );
}
