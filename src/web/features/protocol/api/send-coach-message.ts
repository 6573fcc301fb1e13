import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Api } from '../../../../domain/api';

import { call } from '../../../lib/api';

export function useSendCoachMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: (input: Api['sendCoachMessage']['input']) => call('sendCoachMessage', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversations'] }),
  });
}
