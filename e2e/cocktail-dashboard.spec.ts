import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSevereAxeViolations } from './support/axe';
import { appURL, earlierToday, heading, setSlider, toast } from './support/helpers';

/** Sets a 0-10 slider with the keyboard, as a keyboard user would (Home, then arrow keys). */

/** The header's navigation link (desktop viewport: the navigation is shown inline). */
function navLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', {
    name,
    exact: true,
  });
}

function bar(page: Page, name: string) {
  return page.getByRole('img', { name, exact: true });
}

/** A protocol entry through the app's own API, in the page's session (its cookie). */
async function saveEntry(page: Page, baseURL: string, entry: Record<string, unknown>) {
  const res = await page.request.post('/api/functions/saveEntry', {
    data: { data: entry },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('dashboard', () => {
  test('a new athlete is greeted by name and sees that nothing happened yet', async ({
    page,
    insertNewUser,
    login,
  }) => {
    const user = await insertNewUser({
      accountType: 'athlete',
      verified: true,
      onboarded: true,
      name: 'Mia Muster',
    });
    await login(page, user);
    await page.goto('/dashboard');

    await expect(heading(page, 'Dashboard')).toBeVisible();
    await expect(page.getByText('Willkommen, Mia Muster')).toBeVisible();
    await expect(page.getByText('Keine Aktivitäten vorhanden')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ersten Eintrag schreiben' })).toHaveAttribute(
      'href',
      '/protocol/context',
    );
    // Nothing to average yet: a dash, not a misleading zero.
    await expect(page.locator('[data-stat="rating"]')).toContainText('–');
    await expect(page.locator('[data-stat="total"] dd')).toContainText('0');

    const quick = page.getByRole('region', { name: 'Schnellaktionen' });
    for (const [name, href] of [
      ['Schnelleintrag', '/quick-log'],
      ['Neuer Eintrag', '/protocol/context'],
      ['Performance-Cocktail', '/performance-cocktail'],
      ['Startcheck', '/startcheck'],
      ['Toolbox', '/toolbox'],
      ['Tunnel-Routine', '/tunnel-routine'],
    ] as const) {
      await expect(quick.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('shows entries saved through the API with their figures', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);

    const emotions = (nervoes: number) => [
      { id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7 },
      { id: 'fokussiert', label: 'fokussiert', group: 'P+', intensity: 8 },
      { id: 'nervoes', label: 'nervös', group: 'N+', intensity: nervoes },
      { id: 'muede', label: 'müde', group: 'N-', intensity: 1 },
    ];
    const base = {
      type: 'competition',
      importance: 4,
      place: null,
      goalReached: 'yes',
      result: null,
      notes: '',
    };
    // Both earlier today, so the streak, "this week" and the 30-day window hold them at any hour.
    const now = Date.now();
    const at = (minutesAgo: number) => earlierToday(minutesAgo, now).toISOString();
    await saveEntry(page, baseURL!, {
      ...base,
      id: randomUUID(),
      occurredAt: at(90),
      title: 'Sichtungslauf 400 m',
      emotions: emotions(6), // 3 of 4 in zone
      rating: 7,
    });
    await saveEntry(page, baseURL!, {
      ...base,
      id: randomUUID(),
      occurredAt: at(10),
      title: 'Landesmeisterschaft 400 m',
      emotions: emotions(4), // 4 of 4 in zone
      rating: 8,
    });

    await page.goto('/dashboard');
    const stat = (key: string) => page.locator(`[data-stat="${key}"] dd`);
    await expect(stat('total')).toContainText('2');
    await expect(stat('week')).toContainText('2');
    await expect(stat('rating')).toContainText('7,5');
    // (0.75 + 1) / 2, in German notation with its space before the sign.
    await expect(stat('zone')).toHaveText(/88\s%/);
    await expect(stat('streak')).toContainText('1');
    await expect(stat('streak')).toContainText('Tag');
    await expect(page.getByText('Keine Aktivitäten vorhanden')).toBeHidden();

    const items = page.getByRole('region', { name: 'Letzte Aktivitäten' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    // Newest first.
    await expect(items.nth(0)).toContainText('Landesmeisterschaft 400 m');
    await expect(items.nth(0)).toContainText('Wettkampf');
    await expect(items.nth(0)).toContainText('Bewertung 8/10');
    await expect(items.nth(0)).toContainText(/100\s% im Zielbereich/);
    // Just after midnight the entry is less than ten minutes old; the label then says so its own way.
    if (now - Date.parse(at(10)) === 10 * 60_000) {
      await expect(items.nth(0)).toContainText('vor 10 Minuten');
    }
    await expect(items.nth(1)).toContainText('Sichtungslauf 400 m');
    await expect(items.nth(1)).toContainText(/75\s% im Zielbereich/);
  });

  test('a failed load offers a retry that recovers', async ({ page, insertNewUser, login }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    let fail = true;
    await page.route('**/api/functions/getDashboard', (route) =>
      fail ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('alert').getByText('Fehler beim Laden')).toBeVisible({
      timeout: 15_000,
    });
    fail = false;
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByText('Keine Aktivitäten vorhanden')).toBeVisible();
  });
});

test.describe('performance cocktail', () => {
  test('a check-in moves the bars and the score, and shows on the dashboard', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);

    // The dashboard first, so its answer is cached: the check-in must make it stale.
    await page.goto('/dashboard');
    await expect(page.getByText('Keine Aktivitäten vorhanden')).toBeVisible();
    await navLink(page, 'Performance').click();
    await expect(page).toHaveURL(appURL(baseURL!, '/performance-cocktail'));
    await expect(heading(page, 'Performance-Cocktail')).toBeVisible();

    await expect(page.getByText('Noch kein Check-in', { exact: true })).toBeVisible();
    await expect(bar(page, 'motiviert: Zielbereich 6 bis 8, noch nicht bewertet')).toBeVisible();
    // The IZOF group of each emotion.
    const nervous = page.locator('[data-emotion="nervoes"]');
    await expect(nervous).toContainText('N+');
    await expect(nervous).toContainText('Unangenehm, aber hilfreich');

    const form = page.getByRole('region', { name: 'Wie fühlst du dich jetzt?' });
    // Unrated emotions are named before anything is sent.
    await form.getByRole('button', { name: 'Check-in speichern' }).click();
    await expect(form.getByText('Wert eingeben').first()).toBeVisible();
    await expect(form.getByRole('slider', { name: 'motiviert', exact: true })).toBeFocused();

    await setSlider(form.getByRole('slider', { name: 'motiviert', exact: true }), 7);
    await setSlider(form.getByRole('slider', { name: 'fokussiert', exact: true }), 4);
    await setSlider(form.getByRole('slider', { name: 'nervös', exact: true }), 6);
    await setSlider(form.getByRole('slider', { name: 'müde', exact: true }), 1);
    await form.getByRole('button', { name: 'Check-in speichern' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();

    await expect(page.getByTestId('cocktail-score')).toContainText('2 von 4 im Zielbereich');
    await expect(page.getByText('Check-in gerade eben')).toBeVisible();
    await expect(
      bar(page, 'motiviert: aktuell 7, Zielbereich 6 bis 8, im Zielbereich'),
    ).toBeVisible();
    await expect(
      bar(page, 'fokussiert: aktuell 4, Zielbereich 6 bis 9, 2 unter dem Zielbereich'),
    ).toBeVisible();
    await expect(
      bar(page, 'nervös: aktuell 6, Zielbereich 3 bis 5, 1 über dem Zielbereich'),
    ).toBeVisible();
    await expect(bar(page, 'müde: aktuell 1, Zielbereich 0 bis 2, im Zielbereich')).toBeVisible();

    // A second check-in is a new one, not a retry of the first.
    await setSlider(form.getByRole('slider', { name: 'fokussiert', exact: true }), 7);
    await form.getByRole('button', { name: 'Check-in speichern' }).click();
    await expect(page.getByTestId('cocktail-score')).toContainText('3 von 4 im Zielbereich');

    // In-app navigation: the cached dashboard must have been refreshed by the check-ins.
    await navLink(page, 'Dashboard').click();
    const items = page.getByRole('region', { name: 'Letzte Aktivitäten' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Check-in');
    await expect(items.nth(0)).toContainText(/75\s% im Zielbereich/);
    await expect(items.nth(1)).toContainText(/50\s% im Zielbereich/);
  });

  test('editing: add an emotion, change a zone, keep the history, and guard the rules', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await page.goto('/performance-cocktail');
    await page.getByRole('link', { name: 'Cocktail bearbeiten' }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/performance-cocktail-edit'));
    await expect(heading(page, 'Cocktail bearbeiten')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Gespeicherte Versionen' }).getByRole('listitem'),
    ).toHaveCount(1);

    await page.getByText('Emotion hinzufügen').click();
    const energetic = page.getByRole('button', { name: 'energiegeladen', exact: true });
    await expect(energetic).toHaveAttribute('aria-pressed', 'false');
    await energetic.click();
    await expect(energetic).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('slider', { name: 'energiegeladen: Zielbereich von' })).toHaveValue(
      '6',
    );

    // nervös 3-5 → 3-6
    const nervousTop = page.getByRole('slider', { name: 'nervös: Zielbereich bis' });
    await nervousTop.focus();
    await nervousTop.press('ArrowRight');
    await expect(nervousTop).toHaveValue('6');

    // An own word, placed in a group by the athlete.
    await page.getByRole('textbox', { name: 'Emotion', exact: true }).fill('kribbelig');
    await page.getByRole('combobox', { name: 'Gruppe', exact: true }).selectOption('N+');
    await page.getByRole('button', { name: 'Wort hinzufügen' }).click();
    await expect(page.getByRole('slider', { name: 'kribbelig: Zielbereich bis' })).toHaveValue('6');
    await page.getByRole('combobox', { name: 'Gruppe von kribbelig' }).selectOption('P+');

    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(toast(page, 'Erfolgreich aktualisiert')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/performance-cocktail'));
    await expect(
      bar(page, 'energiegeladen: Zielbereich 6 bis 8, noch nicht bewertet'),
    ).toBeVisible();
    await expect(bar(page, 'nervös: Zielbereich 3 bis 6, noch nicht bewertet')).toBeVisible();
    await expect(page.locator('[data-emotion="eigen-kribbelig"]')).toContainText('P+');

    await page.getByRole('link', { name: 'Cocktail bearbeiten' }).click();
    const versions = page
      .getByRole('list', { name: 'Gespeicherte Versionen' })
      .getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText('Version 2');
    await expect(versions.nth(0)).toContainText('aktuell');
    await expect(versions.nth(0)).toContainText('6 Emotionen');
    await expect(versions.nth(1)).toContainText('Version 1');
    await expect(versions.nth(1)).toContainText('4 Emotionen');

    // Down to two: the rule is shown and nothing is saved.
    for (const name of ['energiegeladen', 'kribbelig', 'nervös', 'müde']) {
      await page.getByRole('button', { name: `${name} Entfernen` }).click();
    }
    await expect(page.getByText('Wähle mindestens 3 Emotionen')).toBeVisible();
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Wähle mindestens 3 Emotionen')).toBeFocused();
    await expect(page).toHaveURL(appURL(baseURL!, '/performance-cocktail-edit'));

    // Leaving with unsaved changes asks first; staying keeps the draft.
    await navLink(page, 'Dashboard').click();
    const dialog = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Weiter bearbeiten' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(appURL(baseURL!, '/performance-cocktail-edit'));
    await expect(page.getByText('Wähle mindestens 3 Emotionen')).toBeVisible();

    await navLink(page, 'Dashboard').click();
    await dialog.getByRole('button', { name: 'Verwerfen' }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));

    // Nothing of the discarded draft reached the server.
    await page.goto('/performance-cocktail-edit');
    await expect(versions).toHaveCount(2);
  });
});

test.describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`dashboard, cocktail and editor pass axe (${colorScheme})`, async ({
      page,
      insertNewUser,
      login,
      baseURL,
    }) => {
      await page.emulateMedia({ colorScheme });
      const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
      await login(page, user);
      await saveEntry(page, baseURL!, {
        id: randomUUID(),
        occurredAt: new Date(Date.now() - 60_000).toISOString(),
        type: 'training',
        title: 'Intervalle 6 × 200 m',
        importance: 3,
        place: null,
        emotions: [{ id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7 }],
        rating: 6,
        goalReached: 'partly',
        result: null,
        notes: '',
      });

      const screens = [
        ['/dashboard', 'Dashboard', 'Letzte Aktivitäten'],
        ['/performance-cocktail', 'Performance-Cocktail', 'Wie fühlst du dich jetzt?'],
        ['/performance-cocktail-edit', 'Cocktail bearbeiten', 'Gespeicherte Versionen'],
      ] as const;
      for (const [path, title, loaded] of screens) {
        await page.goto(path);
        await expect(heading(page, title)).toBeVisible();
        await expect(page.getByRole('heading', { name: loaded })).toBeVisible();
        if (path === '/performance-cocktail-edit')
          await page.getByText('Emotion hinzufügen').click();
        await expectNoSevereAxeViolations(page, path);
      }
    });
  }
});
