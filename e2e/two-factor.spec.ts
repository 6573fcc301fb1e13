import type { APIRequestContext, Page } from '@playwright/test';
import { totp } from '../src/server/test/totp';
import { expect, test } from './fixtures';
import { appURL, heading } from './support/helpers';

/** Two-factor sign-in switched on for `user` through the API, as the settings screen does. */
async function enableTwoFactor(
  request: APIRequestContext,
  user: { token: string; password: string },
  origin: string,
): Promise<{ totpURI: string; backupCodes: string[] }> {
  const headers = { authorization: `Bearer ${user.token}`, origin };
  const enabled = await request.post('/api/auth/two-factor/enable', {
    headers,
    data: { password: user.password },
  });
  expect(enabled.ok()).toBe(true);
  const setup = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const verified = await request.post('/api/auth/two-factor/verify-totp', {
    headers,
    data: { code: totp(setup.totpURI) },
  });
  expect(verified.ok()).toBe(true);
  return setup;
}

/** The sign-in with e-mail and password, which then asks for the second factor. */
async function signInUpToTheCode(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(user.email);
  await page.getByLabel('Passwort', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(heading(page, 'Bestätigungscode')).toBeVisible();
}

test('a user with two-factor sign-in enters the code from the app after the password', async ({
  page,
  baseURL,
  insertNewUser,
  request,
}) => {
  const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
  const { totpURI } = await enableTwoFactor(request, user, baseURL!);

  await signInUpToTheCode(page, user);
  const code = page.getByLabel('Code aus deiner Authenticator-App');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Der Code ist ungültig.')).toBeVisible();

  await code.fill(totp(totpURI));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));
});

test('a backup code typed with spaces instead of dashes signs in', async ({
  page,
  baseURL,
  insertNewUser,
  request,
}) => {
  const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
  const { backupCodes } = await enableTwoFactor(request, user, baseURL!);

  await signInUpToTheCode(page, user);
  await page.getByRole('button', { name: 'Backup-Code verwenden' }).click();
  await page.getByLabel('Backup-Code').fill(backupCodes[0]!.replaceAll('-', ' '));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));
});
