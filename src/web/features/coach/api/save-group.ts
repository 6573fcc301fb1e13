import { useMutation } from '@tanstack/react-query';
import type { Api } from '../../../../domain/api';
import { call } from '../../../lib/api';
import { refreshCoachViews } from '../lib/refresh-coach-views';

/** Creates a group under a new id, or renames one under its id. */
export function useSaveGroup() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: Api['saveGroup']['input']) => call('saveGroup', input),
    onSuccess: () => refreshCoachViews(),
  });
}
