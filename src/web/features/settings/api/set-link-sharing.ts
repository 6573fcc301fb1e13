import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachApi } from '../../../../domain/api-coach';
import { call } from '../../../lib/api';
import { myCoachesQuery } from '../../../lib/endpoints/list-my-coaches';

export function useSetLinkSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoachApi['setLinkSharing']['input']) => call('setLinkSharing', input),
    onSuccess: (saved) =>
      queryClient.setQueryData(myCoachesQuery.queryKey, (old) =>
        old ? { coaches: old.coaches.map((c) => (c.linkId === saved.linkId ? saved : c)) } : old,
      ),
  });
}
