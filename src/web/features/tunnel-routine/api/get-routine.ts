import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const routineQuery = queryOptions({
  queryKey: ['tunnel-routine'],
  queryFn: () => call('getRoutine', null),
});
