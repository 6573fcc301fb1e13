import { and, eq } from 'drizzle-orm';
import { PUSH_DEVICE_UNKNOWN } from '../../../domain/api-settings';
import { settingsContracts } from '../../../domain/contracts/settings';
import { de } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { pushSubscriptions } from '../../db/schema-settings';
import { HttpsError, implement } from '../../functions/callable';
import type { PushSender } from './push';

/**
 * The callables of push on this device. Made by a factory, like the other config-dependent
 * functions, because they need the server's VAPID key pair; a registry built without one (to list
 * the functions) refuses what needs it.
 */
export function pushFunctions(sender: PushSender | null) {
  function configured(): PushSender {
    if (!sender) throw new HttpsError('unimplemented', de.settings.push.notConfigured);
    return sender;
  }
  return {
    getPushKey: implement(settingsContracts.getPushKey, async () => ({
      publicKey: configured().publicKey,
    })),

    subscribePush: implement(settingsContracts.subscribePush, async (input, { db, caller }) => {
      // The endpoint names the device: subscribing again refreshes its keys, and a device another
      // account turned push on with (signed out since) now reminds this one.
      const values = {
        userId: caller.id,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
      };
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth },
        });
      return null;
    }),

    unsubscribePush: implement(settingsContracts.unsubscribePush, async (input, { db, caller }) => {
      // Only one's own device; another's endpoint is left alone without saying whether it exists.
      await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.endpoint, input.endpoint),
            eq(pushSubscriptions.userId, caller.id),
          ),
        );
      return null;
    }),

    sendTestPush: implement(
      settingsContracts.sendTestPush,
      async (input, { db, log, caller, baseUrl }) => {
        const push = configured();
        const [target] = await db
          .select({
            endpoint: pushSubscriptions.endpoint,
            p256dh: pushSubscriptions.p256dh,
            auth: pushSubscriptions.auth,
          })
          .from(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.endpoint, input.endpoint),
              eq(pushSubscriptions.userId, caller.id),
            ),
          );
        if (!target) throw new HttpsError('not-found', PUSH_DEVICE_UNKNOWN);
        const text = de.settings.push;
        const coach = caller.role === 'coach';
        const outcome = await push.send({ db, log }, target, {
          title: text.testTitle,
          body: text.testBody[coach ? 'coach' : 'athlete'],
          url: `${baseUrl}${coach ? paths.coachSettings : paths.settings}`,
        });
        return { sent: outcome === 'sent' ? 1 : 0 };
      },
    ),
  };
}
