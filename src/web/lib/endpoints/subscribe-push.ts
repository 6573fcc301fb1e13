import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api';
import { pushRegistration } from '../push-device';
import { pushKeyQuery } from './get-push-key';

/** How long a first visit waits for the app's service worker to be registered. */
const SERVICE_WORKER_WAIT_MS = 10_000;

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key || key.byteLength !== expected.length) return false;
  const bytes = new Uint8Array(key);
  return bytes.every((b, i) => b === expected[i]);
}

/**
 * Turns push on for this device, once the athlete has allowed notifications: subscribes the
 * browser with the server's key and tells the server the subscription.
 */
export function useSubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async () => {
      const registration = await pushRegistration(SERVICE_WORKER_WAIT_MS);
      if (!registration) throw new Error('no service worker');
      const { publicKey } = await queryClient.fetchQuery(pushKeyQuery);
      const key = bytesOf(publicKey);
      let subscription = await registration.pushManager.getSubscription();
      // One made with another key (the server's changed) cannot carry our messages: start anew.
      if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      const { endpoint, keys } = subscription.toJSON();
      await call('subscribePush', {
        endpoint: endpoint ?? '',
        keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      });
    },
  });
}
