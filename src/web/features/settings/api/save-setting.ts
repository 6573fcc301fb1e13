import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsApi } from '../../../../domain/api-settings';
import { de } from '../../../../domain/messages';
import { call } from '../../../lib/api';
import { AuthRequestError } from '../../../lib/auth-request';
import { messageForError } from '../../../lib/callable';
import { settingsQuery } from '../../../lib/endpoints/get-settings';
import { toast } from '../../../stores/toast-store';

/** The German text for any failure of this screen: callable, storage or Better Auth. */
export function errorText(err: unknown, fallback: string = de.generic.saveFailed): string {
  // The storage client loads only for an upload, so its error is known by name here.
  if (err instanceof AuthRequestError || (err instanceof Error && err.name === 'StorageError')) {
    return err.message;
  }
  return messageForError(err, fallback);
}

type Writer = Exclude<keyof SettingsApi, 'getSettings'>;

/** One settings function with its input, and the toast texts where they are not 'saved' / 'failed'. */
export type SettingWrite = {
  [K in Writer]: { name: K; input: SettingsApi[K]['input']; success?: string; failure?: string };
}[Writer];

/**
 * Runs one settings function, puts its answer (the whole new document) in the cache so the header
 * and every section show it at once, and reports the outcome as a toast. `mutateAsync` rejects on
 * failure so a caller can undo what it showed in advance.
 */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    // Every settings function answers with the whole document.
    mutationFn: ({ name, input }: SettingWrite) => call(name, input as never) as Promise<Settings>,
    onSuccess: (settings, write) => {
      queryClient.setQueryData(settingsQuery.queryKey, settings);
      toast.success(write.success ?? de.generic.saved);
      // The name shows in many places (greeting, header, coach views): let them read it afresh.
      if (write.name === 'updateProfile') {
        return queryClient.invalidateQueries({
          predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'settings',
        });
      }
    },
    onError: (err, write) => {
      const failure = write.failure ?? de.generic.saveFailed;
      toast.error(failure, errorText(err, failure));
    },
  });
}
