import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { CallableError } from '../../../lib/callable';

/** What the coach of this link sees of the athlete: the coach's own answers, for the preview. */
export const coachViewQuery = (linkId: string) =>
  queryOptions({
    queryKey: ['coach', 'view', linkId],
    queryFn: ({ signal }) => call('getCoachView', { linkId }, { signal }),
    // A link that is gone will not come back by asking again.
    retry: (count, err) => !(err instanceof CallableError && err.code === 'not-found') && count < 2,
  });
