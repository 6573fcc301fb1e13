import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { de } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { AthleteCard } from '../../components/coach-athlete/athlete-card';
import { CoachAthleteView } from '../../components/coach-athlete/coach-athlete-view';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { CallableError, messageForError } from '../../lib/callable';
import { coachViewQuery } from './api/get-coach-view';

function BackLink() {
  return (
    <Link
      to={`${paths.settings}#trainer`}
      className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline underline-offset-2 dark:text-brand-300"
    >
      <span aria-hidden="true">←</span> {de.sharing.backToSettings}
    </Link>
  );
}

/**
 * "So sieht dich {Coach}": the coach's own answers about the athlete (getCoachView), shown with the
 * components of the coach's athlete page, so the preview cannot show anything else.
 */
export function Component() {
  const { linkId = '' } = useParams();
  const view = useQuery(coachViewQuery(linkId));

  if (view.isPending) {
    return (
      <>
        <div className="mb-2">
          <BackLink />
        </div>
        <p role="status" className="text-muted">
          {de.common.loading}
        </p>
      </>
    );
  }
  if (view.isError) {
    const gone = view.error instanceof CallableError && view.error.code === 'not-found';
    return (
      <>
        <div className="mb-2">
          <BackLink />
        </div>
        <PageTitle>{gone ? de.generic.notFound : de.generic.loadFailed}</PageTitle>
        <Card role="alert" className="flex flex-col items-start gap-3">
          <p>{gone ? de.sharing.previewNotFound : messageForError(view.error)}</p>
          {!gone && (
            <Button variant="secondary" onClick={() => view.refetch()} busy={view.isFetching}>
              {de.common.retry}
            </Button>
          )}
        </Card>
      </>
    );
  }

  const { coachName, portal, athlete } = view.data;
  return (
    <>
      <div className="mb-2">
        <BackLink />
      </div>
      <PageTitle subtitle={de.sharing.previewLead(coachName)}>
        {de.sharing.previewTitle(coachName)}
      </PageTitle>
      <section aria-labelledby="preview-row" className="mb-8">
        <h2 id="preview-row" className="mb-3 text-lg font-bold">
          {de.sharing.previewPortalRow}
        </h2>
        <div className="rounded-2xl border border-line bg-card p-4 shadow-sm">
          <AthleteCard athlete={portal} title={portal.name} />
        </div>
      </section>
      <section aria-labelledby="preview-page">
        <header className="mb-6">
          <h2 id="preview-page" className="text-xl font-bold tracking-tight">
            {athlete.name}
          </h2>
          <p className="mt-1 text-muted">{athlete.sport ?? de.athleteView.noSport}</p>
        </header>
        <CoachAthleteView athlete={athlete} />
      </section>
    </>
  );
}
