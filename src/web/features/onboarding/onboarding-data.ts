import type { OnboardingState } from '../../../domain/api';
import { de } from '../../../domain/messages';
import { queryClient } from '../../lib/query-client';
import { onboardingQuery } from './api/get-onboarding';

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
