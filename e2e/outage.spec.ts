import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appURL, fillEntryContext, heading, setSlider, toast } from './support/helpers';

/** What the server answers while its database is down (src/server/functions/http.ts). */
const UNAVAILABLE = {
  error: {
    status: 'UNAVAILABLE',
    message:
      'Netzwerkfehler: Der Server ist gerade nicht erreichbar. Bitte versuche es später erneut.',
  },
};

async function storedDraft(page: Page, userId: string) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), `lz-draft:${userId}`);
  return raw === null ? null : (JSON.parse(raw) as { title: string });
}

test.describe('server outage during a save', () => {
  test("a 503 keeps the draft, says 'Netzwerkfehler', and the entry is saved once after recovery", async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await page.goto('/protocol/context');

    await fillEntryContext(page, {
      type: 'Training',
      title: 'Intervalle im Ausfall',
      importance: 3,
    });
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(heading(page, 'Emotionen')).toBeVisible();
    await setSlider(page.getByRole('slider', { name: 'motiviert', exact: true }), 6);
    await setSlider(page.getByRole('slider', { name: 'nervös', exact: true }), 3);
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(heading(page, 'Leistung')).toBeVisible();
    await setSlider(page.getByRole('slider', { name: 'Selbsteinschätzung', exact: true }), 7);
    await page.getByRole('radio', { name: 'Ja', exact: true }).check();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(heading(page, 'Notizen')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(heading(page, 'Zusammenfassung')).toBeVisible();

    // The database is down: the server is reachable but answers every save with 503 UNAVAILABLE.
    let refused = 0;
    await page.route('**/api/functions/saveEntry', async (route) => {
      refused++;
      await route.fulfill({ status: 503, json: UNAVAILABLE });
    });
    await page.getByRole('button', { name: 'Eintrag speichern' }).click();
    await expect(toast(page, 'Fehler beim Speichern')).toBeVisible();
    await expect(toast(page, /^Netzwerkfehler/)).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol/summary'));
    expect(refused).toBe(1);
    expect(await storedDraft(page, user.id)).toMatchObject({ title: 'Intervalle im Ausfall' });

    // The database is back.
    await page.unroute('**/api/functions/saveEntry');
    const saves: number[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/api/functions/saveEntry')) saves.push(res.status());
    });
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol'));
    expect(saves).toEqual([200]);
    expect(await storedDraft(page, user.id)).toBeNull();

    const res = await page.request.post('/api/functions/listEntries', {
      data: { data: { limit: 100 } },
    });
    const { entries } = ((await res.json()) as { result: { entries: { title: string }[] } }).result;
    expect(entries.map((e) => e.title)).toEqual(['Intervalle im Ausfall']);
  });
});
