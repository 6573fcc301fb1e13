import { expect, TEST_PASSWORD, test, uniqueEmail } from './fixtures';
import {
  appURL,
  fillEntryContext,
  heading,
  registerAsAthlete,
  setSlider,
  toast,
} from './support/helpers';
import { linkFrom } from './support/smtp';

// The loop an athlete lives in, on a phone: register, confirm the mail, set up the profile, check in,
// write a first entry and see it come back on the dashboard.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('a new athlete goes from registration to a first saved entry on the dashboard', async ({
  page,
  baseURL,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const started = Date.now();
  const email = uniqueEmail('journey');

  await registerAsAthlete(page, 'Mara Sprint', email, TEST_PASSWORD);
  await expect(page).toHaveURL(appURL(baseURL!, '/verify-email'));

  // The real mail, through the test's SMTP server.
  const mail = await mailbox.waitForMail(email);
  await page.goto(linkFrom(mail));
  await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/introduction'));

  // The consent to processing health data comes before the first of them.
  await page.getByRole('checkbox', { name: /Ich willige ein/ }).check();
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(heading(page, 'Dein Profil')).toBeVisible();
  await page.getByLabel('Sportart', { exact: true }).fill('Leichtathletik');
  await page.getByRole('radio', { name: 'Leistungssport' }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(heading(page, 'Deine Emotionen')).toBeVisible();
  for (const name of ['motiviert', 'fokussiert', 'nervös', 'müde']) {
    await page.getByRole('checkbox', { name, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(heading(page, 'Deine Zielzonen')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expect(heading(page, 'Trainer und Erinnerungen')).toBeVisible();
  await page.getByRole('button', { name: 'Später erledigen' }).click();
  await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));
  await expect(page.getByText('Willkommen, Mara Sprint')).toBeVisible();
  await expect(page.getByText('Keine Aktivitäten vorhanden')).toBeVisible();

  // How do I feel right now?
  await page.goto('/performance-cocktail');
  const checkIn = page.getByRole('region', { name: 'Wie fühlst du dich jetzt?' });
  await setSlider(checkIn.getByRole('slider', { name: 'motiviert', exact: true }), 7);
  await setSlider(checkIn.getByRole('slider', { name: 'fokussiert', exact: true }), 7);
  await setSlider(checkIn.getByRole('slider', { name: 'nervös', exact: true }), 4);
  await setSlider(checkIn.getByRole('slider', { name: 'müde', exact: true }), 1);
  await checkIn.getByRole('button', { name: 'Check-in speichern' }).click();
  await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
  await expect(page.getByTestId('cocktail-score')).toContainText('4 von 4 im Zielbereich');
  // Everything in zone: the suggested techniques help to keep it.
  await expect(page.getByRole('region', { name: 'Passende Techniken' })).toContainText(
    'Du bist in deiner Zone',
  );

  // The first protocol entry, in five steps.
  await page.goto('/protocol/context');
  await fillEntryContext(page, { type: 'Training', title: 'Tempoläufe 6 × 400 m', importance: 3 });
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(heading(page, 'Emotionen')).toBeVisible();
  for (const [name, value] of [
    ['motiviert', 8],
    ['fokussiert', 7],
    ['nervös', 3],
    ['müde', 2],
  ] as const) {
    await setSlider(page.getByRole('slider', { name, exact: true }), value);
  }
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(heading(page, 'Leistung')).toBeVisible();
  await setSlider(page.getByRole('slider', { name: 'Selbsteinschätzung', exact: true }), 8);
  await page.getByRole('radio', { name: 'Ja', exact: true }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(heading(page, 'Notizen')).toBeVisible();
  await page
    .getByLabel('Notizen (optional)')
    .fill('Locker geblieben, letzte zwei Läufe am schnellsten.');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(heading(page, 'Zusammenfassung')).toBeVisible();
  await page.getByRole('button', { name: 'Eintrag speichern' }).click();
  await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
  await expect(page).toHaveURL(appURL(baseURL!, '/protocol'));
  await expect(page.getByText('Tempoläufe 6 × 400 m')).toBeVisible();

  // Back on the dashboard: the entry, the check-in and the figures.
  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Letzte Aktivitäten' });
  await expect(recent.getByText('Tempoläufe 6 × 400 m')).toBeVisible();
  await expect(recent.getByText('Check-in')).toBeVisible();
  await expect(page.getByText('Keine Aktivitäten vorhanden')).toHaveCount(0);

  // The product promise is under three minutes for a person; the script is far below it.
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'journey-seconds', description: seconds.toFixed(1) });
  expect(seconds).toBeLessThan(180);
});
