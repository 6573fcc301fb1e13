import type { Settings, SettingsApi } from '../../../../domain/api-settings';
import { de } from '../../../../domain/messages';
import { call } from '../../../lib/api';
import { messageForError } from '../../../lib/callable';
import { settingsQuery } from '../../../lib/endpoints/get-settings';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../stores/toast-store';
import { AccountError } from './account-api';

/** The German text for any failure of this screen: callable, storage or Better Auth. */
export function errorText(err: unknown, fallback: string = de.generic.saveFailed): string {
  // The storage client loads only for an upload, so its error is known by name here.
  if (err instanceof AccountError || (err instanceof Error && err.name === 'StorageError')) {
    return err.message;
  }
  return messageForError(err, fallback);
}

type Writer = Exclude<keyof SettingsApi, 'getSettings'>;

/**
 * Runs one settings function, puts its answer (the whole new document) in the cache so the header
 * and every section show it at once, and reports the outcome as a toast. Rejects on failure so
 * a caller can undo what it showed in advance.
 */
export async function saveSetting<K extends Writer>(
  name: K,
  input: SettingsApi[K]['input'],
  texts: { success?: string; failure?: string } = {},
): Promise<Settings> {
  try {
    const settings = (await call(name, input)) as Settings;
    queryClient.setQueryData(settingsQuery.queryKey, settings);
    toast.success(texts.success ?? de.generic.saved);
    return settings;
  } catch (err) {
    const failure = texts.failure ?? de.generic.saveFailed;
    toast.error(failure, errorText(err, failure));
    throw err;
  }
}
