import { expect, test } from './fixtures';
import { heading } from './support/helpers';
import { checkLegalPage, MISSING } from './support/legal';

/**
 * Every operator setting filled in (.env.example), as getOperator answers them: the shared app server
 * has none, and the settings need a restart. That the server answers its settings so is proven in
 * src/server/features/settings/legal.int.test.ts; this file shows how the pages present them.
 */
const OPERATOR = {
  name: 'TSV Musterstadt e. V.',
  address: 'Sportplatzweg 1\n12345 Musterstadt',
  email: 'vorstand@tsv-musterstadt.example',
  phone: '+49 30 1234567',
  representative: 'Anna Beispiel (Vorsitzende)',
  privacyContact: 'Ben Beispiel, datenschutz@tsv-musterstadt.example',
  supervisoryAuthority: 'Landesbeauftragte für Datenschutz, Musterstraße 2, 12345 Musterstadt',
};

test('name the operator as controller and provider, signed out', async ({ page }) => {
  test.slow();
  await page.route('**/api/functions/getOperator', (route) =>
    route.fulfill({ json: { result: OPERATOR } }),
  );
  await page.goto('/impressum');
  await expect(heading(page, 'Impressum')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('TSV Musterstadt e. V.')).toBeVisible();
  await expect(main.getByText(/Sportplatzweg 1\s+12345 Musterstadt/)).toBeVisible();
  await expect(main.getByText('Vertreten durch: Anna Beispiel (Vorsitzende)')).toBeVisible();
  await expect(
    main.getByRole('link', { name: 'vorstand@tsv-musterstadt.example' }),
  ).toHaveAttribute('href', 'mailto:vorstand@tsv-musterstadt.example');
  await expect(main.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute(
    'href',
    'tel:+49301234567',
  );
  await expect(page.getByText(MISSING)).toHaveCount(0);

  await page.goto('/datenschutz');
  await expect(main.getByText('TSV Musterstadt e. V.')).toBeVisible();
  await expect(main.getByText(/Ben Beispiel, datenschutz@tsv-musterstadt\.example/)).toBeVisible();
  await expect(main.getByText(/Landesbeauftragte für Datenschutz, Musterstraße 2/)).toBeVisible();
  await expect(page.getByText(MISSING)).toHaveCount(0);

  await checkLegalPage(page, test.info(), 'privacy', '/datenschutz', 'Datenschutzerklärung');
  await checkLegalPage(page, test.info(), 'notice', '/impressum', 'Impressum');
});
