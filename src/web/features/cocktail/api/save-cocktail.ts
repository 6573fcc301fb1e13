import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AthleteApi, CocktailState } from '../../../../domain/api';
import { call } from '../../../lib/api';
import { cocktailQuery } from '../../../lib/endpoints/get-cocktail';
import { refreshAfterWrite } from '../../../lib/refresh-after-write';

export function useSaveCocktail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AthleteApi['saveCocktail']['input']) => call('saveCocktail', input),
    onSuccess: (state) => {
      queryClient.setQueryData<CocktailState>(cocktailQuery.queryKey, state);
      void refreshAfterWrite('cocktail');
    },
  });
}
