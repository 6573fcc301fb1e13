import { useMutation } from '@tanstack/react-query';
import type { Api } from '../../../../domain/api';
import { call } from '../../../lib/api';
import { refreshSession } from '../../../lib/session';

export function useFinishOnboarding() {
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its answers) instead of waiting.
    networkMode: 'always',
    mutationFn: (input: Api['finishOnboarding']['input']) => call('finishOnboarding', input),
    // The guard reads the cached profile, whose wizard flag just changed. If the refresh fails the
    // profile is gone from the cache anyway, so the guard reads it afresh on the way.
    onSuccess: () => refreshSession().catch(() => undefined),
  });
}
