import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PROTOCOL_EXPORT_PATH } from '../../../domain/export-paths';
import { de } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { germanDay, periodFromParams } from '../../components/print/period';
import { PeriodForm, periodErrors } from '../../components/print/period-form';
import { PeriodSummary } from '../../components/print/period-summary';
import { PrintEntries } from '../../components/print/print-entries';
import { Button } from '../../components/ui/button';
import { secondaryLink, textLink } from '../../components/ui/link-styles';
import { LoadError, Loading } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { profileQuery } from '../../lib/session';
import { periodTrendsQuery } from './api/get-period-trends';
import { entriesInPeriodQuery } from './api/list-entries-in-period';
import '../../components/print/print.css';

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

      {valid && <PrintEntries entries={entries} title={p.entriesTitle} emptyText={p.empty} />}
    </main>
  );
}
