import { randomUUID } from 'node:crypto';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  appURL,
  callApi,
  fillEntryContext,
  heading,
  setSlider,
  signOut,
  toast,
} from './support/helpers';

async function entryTitles(page: Page) {
  const { entries } = await callApi<{ entries: { title: string }[] }>(page, 'listEntries', {});
  return entries.map((e) => e.title);
}

/** Waits until the service worker has precached the shell and controls the page. */
async function shellCached(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** A new entry through the five steps, left on the summary: the draft that must survive offline. */
async function draftEntry(page: Page, title: string) {
  await page.getByRole('link', { name: 'Neuer Eintrag', exact: true }).click();
  await fillEntryContext(page, { type: 'Training', title: title, importance: 3 });
  const next = page.getByRole('button', { name: 'Weiter', exact: true });
  await next.click();
  await expect(heading(page, 'Emotionen')).toBeVisible();
  for (const name of ['motiviert', 'fokussiert', 'nervös', 'müde']) {
    await setSlider(page.getByRole('slider', { name, exact: true }), 5);
  }
  await next.click();
  await expect(heading(page, 'Leistung')).toBeVisible();
  await setSlider(page.getByRole('slider', { name: 'Selbsteinschätzung', exact: true }), 7);
  await page.getByRole('radio', { name: 'Ja', exact: true }).check();
  await next.click();
  await expect(heading(page, 'Notizen')).toBeVisible();
  await next.click();
  await expect(heading(page, 'Zusammenfassung')).toBeVisible();
}

test('after one online visit the app opens offline with its screens and the draft', async ({
  page,
  context,
  insertNewUser,
  login,
  baseURL,
}) => {
  const user = await insertNewUser({ onboarded: true });
  await login(page, user);
  await callApi(page, 'saveEntry', {
    id: randomUUID(),
    occurredAt: new Date(Date.now() - 2 * 60 * 60_000).toISOString(),
    type: 'training',
    title: 'Intervalle am Morgen',
    importance: 3,
    place: null,
    emotions: [{ id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7 }],
    rating: 6,
    goalReached: 'yes',
    result: null,
    notes: '',
  });

  // First visit, online: the dashboard with its data, then an entry started and left as a draft.
  await page.goto('/dashboard');
  await expect(page.getByText('Intervalle am Morgen')).toBeVisible();
  await draftEntry(page, 'Bahntraining im Funkloch');
  await shellCached(page);

  // A repeat visit takes all of its JavaScript from the service worker.
  const scripts: Response[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res);
  });
  await page.goto('/dashboard');
  await expect(page.getByText('Intervalle am Morgen')).toBeVisible();
  await page.getByRole('link', { name: 'Protokoll', exact: true }).first().click();
  await expect(heading(page, 'Protokoll')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(2);
  expect(scripts.filter((res) => !res.fromServiceWorker()).map((res) => res.url())).toEqual([]);

  // Offline: the app starts from the cache with the last known session, screens and draft.
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));
  await expect(page.getByText('Offline – du siehst gespeicherte Daten.')).toBeVisible();
  await expect(page.getByText(`Willkommen, ${user.name}`)).toBeVisible();
  await expect(page.getByText('Intervalle am Morgen')).toBeVisible();

  const offlinePage = await context.newPage();
  await offlinePage.goto('/protocol/summary');
  await expect(heading(offlinePage, 'Zusammenfassung')).toBeVisible();
  await expect(offlinePage.getByText('Bahntraining im Funkloch')).toBeVisible();

  // Saving needs the network: it fails as such, and the draft stays.
  await offlinePage.getByRole('button', { name: 'Eintrag speichern' }).click();
  await expect(toast(offlinePage, 'Netzwerkfehler')).toBeVisible();
  await expect(offlinePage).toHaveURL(appURL(baseURL!, '/protocol/summary'));
  const draft = await offlinePage.evaluate(
    (key) => localStorage.getItem(key),
    `lz-draft:${user.id}`,
  );
  expect(JSON.parse(draft!)).toMatchObject({ title: 'Bahntraining im Funkloch', dirty: true });

  // Back online, the same save lands once.
  await context.setOffline(false);
  await expect(offlinePage.getByText('Offline – du siehst gespeicherte Daten.')).toBeHidden();
  await offlinePage.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(toast(offlinePage, 'Erfolgreich gespeichert')).toBeVisible();
  await expect(offlinePage).toHaveURL(appURL(baseURL!, '/protocol'));
  expect((await entryTitles(offlinePage)).sort()).toEqual([
    'Bahntraining im Funkloch',
    'Intervalle am Morgen',
  ]);
});

test('signing out forgets the stored screens, so the next start offline shows no one and waits for the network', async ({
  page,
  context,
  insertNewUser,
  login,
  baseURL,
}) => {
  const user = await insertNewUser({ onboarded: true });
  await login(page, user);
  await page.goto('/dashboard');
  await expect(page.getByText(`Willkommen, ${user.name}`)).toBeVisible();
  await shellCached(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lz-query-cache')))
    .toContain(user.email);

  await signOut(page);
  await expect(page).toHaveURL(appURL(baseURL!, '/login'));
  expect(await page.evaluate(() => localStorage.getItem('lz-query-cache'))).toBeNull();

  // Nothing is known offline, and an unreachable server is no answer to who is signed in: the app
  // says so instead of guessing "signed out", and retries once the network is back.
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(heading(page, 'Anmeldung konnte nicht geprüft werden')).toBeVisible();
  await expect(page.getByText(/^Netzwerkfehler: Der Server ist nicht erreichbar/)).toBeVisible();
  await expect(page.getByText('Neuer Versuch, sobald du wieder online bist.')).toBeVisible();
  await expect(page.getByText(user.name)).toHaveCount(0);

  await context.setOffline(false);
  await expect(page).toHaveURL(appURL(baseURL!, '/login?redirect=%2Fdashboard'));
  await expect(heading(page, 'Anmelden')).toBeVisible();
});
