import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';

/** The toolbox state: favourites, usage and the suggestions for the last check-in. */
export const toolboxQuery = queryOptions({
  queryKey: ['toolbox'],
  queryFn: () => call('getToolbox', null),
});
