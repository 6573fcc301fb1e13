import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ProtocolEntry } from '../../../../domain/api';
import { MAX_MESSAGE_LENGTH } from '../../../../domain/api-coach';
import { APP_NAME } from '../../../../domain/app-info';
import { ENTRY_TYPE_LABELS } from '../../../../domain/athlete-choices';
import { de } from '../../../../domain/messages';
import { myCoachesQuery } from '../../../components/coach-code-redeem';
import { Button } from '../../../components/ui/button';
import { call } from '../../../lib/api';
import { CallableError, messageForError } from '../../../lib/callable';
import { dateFormat, formatShare } from '../../../lib/format';
import { toast } from '../../../stores/toast-store';
import { formatLongDateTime } from '../entry-format';
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
      <CoachPanel entry={entry} />
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

const formatFeedbackDate = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });

const feedbackQuery = (entryId: string) => ({
  queryKey: ['coach', 'feedback', entryId],
  queryFn: () => call('listCoachFeedback', { entryId }),
});

/**
 * Sharing this one entry with the linked coaches, and what they answered on it. Only shown to
 * athletes with a coach, or for an entry shared before; a coach never sees the notes.
 */
function CoachPanel({ entry }: { entry: ProtocolEntry }) {
  const queryClient = useQueryClient();
  const coaches = useQuery(myCoachesQuery);
  const feedback = useQuery(feedbackQuery(entry.id));
  // Made when the form opens and kept for retries, so a repeated send adds no second message.
  const [messageId, setMessageId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const messageFieldId = useId();
  const shareButtonRef = useRef<HTMLButtonElement>(null);
  // Opening the form moves to the message; cancelling returns to the button that opened it.
  const composing = messageId !== null;
  const wasComposing = useRef(false);
  useEffect(() => {
    if (composing) document.getElementById(messageFieldId)?.focus();
    else if (wasComposing.current) shareButtonRef.current?.focus();
    wasComposing.current = composing;
  }, [composing, messageFieldId]);

  const hasCoach = (coaches.data?.coaches.length ?? 0) > 0;
  const items = feedback.data?.feedback ?? [];
  if (!hasCoach && !entry.sharedWithCoach && items.length === 0) return null;

  function setShared(sharedWithCoach: boolean) {
    queryClient.setQueryData(entryQuery(entry.id).queryKey, (old: ProtocolEntry | undefined) =>
      old ? { ...old, sharedWithCoach } : old,
    );
    void queryClient.invalidateQueries({ queryKey: ['entries', 'list'] });
  }

  async function share() {
    if (!messageId) return;
    setBusy(true);
    try {
      await call('shareEntry', { entryId: entry.id, messageId, message: message.trim() || null });
      setShared(true);
      setMessageId(null);
      setMessage('');
      toast.success('Mit deinem Trainer geteilt', undefined, { id: 'entry-share' });
    } catch (err) {
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed), {
        id: 'entry-share',
      });
    } finally {
      setBusy(false);
    }
  }

  async function unshare() {
    setBusy(true);
    try {
      await call('unshareEntry', { entryId: entry.id });
      setShared(false);
      toast.success('Nicht mehr geteilt', undefined, { id: 'entry-share' });
    } catch (err) {
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed), {
        id: 'entry-share',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="entry-coach-title"
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="entry-coach-title" className="text-lg font-semibold">
          Trainer
        </h2>
        {entry.sharedWithCoach && (
          <span className="rounded-md bg-brand-100 px-2 py-1 text-sm font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
            Geteilt
          </span>
        )}
      </div>
      {entry.sharedWithCoach ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-muted">Deine Trainer sehen diesen Eintrag, aber nie deine Notizen.</p>
          <Button variant="secondary" onClick={unshare} busy={busy}>
            Nicht mehr teilen
          </Button>
        </div>
      ) : messageId ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={messageFieldId} className="font-medium">
              Nachricht an deinen Trainer (optional)
            </label>
            <textarea
              id={messageFieldId}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={MAX_MESSAGE_LENGTH}
              rows={3}
              aria-describedby={`${messageFieldId}-hint`}
              className="rounded-lg border border-line bg-card px-3 py-2 text-ink"
            />
            <p id={`${messageFieldId}-hint`} className="text-sm text-muted">
              Geteilt wird der Eintrag ohne deine Notizen.
            </p>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setMessageId(null);
                setMessage('');
              }}
            >
              {de.common.cancel}
            </Button>
            <Button onClick={share} busy={busy}>
              Teilen
            </Button>
          </div>
        </div>
      ) : (
        hasCoach && (
          <div className="flex flex-col items-start gap-2">
            <p className="text-muted">
              Nur geteilte Einträge sieht dein Trainer, nie deine Notizen.
            </p>
            <Button
              ref={shareButtonRef}
              variant="secondary"
              onClick={() => {
                setMessageId(crypto.randomUUID());
              }}
            >
              Mit Trainer teilen
            </Button>
          </div>
        )
      )}
      {items.length > 0 && (
        <div>
          <h3 className="mb-2 font-semibold">Rückmeldungen</h3>
          <ul className="flex flex-col gap-3">
            {items.map((f) => (
              <li key={f.id} className="rounded-lg bg-surface p-3">
                <p className="text-sm text-muted">
                  {f.coachName} · {formatFeedbackDate(f.createdAt)}
                </p>
                <p className="mt-1 whitespace-pre-line break-words">{f.text}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
