import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. Session and profile never go stale on their own: they are refreshed
 * exactly when they change (sign-in, sign-out, verification, finishing onboarding), so moving between
 * screens makes no request for them.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
