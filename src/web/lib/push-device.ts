import type { Api } from '../../domain/api';
import { callable } from './callable';

/**
 * Web Push on this device: what the browser can do, and its subscription. Shared by the settings,
 * which turn push on and off, and the sign-out, which takes the device's push away with the session.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** A browser without a service worker, the Push API or notifications cannot be reminded by push. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * The app's service worker registration. The app registers it once the first screen stands, so a
 * visit that goes straight to the settings may wait `waitMs` for it; without one, null.
 */
export async function pushRegistration(waitMs = 0): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  const found = await navigator.serviceWorker.getRegistration();
  if (found || waitMs === 0) return found ?? null;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs)),
  ]);
}

/** This browser's push subscription for the app, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  const registration = await pushRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await deviceSubscription()) ? 'on' : 'off';
}

const unsubscribePush = callable<Api['unsubscribePush']['input'], null>('unsubscribePush');

/**
 * Ends push on this device: on the server first, while the session still exists, then in the
 * browser. Never fails: a sign-out must go on when this cannot.
 */
export async function endPushOnThisDevice(): Promise<void> {
  const subscription = await deviceSubscription().catch(() => null);
  if (!subscription) return;
  await unsubscribePush({ endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
