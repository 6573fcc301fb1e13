import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { callFunction, linkByCode, NOTHING_SHARED } from './support/api';
import { checkLooks } from './support/axe';
import { earlierToday, heading, toast } from './support/helpers';

test('a coach sees a linked athlete, reads the shared entry and ends the link', async ({
  page,
  appServer,
  insertNewUser,
  login,
}, testInfo) => {
  test.slow();
  const coach = await insertNewUser({ accountType: 'coach', verified: true });
  const athlete = await insertNewUser({
    accountType: 'athlete',
    verified: true,
    onboarded: true,
    name: 'Mia Sprinterin',
  });
  await login(page, coach);

  // Nobody linked yet: the portal explains how to invite.
  await page.goto('/coach/portal');
  await expect(heading(page, 'Portal')).toBeVisible();
  await expect(
    page.getByText('Erstelle in den Einstellungen einen Einladungscode und gib ihn deinen'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zu den Einstellungen' })).toHaveAttribute(
    'href',
    '/coach/settings',
  );

  // The athlete links (sharing trends and cocktail) and shares an entry with two emotions off zone.
  const { linkId } = await linkByCode(appServer, coach, athlete, {
    ...NOTHING_SHARED,
    trends: true,
    cocktail: true,
  });
  const entryId = randomUUID();
  await callFunction(
    appServer,
    'saveEntry',
    {
      id: entryId,
      occurredAt: earlierToday(60).toISOString(),
      type: 'competition',
      title: 'Hallenmeeting 200 m',
      importance: 4,
      place: null,
      emotions: [
        { id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 2 },
        { id: 'muede', label: 'müde', group: 'N-', intensity: 8 },
      ],
      rating: 4,
      goalReached: 'no',
      result: null,
      notes: 'Privat: nur für mich.',
    },
    athlete.token,
  );
  await callFunction(
    appServer,
    'setEntrySharing',
    { entryId, linkIds: [linkId], messageId: randomUUID(), message: null },
    athlete.token,
  );

  // The portal: counts, and the athlete; one entry off its zones is no pattern yet, so no flag.
  await page.reload();
  await expect(heading(page, 'Portal')).toBeVisible();
  const others = page.getByRole('list', { name: 'Weitere Athleten' });
  const item = others.getByRole('listitem').filter({ hasText: 'Mia Sprinterin' });
  await expect(item).toBeVisible();
  await expect(page.getByRole('link', { name: /Ungelesene Nachrichten/ })).toHaveAttribute(
    'href',
    '/coach/inbox',
  );
  await checkLooks(page, testInfo, 'portal');

  // The team table: search and sort (coach-team.spec.ts uses it in full).
  await page.goto('/coach/athletes');
  await expect(heading(page, 'Athletinnen und Athleten')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mia Sprinterin' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Mia Sprinterin' })).toContainText('heute');
  await page.getByLabel('Sortieren nach').selectOption('name');
  await page.getByLabel('Name oder Sportart suchen').fill('niemand-heißt-so');
  await expect(page.getByText('Niemand passt zu diesen Filtern.')).toBeVisible();
  await page.getByLabel('Name oder Sportart suchen').fill('mia');
  await expect(page.getByRole('link', { name: 'Mia Sprinterin' })).toBeVisible();
  await checkLooks(page, testInfo, 'athletes');

  // The athlete's page: what is shared, cocktail, trends and the entry, never the notes.
  await page.getByRole('link', { name: 'Mia Sprinterin' }).click();
  await expect(heading(page, 'Mia Sprinterin')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/coach/athletes/${athlete.id}$`));
  await expect(page.getByRole('heading', { name: 'Performance-Cocktail' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verläufe' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: 'Hallenmeeting 200 m' });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Wettkampf')).toBeVisible();
  await expect(entry.getByText('4 / 10')).toBeVisible();
  await expect(page.getByText('Privat: nur für mich.')).toHaveCount(0);
  await checkLooks(page, testInfo, 'athlete-detail');

  // Ending the link asks first; cancelling keeps it.
  await page.getByRole('button', { name: 'Verbindung beenden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verbindung beenden?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Verbindung beenden' }).click();
  await dialog.getByRole('button', { name: 'Verbindung beenden' }).click();
  await expect(toast(page, /Verbindung mit Mia Sprinterin ist beendet/)).toBeVisible();
  await expect(heading(page, 'Athletinnen und Athleten')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mia Sprinterin' })).toHaveCount(0);

  // The old address now explains that the link is gone.
  await page.goto(`/coach/athletes/${athlete.id}`);
  await expect(page.getByText('Diese Person ist nicht (mehr) mit dir verbunden.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zur Athletenliste' })).toBeVisible();

  await page.goto('/coach/portal');
  await expect(heading(page, 'Portal')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mia Sprinterin' })).toHaveCount(0);
});
