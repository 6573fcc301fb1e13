import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Api } from '../../../domain/api';
import { call } from '../api';

export const feedbackNotificationsQuery = queryOptions({
  queryKey: ['feedback-notifications'],
  queryFn: () => call('getFeedbackNotifications', null),
});

export function useSetFeedbackNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: Api['setFeedbackNotifications']['input']) =>
      call('setFeedbackNotifications', input),
    onSuccess: (result) => queryClient.setQueryData(feedbackNotificationsQuery.queryKey, result),
  });
}
