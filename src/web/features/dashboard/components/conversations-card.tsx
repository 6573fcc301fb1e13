import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';
import { dateFormat } from '../../../lib/format';
import { conversationsQuery } from '../api/list-conversations';

const t = de.coachFeedback;
/** The dashboard keeps it short; the rest is one tap away at each entry. */
const SHOWN = 5;
const formatDay = dateFormat({ dateStyle: 'medium' });

/**
 * The athlete's conversations with her coaches, newest first, with the unread count of each: only
 * for athletes who have one.
 */
export function ConversationsCard() {
  const id = useId();
  const query = useQuery(conversationsQuery);
  const conversations = query.data?.conversations ?? [];
  if (conversations.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-lg font-semibold">
        {t.listTitle}
        {query.data && query.data.unread > 0 && (
          <span className="whitespace-nowrap rounded-full bg-brand-700 px-2 py-0.5 text-sm font-bold text-white dark:bg-brand-300 dark:text-slate-950">
            {t.unread(query.data.unread)}
          </span>
        )}
      </h2>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-card shadow-sm">
        {conversations.slice(0, SHOWN).map((c) => (
          <li key={`${c.entryId}-${c.coachId}`}>
            <Link
              to={`${paths.protocol}?entry=${c.entryId}`}
              className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-surface"
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="break-words font-semibold">{c.entryTitle}</span>
                <span className="text-sm text-muted">
                  {c.coachName} · {t.entryOf(formatDay(c.occurredAt))}
                </span>
              </span>
              {c.unread > 0 && (
                <span className="whitespace-nowrap rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white dark:bg-brand-300 dark:text-slate-950">
                  {t.unread(c.unread)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
