import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';

/** The settings document; the app shell reads it too, for the avatar in the header. */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => call('getSettings', null),
  staleTime: 5 * 60_000,
});
