import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Toolbox, TrainingApi } from '../../../../domain/api-training';
import { call } from '../../../lib/api';
import { toolboxQuery } from '../../../lib/endpoints/get-toolbox';

const TOOLBOX_KEY = toolboxQuery.queryKey;

/**
 * Marks or unmarks a favourite at once on screen; the server's answer (the full list) replaces the
 * guess, and a failure puts the previous list back.
 */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrainingApi['setFavourite']['input']) => call('setFavourite', input),
    onMutate: async ({ techniqueId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: TOOLBOX_KEY });
      const previous = queryClient.getQueryData<Toolbox>(TOOLBOX_KEY);
      queryClient.setQueryData<Toolbox>(TOOLBOX_KEY, (old) =>
        old
          ? {
              ...old,
              favourites: favourite
                ? [...old.favourites.filter((id) => id !== techniqueId), techniqueId]
                : old.favourites.filter((id) => id !== techniqueId),
            }
          : old,
      );
      return { previous };
    },
    onError: (_err, _input, context) => {
      if (context?.previous) queryClient.setQueryData(TOOLBOX_KEY, context.previous);
    },
    onSuccess: ({ favourites }) => {
      queryClient.setQueryData<Toolbox>(TOOLBOX_KEY, (old) => (old ? { ...old, favourites } : old));
    },
    // Suggestions put favourites first, so they follow the new list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: TOOLBOX_KEY }),
  });
}
