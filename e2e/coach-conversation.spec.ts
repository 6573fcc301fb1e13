import { randomUUID } from 'node:crypto';
import { expect, TEST_COCKTAIL, test } from './fixtures';
import { callFunction, linkByCode } from './support/api';
import { checkLooks } from './support/axe';
import { heading, toast } from './support/helpers';

// A conversation on a shared entry, each side in its own browser: written in turn, read receipts on
// both sides, and no message once the link has ended.
test('athlete and coach talk about a shared entry, with read receipts', async ({
  browser,
  baseURL,
  appServer,
  insertNewUser,
  login,
}, testInfo) => {
  test.setTimeout(180_000);
  const coach = await insertNewUser({ accountType: 'coach', verified: true, name: 'Clara Coach' });
  const athlete = await insertNewUser({ onboarded: true, name: 'Mia Sprint' });
  // The cocktail is shared, so the coach sees the entry's emotions against their zones.
  const { linkId } = await linkByCode(appServer, coach, athlete, {
    trends: false,
    cocktail: true,
    entryTypes: [],
  });
  const entryId = randomUUID();
  const levels: Record<string, number> = { motiviert: 7, fokussiert: 3, nervoes: 9, muede: 1 };
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
      emotions: TEST_COCKTAIL.map(({ id, label, group }) => ({
        id,
        label,
        group,
        intensity: levels[id] ?? 5,
      })),
      rating: 6,
      goalReached: 'partly',
      result: null,
      notes: 'Privat: nur für mich.',
    },
    athlete.token,
  );

  const athletePage = await (await browser.newContext({ baseURL })).newPage();
  const coachPage = await (await browser.newContext({ baseURL })).newPage();
  await login(athletePage, athlete);
  await login(coachPage, coach);

  // The athlete shares the entry with a message; her words stay with the entry.
  await athletePage.goto(`/protocol?entry=${entryId}`);
  await expect(heading(athletePage, 'Kreismeisterschaft 400 m')).toBeVisible();
  const panel = athletePage.getByRole('region', { name: 'Trainer', exact: true });
  await panel.getByRole('checkbox', { name: 'Clara Coach' }).check();
  await panel
    .getByLabel('Nachricht an die gewählten Trainer (optional)')
    .fill('Die Nervosität war am Start zu hoch.');
  await panel.getByRole('button', { name: 'Freigabe speichern' }).click();
  const conversation = panel.getByRole('region', { name: 'Unterhaltung mit Clara Coach' });
  await expect(conversation.getByText('Die Nervosität war am Start zu hoch.')).toBeVisible();
  await expect(conversation.getByText('Gesendet')).toBeVisible();

  // The coach's card shows the rating, and opened the emotions against their zones.
  await coachPage.goto('/coach/inbox');
  await expect(heading(coachPage, 'Nachrichten')).toBeVisible();
  const item = coachPage.getByRole('listitem').filter({ hasText: 'Kreismeisterschaft 400 m' });
  await expect(item.getByText('Bewertung 6 / 10')).toBeVisible();
  await item.getByText('Kreismeisterschaft 400 m').click();
  await expect(item.getByText('Die Nervosität war am Start zu hoch.')).toBeVisible();
  await expect(item.getByRole('img', { name: /nervös/ })).toBeVisible();
  await expect(item.getByRole('img', { name: /motiviert/ })).toBeVisible();
  await expect(coachPage.getByText('Privat: nur für mich.')).toHaveCount(0);
  await item.getByLabel('Feedback geben').fill('Probier die Atemübung vor dem Start.');
  await item.getByRole('button', { name: 'Feedback senden' }).click();
  await expect(toast(coachPage, 'Erfolgreich gespeichert')).toBeVisible();
  await expect(item.getByRole('list', { name: 'Verlauf' })).toContainText('Gesendet');
  await checkLooks(coachPage, testInfo, 'coach-inbox');

  // The athlete sees the unread answer on her dashboard, opens it and answers.
  await athletePage.goto('/dashboard');
  const card = athletePage.getByRole('region', { name: /Nachrichten deiner Trainer/ });
  await expect(card.getByText('1 ungelesene Nachricht').first()).toBeVisible();
  await checkLooks(athletePage, testInfo, 'athlete-dashboard');
  await card.getByRole('link', { name: /Kreismeisterschaft 400 m/ }).click();
  await expect(conversation.getByText('Probier die Atemübung vor dem Start.')).toBeVisible();
  // The coach read hers when the card opened.
  await expect(conversation.getByText(/^Gelesen /)).toBeVisible();
  await conversation.getByLabel('Nachricht an Clara Coach').fill('Mache ich beim nächsten Mal.');
  await conversation.getByRole('button', { name: 'Senden' }).click();
  await expect(toast(athletePage, 'Erfolgreich gespeichert')).toBeVisible();
  await expect(conversation.getByText('Mache ich beim nächsten Mal.')).toBeVisible();
  await checkLooks(athletePage, testInfo, 'athlete-entry');

  // The coach sees her reply, and "Gelesen" under his own answer.
  await coachPage.reload();
  await expect(item.getByText('Neu', { exact: true })).toBeVisible();
  await item.getByText('Kreismeisterschaft 400 m').click();
  const thread = item.getByRole('list', { name: 'Verlauf' });
  await expect(thread).toContainText('Mache ich beim nächsten Mal.');
  await expect(
    thread
      .getByRole('listitem')
      .filter({ hasText: 'Probier die Atemübung' })
      .getByText(/^Gelesen /),
  ).toBeVisible();

  // Opening the card marked her reply read and refreshed the inbox; only after that does the link
  // end, or the refreshed inbox would no longer hold the card this step writes in.
  await expect(item.getByText('Neu', { exact: true })).toHaveCount(0);
  // The link ends while the coach's screen is open: his message is refused, in German.
  await callFunction(appServer, 'endLink', { linkId }, athlete.token);
  await item.getByLabel('Feedback geben').fill('Noch ein Gedanke.');
  await item.getByRole('button', { name: 'Feedback senden' }).click();
  await expect(
    item.getByText('Die Verbindung ist beendet. Du kannst keine Nachrichten mehr senden.'),
  ).toBeVisible();
  await athletePage.reload();
  await expect(conversation.getByText('Noch ein Gedanke.')).toHaveCount(0);

  // Her notification choice, in her settings.
  await athletePage.goto('/settings#nachrichten');
  const mine = athletePage.getByRole('region', { name: 'Neue Nachrichten' });
  await expect(mine.getByRole('radio', { name: 'Bei jeder neuen Nachricht' })).toBeChecked();
  await mine.getByRole('radio', { name: 'Keine E-Mail' }).check();
  await mine.getByRole('button', { name: 'Benachrichtigungen speichern' }).click();
  await expect(toast(athletePage, 'Erfolgreich gespeichert')).toBeVisible();
  await checkLooks(athletePage, testInfo, 'athlete-settings');

  // The notification choice, on the coach's settings.
  await coachPage.goto('/coach/settings');
  const form = coachPage.getByRole('form', { name: 'Neue Nachrichten' });
  await form.getByRole('radio', { name: 'Einmal täglich als Zusammenfassung' }).check();
  await form.getByRole('button', { name: 'Benachrichtigungen speichern' }).click();
  await expect(toast(coachPage, 'Erfolgreich gespeichert')).toBeVisible();
  await checkLooks(coachPage, testInfo, 'coach-settings');
  const choice = await callFunction<{ mail: string }>(
    appServer,
    'getFeedbackNotifications',
    null,
    coach.token,
  );
  expect(choice.mail).toBe('daily');
});
