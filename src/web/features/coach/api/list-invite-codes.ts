import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const inviteCodesQuery = queryOptions({
  queryKey: ['coach', 'invite-codes'],
  queryFn: () => call('listInviteCodes', null),
});
