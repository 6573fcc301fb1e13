import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The coach's recommendations to one athlete and her coming competitions to pick from. */
export const coachRecommendationsQuery = (athleteId: string) =>
  queryOptions({
    queryKey: ['coach', 'recommendations', athleteId],
    queryFn: ({ signal }) => call('getCoachRecommendations', { athleteId }, { signal }),
  });
