import { useMutation } from '@tanstack/react-query';
import type { Api } from '../../../../domain/api';
import { call } from '../../../lib/api';
import { refreshCoachViews } from '../lib/refresh-coach-views';

export function useMarkFlag() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: Api['markFlag']['input']) => call('markFlag', input),
    onSuccess: () => refreshCoachViews(),
  });
}
