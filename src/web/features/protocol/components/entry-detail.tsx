import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ProtocolEntry } from '../../../../domain/api';
import { MAX_MESSAGE_LENGTH } from '../../../../domain/api-coach';
import { APP_NAME } from '../../../../domain/app-info';
import { ENTRY_TYPE_LABELS } from '../../../../domain/athlete-choices';
import { clientId } from '../../../../domain/client-id';
import { isBackdated } from '../../../../domain/competitions';
import { de } from '../../../../domain/messages';
import { givenAnswers } from '../../../../domain/quick-log';
import { Button } from '../../../components/ui/button';
import { CharCounter } from '../../../components/ui/char-counter';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CallableError, messageForError } from '../../../lib/callable';
import { myCoachesQuery } from '../../../lib/endpoints/list-my-coaches';
import { formatShare } from '../../../lib/format';
import { toast } from '../../../stores/toast-store';
import { useDeleteEntry } from '../api/delete-entry';
import { entryQuery } from '../api/get-entry';
import { entryConversationsQuery } from '../api/get-entry-conversations';
import { useSetEntrySharing } from '../api/set-entry-sharing';
import { formatLongDateTime } from '../entry-format';
import { CompetitionTagBadge } from './competition-tag';
import { EntryConversations } from './entry-conversations';
import { EntryOverview } from './entry-overview';

const t = de.protocolScreens.detail;

function BackLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
    >
      <span aria-hidden="true">←</span> {t.all}
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
  const deleteEntry = useDeleteEntry();
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
      await deleteEntry.mutateAsync(target.id);
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
          {notFound ? t.gone : messageForError(query.error, de.generic.loadFailed)}
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
            {t.rating(entry.rating)}
            {entry.inZoneShare !== null && ` · ${t.inZone(formatShare(entry.inZoneShare))}`}
          </p>
          {(entry.competition || isBackdated(entry.occurredAt, entry.createdAt)) && (
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              {entry.competition && <CompetitionTagBadge tag={entry.competition} />}
              {isBackdated(entry.occurredAt, entry.createdAt) && (
                <span className="text-muted">
                  {de.competitions.backdated(formatLongDateTime(entry.createdAt))}
                </span>
              )}
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          {/* A quick entry still holds the quick log's defaults: completing it is the next step. */}
          <Button variant={entry.quick ? 'primary' : 'secondary'} onClick={() => onEdit(entry)}>
            {entry.quick ? de.quickLog.completeAction : de.common.edit}
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {de.common.delete}
          </Button>
        </div>
      </header>
      <EntryOverview data={{ ...entry, ...givenAnswers(entry) }} />
      <CoachPanel entry={entry} />
      <ConfirmDialog
        open={confirming}
        title={t.deleteTitle}
        confirmLabel={de.common.delete}
        danger
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove(entry)}
      >
        <p>{t.deleteText(entry.title, formatLongDateTime(entry.occurredAt))}</p>
      </ConfirmDialog>
    </article>
  );
}

/**
 * Sharing this one entry, coach by coach, and its conversation with each. Only shown to athletes with a
 * coach, or for an entry with answers; a coach never sees the notes.
 */
function CoachPanel({ entry }: { entry: ProtocolEntry }) {
  const setEntrySharing = useSetEntrySharing();
  const coaches = useQuery(myCoachesQuery);
  const conversationsQuery = useQuery(entryConversationsQuery(entry.id));
  const [chosen, setChosen] = useState<string[]>(entry.sharedWith);
  // Made with the first change and kept for retries, so a repeated save adds no second message.
  const [messageId, setMessageId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const messageFieldId = useId();

  const links = coaches.data?.coaches ?? [];
  const conversations = conversationsQuery.data?.conversations ?? [];
  if (links.length === 0 && entry.sharedWith.length === 0 && conversations.length === 0)
    return null;

  const saved = new Set(entry.sharedWith);
  const changed =
    chosen.length !== saved.size || chosen.some((id) => !saved.has(id)) || message.trim() !== '';
  const names = links.filter((l) => saved.has(l.linkId)).map((l) => l.coachName);
  const automatic = links.filter((l) =>
    (l.sharing.entryTypes as readonly string[]).includes(entry.type),
  );

  function toggle(linkId: string, on: boolean) {
    setMessageId((id) => id ?? clientId());
    setChosen((ids) => (on ? [...ids, linkId] : ids.filter((id) => id !== linkId)));
  }

  async function save() {
    // The counter under the field already says by how much it is over; the server would refuse it.
    if (message.trim().length > MAX_MESSAGE_LENGTH) {
      document.getElementById(messageFieldId)?.focus();
      return;
    }
    const id = messageId ?? clientId();
    setMessageId(id);
    setBusy(true);
    try {
      const result = await setEntrySharing.mutateAsync({
        entryId: entry.id,
        linkIds: chosen,
        messageId: id,
        message: message.trim() || null,
      });
      setChosen(result.sharedWith);
      setMessageId(null);
      setMessage('');
      toast.success(de.sharing.entryShareSaved, undefined, { id: 'entry-share' });
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
          {t.coach}
        </h2>
        {(names.length > 0 || automatic.length > 0) && (
          <span className="rounded-md bg-brand-100 px-2 py-1 text-sm font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
            {de.sharing.entryShared}
          </span>
        )}
      </div>
      <p className="text-muted">
        {names.length === 0 && automatic.length === 0
          ? de.sharing.entryNotShared
          : [
              names.length > 0 ? de.sharing.entrySharedWith(names.join(', ')) : null,
              automatic.length > 0
                ? de.sharing.entrySharedAutomatically(automatic.map((l) => l.coachName).join(', '))
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
      </p>
      {links.length > 0 && (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (changed && !busy) void save();
          }}
        >
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 font-medium">{de.sharing.entryShareTitle}</legend>
            <p className="text-sm text-muted">{de.sharing.entryShareLead}</p>
            {links.map((l) => (
              <CoachChoice
                key={l.linkId}
                name={l.coachName}
                checked={chosen.includes(l.linkId)}
                onChange={(on) => toggle(l.linkId, on)}
              />
            ))}
            {automatic.map((l) => (
              <p key={l.linkId} className="text-sm text-muted">
                {de.sharing.entryShareAutomatic(
                  l.coachName,
                  de.sharing.entryShareAutomaticTypes[entry.type as 'competition' | 'training'],
                )}
              </p>
            ))}
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={messageFieldId} className="font-medium">
              {de.sharing.entryShareMessage}
            </label>
            <textarea
              id={messageFieldId}
              value={message}
              onChange={(e) => {
                setMessageId((id) => id ?? clientId());
                setMessage(e.target.value);
              }}
              rows={3}
              aria-describedby={`${messageFieldId}-count`}
              aria-invalid={message.trim().length > MAX_MESSAGE_LENGTH ? true : undefined}
              className="rounded-lg border border-line bg-card px-3 py-2 text-ink aria-invalid:border-red-600 dark:aria-invalid:border-red-400"
            />
            <CharCounter
              id={`${messageFieldId}-count`}
              length={message.length}
              max={MAX_MESSAGE_LENGTH}
            />
          </div>
          <div className="flex sm:justify-end">
            <Button type="submit" busy={busy} disabled={!changed}>
              {de.sharing.entryShareSave}
            </Button>
          </div>
        </form>
      )}
      <EntryConversations entryId={entry.id} conversations={conversations} />
    </section>
  );
}

function CoachChoice({
  name,
  checked,
  onChange,
}: {
  name: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="min-w-0 font-medium break-words">
        {name}
      </label>
    </div>
  );
}
