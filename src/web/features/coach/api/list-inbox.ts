import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const inboxQuery = queryOptions({
  queryKey: ['coach', 'inbox'],
  queryFn: () => call('listInbox', null),
});
