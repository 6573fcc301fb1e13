import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { clientId } from '../../../domain/client-id';
import { de } from '../../../domain/messages';
import { call } from '../api';
import { CallableError } from '../callable';
import { refreshAfterWrite } from '../refresh-after-write';
import { cocktailQuery } from './get-cocktail';

/** A zone taken over for one emotion of the cocktail. */
export interface ZoneChange {
  id: string;
  zoneMin: number;
  zoneMax: number;
}

/** Saves taken-over zones into the cocktail; every answer that shows a zone goes stale with it. */
export function useSaveZones() {
  const queryClient = useQueryClient();
  // One version id per content: a retry after a lost answer is kept once by the server, while a
  // different change gets its own version.
  const versionRef = useRef<{ content: string; id: string } | null>(null);
  return useMutation({
    mutationFn: async (changes: ZoneChange[]) => {
      const content = JSON.stringify(changes);
      if (versionRef.current?.content !== content) {
        versionRef.current = { content, id: clientId() };
      }
      // The latest version from the server, not a cached one: an edit made elsewhere since the
      // screen loaded must not be overwritten.
      const { cocktail } = await call('getCocktail', null);
      if (!cocktail) throw new CallableError('not-found', de.generic.notFound);
      const byId = new Map(changes.map((c) => [c.id, c]));
      const emotions = cocktail.emotions.map((e) => {
        const change = byId.get(e.id);
        return change ? { ...e, zoneMin: change.zoneMin, zoneMax: change.zoneMax } : e;
      });
      return call('saveCocktail', { versionId: versionRef.current.id, emotions });
    },
    onSuccess: (state) => {
      versionRef.current = null;
      queryClient.setQueryData(cocktailQuery.queryKey, state);
      void refreshAfterWrite('cocktail');
    },
  });
}
