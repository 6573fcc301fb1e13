import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The athlete's key emotions for the quick log, chosen by the server (domain/quick-log.ts). */
export const quickLogQuery = queryOptions({
  queryKey: ['quick-log'],
  queryFn: () => call('getQuickLog', null),
});
