import { useMutation } from '@tanstack/react-query';
import type { Api } from '../../../../domain/api';
import { call } from '../../../lib/api';
import { refreshCoachViews } from '../lib/refresh-coach-views';

export function useSetAthleteGroups() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: Api['setAthleteGroups']['input']) => call('setAthleteGroups', input),
    onSuccess: () => refreshCoachViews(),
  });
}
