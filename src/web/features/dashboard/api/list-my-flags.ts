import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const myFlagsQuery = queryOptions({
  queryKey: ['my-flags'],
  queryFn: ({ signal }) => call('listMyFlags', null, { signal }),
});
