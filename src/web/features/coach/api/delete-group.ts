import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { refreshCoachViews } from '../lib/refresh-coach-views';

export function useDeleteGroup() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: string) => call('deleteGroup', { id }),
    onSuccess: () => refreshCoachViews(),
  });
}
