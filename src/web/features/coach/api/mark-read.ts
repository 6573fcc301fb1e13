import { useMutation } from '@tanstack/react-query';
import type { CoachMessage } from '../../../../domain/api-coach';
import { call } from '../../../lib/api';
import { refreshCoachViews } from '../lib/refresh-coach-views';

/** The athlete messages of an item the coach has not read yet. */
export function unreadIds(messages: CoachMessage[]): string[] {
  return messages.filter((m) => m.author === 'athlete' && m.readAt === null).map((m) => m.id);
}

export function useMarkRead() {
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: async (ids: string[]) => {
      if (ids.length === 0) return false;
      await call('markRead', { ids });
      return true;
    },
    onSuccess: (marked) => (marked ? refreshCoachViews() : undefined),
  });
}
