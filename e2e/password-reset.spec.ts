import { expect, test } from './fixtures';
import { appURL } from './support/helpers';
import { linkFrom } from './support/smtp';

const NEW_PASSWORD = 'Nach-Dem-Vergessen-2026';

test('a forgotten password is reset by mail; every old session ends and the link works once', async ({
  page,
  browser,
  baseURL,
  insertNewUser,
  login,
  mailbox,
}) => {
  const user = await insertNewUser({ onboarded: true });

  // Signed in on another device before the reset.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await login(otherPage, user);
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(appURL(baseURL!, '/dashboard'));

  await page.goto('/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(appURL(baseURL!, '/forgot-password'));
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText(/Wenn es zu dieser Adresse ein Konto gibt/)).toBeVisible();

  const mail = await mailbox.waitForMail(user.email, {
    match: (m) => m.subject.includes('Passwort'),
  });
  const link = linkFrom(mail);
  expect(new URL(link).pathname).toBe('/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Neues Passwort setzen' })).toBeVisible();

  // The server refuses a password from the common list; the form shows why.
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Password1');
  await page.getByLabel('Neues Passwort wiederholen', { exact: true }).fill('Password1');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText(/zu verbreitet/).first()).toBeVisible();

  await page.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Neues Passwort wiederholen', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText(/alle Sitzungen wurden beendet/)).toBeVisible();

  // The other device is signed out.
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(appURL(baseURL!, '/login?redirect=%2Fdashboard'));
  await other.close();

  // The old password is gone, the new one signs in.
  const old = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: baseURL! },
  });
  expect(old.status()).toBe(401);
  await page.getByRole('link', { name: 'Anmelden' }).click();
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(user.email);
  await page.getByLabel('Passwort', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));

  // The link was used: opening it again says so in German and offers a new one.
  await page.goto(link);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Noch-Ein-Versuch-77');
  await page.getByLabel('Neues Passwort wiederholen', { exact: true }).fill('Noch-Ein-Versuch-77');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(
    page.getByText('Dieser Link ist abgelaufen oder wurde schon benutzt. Fordere einen neuen an.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('an address without an account gets the same answer and no mail', async ({
  page,
  mailbox,
}) => {
  const email = `niemand-${Date.now()}@example.de`;
  await page.goto('/forgot-password');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText(/Wenn es zu dieser Adresse ein Konto gibt/)).toBeVisible();
  await expect(mailbox.waitForMail(email, { timeout: 1_500 })).rejects.toThrow(/No mail/);
});
