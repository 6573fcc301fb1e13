import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AthleteApi, CocktailState } from '../../../../domain/api';
import { call } from '../../../lib/api';
import { cocktailQuery } from '../../../lib/endpoints/get-cocktail';
import { refreshAfterWrite } from '../../../lib/refresh-after-write';

export function useRecordCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AthleteApi['recordCheckIn']['input']) => call('recordCheckIn', input),
    onSuccess: (checkIn) => {
      queryClient.setQueryData<CocktailState>(cocktailQuery.queryKey, (old) =>
        old ? { ...old, lastCheckIn: checkIn } : old,
      );
      void refreshAfterWrite('cocktail');
    },
  });
}
