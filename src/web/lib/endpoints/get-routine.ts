import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';

/** The athlete's tunnel routines and recent runs: the routine screen, and the Startcheck's options. */
export const routineQuery = queryOptions({
  queryKey: ['tunnel-routine'],
  queryFn: () => call('getRoutine', null),
});
