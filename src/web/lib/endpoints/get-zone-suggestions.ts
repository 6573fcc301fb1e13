import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';

export const zoneSuggestionsQuery = queryOptions({
  queryKey: ['zone-suggestions'],
  queryFn: () => call('getZoneSuggestions', null),
});
