import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Api } from '../../../../domain/api';
import { call } from '../../../lib/api';
import { coachProfileQuery } from './get-coach-profile';

/**
 * Saves the coach's profile form: the account name (its own function, called only when it changed)
 * and the coach profile.
 */
export function useUpdateCoachProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: async ({
      name,
      ...input
    }: Api['updateCoachProfile']['input'] & { name: string | null }) => {
      if (name !== null) await call('updateProfile', { name });
      return call('updateCoachProfile', input);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(coachProfileQuery.queryKey, saved);
      // The name shows elsewhere (header, athletes' views): let them read it afresh.
      return queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'coach',
      });
    },
  });
}
