import { expect, test } from './fixtures';
import { appURL, heading } from './support/helpers';
import { checkLegalPage, MISSING } from './support/legal';

test.describe('without the operator’s details', () => {
  test('both pages open signed out and say plainly that the operator has not filled them in', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.goto('/datenschutz');
    await expect(page).toHaveURL(appURL(baseURL!, '/datenschutz'));
    await expect(heading(page, 'Datenschutzerklärung')).toBeVisible();
    await expect(page.getByText(MISSING)).toBeVisible();
    await expect(
      page.getByText(/OPERATOR_NAME, OPERATOR_ADDRESS und OPERATOR_EMAIL/),
    ).toBeVisible();
    // The policy itself is there all the same: bases, recipients, periods, rights, the consent.
    for (const text of [
      /Art\. 9 Abs\. 2 lit\. a/,
      /Art\. 6 Abs\. 1 lit\. b/,
      /Zugriffsprotokoll: 90 Tage/,
      /genau ein Cookie/,
      /Widerruf der Einwilligung \(Art\. 7 Abs\. 3 DSGVO\)/,
      /Art\. 77 DSGVO/,
    ]) {
      await expect(page.getByText(text).first()).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { name: '10. Der Text der Einwilligung' }),
    ).toBeVisible();
    // Signed out: the way in, no sign-out.
    await expect(page.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Zum Impressum' }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/impressum'));
    await expect(heading(page, 'Impressum')).toBeVisible();
    await expect(page.getByText(MISSING)).toBeVisible();

    await checkLegalPage(
      page,
      test.info(),
      'privacy-missing',
      '/datenschutz',
      'Datenschutzerklärung',
    );
    await checkLegalPage(page, test.info(), 'notice-missing', '/impressum', 'Impressum');
  });

  test('the sign-in, registration and /about lead to them; signed in they stay open', async ({
    page,
    baseURL,
    insertNewUser,
    login,
  }) => {
    await page.goto('/login');
    const legal = page.getByRole('navigation', { name: 'Rechtliches' });
    await legal.getByRole('link', { name: 'Datenschutz' }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/datenschutz'));

    await page.goto('/register');
    await page.getByRole('link', { name: 'Datenschutzerklärung' }).click();
    await expect(heading(page, 'Datenschutzerklärung')).toBeVisible();
    await page.goto('/register');
    await page
      .getByRole('navigation', { name: 'Rechtliches' })
      .getByRole('link', { name: 'Impressum' })
      .click();
    await expect(heading(page, 'Impressum')).toBeVisible();

    // A coach, signed in, reaches both from /about and keeps the coach's navigation.
    const coach = await insertNewUser({ accountType: 'coach' });
    await login(page, coach);
    await page.goto('/about');
    await page.getByRole('main').getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/impressum'));
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'Abmelden' }).first()).toBeAttached();

    // An athlete who has not verified the address yet may read them too.
    const unverified = await insertNewUser({ verified: false });
    await login(page, unverified);
    await page.goto('/datenschutz');
    await expect(page).toHaveURL(appURL(baseURL!, '/datenschutz'));
    await expect(heading(page, 'Datenschutzerklärung')).toBeVisible();
  });
});
