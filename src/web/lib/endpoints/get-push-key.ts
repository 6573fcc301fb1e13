import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';

/** The server's VAPID public key, which a browser subscribes with; it changes only with the server's. */
export const pushKeyQuery = queryOptions({
  queryKey: ['settings', 'pushKey'] as const,
  queryFn: () => call('getPushKey', null),
  staleTime: Number.POSITIVE_INFINITY,
});
