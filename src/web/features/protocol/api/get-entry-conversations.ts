import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const entryConversationsQuery = (entryId: string) =>
  queryOptions({
    queryKey: ['conversations', 'entry', entryId],
    queryFn: () => call('getEntryConversations', { entryId }),
  });
