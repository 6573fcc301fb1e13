import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export function useMarkCoachMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (ids: string[]) => call('markCoachMessagesRead', { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversations'] }),
  });
}
