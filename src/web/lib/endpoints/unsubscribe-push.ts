import { useMutation } from '@tanstack/react-query';
import { endPushOnThisDevice } from '../push-device';

/** Turns push off for this device, on the server and in the browser. */
export function useUnsubscribePush() {
  return useMutation({ networkMode: 'always', mutationFn: endPushOnThisDevice });
}
