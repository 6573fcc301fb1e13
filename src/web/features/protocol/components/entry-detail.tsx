import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ProtocolEntry } from '../../../../domain/api';
import { APP_NAME } from '../../../../domain/app-info';
import { de } from '../../../../domain/messages';
import { ENTRY_TYPE_LABELS } from '../../../../domain/schemas/athlete';
import { Button } from '../../../components/ui/button';
import { CallableError, messageForError } from '../../../lib/callable';
import { toast } from '../../../stores/toast-store';
import { formatLongDateTime, formatShare } from '../entry-format';
import { deleteEntry, entryQuery } from '../protocol-api';
import { ConfirmDialog } from './confirm-dialog';
import { EntryOverview } from './entry-overview';

function BackLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
    >
      <span aria-hidden="true">←</span> Alle Einträge
    </Link>
  );
}

/** One saved entry, opened from the list (`/protocol?entry=<id>`), with edit and delete. */
export function EntryDetail({
  id,
  backTo,
  onEdit,
  onDeleted,
}: {
  id: string;
  /** The list with its filters, as the athlete left it. */
  backTo: string;
  onEdit(entry: ProtocolEntry): void;
  onDeleted(entry: ProtocolEntry): void;
}) {
  const query = useQuery(entryQuery(id));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const entry = query.data;

  // Opening an entry is a page change for the athlete: start at the top, with the title.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  const title = entry?.title;
  useEffect(() => {
    if (title) document.title = `${title} · ${de.protocol.title} · ${APP_NAME}`;
    headingRef.current?.focus();
  }, [title]);

  async function remove(target: ProtocolEntry) {
    setDeleting(true);
    try {
      await deleteEntry(target.id);
      toast.success(de.generic.deleted, undefined, { id: 'protocol-delete' });
      setConfirming(false);
      onDeleted(target);
    } catch (err) {
      toast.error(de.generic.deleteFailed, messageForError(err, de.generic.deleteFailed), {
        id: 'protocol-delete',
      });
      setDeleting(false);
      setConfirming(false);
    }
  }

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-3xl">
        <BackLink to={backTo} />
        <p role="status" className="mt-6 text-muted">
          {de.common.loading}
        </p>
      </div>
    );
  }

  if (query.isError || !entry) {
    const notFound = query.error instanceof CallableError && query.error.code === 'not-found';
    return (
      <div className="mx-auto max-w-3xl">
        <BackLink to={backTo} />
        <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none!">
          {notFound ? de.generic.notFound : de.generic.loadFailed}
        </h1>
        <p className="mt-2 text-muted">
          {notFound
            ? 'Diesen Eintrag gibt es nicht (mehr).'
            : messageForError(query.error, de.generic.loadFailed)}
        </p>
        {!notFound && (
          <Button variant="secondary" className="mt-4" onClick={() => query.refetch()}>
            {de.common.retry}
          </Button>
        )}
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-3xl" aria-labelledby="entry-detail-title">
      <BackLink to={backTo} />
      <header className="mt-3 mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted">
            {ENTRY_TYPE_LABELS[entry.type]} · {formatLongDateTime(entry.occurredAt)}
          </p>
          <h1
            id="entry-detail-title"
            ref={headingRef}
            tabIndex={-1}
            className="break-words text-2xl font-bold tracking-tight outline-none! sm:text-3xl"
          >
            {entry.title}
          </h1>
          <p className="mt-1 text-muted">
            Leistung {entry.rating}/10
            {entry.inZoneShare !== null && ` · ${formatShare(entry.inZoneShare)} im Zielbereich`}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={() => onEdit(entry)}>
            {de.common.edit}
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {de.common.delete}
          </Button>
        </div>
      </header>
      <EntryOverview data={entry} />
      <ConfirmDialog
        open={confirming}
        title="Eintrag löschen?"
        confirmLabel={de.common.delete}
        danger
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove(entry)}
      >
        <p>
          „{entry.title}“ vom {formatLongDateTime(entry.occurredAt)} wird endgültig gelöscht.
        </p>
      </ConfirmDialog>
    </article>
  );
}
