import type { CoachMessage, InboxItem, SharedEntry } from '../../../../domain/api-coach';
import { ENTRY_TYPE_LABELS } from '../../../../domain/athlete-choices';
import { de } from '../../../../domain/messages';
import { ZoneBar } from '../../../components/ui/zone-bar';
import { unreadIds, useMarkRead } from '../api/mark-read';
import { formatDate, formatDateTime, formatEntryShare } from './format';
import { ReplyForm } from './reply-form';

const t = de.coachScreens.inbox;
const f = de.coachFeedback;

export function itemKey(item: InboxItem): string {
  return item.kind === 'shared-entry' ? `entry-${item.entry.id}` : `message-${item.message.id}`;
}

function NewBadge() {
  return (
    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white uppercase tracking-wide dark:bg-brand-300 dark:text-slate-950">
      {t.new}
    </span>
  );
}

function Thread({ messages, athleteName }: { messages: CoachMessage[]; athleteName: string }) {
  const spoken = messages.filter((m) => m.text.trim() !== '');
  if (spoken.length === 0) {
    return <p className="text-muted">{t.noMessage}</p>;
  }
  return (
    <ol className="flex flex-col gap-2" aria-label={t.thread}>
      {spoken.map((m) => {
        const mine = m.author === 'coach';
        return (
          <li
            key={m.id}
            className={`max-w-[90%] rounded-xl border border-line px-3 py-2 ${
              mine ? 'self-end bg-brand-50 dark:bg-brand-900/40' : 'self-start bg-surface'
            }`}
          >
            <p className="text-xs text-muted">
              <span className="font-semibold text-ink">{mine ? t.you : athleteName}</span> ·{' '}
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words">{m.text}</p>
            {mine && (
              <p className="mt-1 text-right text-xs text-muted">
                {m.readAt ? f.read(formatDateTime(m.readAt)) : f.sent}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The entry's emotions against their zones, as the athlete's own entry shows them. */
function EntryEmotions({ entry }: { entry: SharedEntry }) {
  if (entry.emotions.length === 0) return null;
  return (
    <div className="mb-4">
      <h3 className="mb-2 font-semibold">{f.emotions}</h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {entry.emotions.map((e) => (
          <li key={e.id}>
            {e.zoneMin !== null && e.zoneMax !== null ? (
              <ZoneBar
                label={e.label}
                zoneMin={e.zoneMin}
                zoneMax={e.zoneMax}
                value={e.intensity}
              />
            ) : (
              <p className="text-sm">
                <span className="font-medium">{e.label}</span>: {e.intensity} ({f.noZone})
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-surface px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** One inbox item: a summary line that opens into the entry, the thread and the reply form. */
export function InboxItemView({ item }: { item: InboxItem }) {
  const messages = item.kind === 'shared-entry' ? item.messages : [item.message];
  const title = item.kind === 'shared-entry' ? item.entry.title : t.message;
  const markRead = useMarkRead();

  function onToggle(open: boolean) {
    if (open && item.unread) {
      // Failing here only leaves the badge; the next opening tries again.
      markRead.mutate(unreadIds(messages));
    }
  }

  return (
    <li>
      <details
        className="group rounded-2xl border border-line bg-card shadow-sm"
        onToggle={(e) => onToggle(e.currentTarget.open)}
      >
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl p-4 sm:p-5 [&::-webkit-details-marker]:hidden">
          <span
            aria-hidden="true"
            className="text-muted transition-transform group-open:rotate-90 motion-reduce:transition-none"
          >
            ▶
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{item.athleteName}</span>
              {item.unread && <NewBadge />}
            </span>
            <span className="break-words">{title}</span>
            {item.kind === 'shared-entry' && (
              <span className="text-sm">
                {t.rating} {t.ratingValue(item.entry.rating)} · {t.inZone}{' '}
                {formatEntryShare(item.entry.inZoneShare)}
              </span>
            )}
            <time dateTime={item.at} className="text-sm text-muted">
              {formatDateTime(item.at)}
            </time>
          </span>
        </summary>
        <div className="border-t border-line p-4 sm:p-5">
          {item.kind === 'shared-entry' && (
            <dl className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Fact label={t.date} value={formatDate(item.entry.occurredAt)} />
              <Fact label={t.type} value={ENTRY_TYPE_LABELS[item.entry.type]} />
              <Fact label={t.rating} value={t.ratingValue(item.entry.rating)} />
              <Fact label={t.inZone} value={formatEntryShare(item.entry.inZoneShare)} />
            </dl>
          )}
          {item.kind === 'shared-entry' && <EntryEmotions entry={item.entry} />}
          <h3 className="mb-2 font-semibold">{t.messages}</h3>
          <Thread messages={messages} athleteName={item.athleteName} />
          <ReplyForm
            athleteId={item.athleteId}
            athleteName={item.athleteName}
            entryId={item.kind === 'shared-entry' ? item.entry.id : null}
          />
        </div>
      </details>
    </li>
  );
}
