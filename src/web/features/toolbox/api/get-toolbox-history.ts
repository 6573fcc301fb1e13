import { infiniteQueryOptions } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE } from '../../../../domain/api-training';
import { call } from '../../../lib/api';
import { toolboxQuery } from '../../../lib/endpoints/get-toolbox';

/**
 * The toolbox's history, a page at a time. Under the toolbox's key, so every write that refreshes
 * the toolbox (a technique used, a Startcheck saved) refreshes the history too.
 */
export const toolboxHistoryQuery = infiniteQueryOptions({
  queryKey: [...toolboxQuery.queryKey, 'history'],
  queryFn: ({ pageParam, signal }) =>
    call('getToolboxHistory', { cursor: pageParam, limit: HISTORY_PAGE_SIZE }, { signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});
