import { queryOptions } from '@tanstack/react-query';
import type { ProtocolPeriodQuery } from '../../../../domain/protocol-export';
import { call } from '../../../lib/api';

/** The trends' figures of the same days, under the trends screen's key for its custom range. */
export const periodTrendsQuery = ({ from, to }: ProtocolPeriodQuery) =>
  queryOptions({
    queryKey: ['trends', 'custom', from, to],
    queryFn: () => call('getTrends', { range: 'custom', from, to }),
  });
