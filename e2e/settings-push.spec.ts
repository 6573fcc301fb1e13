import type { Locator, Page } from '@playwright/test';
import {
  type PushService,
  startPushService,
  type TestDevice,
} from '../src/server/test/push-service';
import { expect, type TestUser, test } from './fixtures';
import { callFunction } from './support/api';
import { expectNoSevereAxeViolations, keepLook } from './support/axe';
import { signOut, toast } from './support/helpers';

/**
 * Push in the settings. Headless Chromium has no push service to subscribe at, so the page's
 * PushManager hands out a subscription of the test's own push service instead (what a browser's
 * vendor service would give); everything else is the real thing: the permission, the app's service
 * worker, the server's encryption and VAPID signature, and the decryption with the device's keys.
 */
let service: PushService;
test.beforeAll(async () => {
  service = await startPushService();
});
test.afterAll(async () => {
  await service?.close();
});

const SWITCH = 'Push auf diesem Gerät';
/** The section's element, for axe: the rest of the settings is checked in settings.spec.ts. */
const SECTION = '#benachrichtigungen';

function section(page: Page): Locator {
  return page.getByRole('region', { name: 'Benachrichtigungen' });
}

async function openNotifications(page: Page, user: TestUser) {
  await page.goto('/settings#benachrichtigungen');
  await expect(section(page).getByRole('switch', { name: SWITCH })).toBeVisible();
  return user;
}

/** The browser side of a push subscription, kept in localStorage as a browser keeps its own. */
async function fakePushManager(page: Page, device: TestDevice) {
  await page.addInitScript((subscription) => {
    const stored = () => localStorage.getItem('test-push-key');
    const make = () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        applicationServerKey: Uint8Array.from(atob(stored() ?? ''), (c) => c.charCodeAt(0)).buffer,
      },
      toJSON: () => ({ ...subscription, expirationTime: null }),
      unsubscribe: async () => {
        localStorage.removeItem('test-push-key');
        return true;
      },
    });
    PushManager.prototype.getSubscription = async () =>
      (stored() ? make() : null) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async (options) => {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      localStorage.setItem('test-push-key', btoa(String.fromCharCode(...key)));
      return make() as unknown as PushSubscription;
    };
  }, device.subscription);
}

test.describe('settings: push on this device', () => {
  test('turns on after the permission, sends a test message, turns off, and ends with the sign-out', async ({
    page,
    context,
    insertNewUser,
    login,
    appServer,
  }) => {
    const device = service.newDevice();
    await context.grantPermissions(['notifications']);
    await fakePushManager(page, device);
    const user = await insertNewUser({ onboarded: true });
    await login(page, user);
    await openNotifications(page, user);

    const push = section(page).getByRole('switch', { name: SWITCH });
    await expect(push).not.toBeChecked();
    await expect(
      section(page).getByRole('button', { name: 'Testbenachrichtigung senden' }),
    ).toHaveCount(0);
    // Keyboard: Space on the switch.
    await push.focus();
    await page.keyboard.press('Space');
    await expect(toast(page, 'Push auf diesem Gerät eingeschaltet')).toBeVisible();
    await expect(push).toBeChecked();
    await expect(section(page).getByText('Push ist auf diesem Gerät eingeschaltet.')).toBeVisible();

    // The browser subscribed with the server's key.
    const { publicKey } = await callFunction<{ publicKey: string }>(
      appServer,
      'getPushKey',
      null,
      user.token,
    );
    const used = await page.evaluate(() => localStorage.getItem('test-push-key'));
    expect(Buffer.from(used ?? '', 'base64').toString('base64url')).toBe(publicKey);

    await section(page).getByRole('button', { name: 'Testbenachrichtigung senden' }).click();
    await expect(toast(page, 'Testbenachrichtigung gesendet')).toBeVisible();
    expect(service.messagesTo(device)).toEqual([
      {
        title: 'Leistungszone',
        body: 'So sieht deine Erinnerung aus. Push funktioniert auf diesem Gerät.',
        url: `${appServer.baseURL}/settings`,
      },
    ]);

    // Still on after a reload: the state is the browser's subscription.
    await page.reload();
    await expect(push).toBeChecked();

    await push.click();
    await expect(toast(page, 'Push auf diesem Gerät ausgeschaltet')).toBeVisible();
    await expect(push).not.toBeChecked();
    const endpoint = device.subscription.endpoint;
    await expect(callFunction(appServer, 'sendTestPush', { endpoint }, user.token)).rejects.toThrow(
      /404/,
    );

    // On again, then signing out takes the device's push away on the server too.
    await push.click();
    await expect(push).toBeChecked();
    expect(await callFunction(appServer, 'sendTestPush', { endpoint }, user.token)).toEqual({
      sent: 1,
    });
    await signOut(page);
    await expect(page).toHaveURL(/\/login/);
    await expect(callFunction(appServer, 'sendTestPush', { endpoint }, user.token)).rejects.toThrow(
      /404/,
    );
  });

  test('lets a coach turn push on in the coach settings, where the test message leads', async ({
    page,
    context,
    insertNewUser,
    login,
    appServer,
  }) => {
    const device = service.newDevice();
    await context.grantPermissions(['notifications']);
    await fakePushManager(page, device);
    const coach = await insertNewUser({ accountType: 'coach' });
    await login(page, coach);
    await page.goto('/coach/settings');
    const push = page.getByRole('switch', { name: SWITCH });
    await expect(push).not.toBeChecked();
    await push.click();
    await expect(toast(page, 'Push auf diesem Gerät eingeschaltet')).toBeVisible();
    await expect(push).toBeChecked();
    await page.getByRole('button', { name: 'Testbenachrichtigung senden' }).click();
    await expect(toast(page, 'Testbenachrichtigung gesendet')).toBeVisible();
    expect(service.messagesTo(device)).toMatchObject([
      { url: `${appServer.baseURL}/coach/settings` },
    ]);
    await expectNoSevereAxeViolations(page, 'coach settings with push on');
    await push.click();
    await expect(push).not.toBeChecked();
  });

  test('says so when the browser refuses notifications, asking only on the click', async ({
    page,
    insertNewUser,
    login,
  }) => {
    await page.addInitScript(() => {
      let permission: NotificationPermission = 'default';
      (window as unknown as { asked: number }).asked = 0;
      Object.defineProperty(Notification, 'permission', { get: () => permission });
      Notification.requestPermission = async () => {
        (window as unknown as { asked: number }).asked++;
        permission = 'denied';
        return permission;
      };
    });
    const user = await insertNewUser({ onboarded: true });
    await login(page, user);
    await openNotifications(page, user);
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);

    await section(page).getByRole('switch', { name: SWITCH }).click();
    await expect(section(page).getByText(/Der Browser blockiert Benachrichtigungen/)).toBeVisible();
    await expect(section(page).getByRole('switch', { name: SWITCH })).toBeDisabled();
    await expect(section(page).getByRole('switch', { name: SWITCH })).not.toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);
  });

  test('says so in a browser without push', async ({ page, insertNewUser, login }, testInfo) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'PushManager');
    });
    const user = await insertNewUser({ onboarded: true });
    await login(page, user);
    await openNotifications(page, user);
    await expect(
      section(page).getByText(/Dieser Browser unterstützt keine Push-Benachrichtigungen/),
    ).toBeVisible();
    await expect(section(page).getByRole('switch', { name: SWITCH })).toBeDisabled();
    await expectNoSevereAxeViolations(page, 'push unsupported', { include: SECTION });
    await page.setViewportSize({ width: 360, height: 1600 });
    await keepLook(section(page), testInfo, 'push-settings-360-unsupported', {
      animations: 'disabled',
    });
  });

  test('keeps the e-mail channel with the reminder', async ({
    page,
    insertNewUser,
    login,
    appServer,
  }) => {
    const user = await insertNewUser({ onboarded: true });
    await login(page, user);
    await openNotifications(page, user);
    const s = section(page);
    await s.getByRole('switch', { name: 'Erinnerung an das Protokoll' }).click();
    const email = s.getByRole('switch', { name: 'E-Mail' });
    await expect(email).toBeChecked();
    await email.click();
    await s.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    const settings = await callFunction<{ reminderEmail: boolean; reminder: { enabled: boolean } }>(
      appServer,
      'getSettings',
      null,
      user.token,
    );
    expect(settings.reminder.enabled).toBe(true);
    expect(settings.reminderEmail).toBe(false);
    await page.reload();
    await expect(s.getByRole('switch', { name: 'E-Mail' })).not.toBeChecked();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`passes axe with push on and off, and looks right at 360 and 1280 px (${colorScheme})`, async ({
      page,
      context,
      insertNewUser,
      login,
    }, testInfo) => {
      await page.emulateMedia({ colorScheme });
      await context.grantPermissions(['notifications']);
      await fakePushManager(page, service.newDevice());
      const user = await insertNewUser({ onboarded: true });
      await login(page, user);
      await openNotifications(page, user);
      await section(page).getByRole('switch', { name: 'Erinnerung an das Protokoll' }).click();
      await expectNoSevereAxeViolations(page, 'push off', { include: SECTION });
      await section(page).getByRole('switch', { name: SWITCH }).click();
      await expect(
        section(page).getByRole('button', { name: 'Testbenachrichtigung senden' }),
      ).toBeVisible();
      await expectNoSevereAxeViolations(page, 'push on', { include: SECTION });
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 1600 });
        await section(page).scrollIntoViewIfNeeded();
        await keepLook(section(page), testInfo, `push-settings-${width}-${colorScheme}`, {
          animations: 'disabled',
        });
      }
    });
  }
});
