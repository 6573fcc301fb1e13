import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import type { TrendsQuery } from '../../../domain/api-trends';
import { addDays, deviceDate } from '../../../domain/calendar-day';
import { de } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { EmptyRange } from '../../components/trends/empty-range';
import { entriesText, formatDay } from '../../components/trends/lib/format';
import { paramsOf, queryFromParams } from '../../components/trends/lib/range-params';
import { RangeChooser } from '../../components/trends/range-chooser';
import { SummaryStatsSkeleton } from '../../components/trends/summary-stats';
import { ChartsSkeleton } from '../../components/trends/trends-skeleton';
import { pendingOf, Upcoming } from '../../components/trends/upcoming';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { fieldErrorsOf } from '../../lib/callable';
import { onDemand, usePartAfterPaint } from '../../lib/on-demand';
import { trendsQuery } from './api/get-trends';

/** The window a preset stands for, before the server has said it: today and the days before. */
function presetWindow(query: Required<TrendsQuery>): { from: string; to: string } {
  const to = deviceDate(new Date());
  const days = query.range === 'custom' ? 30 : Number(query.range);
  return { from: addDays(to, 1 - days), to };
}

// The charts (their library and a dozen cards) are drawn only once the figures are here: their code
// comes after the first paint, beside the figures' request, not before the screen's first render.
const chartsPart = onDemand(() => import('../../components/trends/trends-charts'));

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
  const charts = usePartAfterPaint(chartsPart);

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
  } else if (charts.error) {
    content = <LoadError error={charts.error} onRetry={charts.retry} />;
  } else if (!data || !charts.module) {
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
    const { Overview, Charts, Learning } = charts.module;
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
                <Learning trends={data} viewer="athlete" />
              </div>
            )}
          </>
        ) : (
          <>
            <Upcoming pending={pendingOf(data)} />
            <Charts trends={data} viewer="athlete" />
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
