import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TrendsQuery } from '../../../../domain/api-trends';
import { call } from '../../../lib/api';
import { CallableError } from '../../../lib/callable';

/** Every figure of the screen in one call, keyed by the view so each range is cached on its own. */
export function trendsQuery(query: Required<TrendsQuery>) {
  const { range, from, to } = query;
  return queryOptions({
    queryKey: ['trends', range, from, to],
    queryFn: () => call('getTrends', { range, from, to }),
    // While the next range loads, the last one stays on screen instead of a skeleton flash.
    placeholderData: keepPreviousData,
    // An invalid custom range stays invalid: asking again only delays its message.
    retry: (failures, error) =>
      !(error instanceof CallableError && error.code === 'invalid-argument') && failures < 1,
  });
}
