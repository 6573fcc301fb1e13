import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** Who runs this installation (the server's OPERATOR_* settings); it changes only with a restart. */
export const operatorQuery = queryOptions({
  queryKey: ['operator'],
  queryFn: () => call('getOperator', null),
  staleTime: Number.POSITIVE_INFINITY,
});
