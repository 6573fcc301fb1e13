import { type FormEvent, useEffect, useId, useState } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../../../domain/api-coach';
import type { EntryConversation } from '../../../../domain/contracts/coach-feedback';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { CharCounter } from '../../../components/ui/char-counter';
import { messageForError } from '../../../lib/callable';
import { dateFormat } from '../../../lib/format';
import { toast } from '../../../stores/toast-store';
import { useMarkCoachMessagesRead } from '../api/mark-coach-messages-read';
import { useSendCoachMessage } from '../api/send-coach-message';

const t = de.coachFeedback;
const formatAt = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/**
 * The entry's conversations, one per coach: both sides' messages with "Gelesen" under hers once the
 * coach read them, and a field to write while the entry is shared with that coach. Opening it marks
 * the coach's messages read.
 */
export function EntryConversations({
  entryId,
  conversations,
}: {
  entryId: string;
  conversations: EntryConversation[];
}) {
  const markRead = useMarkCoachMessagesRead();
  const unread = conversations.flatMap((c) =>
    c.messages.filter((m) => m.author === 'coach' && m.readAt === null).map((m) => m.id),
  );
  const unreadKey = unread.join(',');
  const { mutate } = markRead;
  useEffect(() => {
    // Failing leaves them unread; the next visit tries again.
    if (unreadKey) mutate(unreadKey.split(','));
  }, [unreadKey, mutate]);

  const shown = conversations.filter(
    (c) => c.linkId !== null || c.messages.some((m) => m.text !== ''),
  );
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-5">
      {shown.map((c) => (
        <Conversation key={c.coachId} entryId={entryId} conversation={c} />
      ))}
    </div>
  );
}

function Conversation({
  entryId,
  conversation,
}: {
  entryId: string;
  conversation: EntryConversation;
}) {
  const headingId = useId();
  const spoken = conversation.messages.filter((m) => m.text !== '');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {t.conversationWith(conversation.coachName)}
      </h3>
      {spoken.length === 0 ? (
        <p className="text-sm text-muted">{t.noMessages}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {spoken.map((m) => {
            const mine = m.author === 'athlete';
            return (
              <li
                key={m.id}
                className={`max-w-[90%] rounded-xl border border-line px-3 py-2 ${
                  mine ? 'self-end bg-brand-50 dark:bg-brand-900/40' : 'self-start bg-surface'
                }`}
              >
                <p className="text-xs text-muted">
                  <span className="font-semibold text-ink">
                    {mine ? t.you : conversation.coachName}
                  </span>{' '}
                  · <time dateTime={m.createdAt}>{formatAt(m.createdAt)}</time>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words">{m.text}</p>
                {mine && (
                  <p className="mt-1 text-right text-xs text-muted">
                    {m.readAt ? t.read(formatAt(m.readAt)) : t.sent}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {conversation.linkId ? (
        <WriteForm
          entryId={entryId}
          linkId={conversation.linkId}
          coachName={conversation.coachName}
        />
      ) : (
        <p className="text-sm text-muted">{t.closed}</p>
      )}
    </section>
  );
}

/** One message to the coach; its id is made once and kept for retries. */
function WriteForm({
  entryId,
  linkId,
  coachName,
}: {
  entryId: string;
  linkId: string;
  coachName: string;
}) {
  const fieldId = useId();
  const countId = useId();
  const errorId = useId();
  const [messageId, setMessageId] = useState(() => crypto.randomUUID());
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendCoachMessage();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError(de.validation.required);
      return;
    }
    // The counter says by how much it is over; the server would refuse it too.
    if (trimmed.length > MAX_MESSAGE_LENGTH) {
      setError(de.textLimit.tooLong(MAX_MESSAGE_LENGTH));
      return;
    }
    setError(null);
    try {
      await send.mutateAsync({ id: messageId, coachLinkId: linkId, entryId, text: trimmed });
      toast.success(de.generic.saved, undefined, { id: 'entry-conversation' });
      setText('');
      setMessageId(crypto.randomUUID());
    } catch (err) {
      const message = messageForError(err, de.generic.saveFailed);
      setError(message);
      toast.error(de.generic.saveFailed, message, { id: 'entry-conversation' });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="font-medium">
        {t.writeLabel(coachName)}
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${countId}${error ? ` ${errorId}` : ''}`}
        className={`min-h-24 w-full rounded-lg border bg-card px-3 py-2 text-ink ${
          error ? 'border-red-600 dark:border-red-400' : 'border-line'
        }`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0 grow">
          <CharCounter id={countId} length={text.length} max={MAX_MESSAGE_LENGTH} />
        </div>
        <Button type="submit" busy={send.isPending}>
          {t.send}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
