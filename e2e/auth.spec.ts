import type { Page } from '@playwright/test';
import { expect, TEST_PASSWORD, test, uniqueEmail } from './fixtures';
import { appURL, signOut, toast } from './support/helpers';
import { linkFrom } from './support/smtp';

/** The account-type choice: a radio group, or a fieldset of radios (an equally accessible group). */
function accountType(page: Page) {
  return page
    .getByRole('radiogroup', { name: 'Kontotyp' })
    .or(page.getByRole('group', { name: 'Kontotyp' }));
}

test.describe('registration', () => {
  test('an athlete registers, confirms the mail and lands in onboarding', async ({
    page,
    mailbox,
    baseURL,
  }) => {
    const email = uniqueEmail('neu');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Registrieren' })).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill('Nora Neu');
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Passwort wiederholen', { exact: true }).fill(TEST_PASSWORD);
    await accountType(page).getByRole('radio', { name: 'Athlet', exact: true }).check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    await expect(page).toHaveURL(appURL(baseURL!, '/verify-email'));
    await expect(page.getByRole('heading', { name: 'E-Mail bestätigen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'E-Mail erneut senden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ich habe bestätigt' })).toBeVisible();

    const mail = await mailbox.waitForMail(email);
    await page.goto(linkFrom(mail));

    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/introduction'));
    await expect(page.getByRole('heading', { name: /Willkommen/ })).toBeVisible();
  });

  test('the form names what is missing or wrong, in German', async ({ page, baseURL }) => {
    await page.goto('/register');
    const submit = page.getByRole('button', { name: 'Konto erstellen' });

    await submit.click();
    await expect(page.getByText('Dieses Feld ist erforderlich').first()).toBeVisible();
    await expect(page.getByText('Bitte auswählen')).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill('Nora Neu');
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill('kein-at-zeichen');
    await page.getByLabel('Passwort', { exact: true }).fill('kurz');
    await page.getByLabel('Passwort wiederholen', { exact: true }).fill('anders');
    await submit.click();
    await expect(page.getByText('Ungültige E-Mail-Adresse')).toBeVisible();
    await expect(page.getByText('Passwort ist zu kurz')).toBeVisible();

    // Everything else valid, so only the comparison of the two passwords is left to fail.
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(uniqueEmail('neu'));
    await page.getByLabel('Passwort', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Passwort wiederholen', { exact: true }).fill(`${TEST_PASSWORD}x`);
    await accountType(page).getByRole('radio', { name: 'Trainer', exact: true }).check();
    await submit.click();
    await expect(page.getByText('Passwörter stimmen nicht überein')).toBeVisible();

    // Nothing was sent: the browser is still on the form.
    await expect(page).toHaveURL(appURL(baseURL!, '/register'));
  });
});

test.describe('sign-in and redirects', () => {
  test('a signed-out deep link survives the sign-in and then meets the wizard guard', async ({
    page,
    insertNewUser,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete' });

    await page.goto('/trends?range=30');
    await expect(page).toHaveURL(appURL(baseURL!, '/login?redirect=%2Ftrends%3Frange%3D30'));
    await expect(toast(page, 'Authentifizierung erforderlich')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

    // /trends needs a completed wizard, so the athlete is sent on to its start.
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/introduction'));
    await expect(toast(page, 'Einführungsassistent muss abgeschlossen werden')).toBeVisible();
  });

  test('a redirect to another origin is ignored after sign-in', async ({
    page,
    insertNewUser,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete' });

    await page.goto('/login?redirect=//evil.example');
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

    // Home of a verified athlete without a completed wizard.
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/introduction'));
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });

  test('a coach lands in the portal and is kept out of athlete pages', async ({
    page,
    insertNewUser,
    baseURL,
  }) => {
    const coach = await insertNewUser({ accountType: 'coach' });

    await page.goto('/login');
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(coach.email);
    await page.getByLabel('Passwort', { exact: true }).fill(coach.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/coach/portal'));
    await expect(page.getByRole('heading', { name: 'Portal', exact: true })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(appURL(baseURL!, '/coach/portal'));
    await expect(toast(page, 'Unzureichende Berechtigung')).toBeVisible();
  });

  test('a wrong password is refused with a German message', async ({ page, insertNewUser }) => {
    const user = await insertNewUser({ accountType: 'athlete' });

    await page.goto('/login');
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(`${user.password}-falsch`);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

    await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '360 px', size: { width: 360, height: 740 } },
]) {
  test.describe(`sign-out (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test('signing out ends the session', async ({ page, insertNewUser, login, baseURL }) => {
      // A coach: the portal always shows the navigation, whatever the athlete screens look like.
      const coach = await insertNewUser({ accountType: 'coach' });
      await login(page, coach);
      await page.goto('/');
      await expect(page).toHaveURL(appURL(baseURL!, '/coach/portal'));

      await signOut(page);
      await expect(page).toHaveURL(appURL(baseURL!, '/login'));

      await page.goto('/dashboard');
      await expect(page).toHaveURL(appURL(baseURL!, '/login?redirect=%2Fdashboard'));
    });
  });
}
