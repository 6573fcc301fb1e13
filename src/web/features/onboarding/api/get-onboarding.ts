import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/**
 * The server keeps the wizard's progress, so a reload or another device resumes where the athlete
 * stopped; the save functions answer with the new state, which replaces this cache entry.
 */
export const onboardingQuery = queryOptions({
  queryKey: ['onboarding'],
  queryFn: () => call('getOnboarding', null),
});
