import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, TEST_COCKTAIL, test } from './fixtures';
import { checkLooks, keepLook } from './support/axe';
import { appURL, callApi, heading, signOut, toast } from './support/helpers';

/** At most this many taps from the dashboard to a saved quick entry. */
const MAX_TAPS = 6;
/** At most this many seconds. */
const MAX_SECONDS = 20;

function slider(page: Page, name: string) {
  return page.getByRole('slider', { name, exact: true });
}

/** One tap on a 0-10 slider's track where `value` lies: the way a thumb sets it on a phone. */
async function tapSlider(target: Locator, value: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('slider not visible');
  // The thumb's centre runs from half a thumb in from each end; 0.5 rem of 360 px is close enough.
  const inset = 10;
  const x = inset + ((box.width - 2 * inset) * value) / 10;
  await target.click({ position: { x, y: box.height / 2 } });
  await expect(target).toHaveAttribute('aria-valuetext', /von 10$/);
}

/** The value an entry's view gives for a term of its facts. */
function fact(page: Page, term: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
}

function tabBar(page: Page) {
  return page.getByRole('navigation', { name: 'Hauptbereiche' });
}

interface Summary {
  id: string;
  title: string;
  quick: boolean;
  rating: number;
}

const entries = async (page: Page) =>
  (await callApi<{ entries: Summary[] }>(page, 'listEntries', { limit: 100 })).entries;

test.describe('quick log', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('from the dashboard to a saved entry in at most six taps', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }, testInfo) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    // Every click the page receives, so no tap goes uncounted.
    await page.addInitScript(() => {
      (window as unknown as { taps: number }).taps = 0;
      document.addEventListener(
        'click',
        (e) => {
          if (e.isTrusted) (window as unknown as { taps: number }).taps++;
        },
        true,
      );
    });
    await page.goto('/dashboard');
    await expect(heading(page, 'Dashboard')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const started = Date.now();
    let taps = 0;
    const tap = async (action: () => Promise<void>) => {
      taps++;
      await action();
    };
    await tap(() => tabBar(page).getByRole('link', { name: 'Schnelleintrag' }).click());
    await expect(heading(page, 'Schnelleintrag')).toBeVisible();
    // Before ten entries the cocktail's first three emotions are asked.
    const asked = TEST_COCKTAIL.slice(0, 3);
    for (const [i, e] of asked.entries()) {
      await tap(() => tapSlider(slider(page, e.label), [7, 8, 4][i] ?? 5));
    }
    await expect(slider(page, TEST_COCKTAIL[3].label)).toHaveCount(0);
    await tap(() => tapSlider(slider(page, 'Wie lief es?'), 8));
    await tap(() => page.getByRole('button', { name: 'Speichern', exact: true }).click());
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));
    const seconds = (Date.now() - started) / 1000;
    const pageTaps = await page.evaluate(() => (window as unknown as { taps: number }).taps);

    // The figures for the record, printed and kept with the test.
    console.log(`quick log: ${pageTaps} taps, ${seconds.toFixed(1)} s from the dashboard to saved`);
    testInfo.annotations.push({ type: 'taps', description: String(pageTaps) });
    testInfo.annotations.push({ type: 'seconds', description: seconds.toFixed(1) });
    expect(pageTaps).toBe(taps);
    expect(pageTaps).toBeLessThanOrEqual(MAX_TAPS);
    expect(seconds).toBeLessThanOrEqual(MAX_SECONDS);

    // A real entry: on the dashboard and in the protocol, marked for completing.
    const saved = await entries(page);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ title: 'Training', quick: true });
    await expect(page.locator('[data-stat="total"] dd')).toContainText('1');
    await tabBar(page).getByRole('link', { name: 'Protokoll' }).click();
    await expect(heading(page, 'Protokoll')).toBeVisible();
    await expect(page.getByText('Schnelleintrag – vervollständigen')).toBeVisible();
  });

  test('is axe clean and fits a phone in the light and the dark theme', async ({
    page,
    insertNewUser,
    login,
  }, testInfo) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await page.goto('/quick-log');
    await expect(heading(page, 'Schnelleintrag')).toBeVisible();
    await expect(slider(page, 'motiviert')).toBeVisible();
    await page.getByText('Art und Notiz (optional)').click();
    await expect(page.getByRole('radio', { name: 'Wettkampf' })).toBeVisible();
    await checkLooks(page, testInfo, 'quick-log');

    // Keyboard: the sliders take Space for the middle value and arrow keys from there.
    const motiviert = slider(page, 'motiviert');
    await motiviert.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(motiviert).toHaveValue('6');
  });

  test('keeps its draft over a reload and offline, and saves it exactly once', async ({
    page,
    context,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await page.goto('/quick-log');
    await expect(heading(page, 'Schnelleintrag')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await tapSlider(slider(page, 'motiviert'), 7);
    await page.getByText('Art und Notiz (optional)').click();
    await page.getByRole('radio', { name: 'Wettkampf' }).check();
    await page.getByLabel('Notiz').fill('Start verschlafen');

    await page.reload();
    await expect(heading(page, 'Schnelleintrag')).toBeVisible();
    await expect(slider(page, 'motiviert')).toHaveAttribute('aria-valuetext', /von 10$/);
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await expect(
      page.getByText('Offline – dein Schnelleintrag bleibt auf diesem Gerät.'),
    ).toBeVisible();
    await tapSlider(slider(page, 'Wie lief es?'), 3);
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(toast(page, 'Fehler beim Speichern')).toBeVisible();
    await expect(toast(page, 'Netzwerkfehler')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/quick-log'));
    const stored = await page.evaluate(
      (key) => localStorage.getItem(key),
      `lz-draft:quick:${user.id}`,
    );
    expect(JSON.parse(stored!)).toMatchObject({ type: 'competition', notes: 'Start verschlafen' });

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `lz-draft:quick:${user.id}`),
    ).toBeNull();
    const saved = await entries(page);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ title: 'Wettkampf', quick: true });
  });

  test('its draft is removed on signing out, as on a shared device', async ({
    page,
    insertNewUser,
    login,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await page.goto('/quick-log');
    await expect(heading(page, 'Schnelleintrag')).toBeVisible();
    await tapSlider(slider(page, 'motiviert'), 7);
    const key = `lz-draft:quick:${user.id}`;
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).not.toBeNull();

    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
  });

  test('a quick entry is completed in the entry’s steps', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }, testInfo) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    const id = randomUUID();
    await callApi(page, 'saveQuickEntry', {
      id,
      occurredAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      type: 'training',
      emotions: [{ id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7 }],
      rating: 6,
    });
    await page.goto(`/protocol?entry=${id}`);
    await expect(heading(page, 'Training')).toBeVisible();
    // What the quick log did not ask shows as not given, not as the stand-ins it stores.
    await expect(fact(page, 'Wichtigkeit')).toHaveText('nicht angegeben');
    await expect(fact(page, 'Ziel erreicht')).toHaveText('nicht angegeben');
    await expect(fact(page, 'Selbsteinschätzung')).toHaveText('6 von 10');
    await keepLook(page, testInfo, 'quick-entry-360', { fullPage: true });
    await page.getByRole('button', { name: 'Vervollständigen' }).click();

    // The quick log's guesses are asked again; what it recorded is kept.
    await expect(heading(page, 'Kontext')).toBeVisible();
    await expect(page.getByLabel('Titel', { exact: true })).toHaveValue('Training');
    await expect(
      page.getByRole('group', { name: 'Wichtigkeit' }).getByRole('radio', { checked: true }),
    ).toHaveCount(0);
    await page.getByLabel('Titel', { exact: true }).fill('Intervalle');
    await page
      .getByRole('group', { name: 'Wichtigkeit' })
      .getByRole('radio', { name: '4', exact: true })
      .check();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(heading(page, 'Emotionen')).toBeVisible();
    await expect(slider(page, 'motiviert')).toHaveValue('7');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(heading(page, 'Leistung')).toBeVisible();
    await page.getByRole('radio', { name: 'Teilweise', exact: true }).check();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(heading(page, 'Zusammenfassung')).toBeVisible();
    await page.getByRole('button', { name: 'Eintrag speichern' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol'));
    await expect(page.getByRole('link', { name: 'Intervalle' })).toBeVisible();
    await expect(page.getByText('Schnelleintrag – vervollständigen')).toHaveCount(0);
    const saved = await entries(page);
    expect(saved).toEqual([expect.objectContaining({ id, title: 'Intervalle', quick: false })]);
    // Completed, the entry shows the athlete's own answers.
    await page.getByRole('link', { name: 'Intervalle' }).click();
    await expect(fact(page, 'Wichtigkeit')).toHaveText('4 von 5');
    await expect(fact(page, 'Ziel erreicht')).toHaveText('Teilweise');
  });
});

test.describe('navigation', () => {
  test('a tab bar on phones, the header above 640 px; the tunnel routine on every width', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }, testInfo) => {
    test.slow();
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await page.goto('/dashboard');
    await expect(heading(page, 'Dashboard')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await checkLooks(page, testInfo, 'dashboard');

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard');
      await expect(heading(page, 'Dashboard')).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The header's ten entries never push the page wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      if (width < 640) {
        await expect(tabBar(page)).toBeVisible();
        await expect(tabBar(page).getByRole('link')).toHaveText([
          'Dashboard',
          'Performance',
          'Schnelleintrag',
          'Protokoll',
          'Trends',
        ]);
        await expect(tabBar(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
          'aria-current',
          'page',
        );
      } else {
        await expect(tabBar(page)).toBeHidden();
      }
      // The avatar link is named by what it is, in German.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Profil' })).toBeVisible();

      // The tunnel routine from the navigation: in the menu on a phone, in the header on a desktop.
      const menu = page.getByRole('button', { name: 'Menü', exact: true });
      if (width < 1280) await menu.click();
      else await expect(menu).toBeHidden();
      const mainNav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      for (const label of ['Einstellungen', 'Über']) {
        await expect(mainNav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await mainNav.getByRole('link', { name: 'Tunnel-Routine', exact: true }).click();
      await expect(page).toHaveURL(appURL(baseURL!, '/tunnel-routine'));
      await expect(heading(page, 'Tunnel-Routine')).toBeVisible();
    }

    // Keyboard at phone width: the tab bar's links are reached with Tab and followed with Enter.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/dashboard');
    await expect(heading(page, 'Dashboard')).toBeVisible();
    const plus = tabBar(page).getByRole('link', { name: 'Schnelleintrag' });
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await plus.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Schnelleintrag')).toBeVisible();
  });

  test('the phone menu is entered with Tab and closed with Escape', async ({
    page,
    insertNewUser,
    login,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/dashboard');
    await expect(heading(page, 'Dashboard')).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menü', exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The opened menu follows its button: the next Tab is its first link, not the avatar.
    await page.keyboard.press('Tab');
    const mainNav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(mainNav.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
