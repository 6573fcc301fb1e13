import { queryOptions } from '@tanstack/react-query';
import type { ProtocolPeriodQuery } from '../../../../domain/protocol-export';
import { call } from '../../../lib/api';

/** Under ['entries'], so the protocol's invalidation after a write refreshes the print view too. */
export const entriesInPeriodQuery = ({ from, to }: ProtocolPeriodQuery) =>
  queryOptions({
    queryKey: ['entries', 'period', from, to],
    queryFn: ({ signal }) => call('listEntriesInPeriod', { from, to }, { signal }),
  });
