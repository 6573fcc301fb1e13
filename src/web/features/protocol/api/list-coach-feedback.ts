import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const feedbackQuery = (entryId: string) =>
  queryOptions({
    queryKey: ['coach', 'feedback', entryId],
    queryFn: () => call('listCoachFeedback', { entryId }),
  });
