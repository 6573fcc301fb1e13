import { queryOptions } from '@tanstack/react-query';
import type { CoachMessage, Inbox } from '../../../../domain/api-coach';
import { call } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';

export const inboxQuery = queryOptions({
  queryKey: ['coach', 'inbox'],
  queryFn: () => call('listInbox', null),
});

/** Other coach screens (portal counts, navigation badge) read the unread count afresh. */
function refreshCoachViews() {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const first = q.queryKey[0];
      return typeof first === 'string' && (first.startsWith('coach') || first === 'portal');
    },
  });
}

/** The athlete messages of an item the coach has not read yet. */
export function unreadIds(messages: CoachMessage[]): string[] {
  return messages.filter((m) => m.author === 'athlete' && m.readAt === null).map((m) => m.id);
}

export async function markRead(ids: string[]) {
  if (ids.length === 0) return;
  await call('markRead', { ids });
  await refreshCoachViews();
}

export async function reply(input: {
  id: string;
  athleteId: string;
  entryId: string | null;
  text: string;
}) {
  const message = await call('replyToAthlete', input);
  // Show the reply in its thread at once; the refetch confirms it.
  queryClient.setQueryData<Inbox>(inboxQuery.queryKey, (inbox) =>
    inbox
      ? {
          ...inbox,
          items: inbox.items.map((item) =>
            item.kind === 'shared-entry' &&
            item.entry.id === input.entryId &&
            !item.messages.some((m) => m.id === message.id)
              ? { ...item, messages: [...item.messages, message] }
              : item,
          ),
        }
      : inbox,
  );
  await refreshCoachViews();
  return message;
}
