import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Api, OnboardingState } from '../../../../domain/api';
import { de } from '../../../../domain/messages';
import { call } from '../../../lib/api';
import { fieldErrorsOf, messageForError } from '../../../lib/callable';
import { toast } from '../../../stores/toast-store';
import { onboardingQuery } from './get-onboarding';

type SaveFunction = 'saveOnboardingProfile' | 'saveOnboardingEmotions' | 'saveOnboardingZones';

/** One step's save function with that step's answers. */
type StepSave = { [K in SaveFunction]: { name: K; input: Api[K]['input'] } }[SaveFunction];

/**
 * Saves one step's answers. On failure the toast says why and the server's field messages are handed
 * back for the form; `save` then gives null. The busy flag stays on after success because the page
 * is about to be left.
 */
export function useSaveStep(onFieldErrors?: (errors: Record<string, string>) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    // Offline, the screen shows the network error at once (and keeps its answers) instead of waiting.
    networkMode: 'always',
    // Every step's save answers with the whole wizard state.
    mutationFn: ({ name, input }: StepSave) =>
      call(name, input as never) as Promise<OnboardingState>,
    onSuccess: (state) => queryClient.setQueryData(onboardingQuery.queryKey, state),
    onError: (err) => {
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed));
      const fields = fieldErrorsOf(err);
      if (fields) onFieldErrors?.(fields);
    },
  });
  return {
    save: (step: StepSave): Promise<OnboardingState | null> =>
      mutation.mutateAsync(step).catch(() => null),
    busy: mutation.isPending || mutation.isSuccess,
  };
}
