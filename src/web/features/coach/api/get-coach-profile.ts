import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const coachProfileQuery = queryOptions({
  queryKey: ['coach', 'profile'],
  queryFn: () => call('getCoachProfile', null),
});
