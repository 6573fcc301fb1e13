import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AthleteApi, CocktailState } from '../../../../domain/api';
import { call } from '../../../lib/api';

export const cocktailQuery = queryOptions({
  queryKey: ['cocktail'],
  queryFn: () => call('getCocktail', null),
});

function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => {
    // The dashboard shows check-ins and in-zone shares, so it goes stale with every cocktail write.
    // Not awaited: the answer is already in the cache, the refetch only confirms it.
    void queryClient.invalidateQueries({ queryKey: ['cocktail'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };
}

export function useRecordCheckIn() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (input: AthleteApi['recordCheckIn']['input']) => call('recordCheckIn', input),
    onSuccess: (checkIn) => {
      queryClient.setQueryData<CocktailState>(['cocktail'], (old) =>
        old ? { ...old, lastCheckIn: checkIn } : old,
      );
      refresh();
    },
  });
}

export function useSaveCocktail() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (input: AthleteApi['saveCocktail']['input']) => call('saveCocktail', input),
    onSuccess: (state) => {
      queryClient.setQueryData<CocktailState>(['cocktail'], state);
      refresh();
    },
  });
}
