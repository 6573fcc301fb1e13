import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { de } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { CoachAthleteView } from '../../components/coach-athlete/coach-athlete-view';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadError, Loading } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { messageForError } from '../../lib/callable';
import { useEndLink } from '../../lib/endpoints/end-link';
import { toast } from '../../stores/toast-store';
import { athleteQuery, isNotAuthorized } from './api/get-athlete';
import { RecommendSection } from './recommend/recommend-section';

const t = de.coachScreens.athlete;

function BackLink() {
  return (
    <Link
      to={paths.coachAthletes}
      className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline underline-offset-2 dark:text-brand-300"
    >
      <span aria-hidden="true">←</span> {t.back}
    </Link>
  );
}

/** One athlete as the coach sees them: only what the athlete shares, never notes. */
export function Component() {
  const { athleteId = '' } = useParams();
  const navigate = useNavigate();
  const athlete = useQuery(athleteQuery(athleteId));
  const [confirming, setConfirming] = useState(false);

  const end = useEndLink();
  function endLink(linkId: string) {
    end.mutate(linkId, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t.ended(athlete.data?.name));
        void navigate(paths.coachAthletes, { replace: true });
      },
      onError: (err) => {
        setConfirming(false);
        toast.error(messageForError(err, t.endFailed));
      },
    });
  }

  if (athlete.isPending) {
    return (
      <>
        <PageTitle>{de.nav.athletes}</PageTitle>
        <Loading />
      </>
    );
  }

  if (athlete.isError) {
    return (
      <>
        <PageTitle>{isNotAuthorized(athlete.error) ? t.noLink : de.nav.athletes}</PageTitle>
        {isNotAuthorized(athlete.error) ? (
          <Card>
            <p>{t.notLinked}</p>
          </Card>
        ) : (
          <LoadError
            error={athlete.error}
            onRetry={() => void athlete.refetch()}
            retrying={athlete.isFetching}
          />
        )}
        <div className="mt-4">
          <BackLink />
        </div>
      </>
    );
  }

  const a = athlete.data;
  return (
    <>
      <div className="mb-2">
        <BackLink />
      </div>
      <PageTitle subtitle={a.sport ?? de.athleteView.noSport}>{a.name}</PageTitle>
      <CoachAthleteView athlete={a} />
      <RecommendSection athleteId={athleteId} athleteName={a.name} />

      <Card className="mt-8">
        <h2 className="text-lg font-bold">{t.end}</h2>
        <p className="mt-1 text-muted">{t.endLead}</p>
        <Button
          variant="danger"
          className="mt-4"
          busy={end.isPending}
          onClick={() => setConfirming(true)}
        >
          {t.end}
        </Button>
      </Card>

      <ConfirmDialog
        open={confirming}
        title={t.endTitle}
        confirmLabel={t.end}
        danger
        onConfirm={() => endLink(a.linkId)}
        onCancel={() => setConfirming(false)}
      >
        {t.endText(a.name)}
      </ConfirmDialog>
    </>
  );
}
