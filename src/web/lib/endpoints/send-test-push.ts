import { useMutation } from '@tanstack/react-query';
import { call } from '../api';
import { deviceSubscription } from '../push-device';

/** Asks the server to push a test message to this device; answers how many devices it reached. */
export function useSendTestPush() {
  return useMutation({
    networkMode: 'always',
    mutationFn: async () => {
      const subscription = await deviceSubscription();
      if (!subscription) return { sent: 0 };
      return call('sendTestPush', { endpoint: subscription.endpoint });
    },
  });
}
