import { de } from '../src/domain/messages';
import { expect, TEST_PASSWORD, test, uniqueEmail } from './fixtures';
import { checkLooks } from './support/axe';
import { appURL, toast } from './support/helpers';
import { linkFrom } from './support/smtp';

const t = de.coachInvites;

test('a new athlete follows a mailed invite link from sign-up to the link', async ({
  browser,
  baseURL,
  mailbox,
  insertNewUser,
  login,
}, testInfo) => {
  test.setTimeout(180_000);
  const coachPage = await (await browser.newContext({ baseURL })).newPage();
  const athletePage = await (await browser.newContext({ baseURL })).newPage();
  const coach = await insertNewUser({ accountType: 'coach', name: 'Clara Trainerin' });
  await login(coachPage, coach);

  // The coach makes an invite for 30 days and 5 athletes: link, QR code and code on screen.
  await coachPage.goto('/coach/settings');
  await expect(coachPage.getByRole('heading', { name: t.title })).toBeVisible();
  await coachPage.getByLabel(t.validDays).selectOption('30');
  await coachPage.getByLabel(t.maxUses).fill('5');
  await coachPage.getByRole('button', { name: 'Neuen Code erstellen' }).click();
  const qr = coachPage.getByTestId('invite-qr');
  await expect(qr).toBeVisible();
  const code = ((await coachPage.getByTestId('new-invite-code').textContent()) ?? '').trim();
  const link = ((await coachPage.getByTestId('invite-link').textContent()) ?? '').trim();
  expect(link).toBe(appURL(baseURL!, `/invite/${code}`));
  await expect(qr).toHaveAttribute('aria-label', t.qrLabel(code));
  const row = coachPage.getByRole('list', { name: 'Einladungscodes' }).getByRole('listitem');
  await expect(row.filter({ hasText: code })).toContainText(t.usesOf(0, 5));

  // …and sends it by mail, with the address count shown as it is typed.
  const email = uniqueEmail('invited');
  const addresses = coachPage.getByLabel(t.mail.addresses);
  await addresses.fill(`${email}\nkein-at`);
  await expect(coachPage.getByText(t.mail.counter(2))).toBeVisible();
  await coachPage.getByRole('button', { name: t.mail.send }).click();
  await expect(
    coachPage.getByText(t.mail.invalidAddress(2), { exact: true }).first(),
  ).toBeVisible();
  await addresses.fill(email);
  await coachPage.getByRole('button', { name: t.mail.send }).click();
  await expect(toast(coachPage, t.mail.sent(1))).toBeVisible();
  await checkLooks(coachPage, testInfo, 'coach-invite-settings');

  // The athlete opens the mailed link signed out and creates an account from there.
  const invite = await mailbox.waitForMail(email, {
    match: (m) => m.subject === t.mail.subject('Clara Trainerin'),
  });
  expect(invite.text).toContain(code);
  expect(linkFrom(invite)).toBe(link);
  await athletePage.goto(link);
  await expect(athletePage.getByRole('heading', { name: t.page.heading })).toBeVisible();
  await checkLooks(athletePage, testInfo, 'invite-signed-out');
  await athletePage.getByRole('link', { name: t.page.register }).click();
  // An invite is for athletes: the account type comes preselected, through sign-in as well.
  const athleteChoice = athletePage.getByRole('radio', { name: 'Athlet', exact: true });
  await expect(athleteChoice).toBeChecked();
  await athletePage.getByRole('link', { name: de.auth.signIn }).click();
  await athletePage.getByRole('link', { name: de.auth.signUp }).click();
  await expect(athleteChoice).toBeChecked();
  await checkLooks(athletePage, testInfo, 'register-from-invite');
  await athletePage.getByLabel('Name', { exact: true }).fill('Nele Neu');
  await athletePage.getByLabel('E-Mail-Adresse').fill(email);
  await athletePage.getByLabel('Passwort', { exact: true }).fill(TEST_PASSWORD);
  await athletePage.getByLabel('Passwort wiederholen').fill(TEST_PASSWORD);
  await athletePage.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(athletePage).toHaveURL(/\/verify-email\?redirect=/);

  // The verification link returns to the invite, signed in.
  const verification = await mailbox.waitForMail(email, {
    match: (m) => m.subject.includes('bestätige'),
  });
  await athletePage.goto(linkFrom(verification));
  await expect(athletePage).toHaveURL(appURL(baseURL!, `/invite/${code}`));

  // Consent first, then who the coach is and what this coach may see.
  await athletePage.getByRole('button', { name: de.consent.give }).click();
  const dialog = athletePage.getByRole('dialog', { name: de.privacy.dialog.title });
  await dialog.getByRole('button', { name: de.privacy.dialog.agree }).click();
  await expect(dialog).toBeHidden();
  const preview = athletePage.getByRole('region', { name: 'Mit Clara Trainerin verbinden?' });
  await expect(preview).toBeVisible();
  await checkLooks(athletePage, testInfo, 'invite-athlete');
  await preview.getByLabel('Trends').check();
  await preview.getByRole('button', { name: 'Verbinden' }).click();
  await expect(athletePage.getByText(t.page.linked('Clara Trainerin'))).toBeVisible();

  // The coach sees the new athlete, and the invite's uses.
  await coachPage.goto('/coach/athletes');
  await expect(coachPage.getByText('Nele Neu').first()).toBeVisible();
  await coachPage.goto('/coach/settings');
  await expect(row.filter({ hasText: code })).toContainText(t.usesOf(1, 5));
  await expect(row.filter({ hasText: code })).toContainText('Nele Neu');

  // A coach who opens an invite link is told it is for athletes, and nothing is linked.
  await coachPage.goto(link);
  await expect(coachPage.getByText(t.page.coach)).toBeVisible();
  await expect(coachPage.getByRole('button', { name: 'Verbinden' })).toHaveCount(0);
  await checkLooks(coachPage, testInfo, 'invite-coach');
});

test('a revoked invite link says so on the page', async ({ page, insertNewUser, login }) => {
  const coach = await insertNewUser({ accountType: 'coach', name: 'Bernd Trainer' });
  const athlete = await insertNewUser({ onboarded: true, name: 'Ida Athletin' });
  await login(page, coach);
  await page.goto('/coach/settings');
  await page.getByRole('button', { name: 'Neuen Code erstellen' }).click();
  const code = ((await page.getByTestId('new-invite-code').textContent()) ?? '').trim();
  const row = page
    .getByRole('list', { name: 'Einladungscodes' })
    .getByRole('listitem')
    .filter({ hasText: code });
  await row.getByRole('button', { name: `Code ${code} widerrufen` }).click();
  await page
    .getByRole('dialog', { name: 'Code widerrufen?' })
    .getByRole('button', { name: 'Widerrufen' })
    .click();
  await expect(row).toContainText('Widerrufen');

  await page.context().clearCookies();
  await login(page, athlete);
  await page.goto(`/invite/${code}`);
  await expect(page.getByText(t.page.invalid)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verbinden' })).toHaveCount(0);
});
