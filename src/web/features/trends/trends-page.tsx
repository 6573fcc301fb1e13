import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useId } from 'react';
import { useSearchParams } from 'react-router';
import type { Trends, TrendsQuery } from '../../../domain/api-trends';
import { de } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { EmotionZoneCharts, ratedEmotions } from '../../components/trends/emotion-zone-charts';
import { EmptyRange } from '../../components/trends/empty-range';
import { EntryCalendar } from '../../components/trends/entry-calendar';
import { InZoneChart } from '../../components/trends/in-zone-chart';
import {
  addDays,
  dateToDay,
  entriesText,
  formatCount,
  formatDay,
} from '../../components/trends/lib/format';
import { paramsOf, queryFromParams } from '../../components/trends/lib/range-params';
import { PerformanceChart } from '../../components/trends/performance-chart';
import { RangeChooser } from '../../components/trends/range-chooser';
import { RelationChart, relatedEmotions } from '../../components/trends/relation-chart';
import { SummaryStats, SummaryStatsSkeleton } from '../../components/trends/summary-stats';
import { ChartsSkeleton } from '../../components/trends/trends-skeleton';
import { pendingOf, Upcoming } from '../../components/trends/upcoming';
import { ZoneChanceCharts } from '../../components/trends/zone-chance-charts';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { ZoneSuggestionPanel } from '../../components/zone-suggestion-panel';
import { fieldErrorsOf } from '../../lib/callable';
import { trendsQuery } from './api/get-trends';

/** The window a preset stands for, before the server has said it: today and the days before. */
function presetWindow(query: Required<TrendsQuery>): { from: string; to: string } {
  const to = dateToDay(new Date());
  const days = query.range === 'custom' ? 30 : Number(query.range);
  return { from: addDays(to, 1 - days), to };
}

function Overview({ trends }: { trends: Trends }) {
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

/** The zone learning, from all entries: its curves, and its suggestions to take over. */
function Learning({ trends }: { trends: Trends }) {
  const learning = trends.zoneLearning;
  if (!learning.available) return null;
  return (
    <>
      <ZoneChanceCharts learning={learning} />
      {learning.emotions.some((e) => e.suggestedMin !== null) && (
        <ZoneSuggestionPanel learning={learning} className="lg:col-span-2" />
      )}
    </>
  );
}

/** Only the charts that have something to draw; what is still missing says `Upcoming` once. */
function Charts({ trends }: { trends: Trends }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <PerformanceChart trends={trends} />
      {trends.entries.inZoneShare.some((share) => share !== null) && (
        <InZoneChart trends={trends} />
      )}
      {ratedEmotions(trends).length > 0 && <EmotionZoneCharts trends={trends} />}
      <Learning trends={trends} />
      {relatedEmotions(trends).length > 0 && <RelationChart trends={trends} />}
      <EntryCalendar trends={trends} />
    </div>
  );
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const trends = useQuery(trendsQuery(query));
  const fieldErrors = trends.isError ? fieldErrorsOf(trends.error) : null;
  // Deferred: a year's charts render in slices that leave the main thread free, not in one task.
  const data = useDeferredValue(trends.data);
  // The previous range stays visible while the next loads; it is marked as not yet current.
  const stale = trends.isPlaceholderData;
  const window = data && !stale ? data.range : presetWindow(query);

  function showCustom(from: string, to: string) {
    setParams(paramsOf({ range: 'custom', from, to }), { preventScrollReset: true });
  }

  let content: ReactNode;
  if (fieldErrors) {
    content = <Card className="text-muted">{de.trends.invalidRange}</Card>;
  } else if (trends.isError) {
    content = (
      <LoadError
        error={trends.error}
        onRetry={() => void trends.refetch()}
        retrying={trends.isFetching}
      />
    );
  } else if (!data) {
    content = (
      <div aria-hidden="true" className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <div className="h-7 w-32 animate-pulse rounded bg-line motion-reduce:animate-none" />
          <SummaryStatsSkeleton />
        </div>
        <ChartsSkeleton />
      </div>
    );
  } else {
    content = (
      <div
        aria-busy={stale || undefined}
        className={`flex flex-col gap-6 transition-opacity motion-reduce:transition-none ${stale ? 'opacity-60' : ''}`}
      >
        <Overview trends={data} />
        {data.summary.entries === 0 ? (
          <>
            <EmptyRange pending={pendingOf(data)} />
            {data.zoneLearning.available && (
              <div className="grid gap-6 lg:grid-cols-2">
                <Learning trends={data} />
              </div>
            )}
          </>
        ) : (
          <>
            <Upcoming pending={pendingOf(data)} />
            <Charts trends={data} />
          </>
        )}
      </div>
    );
  }

  const announcement =
    trends.isFetching || !data
      ? de.common.loading
      : `${formatDay(data.range.from)} bis ${formatDay(data.range.to)}: ${entriesText(data.summary.entries)}`;

  return (
    <>
      <PageTitle subtitle={de.trends.subtitle}>{ROUTES.trends.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <RangeChooser
          query={query}
          window={window}
          fieldErrors={fieldErrors}
          onCustom={showCustom}
        />
        {content}
        <p role="status" className="sr-only">
          {trends.isError ? '' : announcement}
        </p>
      </div>
    </>
  );
}
