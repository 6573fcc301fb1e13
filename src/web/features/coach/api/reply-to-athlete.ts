import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Api } from '../../../../domain/api';
import type { Inbox } from '../../../../domain/api-coach';
import { call } from '../../../lib/api';
import { refreshCoachViews } from '../lib/refresh-coach-views';
import { inboxQuery } from './list-inbox';

export function useReplyToAthlete() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: (input: Api['replyToAthlete']['input']) => call('replyToAthlete', input),
    onSuccess: (message, input) => {
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
      return refreshCoachViews();
    },
  });
}
