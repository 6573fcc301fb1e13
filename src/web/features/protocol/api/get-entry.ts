import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const entryQuery = (id: string) =>
  queryOptions({
    queryKey: ['entries', 'detail', id],
    queryFn: ({ signal }) => call('getEntry', { id }, { signal }),
  });
