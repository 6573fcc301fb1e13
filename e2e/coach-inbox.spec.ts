import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { callFunction } from './support/api';
import { expectNoSevereAxeViolations, keepLook } from './support/axe';
import { heading, toast } from './support/helpers';

test('a coach invites an athlete, answers a shared entry and revokes a code', async ({
  page,
  appServer,
  insertNewUser,
  login,
}) => {
  test.slow();
  const coach = await insertNewUser({ accountType: 'coach', verified: true });
  const athlete = await insertNewUser({
    accountType: 'athlete',
    verified: true,
    onboarded: true,
    name: 'Mia Sprinterin',
  });
  await login(page, coach);

  // The coach makes a code and reads it off the screen.
  await page.goto('/coach/settings');
  await expect(heading(page, 'Einstellungen')).toBeVisible();
  await page.getByRole('button', { name: 'Neuen Code erstellen' }).click();
  const shown = page.getByTestId('new-invite-code');
  await expect(shown).toBeVisible();
  await expect(page.getByText(/gültig bis/).first()).toBeVisible();
  const code = (await shown.textContent())?.trim() ?? '';
  expect(code.length).toBeGreaterThan(3);

  // The athlete links, saves an entry and shares it with a message.
  const { linkId } = await callFunction<{ linkId: string }>(
    appServer,
    'redeemInviteCode',
    { code, sharing: { trends: false, cocktail: false, entryTypes: [] } },
    athlete.token,
  );
  const entryId = randomUUID();
  await callFunction(
    appServer,
    'saveEntry',
    {
      id: entryId,
      occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
      type: 'competition',
      title: 'Kreismeisterschaft 400 m',
      importance: 4,
      place: null,
      emotions: [{ id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7 }],
      rating: 7,
      goalReached: 'partly',
      result: null,
      notes: 'Privat: nur für mich.',
    },
    athlete.token,
  );
  await callFunction(
    appServer,
    'setEntrySharing',
    {
      entryId,
      linkIds: [linkId],
      messageId: randomUUID(),
      message: 'Die zweite Runde lief viel besser.',
    },
    athlete.token,
  );

  // The coach sees it as new, opens it and answers.
  await page.goto('/coach/inbox');
  await expect(heading(page, 'Nachrichten')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'Kreismeisterschaft 400 m' });
  await expect(item.getByText('Neu', { exact: true })).toBeVisible();
  await expect(item.getByText('Mia Sprinterin').first()).toBeVisible();
  await expectNoSevereAxeViolations(page, 'inbox');
  await item.getByText('Kreismeisterschaft 400 m').click();
  await expect(item.getByText('Die zweite Runde lief viel besser.')).toBeVisible();
  await expect(item.getByText('Wettkampf')).toBeVisible();
  await expect(item.getByText('7 / 10', { exact: true })).toBeVisible();
  await expect(page.getByText('Privat: nur für mich.')).toHaveCount(0);
  await expect(item.getByText('Neu', { exact: true })).toHaveCount(0);
  await expectNoSevereAxeViolations(page, 'inbox opened');

  await item.getByLabel('Feedback geben').fill('Starke zweite Hälfte!');
  await item.getByRole('button', { name: 'Feedback senden' }).click();
  await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
  await expect(item.getByRole('list', { name: 'Verlauf' })).toContainText('Starke zweite Hälfte!');

  const { conversations } = await callFunction<{
    conversations: { messages: { text: string; entryId: string | null }[] }[];
  }>(appServer, 'getEntryConversations', { entryId }, athlete.token);
  expect(conversations[0]?.messages).toEqual(
    expect.arrayContaining([expect.objectContaining({ text: 'Starke zweite Hälfte!', entryId })]),
  );

  // The code list names who used the code; a second code is revoked after a confirmation.
  await page.goto('/coach/settings');
  const codes = page.getByRole('list', { name: 'Einladungscodes' });
  const usedRow = codes.getByRole('listitem').filter({ hasText: code });
  await expect(usedRow).toContainText('Mia Sprinterin');
  await expect(usedRow).toContainText('Aktiv');

  await page.getByRole('button', { name: 'Neuen Code erstellen' }).click();
  await expect(shown).not.toHaveText(code);
  const second = (await shown.textContent())?.trim() ?? '';
  const secondRow = codes.getByRole('listitem').filter({ hasText: second });
  await secondRow.getByRole('button', { name: `Code ${second} widerrufen` }).click();
  const dialog = page.getByRole('dialog', { name: 'Code widerrufen?' });
  await dialog.getByRole('button', { name: 'Widerrufen' }).click();
  await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
  await expect(secondRow).toContainText('Widerrufen');
  await expect(secondRow.getByRole('button')).toHaveCount(0);
  await expect(usedRow).toContainText('Aktiv');
  await expectNoSevereAxeViolations(page, 'settings');

  // The profile keeps the club; how a coach hears of shares is the notification card's choice.
  await page.getByLabel('Verein / Team').fill('LG Nord');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(toast(page, 'Erfolgreich gespeichert').first()).toBeVisible();
  const profile = await callFunction<{ club: string | null }>(
    appServer,
    'getCoachProfile',
    null,
    coach.token,
  );
  expect(profile).toEqual({ name: expect.any(String), club: 'LG Nord' });
  await expect(page.getByRole('switch', { name: 'Push auf diesem Gerät' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Konto, Bild und Sicherheit' })).toHaveAttribute(
    'href',
    '/settings',
  );

  // Dark mode: both screens again.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Einladungscodes' })).toBeVisible();
  await expectNoSevereAxeViolations(page, 'settings dark');
  await page.goto('/coach/inbox');
  await page.getByText('Kreismeisterschaft 400 m').click();
  await expect(page.getByLabel('Feedback geben')).toBeVisible();
  await expectNoSevereAxeViolations(page, 'inbox dark');

  // Screenshots at 360 px for a look by eye.
  await page.goto('/coach/settings');
  await expect(page.getByRole('list', { name: 'Einladungscodes' })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await keepLook(page, test.info(), 'settings-360', { fullPage: true });
  await page.goto('/coach/inbox');
  await page.getByText('Kreismeisterschaft 400 m').click();
  await keepLook(page, test.info(), 'inbox-360', { fullPage: true });
});
