import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Api, OnboardingState } from '../../../domain/api';
import { de } from '../../../domain/messages';
import { paths, ROUTES, type RouteId } from '../../../domain/routes';
import { queryClient } from '../../app/query-client';
import { call } from '../../lib/api';
import { fieldErrorsOf, messageForError } from '../../lib/callable';
import { toast } from '../../stores/toast-store';

export const STEP_COUNT = 4;
export type StepNumber = 1 | 2 | 3 | 4;

const STEP_ROUTES = {
  1: 'onboardingStep1',
  2: 'onboardingStep2',
  3: 'onboardingStep3',
  4: 'onboardingStep4',
} as const satisfies Record<StepNumber, RouteId>;

export const STEP_TITLES: Record<StepNumber, string> = {
  1: ROUTES[STEP_ROUTES[1]].title,
  2: ROUTES[STEP_ROUTES[2]].title,
  3: ROUTES[STEP_ROUTES[3]].title,
  4: ROUTES[STEP_ROUTES[4]].title,
};

export function stepPath(step: StepNumber): string {
  return paths[STEP_ROUTES[step]];
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
