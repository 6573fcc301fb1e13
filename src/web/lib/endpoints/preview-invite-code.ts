import { useMutation } from '@tanstack/react-query';
import { call } from '../api';

/** What a typed code would link to, asked for when the athlete checks it; it changes nothing. */
export function usePreviewInviteCode() {
  return useMutation({
    mutationFn: (code: string) => call('previewInviteCode', { code }),
  });
}
