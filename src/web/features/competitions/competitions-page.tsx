import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { StartCheck } from '../../../domain/api-training';
import type { Competition } from '../../../domain/competitions';
import { de } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { orderForChoice } from '../../components/competition-select';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageTitle } from '../../components/ui/page-title';
import { messageForError } from '../../lib/callable';
import { competitionStartChecksQuery } from '../../lib/endpoints/get-competition-start-checks';
import { competitionsQuery } from '../../lib/endpoints/list-competitions';
import { toast } from '../../stores/toast-store';
import { useDeleteCompetition } from './api/delete-competition';
import { CompetitionCard } from './components/competition-card';
import { CompetitionForm } from './components/competition-form';

const t = de.competitions;

/** 'new', a competition being edited, or none: one form at a time. */
type Editing = 'new' | Competition | null;

export function Component() {
  const query = useQuery(competitionsQuery);
  const remove = useDeleteCompetition();
  const [editing, setEditing] = useState<Editing>(null);
  const [doomed, setDoomed] = useState<Competition | null>(null);
  const upcomingId = useId();
  const { upcoming, past } = orderForChoice(query.data?.competitions ?? []);
  // The cards show what is linked to them; without it (still loading, or failed) they show the rest.
  const checks = useQuery(competitionStartChecksQuery);
  const checksOf = new Map<string, StartCheck[]>();
  for (const check of checks.data?.checks ?? []) {
    const id = check.competition?.id;
    if (id) checksOf.set(id, [...(checksOf.get(id) ?? []), check]);
  }

  async function confirmDelete(c: Competition) {
    try {
      await remove.mutateAsync(c.id);
      toast.success(t.deleted);
      if (editing !== 'new' && editing?.id === c.id) setEditing(null);
    } catch (err) {
      toast.error(de.generic.deleteFailed, messageForError(err, de.generic.deleteFailed));
    } finally {
      setDoomed(null);
    }
  }

  const card = (c: Competition, isUpcoming: boolean) => (
    <CompetitionCard
      key={c.id}
      competition={c}
      upcoming={isUpcoming}
      startChecks={checksOf.get(c.id)}
      onEdit={() => setEditing(c)}
      onDelete={() => setDoomed(c)}
    />
  );

  return (
    <>
      <PageTitle subtitle={t.subtitle}>{ROUTES.competitions.title}</PageTitle>
      {editing ? (
        <CompetitionForm
          key={editing === 'new' ? 'new' : editing.id}
          competition={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button className="mb-6" onClick={() => setEditing('new')}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M12 5v14M5 12h14" />
          </svg>
          {t.add}
        </Button>
      )}

      {query.isPending ? (
        <p role="status" className="text-muted">
          {de.common.loading}
        </p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="font-semibold">{de.generic.loadFailed}</p>
          <p className="text-muted">{messageForError(query.error)}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {de.common.retry}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-8">
          <section aria-labelledby={upcomingId}>
            <h2 id={upcomingId} className="mb-3 text-xl font-bold">
              {t.upcoming}
            </h2>
            {upcoming.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-line p-5 text-muted">
                {t.noUpcoming}
              </p>
            ) : (
              <ul className="flex flex-col gap-3">{upcoming.map((c) => card(c, true))}</ul>
            )}
          </section>
          {past.length > 0 && (
            <details className="group rounded-2xl border border-line bg-surface/50 p-4">
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg text-lg font-bold [&::-webkit-details-marker]:hidden">
                <span
                  aria-hidden="true"
                  className="inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none"
                >
                  ▸
                </span>
                {t.past(past.length)}
              </summary>
              <ul className="mt-3 flex flex-col gap-3">{past.map((c) => card(c, false))}</ul>
            </details>
          )}
        </div>
      )}

      <ConfirmDialog
        open={doomed !== null}
        title={t.deleteTitle}
        confirmLabel={t.delete}
        danger
        busy={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => doomed && void confirmDelete(doomed)}
      >
        <p>{t.deleteText(doomed?.name ?? '')}</p>
      </ConfirmDialog>
    </>
  );
}
