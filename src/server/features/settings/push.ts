import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushConfig } from '../../config';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema-settings';
import type { Logger } from '../../logger';

/** What the service worker shows: title and text, and the page a tap opens (an absolute URL). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * `sent`: the push service took the message. `gone`: it says the subscription no longer exists, so
 * the row was deleted. `failed`: anything else (network, 5xx, 429); the row stays.
 */
type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /** `db` deletes a subscription the push service says is gone; `log` notes a failure. */
  send(
    ctx: { db: Db; log: Logger },
    target: PushTarget,
    message: PushMessage,
  ): Promise<PushOutcome>;
}

/** A reminder is worth little the next day: the push service may drop it after this long. */
const PUSH_TTL_SECONDS = 12 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

interface PushSenderDeps {
  push: PushConfig;
  /**
   * Only in production must an endpoint be https://, as every real push service's is: the endpoint
   * comes from the browser, and the server should not post to plain-http addresses it names. Tests
   * run their push service on plain http.
   */
  env: 'development' | 'production' | 'test';
}

/**
 * Encrypts with aes128gcm (RFC 8291) and signs with VAPID (RFC 8292) through `web-push`, and posts
 * with fetch, so the request has a timeout and follows no redirect.
 */
export function createPushSender(deps: PushSenderDeps): PushSender {
  const { push } = deps;
  const vapidDetails = {
    subject: push.subject,
    publicKey: push.publicKey,
    privateKey: push.privateKey,
  };

  return {
    publicKey: push.publicKey,
    async send({ db, log }, target, message) {
      const forget = (endpoint: string) =>
        db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      if (deps.env === 'production' && !target.endpoint.startsWith('https://')) {
        await forget(target.endpoint);
        return 'gone';
      }
      let status: number;
      try {
        const request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          { vapidDetails, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
        );
        // fetch counts the body itself; the library's numbers (TTL) become text.
        const headers = Object.entries(request.headers as Record<string, unknown>)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]): [string, string] => [name, String(value)]);
        const res = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: 'manual',
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        await res.body?.cancel();
        status = res.status;
      } catch (err) {
        log.warn({ err: String(err), host: hostOf(target.endpoint) }, 'push not delivered');
        return 'failed';
      }
      if (status >= 200 && status < 300) return 'sent';
      // RFC 8030 §7.3: 404 and 410 mean the subscription has expired or been withdrawn.
      if (status === 404 || status === 410) {
        await forget(target.endpoint);
        return 'gone';
      }
      log.warn({ status, host: hostOf(target.endpoint) }, 'push refused by the push service');
      return 'failed';
    },
  };
}

/** The push service's host only: the endpoint itself is a capability, not for the log. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
}

/** The caller's devices with push on. */
export async function pushTargetsOf(db: Db, userId: string): Promise<PushTarget[]> {
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}
