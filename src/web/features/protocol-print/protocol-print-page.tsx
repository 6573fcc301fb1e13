import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PROTOCOL_EXPORT_PATH } from '../../../domain/export-paths';
import { de } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { germanDay, periodFromParams } from '../../components/print/period';
import { PeriodForm, periodErrors } from '../../components/print/period-form';
import { PeriodSummary } from '../../components/print/period-summary';
import { PrintEntry } from '../../components/print/print-entry';
import { Button } from '../../components/ui/button';
import { secondaryLink, textLink } from '../../components/ui/link-styles';
import { LoadError, Loading } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { numberFormat } from '../../lib/format';
import { profileQuery } from '../../lib/session';
import { periodTrendsQuery } from './api/get-period-trends';
import { entriesInPeriodQuery } from './api/list-entries-in-period';
import '../../components/print/print.css';

const formatCount = numberFormat({ maximumFractionDigits: 0 });

/**
 * A period of the protocol to print or save as PDF: the trends' figures of those days and every
 * entry of them, whole. The controls are for the screen only; on paper the page is the document.
 */
export function Component() {
  const p = de.protocolExport.print;
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params);
  const valid = periodErrors(period) === null;
  const name = useQuery(profileQuery).data?.name;
  const trends = useQuery({ ...periodTrendsQuery(period), enabled: valid });
  const entries = useQuery({ ...entriesInPeriodQuery(period), enabled: valid });
  const csvHref = `${PROTOCOL_EXPORT_PATH}?${new URLSearchParams(period).toString()}`;

  return (
    <main id="main" className="lz-print-page mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <PageTitle subtitle={name ? p.printedFor(name) : undefined}>
        {p.heading(germanDay(period.from), germanDay(period.to))}
      </PageTitle>

      <div className="mb-8 flex flex-col gap-4 rounded-2xl border border-line bg-card p-4 print:hidden">
        <Link to={paths.protocol} className={`${textLink} self-start`}>
          {p.back}
        </Link>
        <PeriodForm
          key={`${period.from}|${period.to}`}
          period={period}
          onChange={(next) => setParams(next)}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => window.print()} disabled={!valid}>
            {p.print}
          </Button>
          {valid && (
            <a href={csvHref} download className={secondaryLink}>
              {de.protocolExport.csvLink}
            </a>
          )}
        </div>
        <p className="text-sm text-muted">{p.hint}</p>
      </div>

      {!valid && <p className="text-muted">{de.protocolExport.invalidPeriod}</p>}

      {valid && trends.isPending && <Loading />}
      {trends.isError && (
        <LoadError
          error={trends.error}
          onRetry={() => trends.refetch()}
          retrying={trends.isFetching}
        />
      )}
      {trends.data && <PeriodSummary trends={trends.data} />}

      {valid && (
        <section aria-labelledby="print-entries">
          <h2 id="print-entries" className="mb-3 text-xl font-bold">
            {p.entriesTitle}
          </h2>
          {entries.isPending && <Loading />}
          {entries.isError && (
            <LoadError
              error={entries.error}
              onRetry={() => entries.refetch()}
              retrying={entries.isFetching}
            />
          )}
          {entries.data?.truncated && (
            <p className="mb-3 font-medium">
              {p.truncated(formatCount(entries.data.entries.length))}
            </p>
          )}
          {entries.data && entries.data.entries.length === 0 && (
            <p className="text-muted">{p.empty}</p>
          )}
          {entries.data && entries.data.entries.length > 0 && (
            <ol className="flex flex-col gap-4">
              {entries.data.entries.map((entry) => (
                <li key={entry.id}>
                  <PrintEntry entry={entry} />
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </main>
  );
}
