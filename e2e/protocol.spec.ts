import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, type TestUser, test } from './fixtures';
import { expectNoSevereAxeViolations } from './support/axe';
import { appURL, callApi, fillEntryContext, heading, setSlider, toast } from './support/helpers';

/** Sets a 0-10 slider with the keyboard, as a keyboard user would (Home, then arrow keys). */

function slider(page: Page, name: string) {
  return page.getByRole('slider', { name, exact: true });
}

function next(page: Page) {
  return page.getByRole('button', { name: 'Weiter', exact: true });
}

interface EntryInput {
  id: string;
  occurredAt: string;
  type: 'training' | 'competition' | 'other';
  title: string;
  importance: number;
  place: string | null;
  emotions: { id: string; label: string; group: string; intensity: number }[];
  rating: number;
  goalReached: 'yes' | 'partly' | 'no';
  result: string | null;
  notes: string;
}

function entryInput(overrides: Partial<EntryInput> = {}): EntryInput {
  return {
    id: randomUUID(),
    occurredAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    type: 'training',
    title: 'Tempodauerlauf',
    importance: 3,
    place: null,
    emotions: [
      { id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7 },
      { id: 'muede', label: 'müde', group: 'N-', intensity: 4 },
    ],
    rating: 6,
    goalReached: 'partly',
    result: null,
    notes: '',
    ...overrides,
  };
}

async function listEntries(page: Page, input: Record<string, unknown> = {}) {
  return callApi<{ entries: { id: string; title: string }[]; nextCursor: string | null }>(
    page,
    'listEntries',
    { limit: 100, ...input },
  );
}

/** The list's entries: each is a link named by its title. */
function entryLinks(page: Page) {
  return page.getByRole('list').locator('h3 a');
}

async function startAthlete(
  page: Page,
  insertNewUser: (o: object) => Promise<TestUser>,
  login: (page: Page, u: TestUser) => Promise<void>,
) {
  const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
  await login(page, user);
  return user;
}

/** A new entry with its context filled in, on the emotions step. */
async function openEmotionsStep(page: Page) {
  await page.goto('/protocol/context');
  await fillEntryContext(page, { type: 'Training', title: 'Intervalle', importance: 3 });
  await next(page).click();
  await expect(heading(page, 'Emotionen')).toBeVisible();
}

/** Fills the five steps of a new entry; ends on the summary. */
async function writeEntry(page: Page, title: string) {
  await fillEntryContext(page, { type: 'Wettkampf', title: title, importance: 4 });
  await page.getByLabel('Ort (optional)').fill('Stadion am See');
  await next(page).click();

  await expect(heading(page, 'Emotionen')).toBeVisible();
  await setSlider(slider(page, 'motiviert'), 7);
  await setSlider(slider(page, 'fokussiert'), 8);
  await setSlider(slider(page, 'nervös'), 4);
  await setSlider(slider(page, 'müde'), 5);
  await next(page).click();

  await expect(heading(page, 'Leistung')).toBeVisible();
  await setSlider(slider(page, 'Selbsteinschätzung'), 8);
  await page.getByRole('radio', { name: 'Teilweise', exact: true }).check();
  await page.getByLabel('Ergebnis (optional)').fill('2:04,3 min, Platz 3');
  await next(page).click();

  await expect(heading(page, 'Notizen')).toBeVisible();
  await page.getByLabel('Notizen (optional)').fill('Erste Runde zu schnell.\nZweite Runde gut.');
  await expect(page.getByText('41 / 10.000 Zeichen')).toBeVisible();
  await next(page).click();

  await expect(heading(page, 'Zusammenfassung')).toBeVisible();
}

test.describe('protocol', () => {
  test('an entry is written in five steps, opened, edited and deleted', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    // Two full passes through the steps, every slider set with the keyboard.
    test.slow();
    await startAthlete(page, insertNewUser, login);
    await page.goto('/protocol');
    await expect(heading(page, 'Protokoll')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Noch keine Einträge' })).toBeVisible();

    await page.getByRole('button', { name: 'Neuer Eintrag' }).first().click();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol/context'));
    await expect(heading(page, 'Kontext')).toBeFocused();

    // Nothing filled in: the step names what is missing and does not move on.
    await next(page).click();
    await expect(page.getByText('Bitte auswählen')).toBeVisible();
    await expect(page.getByText('Dieses Feld ist erforderlich')).toBeVisible();
    await expect(page.getByText('Wert eingeben')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol/context'));
    await expect(page.getByRole('radio', { name: 'Training', exact: true })).toBeFocused();
    // The steps after an invalid one cannot be opened from the step navigation either.
    await expect(
      page.getByRole('navigation', { name: 'Schritte des Eintrags' }).getByRole('link'),
    ).toHaveCount(0);

    await writeEntry(page, 'Kreismeisterschaft 800 m');
    await expect(heading(page, 'Zusammenfassung')).toBeFocused();
    await expect(page.getByText('Stadion am See')).toBeVisible();
    // motiviert 7 (6-8), fokussiert 8 (6-9), nervös 4 (3-5) in; müde 5 (0-2) out.
    await expect(page.getByText('3 von 4 im Zielbereich')).toBeVisible();
    await expect(
      page.getByText('Am weitesten entfernt: müde (3 über dem Zielbereich)'),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^müde: aktuell 5, Zielbereich 0 bis 2/ }),
    ).toBeVisible();
    await expect(page.getByText('Entwurf gespeichert')).toBeVisible();

    await page.getByRole('button', { name: 'Eintrag speichern' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol'));
    await expect(page.getByText('Du hast einen ungespeicherten Entwurf')).toHaveCount(0);
    await expect(entryLinks(page)).toHaveText(['Kreismeisterschaft 800 m']);
    const row = page.getByRole('listitem').filter({ hasText: 'Kreismeisterschaft 800 m' });
    await expect(row).toContainText('Wettkampf');
    await expect(row).toContainText('8/10');
    await expect(row).toContainText('75 %');

    // Open it.
    await entryLinks(page).first().click();
    await expect(page).toHaveURL(/\/protocol\?entry=[0-9a-f-]{36}$/);
    await expect(heading(page, 'Kreismeisterschaft 800 m')).toBeFocused();
    await expect(page.getByText('2:04,3 min, Platz 3')).toBeVisible();
    await expect(page.getByText('Erste Runde zu schnell.')).toBeVisible();

    // Edit its title: the entry is loaded into the draft and saved over itself.
    await page.getByRole('button', { name: 'Bearbeiten', exact: true }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol/context'));
    await expect(page.getByText('Eintrag bearbeiten · Schritt 1 von 5')).toBeVisible();
    await expect(page.getByLabel('Titel', { exact: true })).toHaveValue('Kreismeisterschaft 800 m');
    await page.getByLabel('Titel', { exact: true }).fill('Kreismeisterschaft 800 m – Finale');
    await page
      .getByRole('navigation', { name: 'Schritte des Eintrags' })
      .getByRole('link', { name: /Zusammenfassung/ })
      .click();
    await expect(heading(page, 'Zusammenfassung')).toBeVisible();
    await page.getByRole('button', { name: 'Eintrag speichern' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    await expect(entryLinks(page)).toHaveText(['Kreismeisterschaft 800 m – Finale']);
    expect((await listEntries(page)).entries).toHaveLength(1);

    // Delete it, after a confirmation that Escape can cancel.
    await entryLinks(page).first().click();
    const deleteButton = page.getByRole('button', { name: 'Löschen', exact: true });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Eintrag löschen?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Löschen', exact: true }).click();
    await expect(toast(page, 'Erfolgreich gelöscht')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol'));
    await expect(page.getByRole('heading', { name: 'Noch keine Einträge' })).toBeVisible();
    expect((await listEntries(page)).entries).toHaveLength(0);
  });

  test('a slider stays where it is when its first value is set, on a phone', async ({
    page,
    insertNewUser,
    login,
  }) => {
    await startAthlete(page, insertNewUser, login);
    await page.setViewportSize({ width: 360, height: 800 });
    await openEmotionsStep(page);

    // A finger that sets a value must not find the track moved under it.
    const first = slider(page, 'motiviert');
    await expect(first).toHaveAttribute('data-unset', 'true');
    const hints = page.getByText('Noch offen – tippe auf einen Wert');
    await expect(hints).toHaveCount(4);
    const before = (await first.boundingBox())!;
    await first.focus();
    await first.press('ArrowRight');
    await expect(first).toHaveAttribute('aria-valuetext', '6 von 10');
    const after = (await first.boundingBox())!;
    expect(after.y).toBe(before.y);
    await expect(hints).toHaveCount(3);
  });

  test('a further emotion is added, rated and removed on the emotions step', async ({
    page,
    insertNewUser,
    login,
  }) => {
    await startAthlete(page, insertNewUser, login);
    await openEmotionsStep(page);

    const choice = page.getByLabel('Weitere Emotion hinzufügen');
    // The cocktail's emotions are not offered again.
    await expect(choice.locator('option', { hasText: 'motiviert' })).toHaveCount(0);
    await choice.selectOption({ label: 'mutig' });
    await page.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
    await expect(slider(page, 'mutig')).toBeVisible();
    await expect(choice.locator('option', { hasText: 'mutig' })).toHaveCount(0);

    await setSlider(slider(page, 'motiviert'), 7);
    await setSlider(slider(page, 'mutig'), 3);
    // The values are the draft's: they come back after a reload.
    await page.reload();
    await expect(slider(page, 'mutig')).toHaveValue('3');
    await expect(slider(page, 'motiviert')).toHaveValue('7');

    await page.getByRole('button', { name: 'mutig entfernen' }).click();
    await expect(slider(page, 'mutig')).toHaveCount(0);
    await expect(choice.locator('option', { hasText: 'mutig' })).toHaveCount(1);
    await expect(slider(page, 'motiviert')).toHaveValue('7');
  });

  test('the draft survives going offline and a reload, and is saved exactly once', async ({
    page,
    context,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await startAthlete(page, insertNewUser, login);
    await page.goto('/protocol/context');
    await expect(heading(page, 'Kontext')).toBeVisible();
    // The steps' code and the cocktail are fetched while online.
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await writeEntry(page, 'Bahntraining offline');
    await expect(page.getByText('Offline – dein Entwurf bleibt auf diesem Gerät.')).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key), `lz-draft:${user.id}`);
    expect(JSON.parse(stored!)).toMatchObject({ title: 'Bahntraining offline', dirty: true });

    // Without a service worker the page itself needs the network to load; the draft does not.
    await context.setOffline(false);
    await page.reload();
    await expect(heading(page, 'Zusammenfassung')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await expect(page.getByText('Bahntraining offline')).toBeVisible();
    await expect(page.getByText('3 von 4 im Zielbereich')).toBeVisible();

    await page.getByRole('button', { name: 'Eintrag speichern' }).click();
    await expect(toast(page, 'Fehler beim Speichern')).toBeVisible();
    await expect(toast(page, 'Netzwerkfehler')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol/summary'));
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `lz-draft:${user.id}`),
    ).not.toBeNull();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol'));
    await expect(entryLinks(page)).toHaveText(['Bahntraining offline']);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `lz-draft:${user.id}`),
    ).toBeNull();
    const { entries } = await listEntries(page);
    expect(entries.map((e) => e.title)).toEqual(['Bahntraining offline']);
  });

  test('a draft is offered again on the list, and can be discarded', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    await startAthlete(page, insertNewUser, login);
    await page.goto('/protocol/context');
    await page.getByLabel('Titel', { exact: true }).fill('Halb fertig');
    await page.goto('/protocol');
    await expect(page.getByText('Du hast einen ungespeicherten Entwurf')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol/context'));
    await expect(page.getByLabel('Titel', { exact: true })).toHaveValue('Halb fertig');

    await page.goto('/protocol');
    await page.getByRole('button', { name: 'Verwerfen' }).click();
    await page
      .getByRole('dialog', { name: 'Entwurf verwerfen?' })
      .getByRole('button', { name: 'Verwerfen' })
      .click();
    await expect(page.getByText('Du hast einen ungespeicherten Entwurf')).toHaveCount(0);
    await page.getByRole('button', { name: 'Neuer Eintrag' }).first().click();
    await expect(page.getByLabel('Titel', { exact: true })).toHaveValue('');
  });

  test('a retried save with the same id writes one entry', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    test.slow();
    await startAthlete(page, insertNewUser, login);
    await page.goto('/protocol');

    // Through the API: the same input twice.
    const input = entryInput({ title: 'Zweimal gesendet' });
    const first = await callApi<{ id: string }>(page, 'saveEntry', input);
    const second = await callApi<{ id: string }>(page, 'saveEntry', input);
    expect(second.id).toBe(first.id);
    expect((await listEntries(page)).entries.map((e) => e.id)).toEqual([input.id]);

    // Through the app: the server writes, but the answer is lost on the way back.
    await page.getByRole('button', { name: 'Neuer Eintrag' }).first().click();
    await writeEntry(page, 'Antwort verloren');
    let lost = false;
    await page.route('**/api/functions/saveEntry', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Eintrag speichern' }).click();
    await expect(toast(page, 'Netzwerkfehler')).toBeVisible();
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol'));
    await expect(entryLinks(page)).toHaveText(['Antwort verloren', 'Zweimal gesendet']);
    expect((await listEntries(page)).entries).toHaveLength(2);
  });

  test('the list filters by type and loads more with the cursor', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    // 24 entries are written first.
    test.slow();
    await startAthlete(page, insertNewUser, login);
    await page.goto('/protocol');
    const hour = 60 * 60_000;
    const now = Date.now();
    // 22 trainings, one competition, one other; the newest first in the list.
    for (let i = 0; i < 22; i++) {
      await callApi(page, 'saveEntry', {
        ...entryInput({ title: `Training ${i + 1}`, type: 'training' }),
        occurredAt: new Date(now - (30 - i) * hour).toISOString(),
      });
    }
    await callApi(page, 'saveEntry', {
      ...entryInput({ title: 'Landesmeisterschaft', type: 'competition' }),
      occurredAt: new Date(now - 2 * hour).toISOString(),
    });
    await callApi(page, 'saveEntry', {
      ...entryInput({ title: 'Mentaltraining', type: 'other' }),
      occurredAt: new Date(now - 3 * hour).toISOString(),
    });

    await page.reload();
    await expect(entryLinks(page)).toHaveCount(20);
    await expect(entryLinks(page).first()).toHaveText('Landesmeisterschaft');
    await expect(entryLinks(page).nth(1)).toHaveText('Mentaltraining');
    await expect(entryLinks(page).nth(2)).toHaveText('Training 22');
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    await expect(entryLinks(page)).toHaveCount(24);
    await expect(entryLinks(page).last()).toHaveText('Training 1');
    await expect(page.getByRole('button', { name: 'Mehr laden' })).toHaveCount(0);

    await page.getByLabel('Art').selectOption({ label: 'Wettkampf' });
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol?type=competition'));
    await expect(entryLinks(page)).toHaveText(['Landesmeisterschaft']);

    await page.getByLabel('Art').selectOption({ label: 'Sonstiges' });
    await expect(entryLinks(page)).toHaveText(['Mentaltraining']);

    // A date range with nothing in it.
    await page.getByLabel('Art').selectOption({ label: 'Alle Arten' });
    await page.getByLabel('Von').fill('2001-01-01');
    await page.getByLabel('Bis').fill('2001-01-31');
    await expect(
      page.getByRole('heading', { name: 'Keine Einträge für diese Auswahl' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/protocol'));
    // The pages loaded before are still there.
    await expect(entryLinks(page)).toHaveCount(24);
  });
});

test.describe('protocol accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`list, detail and every step pass axe (${colorScheme})`, async ({
      page,
      insertNewUser,
      login,
    }) => {
      // Nine screens, each measured by axe.
      test.slow();
      await page.emulateMedia({ colorScheme });
      await startAthlete(page, insertNewUser, login);
      await callApi(page, 'saveEntry', entryInput({ title: 'Intervalle 6 × 400 m' }));

      await page.goto('/protocol');
      await expect(entryLinks(page)).toHaveCount(1);
      await expectNoSevereAxeViolations(page, 'list');
      await entryLinks(page).first().click();
      await expect(heading(page, 'Intervalle 6 × 400 m')).toBeVisible();
      await expectNoSevereAxeViolations(page, 'detail');
      await page.getByRole('button', { name: 'Löschen', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSevereAxeViolations(page, 'delete dialog');
      await page.keyboard.press('Escape');

      await page.goto('/protocol/context');
      await expect(heading(page, 'Kontext')).toBeVisible();
      await next(page).click();
      await expect(page.getByText('Bitte auswählen')).toBeVisible();
      await expectNoSevereAxeViolations(page, 'context with errors');
      await writeEntry(page, 'Axe-Prüfung');
      await expectNoSevereAxeViolations(page, 'summary');
      for (const [path, title] of [
        ['/protocol/emotions', 'Emotionen'],
        ['/protocol/performance', 'Leistung'],
        ['/protocol/notes', 'Notizen'],
      ] as const) {
        await page.goto(path);
        await expect(heading(page, title)).toBeVisible();
        await expectNoSevereAxeViolations(page, title);
      }
      await page.goto('/protocol');
      await expect(page.getByText('Du hast einen ungespeicherten Entwurf')).toBeVisible();
      await expectNoSevereAxeViolations(page, 'list with draft banner');
    });
  }
});
