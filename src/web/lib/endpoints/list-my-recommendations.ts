import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';

/** What the athlete's coaches recommended her, through the links still active. */
export const myRecommendationsQuery = queryOptions({
  queryKey: ['recommendations'],
  queryFn: () => call('listMyRecommendations', null),
});
