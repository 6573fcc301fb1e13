import { useMutation } from '@tanstack/react-query';
import type { QuickEntryInput } from '../../../../domain/schemas/athlete';
import { call } from '../../../lib/api';
import { refreshAfterWrite } from '../../../lib/refresh-after-write';

export function useSaveQuickEntry() {
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: (input: QuickEntryInput) => call('saveQuickEntry', input),
    onSuccess: () => void refreshAfterWrite('entries'),
  });
}
