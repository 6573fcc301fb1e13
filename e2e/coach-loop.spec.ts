import { expect, TEST_PASSWORD, test, uniqueEmail } from './fixtures';
import { appURL, fillEntryContext, heading, setSlider, toast } from './support/helpers';
import { linkFrom } from './support/smtp';

// The whole loop between a coach and an athlete, each in their own browser, all through the UI.
test('coach invites, athlete links and shares, coach answers, athlete ends the link', async ({
  browser,
  baseURL,
  mailbox,
  insertNewUser,
  login,
}) => {
  test.setTimeout(180_000);
  const coachPage = await (await browser.newContext({ baseURL })).newPage();
  const athletePage = await (await browser.newContext({ baseURL })).newPage();

  // The coach registers, confirms the mail and lands on the portal.
  const coachEmail = uniqueEmail('loop-coach');
  await coachPage.goto('/register');
  await coachPage.getByLabel('Name', { exact: true }).fill('Clara Trainerin');
  await coachPage.getByLabel('E-Mail-Adresse').fill(coachEmail);
  await coachPage.getByLabel('Passwort', { exact: true }).fill(TEST_PASSWORD);
  await coachPage.getByLabel('Passwort wiederholen').fill(TEST_PASSWORD);
  await coachPage.getByRole('radio', { name: 'Trainer', exact: true }).check();
  await coachPage.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(coachPage).toHaveURL(appURL(baseURL!, '/verify-email'));
  await coachPage.goto(linkFrom(await mailbox.waitForMail(coachEmail)));
  await expect(coachPage).toHaveURL(appURL(baseURL!, '/coach/portal'));

  // A code for the athlete.
  await coachPage.goto('/coach/settings');
  await coachPage.getByRole('button', { name: 'Neuen Code erstellen' }).click();
  const code = ((await coachPage.getByTestId('new-invite-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  // The athlete redeems it after seeing who the coach is and what will be shared.
  const athlete = await insertNewUser({ onboarded: true, name: 'Mia Sprint' });
  await login(athletePage, athlete);
  await athletePage.goto('/settings');
  const trainer = athletePage.getByRole('region', { name: 'Trainer', exact: true });
  await trainer.getByLabel('Einladungscode').fill(code);
  await trainer.getByRole('button', { name: 'Prüfen' }).click();
  const preview = trainer.getByRole('region', { name: 'Mit Clara Trainerin verbinden?' });
  await expect(preview.getByText('Das sieht Clara Trainerin:')).toBeVisible();
  await preview.getByRole('button', { name: 'Verbinden' }).click();
  await expect(toast(athletePage, 'Erfolgreich gespeichert')).toBeVisible();

  // An entry with two emotions far out of their zones, shared with a message.
  await athletePage.goto('/protocol/context');
  await fillEntryContext(athletePage, {
    type: 'Wettkampf',
    title: 'Kreismeisterschaft 800 m',
    importance: 5,
  });
  await athletePage.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(heading(athletePage, 'Emotionen')).toBeVisible();
  for (const [name, value] of [
    ['motiviert', 2],
    ['fokussiert', 3],
    ['nervös', 4],
    ['müde', 1],
  ] as const) {
    await setSlider(athletePage.getByRole('slider', { name, exact: true }), value);
  }
  await athletePage.getByRole('button', { name: 'Weiter', exact: true }).click();
  await setSlider(athletePage.getByRole('slider', { name: 'Selbsteinschätzung', exact: true }), 4);
  await athletePage.getByRole('radio', { name: 'Nein', exact: true }).check();
  await athletePage.getByRole('button', { name: 'Weiter', exact: true }).click();
  await athletePage.getByLabel('Notizen (optional)').fill('Privat: schlecht geschlafen.');
  await athletePage.getByRole('button', { name: 'Weiter', exact: true }).click();
  await athletePage.getByRole('button', { name: 'Eintrag speichern' }).click();
  await expect(toast(athletePage, 'Erfolgreich gespeichert')).toBeVisible();
  await athletePage.getByText('Kreismeisterschaft 800 m').click();
  await expect(heading(athletePage, 'Kreismeisterschaft 800 m')).toBeVisible();
  const panel = athletePage.getByRole('region', { name: 'Trainer', exact: true });
  await panel.getByRole('checkbox', { name: 'Clara Trainerin' }).check();
  await panel
    .getByLabel('Nachricht an die gewählten Trainer (optional)')
    .fill('Kopf war nicht frei.');
  await panel.getByRole('button', { name: 'Freigabe speichern' }).click();
  await expect(panel.getByText('Geteilt', { exact: true })).toBeVisible();

  // The coach sees her in the portal (one entry is no pattern yet, so no flag), then the entry in
  // the inbox, and answers.
  await coachPage.goto('/coach/portal');
  const listed = coachPage.getByRole('listitem').filter({ hasText: 'Mia Sprint' });
  await expect(listed).toBeVisible();
  await expect(listed.getByText('Emotion außerhalb der Zone')).toHaveCount(0);
  await coachPage.goto('/coach/inbox');
  const item = coachPage.getByRole('listitem').filter({ hasText: 'Kreismeisterschaft 800 m' });
  await expect(item.getByText('Neu', { exact: true })).toBeVisible();
  await item.getByText('Kreismeisterschaft 800 m').click();
  await expect(item.getByText('Kopf war nicht frei.')).toBeVisible();
  await expect(coachPage.getByText('Privat: schlecht geschlafen.')).toHaveCount(0);
  await item.getByLabel('Feedback geben').fill('Abhaken, nächste Woche Taper.');
  await item.getByRole('button', { name: 'Feedback senden' }).click();
  await expect(toast(coachPage, 'Erfolgreich gespeichert')).toBeVisible();

  // The athlete reads the answer on the entry.
  await athletePage.reload();
  await expect(panel.getByText('Abhaken, nächste Woche Taper.')).toBeVisible();

  // The athlete ends the link; the coach loses access at once.
  await athletePage.goto('/settings');
  await trainer
    .getByRole('listitem')
    .filter({ hasText: 'Clara Trainerin' })
    .getByRole('button', { name: 'Verbindung beenden' })
    .click();
  await athletePage
    .getByRole('dialog', { name: 'Verbindung beenden?' })
    .getByRole('button', { name: 'Verbindung beenden' })
    .click();
  await expect(trainer.getByText('Du bist noch mit keinem Trainer verbunden.')).toBeVisible();

  await coachPage.goto('/coach/portal');
  await expect(heading(coachPage, 'Portal')).toBeVisible();
  await expect(coachPage.getByText('Mia Sprint')).toHaveCount(0);
});
