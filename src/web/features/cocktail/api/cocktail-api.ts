import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AthleteApi, CocktailState } from '../../../../domain/api';
import { call } from '../../../lib/api';
import { cocktailQuery, refreshAfterWrite } from '../../../lib/athlete-data';

export { cocktailQuery };

function useRefreshAfterWrite() {
  return () => void refreshAfterWrite('cocktail');
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
