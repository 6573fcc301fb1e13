import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Api, OnboardingState } from '../../../domain/api';
import { de } from '../../../domain/messages';
import { call } from '../../lib/api';
import { fieldErrorsOf, messageForError } from '../../lib/callable';
import { queryClient } from '../../lib/query-client';
import { toast } from '../../stores/toast-store';

export const STEP_COUNT = 4;
export type StepNumber = 1 | 2 | 3 | 4;

export const STEP_TITLES: Record<StepNumber, string> = {
  1: de.onboarding.step1,
  2: de.onboarding.step2,
  3: de.onboarding.step3,
  4: de.onboarding.step4,
};

export const INTRODUCTION_PATH = '/onboarding/introduction';

export function stepPath(step: StepNumber): string {
  return `/onboarding/step-${step}`;
}

/**
 * The server keeps the wizard's progress, so a reload or another device resumes where the athlete
 * stopped; the save functions answer with the new state, which replaces this cache entry.
 */
export const onboardingQuery = queryOptions({
  queryKey: ['onboarding'],
  queryFn: () => call('getOnboarding', null),
});

/** The step after the last completed one: the furthest the athlete may go. */
export function firstOpenStep(state: Pick<OnboardingState, 'completedStep'>): StepNumber {
  return Math.min(state.completedStep + 1, STEP_COUNT) as StepNumber;
}

/**
 * Route loader: fetches the state before the page renders, so the form starts with the saved answers
 * instead of flashing a spinner. It runs only after the guard (the root's middleware) has let the
 * athlete in. Failures are left to the page, which shows them with a retry; access is decided by the
 * guard alone.
 */
export async function onboardingLoader() {
  await queryClient.ensureQueryData(onboardingQuery).catch(() => undefined);
  return null;
}

type SaveFunction = 'saveOnboardingProfile' | 'saveOnboardingEmotions' | 'saveOnboardingZones';

/**
 * Saves one step's answers. On failure the toast says why and the server's field messages are handed
 * back for the form; the busy flag stays on after success because the page is about to be left.
 */
export function useStepSave(onFieldErrors?: (errors: Record<string, string>) => void) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function save<K extends SaveFunction>(name: K, input: Api[K]['input']) {
    setBusy(true);
    try {
      const state = await call(name, input);
      client.setQueryData(onboardingQuery.queryKey, state);
      return state;
    } catch (err) {
      setBusy(false);
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed));
      const fields = fieldErrorsOf(err);
      if (fields) onFieldErrors?.(fields);
      return null;
    }
  }

  return { save, busy };
}
