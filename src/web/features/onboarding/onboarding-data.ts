import type { OnboardingState } from '../../../domain/api';
import { paths, ROUTES, type RouteId } from '../../../domain/routes';
import { queryClient } from '../../lib/query-client';
import { onboardingQuery } from './api/get-onboarding';

/** The wizard's steps, each with its route; everything that lists or counts steps derives from it. */
const STEP_ROUTES = {
  1: 'onboardingStep1',
  2: 'onboardingStep2',
  3: 'onboardingStep3',
  4: 'onboardingStep4',
} as const satisfies Record<number, RouteId>;

export type StepNumber = keyof typeof STEP_ROUTES;
export const STEPS = Object.keys(STEP_ROUTES).map(Number) as StepNumber[];
export const STEP_COUNT = STEPS.length;

export function stepTitle(step: StepNumber): string {
  return ROUTES[STEP_ROUTES[step]].title;
}

export function stepPath(step: StepNumber): string {
  return paths[STEP_ROUTES[step]];
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
