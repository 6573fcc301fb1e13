import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays, dayFromToday } from '../src/domain/calendar-day';
import { expect, test } from './fixtures';
import { checkLooks, keepLook } from './support/axe';
import { appURL, callApi } from './support/helpers';

const german = (day: string) => day.split('-').reverse().join('.');

const ENTRIES = [
  {
    daysAgo: 2,
    title: 'Kreismeisterschaft Finale',
    rating: 8,
    notes: 'Start gut.\nZweite Hälfte zäh.',
  },
  { daysAgo: 5, title: 'Intervalle 6 × 400 m', rating: 6, notes: '' },
  { daysAgo: 40, title: 'Alter Eintrag', rating: 4, notes: '' },
];

async function seed(page: Page) {
  const today = dayFromToday(0);
  for (const e of ENTRIES) {
    await callApi(page, 'saveEntry', {
      id: randomUUID(),
      occurredAt: `${addDays(today, -e.daysAgo)}T10:00:00Z`,
      type: e.daysAgo === 2 ? 'competition' : 'training',
      title: e.title,
      importance: 4,
      place: e.daysAgo === 2 ? 'Stadion am See' : null,
      emotions: [
        { id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7 },
        { id: 'nervoes', label: 'nervös', group: 'N+', intensity: 6 },
      ],
      rating: e.rating,
      goalReached: 'partly',
      result: e.daysAgo === 2 ? 'Platz 2' : null,
      notes: e.notes,
    });
  }
}

test.describe('protocol print view', () => {
  test('opens from the protocol, shows the period and prints light without controls', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }, testInfo) => {
    test.slow();
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await seed(page);
    const today = dayFromToday(0);

    await page.goto('/protocol');
    await page.getByRole('link', { name: 'Drucken oder als PDF speichern' }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol/print'));
    // The last 30 days by default: two of the three entries.
    const heading = `Protokoll vom ${german(addDays(today, -29))} bis ${german(today)}`;
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · Leistungszone`);
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(2);
    // Oldest first.
    await expect(articles.nth(0)).toContainText('Intervalle 6 × 400 m');
    await expect(articles.nth(1)).toContainText('Kreismeisterschaft Finale');
    await expect(articles.nth(1)).toContainText('Stadion am See');
    await expect(articles.nth(1)).toContainText('Platz 2');
    await expect(articles.nth(1)).toContainText('Zweite Hälfte zäh.');
    await expect(page.getByRole('table', { name: 'Emotionen im Zeitraum' })).toBeVisible();

    // Another period through the form, by keyboard.
    const from = addDays(today, -60);
    await page.getByLabel('Von').fill(from);
    await page.getByLabel('Bis').fill(today);
    await page.getByLabel('Bis').press('Enter');
    await expect(page).toHaveURL(appURL(baseURL!, `/protocol/print?from=${from}&to=${today}`));
    await expect(articles).toHaveCount(3);
    await expect(articles.nth(0)).toContainText('Alter Eintrag');
    // A reversed period is refused at the field, and the page keeps the last one.
    await page.getByLabel('Von').fill(today);
    await page.getByLabel('Bis').fill(from);
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page.getByText('Das Enddatum liegt vor dem Startdatum')).toBeVisible();
    await expect(articles).toHaveCount(3);

    // The CSV of the same period.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Als CSV herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^leistungszone-protokoll-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFDatum;Uhrzeit;Art;Titel;Wichtigkeit;Ort;Leistung;Ziel erreicht;Ergebnis;Notizen;motiviert;nervös;Im Zielbereich (%)',
    );
    expect(csv).toContain(`\r\n${german(addDays(today, -40))};`);
    expect(csv).toContain(';Training;Alter Eintrag;4;;4;Teilweise;;;7;6;');

    // Paper: dark theme on screen, light on paper, no controls.
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
      await expect(page.getByRole('button', { name: 'Drucken / PDF' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Zurück zum Protokoll' })).toBeHidden();
      const colours = await page.evaluate(() => {
        const card = document.querySelector('.lz-print-entry') as HTMLElement;
        return {
          body: getComputedStyle(document.body).backgroundColor,
          card: getComputedStyle(card).backgroundColor,
          ink: getComputedStyle(card).color,
        };
      });
      expect(colours).toEqual({
        body: 'rgb(255, 255, 255)',
        card: 'rgb(255, 255, 255)',
        ink: 'rgb(15, 23, 42)',
      });
      await keepLook(page, testInfo, `print-dark-${width}`, { fullPage: true });
    }

    // On screen, light and dark, phone and desktop: axe finds nothing serious.
    await page.emulateMedia({ media: 'screen' });
    await checkLooks(page, testInfo, 'screen', {
      ready: async () => {
        await expect(page.getByRole('button', { name: 'Drucken / PDF' })).toBeVisible();
      },
    });

    // Back to the protocol by keyboard.
    await page.getByRole('link', { name: 'Zurück zum Protokoll' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol'));
  });
});
