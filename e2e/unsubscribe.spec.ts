import type { Page } from '@playwright/test';
import { UNSUBSCRIBE_PATH, unsubscribeToken } from '../src/server/features/settings/reminder-job';
import { test as base, expect, uniqueEmail } from './fixtures';
import { callFunction, openMailLink, signUp } from './support/api';
import { expectNoSevereAxeViolations, keepLook } from './support/axe';
import type { AppServer } from './support/server';
import { linkFrom, type Mailbox } from './support/smtp';

/**
 * The unsubscribe link of the reminder mail, opened in a browser. The test makes the link with the app
 * server's secret instead of waiting a minute for the reminder job.
 */
const test = base.extend<{ secret: string }>({
  secret: async ({ appServer }, use) => use(appServer.secret),
});

interface Athlete {
  id: string;
  token: string;
}

async function athleteWithReminder(server: AppServer, mailbox: Mailbox): Promise<Athlete> {
  const email = uniqueEmail('unsubscribe');
  const { id, token } = await signUp(server, {
    name: 'Anna Athletin',
    email,
    password: 'e2e-Passwort-123',
    accountType: 'athlete',
  });
  await openMailLink(server, linkFrom(await mailbox.waitForMail(email)));
  await callFunction(server, 'setReminder', { enabled: true, weekdays: [1], time: '18:00' }, token);
  return { id, token };
}

async function remindersOn(server: AppServer, athlete: Athlete) {
  const settings = await callFunction<{ reminder: { enabled: boolean } }>(
    server,
    'getSettings',
    null,
    athlete.token,
  );
  return settings.reminder.enabled;
}

/** Fails the test on any Content-Security-Policy report of the page. */
function watchCsp(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

test('the link only asks; the button unsubscribes, by keyboard, under the CSP', async ({
  page,
  appServer,
  mailbox,
  secret,
}, testInfo) => {
  const athlete = await athleteWithReminder(appServer, mailbox);
  const link = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(secret, athlete.id))}`;
  const csp = watchCsp(page);

  for (const [width, scheme] of [
    [360, 'light'],
    [360, 'dark'],
    [1280, 'light'],
  ] as const) {
    await page.setViewportSize({ width, height: 720 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(link);
    await expect(page).toHaveTitle('Erinnerungen abbestellen? – Leistungszone');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erinnerungen abbestellen?');
    await expectNoSevereAxeViolations(page, `ask ${width} ${scheme}`);
    await keepLook(page, testInfo, `ask-${width}-${scheme}`);
  }
  // Opening the link, as often as a mail scanner likes, changes nothing.
  expect(await remindersOn(appServer, athlete)).toBe(true);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Erinnerungen abbestellen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erinnerungen abbestellt');
  await expectNoSevereAxeViolations(page, 'done');
  await keepLook(page, testInfo, 'done-1280-light');
  expect(await remindersOn(appServer, athlete)).toBe(false);

  // Back to the settings, where they can be switched on again.
  await page.getByRole('link', { name: 'Zu den Einstellungen' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/);
  expect(csp).toEqual([]);
});

test('a forged link says so and offers no button', async ({
  page,
  appServer,
  mailbox,
  secret,
}, testInfo) => {
  const athlete = await athleteWithReminder(appServer, mailbox);
  const forged = `${unsubscribeToken(secret, athlete.id).slice(0, -2)}xx`;
  await page.setViewportSize({ width: 360, height: 720 });
  await page.goto(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(forged)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link ungültig');
  await expect(page.getByRole('button')).toHaveCount(0);
  await expectNoSevereAxeViolations(page, 'invalid link');
  await keepLook(page, testInfo, 'invalid-360-light');
  expect(await remindersOn(appServer, athlete)).toBe(true);
});
