import { useMutation } from '@tanstack/react-query';
import { call } from '../api';

/** What a typed code would link to, asked for when the athlete checks it; it changes nothing. */
export function usePreviewInviteCode() {
  return useMutation({
    // Offline, the screen shows the network error at once (and keeps its draft) instead of waiting.
    networkMode: 'always',
    mutationFn: (code: string) => call('previewInviteCode', { code }),
  });
}
