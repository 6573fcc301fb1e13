import { useEffect, useId } from 'react';
import type { EntryConversation } from '../../../../domain/contracts/coach-feedback';
import { de } from '../../../../domain/messages';
import { MessageForm } from '../../../components/message-form';
import { dateFormat } from '../../../lib/format';
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

/** One message to the coach about this entry. */
function WriteForm({
  entryId,
  linkId,
  coachName,
}: {
  entryId: string;
  linkId: string;
  coachName: string;
}) {
  const send = useSendCoachMessage();
  return (
    <MessageForm
      label={t.writeLabel(coachName)}
      sendLabel={t.send}
      toastId="entry-conversation"
      send={({ id, text }) => send.mutateAsync({ id, coachLinkId: linkId, entryId, text })}
    />
  );
}
