import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const conversationsQuery = queryOptions({
  queryKey: ['conversations', 'list'],
  queryFn: () => call('listConversations', null),
});
