import { queryOptions } from '@tanstack/react-query';
import type { AthleteSort } from '../../../../domain/api-coach';
import { call } from '../../../lib/api';

export const athletesQuery = (search: string, sort: AthleteSort) =>
  queryOptions({
    queryKey: ['coach', 'athletes', { search, sort }],
    queryFn: ({ signal }) => call('listAthletes', { search: search || null, sort }, { signal }),
    placeholderData: (prev) => prev,
  });
