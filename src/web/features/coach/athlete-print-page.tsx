import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { de } from '../../../domain/messages';
import { href } from '../../../domain/routes';
import { germanDay, periodFromParams } from '../../components/print/period';
import { PeriodForm, periodErrors } from '../../components/print/period-form';
import { PeriodSummary } from '../../components/print/period-summary';
import { PrintEntries } from '../../components/print/print-entries';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { textLink } from '../../components/ui/link-styles';
import { LoadError, Loading } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { athleteQuery, isNotAuthorized } from './api/get-athlete';
import { athleteEntriesInPeriodQuery } from './api/list-athlete-entries-in-period';
import '../../components/print/print.css';

const p = de.protocolExport.print;
const t = de.coachAthletePage;

/**
 * A period of what an athlete shares with this coach, to print or save as PDF: the shared trends'
 * figures of those days (when the trends are shared) and every shared entry of them, without notes.
 * The athlete's print view with the coach's reads; the controls are for the screen only.
 */
export function Component() {
  const { athleteId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params);
  const valid = periodErrors(period) === null;
  const athlete = useQuery({
    ...athleteQuery(athleteId, { range: 'custom', ...period }),
    enabled: valid,
  });
  const entries = useQuery({
    ...athleteEntriesInPeriodQuery(athleteId, period),
    enabled: valid,
  });
  const name = athlete.data?.name;
  const denied = isNotAuthorized(athlete.error) || isNotAuthorized(entries.error);

  return (
    <main id="main" className="lz-print-page mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <PageTitle subtitle={name ? t.printedFor(name) : undefined}>
        {p.heading(germanDay(period.from), germanDay(period.to))}
      </PageTitle>

      <div className="mb-8 flex flex-col gap-4 rounded-2xl border border-line bg-card p-4 print:hidden">
        <Link to={href('coachAthlete', { athleteId })} className={`${textLink} self-start`}>
          {t.printBack}
        </Link>
        {name && <p>{t.printLead(name)}</p>}
        <PeriodForm
          key={`${period.from}|${period.to}`}
          period={period}
          onChange={(next) => setParams(next)}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => window.print()} disabled={!valid || denied}>
            {p.print}
          </Button>
        </div>
        <p className="text-sm text-muted">{p.hint}</p>
      </div>

      {!valid && <p className="text-muted">{de.protocolExport.invalidPeriod}</p>}

      {denied ? (
        <Card>
          <p>{de.coachScreens.athlete.notLinked}</p>
        </Card>
      ) : (
        <>
          {valid && athlete.isPending && <Loading />}
          {athlete.isError && (
            <LoadError
              error={athlete.error}
              onRetry={() => athlete.refetch()}
              retrying={athlete.isFetching}
            />
          )}
          {athlete.data &&
            !athlete.data.sharesNothing &&
            (athlete.data.trends ? (
              <PeriodSummary trends={athlete.data.trends} />
            ) : (
              <p className="lz-print-block mb-8 rounded-xl border border-line bg-card p-4">
                {t.trendsNotShared(athlete.data.name)}
              </p>
            ))}
          {athlete.data?.sharesNothing && (
            <p className="mb-8 rounded-xl border border-line bg-card p-4">
              {de.sharing.sharesNothingLong}
            </p>
          )}

          {valid && (
            <PrintEntries
              entries={entries}
              title={t.printEntriesTitle}
              lead={name && <p className="mb-3 text-sm text-muted">{t.printNoNotes(name)}</p>}
              emptyText={t.printEmpty(name ?? '')}
            />
          )}
        </>
      )}
    </main>
  );
}
