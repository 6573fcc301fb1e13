import { randomUUID } from 'node:crypto';
import { expect, type TestUser, test } from './fixtures';
import { callFunction } from './support/api';
import { checkLooks } from './support/axe';
import { earlierToday, heading, toast } from './support/helpers';

const DAY = 86_400_000;
const DROP = 'Leistung 3, 4 unter dem Schnitt der letzten 4 Wochen, bei 2 der letzten 3 Einheiten';

test('a coach of 20 runs the team table, and a flag is explained and seen on both sides', async ({
  page,
  appServer,
  insertNewUser,
  login,
}, testInfo) => {
  test.setTimeout(240_000);
  const coach = await insertNewUser({ accountType: 'coach', name: 'Clara Trainerin' });
  const { code } = await callFunction<{ code: string }>(
    appServer,
    'createInviteCode',
    null,
    coach.token,
  );

  // Twenty athletes through the API, five at a time: Mia's performance drops, ten wrote today,
  // nine have not written yet.
  const names = [
    'Mia Sprint',
    ...Array.from({ length: 19 }, (_, i) => `Team ${String(i + 1).padStart(2, '0')}`),
  ];
  const athletes: TestUser[] = [];
  for (let i = 0; i < names.length; i += 5) {
    athletes.push(
      ...(await Promise.all(
        names.slice(i, i + 5).map(async (name) => {
          const a = await insertNewUser({ name, onboarded: true });
          await callFunction(
            appServer,
            'redeemInviteCode',
            { code, sharing: { trends: true, cocktail: false, entryTypes: [] } },
            a.token,
          );
          return a;
        }),
      )),
    );
  }
  const entry = (a: TestUser, at: Date, rating: number) =>
    callFunction(
      appServer,
      'saveEntry',
      {
        id: randomUUID(),
        occurredAt: at.toISOString(),
        type: 'training',
        title: 'Einheit',
        importance: 3,
        place: null,
        emotions: [
          { id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7 },
          { id: 'nervoes', label: 'nervös', group: 'N+', intensity: 4 },
        ],
        rating,
        goalReached: 'partly',
        result: null,
        notes: '',
      },
      a.token,
    );
  const [mia] = athletes as [TestUser];
  for (const d of [12, 11, 10, 9]) await entry(mia, new Date(Date.now() - d * DAY), 7);
  await entry(mia, new Date(Date.now() - 3 * DAY), 3);
  await entry(mia, new Date(Date.now() - 2 * DAY), 7);
  await entry(mia, earlierToday(60), 3);
  await Promise.all(athletes.slice(1, 11).map((a) => entry(a, earlierToday(30), 7)));

  // At 1280 px: a real table, the urgent first.
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, coach);
  await page.goto('/coach/athletes');
  await expect(heading(page, 'Athletinnen und Athleten')).toBeVisible();
  const table = page.getByRole('table', { name: 'Dein Team' });
  await expect(table.getByRole('row')).toHaveCount(21);
  const miaRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Mia Sprint' }) });
  await expect(table.getByRole('row').nth(1)).toContainText('Mia Sprint');
  await expect(miaRow).toContainText('Rot');
  await expect(miaRow).toContainText('fallend');
  await expect(page.getByText('So entsteht der Status')).toBeVisible();

  // Sort by name, filter by status and text: the view lives in the address.
  await page.getByLabel('Sortieren nach').selectOption('name');
  await expect(table.getByRole('row').nth(1)).toContainText('Mia Sprint');
  await expect(table.getByRole('row').nth(2)).toContainText('Team 01');
  await page.getByLabel('Status', { exact: true }).selectOption('yellow');
  await expect(page.getByText('9 von 20 angezeigt')).toBeVisible();
  await page.getByLabel('Name oder Sportart suchen').fill('team 12');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('1 von 20 angezeigt')).toBeVisible();
  await expect(page).toHaveURL(/status=yellow/);
  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('yellow');
  await page.goto('/coach/athletes');

  // A group, with Mia in it, then the table filtered by it.
  await page.getByLabel('Name der Gruppe').fill('U18');
  await expect(page.getByText('3 / 40')).toBeVisible();
  await page.getByRole('button', { name: 'Gruppe anlegen' }).click();
  await expect(toast(page, 'Erfolgreich gespeichert').first()).toBeVisible();
  await expect(page.getByText('1 von 30 Gruppen')).toBeVisible();
  await miaRow.getByRole('button', { name: /1 Hinweis ansehen/ }).click();
  const details = page.locator(`#team-details-${mia.id}`);
  await expect(details.getByText(DROP)).toBeVisible();
  await details.getByRole('checkbox', { name: 'U18' }).check();
  await expect(miaRow.getByRole('cell', { name: 'U18', exact: true })).toBeVisible();
  await page.getByLabel('Gruppe', { exact: true }).selectOption({ label: 'U18' });
  await expect(table.getByRole('row')).toHaveCount(3); // header, Mia, her open details

  // The flag: seen, with a note the athlete reads too.
  await details.getByRole('button', { name: 'Als gesehen markieren' }).click();
  await expect(details.getByText('Gesehen', { exact: true })).toBeVisible();
  await expect(miaRow).toContainText('Gelb');
  await details.getByLabel('Notiz zu diesem Hinweis').fill('Reden wir am Montag.');
  await details.getByRole('button', { name: 'Notiz speichern' }).click();
  await expect(details.getByText('Reden wir am Montag.', { exact: true })).toBeVisible();
  await checkLooks(page, testInfo, 'team-flag-seen');

  // At 360 px: cards.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/coach/athletes');
  const cards = page.getByRole('list', { name: 'Dein Team' });
  await expect(cards.getByRole('listitem')).toHaveCount(20);
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByLabel('Sortieren nach').selectOption('lastEntry');
  await expect(cards.getByRole('listitem').first()).toContainText('heute');
  await checkLooks(page, testInfo, 'team-by-last-entry');

  // The athlete sees the same flag and explanation, and that the coach has seen it.
  await login(page, mia);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Hinweise deiner Trainer' });
  await expect(card.getByText(DROP)).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Bei Clara Trainerin' })).toBeVisible();
  await expect(card.getByText('Clara Trainerin hat das gesehen')).toBeVisible();
  await expect(card.getByText('Reden wir am Montag.')).toBeVisible();
  await checkLooks(page, testInfo, 'dashboard-flags');
});
