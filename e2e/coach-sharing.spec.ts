import { randomUUID } from 'node:crypto';
import { expect, type TestUser, test } from './fixtures';
import { callFunction, linkByCode } from './support/api';
import { checkLooks } from './support/axe';
import { heading, toast } from './support/helpers';
import type { AppServer } from './support/server';

// Consent is given through the API (e2e/fixtures.ts onboards athletes with it) until the app asks
// for it in its own screens.

async function code(server: AppServer, coach: TestUser): Promise<string> {
  return (await callFunction<{ code: string }>(server, 'createInviteCode', null, coach.token)).code;
}

async function saveEntry(
  server: AppServer,
  athlete: TestUser,
  entry: { title: string; type: 'training' | 'competition'; hoursAgo: number },
) {
  const id = randomUUID();
  await callFunction(
    server,
    'saveEntry',
    {
      id,
      occurredAt: new Date(Date.now() - entry.hoursAgo * 3_600_000).toISOString(),
      type: entry.type,
      title: entry.title,
      importance: 3,
      place: null,
      emotions: [{ id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7 }],
      rating: 7,
      goalReached: 'partly',
      result: null,
      notes: 'Nur für mich: Knie zwickt.',
    },
    athlete.token,
  );
  return id;
}

test('two coaches with their own choices, a share per coach, the preview and the access log', async ({
  page,
  appServer,
  insertNewUser,
  login,
}, testInfo) => {
  test.setTimeout(240_000);
  const anna = await insertNewUser({ accountType: 'coach', name: 'Anna Alpha' });
  const bert = await insertNewUser({ accountType: 'coach', name: 'Bert Beta' });
  const athlete = await insertNewUser({ onboarded: true, name: 'Mia Meyer' });
  const race = await saveEntry(appServer, athlete, {
    title: 'Kreisfinale 800 m',
    type: 'competition',
    hoursAgo: 30,
  });
  const run = await saveEntry(appServer, athlete, {
    title: 'Lauftraining am Berg',
    type: 'training',
    hoursAgo: 5,
  });
  await login(page, athlete);

  // Anna: every competition and the trends. Bert: the cocktail only.
  await page.goto('/settings');
  const trainer = page.getByRole('region', { name: 'Trainer', exact: true });
  for (const [coach, choices] of [
    [anna, ['Alle Wettkampf-Einträge', 'Trends']],
    [bert, ['Performance-Cocktail']],
  ] as const) {
    await trainer.getByLabel('Einladungscode').fill(await code(appServer, coach));
    await trainer.getByRole('button', { name: 'Prüfen' }).click();
    const dialog = trainer.getByRole('region', { name: `Mit ${coach.name} verbinden?` });
    await expect(dialog.getByText(`Das sieht ${coach.name}:`)).toBeVisible();
    // A new link starts private, whatever the other coach was given.
    for (const box of await dialog.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
    for (const choice of choices) await dialog.getByRole('checkbox', { name: choice }).check();
    if (coach === anna) await checkLooks(page, testInfo, 'link-dialog', { detail: dialog });
    await dialog.getByRole('button', { name: 'Verbinden' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert').first()).toBeVisible();
  }
  const annaItem = trainer.getByRole('listitem').filter({ hasText: 'Anna Alpha' });
  const bertItem = trainer.getByRole('listitem').filter({ hasText: 'Bert Beta' });
  await expect(annaItem.getByRole('checkbox', { name: 'Trends' })).toBeChecked();
  await expect(bertItem.getByRole('checkbox', { name: 'Trends' })).not.toBeChecked();
  await expect(bertItem.getByRole('checkbox', { name: 'Performance-Cocktail' })).toBeChecked();
  await trainer.scrollIntoViewIfNeeded();
  await checkLooks(page, testInfo, 'settings-trainer', { detail: trainer });

  // The training goes to Bert alone, with a word; the race reaches Anna by her rule.
  await page.goto(`/protocol?entry=${run}`);
  await expect(heading(page, 'Lauftraining am Berg')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Trainer', exact: true });
  await expect(panel.getByText('Mit keinem Trainer einzeln geteilt')).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Bert Beta' }).check();
  await panel
    .getByLabel('Nachricht an die gewählten Trainer (optional)')
    .fill('Wie findest du den Anstieg?');
  // Keyboard: the save button is reached with Tab from the message and sends with Enter.
  await panel.getByLabel('Nachricht an die gewählten Trainer (optional)').press('Tab');
  await expect(panel.getByRole('button', { name: 'Freigabe speichern' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Freigabe gespeichert')).toBeVisible();
  await expect(panel.getByText('Geteilt mit Bert Beta')).toBeVisible();
  await checkLooks(page, testInfo, 'entry-share', { detail: panel });
  // The list marks what is shared one by one.
  await page.goto('/protocol');
  const listed = (title: string) => page.getByRole('listitem').filter({ hasText: title });
  await expect(listed('Lauftraining am Berg').getByText('Geteilt', { exact: true })).toBeVisible();
  await expect(listed('Kreisfinale 800 m').getByText('Geteilt', { exact: true })).toHaveCount(0);
  await checkLooks(page, testInfo, 'protocol-list');
  await page.goto(`/protocol?entry=${race}`);
  await expect(heading(page, 'Kreisfinale 800 m')).toBeVisible();
  await expect(
    panel.getByText('Alle Wettkämpfe teilst du mit Anna Alpha automatisch.'),
  ).toBeVisible();
  // The status says who sees it, though none was chosen one by one.
  await expect(panel.getByText('Automatisch geteilt mit Anna Alpha')).toBeVisible();
  await expect(panel.getByText('Mit keinem Trainer einzeln geteilt')).toHaveCount(0);

  // Each coach's own functions answer exactly its share.
  const seen = async (coach: TestUser) =>
    (
      await callFunction<{
        sharedEntries: { title: string }[];
        trends: unknown;
        cocktail: unknown;
      }>(appServer, 'getAthlete', { athleteId: athlete.id }, coach.token)
    ).sharedEntries.map((e) => e.title);
  expect(await seen(anna)).toEqual(['Kreisfinale 800 m']);
  expect(await seen(bert)).toEqual(['Lauftraining am Berg']);

  // "So sieht dich Anna Alpha": her trends and the race; nothing of the training's words.
  await page.goto('/settings');
  await annaItem.getByRole('link', { name: 'So sieht dich Anna Alpha' }).click();
  await expect(heading(page, 'So sieht dich Anna Alpha')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kreisfinale 800 m' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verläufe', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leistung im Verlauf' })).toBeVisible();
  await expect(page.getByText('Lauftraining am Berg')).toHaveCount(0);
  await expect(page.getByText('Knie zwickt')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Performance-Cocktail' })).toHaveCount(0);
  await checkLooks(page, testInfo, 'preview-anna');
  await page.getByRole('link', { name: 'Zurück zu den Einstellungen' }).click();
  await bertItem.getByRole('link', { name: 'So sieht dich Bert Beta' }).click();
  await expect(heading(page, 'So sieht dich Bert Beta')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lauftraining am Berg' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Performance-Cocktail' })).toBeVisible();
  await expect(page.getByText('Kreisfinale 800 m')).toHaveCount(0);
  await expect(page.getByText(/^Verläufe teilt .+ nicht mit dir\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leistung im Verlauf' })).toHaveCount(0);

  // The coaches read; the athlete sees it in Datenschutz.
  await callFunction(appServer, 'getPortal', null, anna.token);
  await callFunction(appServer, 'listInbox', null, bert.token);
  await page.goto('/settings');
  const privacy = page.getByRole('region', { name: 'Datenschutz' });
  const log = privacy.getByRole('list', { name: 'Zugriffe deiner Trainer' });
  await expect(log.getByText('Anna Alpha · Portal')).toBeVisible();
  await expect(log.getByText('Anna Alpha · Deine Seite')).toBeVisible();
  await expect(log.getByText('Bert Beta · Posteingang')).toBeVisible();
  await expect(privacy.getByText('alle Wettkämpfe, Trends')).toBeVisible();
  await expect(privacy.getByText('Cocktail, 1 einzeln geteilter Eintrag')).toBeVisible();
  await privacy.scrollIntoViewIfNeeded();
  await checkLooks(page, testInfo, 'privacy', { detail: privacy });

  // A coach's own page shows the same as the preview, with the same components.
  await login(page, anna);
  await page.goto(`/coach/athletes/${athlete.id}`);
  await expect(heading(page, 'Mia Meyer')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kreisfinale 800 m' })).toBeVisible();
  await expect(page.getByText('Lauftraining am Berg')).toHaveCount(0);
});

test('after a withdrawal both coaches see that the athlete shares nothing', async ({
  page,
  appServer,
  insertNewUser,
  login,
}, testInfo) => {
  test.setTimeout(120_000);
  const anna = await insertNewUser({ accountType: 'coach', name: 'Anna Alpha' });
  const bert = await insertNewUser({ accountType: 'coach', name: 'Bert Beta' });
  const athlete = await insertNewUser({ onboarded: true, name: 'Wanda Weg' });
  for (const [coach, sharing] of [
    [anna, { trends: true, cocktail: true, entryTypes: ['competition', 'training'] }],
    [bert, { trends: false, cocktail: true, entryTypes: ['training'] }],
  ] as const) {
    await linkByCode(appServer, coach, athlete, sharing);
  }
  await saveEntry(appServer, athlete, { title: 'Intervalle', type: 'training', hoursAgo: 2 });
  await callFunction(appServer, 'withdrawConsent', null, athlete.token);

  for (const coach of [anna, bert]) {
    await login(page, coach);
    await page.goto('/coach/athletes');
    const row = page.getByRole('row').filter({ hasText: 'Wanda Weg' });
    await expect(row.getByText('Teilt derzeit nichts')).toBeVisible();
    await row.getByRole('link', { name: 'Wanda Weg' }).click();
    await expect(heading(page, 'Wanda Weg')).toBeVisible();
    await expect(page.getByText('Diese Person teilt derzeit nichts mit dir.')).toBeVisible();
    await expect(page.getByText('Noch keine Einträge geteilt.')).toBeVisible();
    await expect(page.getByText('Intervalle')).toHaveCount(0);
    if (coach === anna) await checkLooks(page, testInfo, 'coach-athlete-shares-nothing');
  }
});
