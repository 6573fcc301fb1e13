import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { totp } from '../src/server/test/totp';
import { expect, type TestUser, test } from './fixtures';
import { linkByCode } from './support/api';
import { expectNoSevereAxeViolations } from './support/axe';
import { appURL, toast } from './support/helpers';

/** A real 1×1 PNG: the server checks the first bytes, not only the declared type. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const NEW_PASSWORD = 'neues-Passwort-456';

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
}

async function startAthlete(
  page: Page,
  insertNewUser: (o: { onboarded: boolean }) => Promise<TestUser>,
  login: (page: Page, user: TestUser) => Promise<void>,
) {
  const user = await insertNewUser({ onboarded: true });
  await login(page, user);
  await openSettings(page);
  return user;
}

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

function profileLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: 'Profil', exact: true });
}

function fileInput(page: Page) {
  return page.locator('input[type="file"]');
}

test.describe('settings: preferences', () => {
  test('Dunkel applies at once and survives a reload; System follows the device', async ({
    page,
    insertNewUser,
    login,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await startAthlete(page, insertNewUser, login);
    expect(await isDark(page)).toBe(false);

    // Keyboard only: from the checked 'System' one step back is 'Dunkel'.
    await page.getByRole('radio', { name: 'System', exact: true }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Dunkel', exact: true })).toBeChecked();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lz-theme'))).toBe('dark');

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Dunkel', exact: true })).toBeChecked();
    expect(await isDark(page)).toBe(true);

    await page.getByRole('radio', { name: 'Hell', exact: true }).check();
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);

    await page.getByRole('radio', { name: 'System', exact: true }).check();
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);

    // Kept on the server too: a fresh browser of the same account follows the system.
    await expect(toast(page, 'Erfolgreich gespeichert').first()).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('lz-theme'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.getByRole('radio', { name: 'System', exact: true })).toBeChecked();
    expect(await isDark(page)).toBe(true);

    // Deutsch is the one language, offered as a choice of one.
    const language = page.getByRole('combobox', { name: 'Sprache' });
    await expect(language).toHaveValue('de');
    await expect(language.getByRole('option')).toHaveText(['Deutsch']);
  });
});

test.describe('settings: profile picture', () => {
  test('uploads with progress and cancel, shows in the header, can be removed; text is refused', async ({
    page,
    insertNewUser,
    login,
  }) => {
    await startAthlete(page, insertNewUser, login);
    await expect(profileLink(page).locator('img')).toHaveCount(0);

    // Held back at the network so the progress and the cancel button can be seen.
    let hold = true;
    await page.route('**/api/storage/users/**', async (route) => {
      if (route.request().method() === 'POST' && hold) {
        await new Promise((r) => setTimeout(r, 1500));
      }
      await route.continue().catch(() => undefined);
    });

    await fileInput(page).setInputFiles({ name: 'bild.png', mimeType: 'image/png', buffer: PNG });
    const progress = page.getByRole('progressbar', { name: 'Upload des Profilbilds' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
    await page.getByRole('button', { name: 'Abbrechen', exact: true }).click();
    await expect(toast(page, 'Der Upload wurde abgebrochen.')).toBeVisible();
    await expect(progress).toBeHidden();
    await expect(profileLink(page).locator('img')).toHaveCount(0);

    await fileInput(page).setInputFiles({ name: 'bild.png', mimeType: 'image/png', buffer: PNG });
    await expect(progress).toBeVisible();
    await expect(progress).toBeHidden({ timeout: 15_000 });
    hold = false;
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    const headerImage = profileLink(page).locator('img');
    await expect(headerImage).toHaveAttribute(
      'src',
      /^\/api\/storage\/users\/[^/]+\/avatar\?v=\d+$/,
    );
    // Really loaded, not a broken image.
    await expect
      .poll(() => headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1);

    // Kept: still there after a reload, on another page too.
    await page.goto('/dashboard');
    await expect(profileLink(page).locator('img')).toHaveCount(1);
    await profileLink(page).click();
    await expect(page).toHaveURL(/\/settings$/);

    await fileInput(page).setInputFiles({
      name: 'notiz.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('kein Bild'),
    });
    await expect(
      page.getByText('Bitte wähle ein Bild im Format PNG, JPEG, WebP oder GIF.'),
    ).toBeVisible();
    await expect(progress).toHaveCount(0);

    await page.getByRole('button', { name: 'Bild entfernen', exact: true }).click();
    await expect(toast(page, 'Erfolgreich gelöscht')).toBeVisible();
    await expect(profileLink(page).locator('img')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await expect(profileLink(page).locator('img')).toHaveCount(0);
  });
});

test.describe('settings: privacy', () => {
  test('exports the own entries as JSON and CSV downloads', async ({
    page,
    insertNewUser,
    login,
  }) => {
    await startAthlete(page, insertNewUser, login);
    const saved = await page.request.post('/api/functions/saveEntry', {
      data: {
        data: {
          id: randomUUID(),
          occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
          type: 'competition',
          title: 'Kreismeisterschaft 800 m',
          importance: 4,
          place: null,
          emotions: [{ id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7 }],
          rating: 8,
          goalReached: 'yes',
          result: null,
          notes: 'Gutes Rennen',
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Daten als JSON exportieren' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^leistungszone-export-\d{4}-\d{2}-\d{2}\.json$/);
    // German names for the sections and fields (messages-de/exports.ts).
    const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
      Bereiche: Record<string, { Titel?: string; Notizen?: string }[]>;
    };
    expect(data.Bereiche.Protokolleinträge).toEqual([
      expect.objectContaining({ Titel: 'Kreismeisterschaft 800 m', Notizen: 'Gutes Rennen' }),
    ]);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Daten als CSV exportieren' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    expect(await readFile((await csv.path())!, 'utf8')).toContain('Kreismeisterschaft 800 m');

    // The protocol alone, one line per entry.
    const [protocol] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Protokoll als CSV herunterladen' }).click(),
    ]);
    expect(protocol.suggestedFilename()).toMatch(
      /^leistungszone-protokoll-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = (await readFile((await protocol.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFDatum;Uhrzeit;Art;Titel;/);
    expect(lines[1]).toContain(';Wettkampf;Kreismeisterschaft 800 m;4;;8;Ja;;Gutes Rennen;7;');
  });

  test('consent and coach sharing are saved', async ({ page, appServer, insertNewUser, login }) => {
    const athlete = await startAthlete(page, insertNewUser, login);
    // Onboarded test athletes have consented (e2e/fixtures.ts); withdrawing and renewing is kept.
    const consent = page.getByTestId('consent-status');
    await expect(consent).toHaveText(
      /^Eingewilligt am \d\d\.\d\d\.\d{4}, \d\d:\d\d in die Fassung /,
    );
    await page.getByRole('button', { name: 'Einwilligung widerrufen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Einwilligung widerrufen?' });
    await dialog.getByRole('button', { name: 'Widerrufen' }).click();
    await expect(consent).toHaveText(/^Widerrufen am /);
    await page.getByRole('button', { name: 'Einwilligen', exact: true }).click();
    await expect(consent).toHaveText(/^Eingewilligt am /);

    // Nothing beyond the shared entries is shown to a coach until the athlete says so, per coach.
    const privacy = page.getByRole('region', { name: 'Datenschutz' });
    await expect(privacy.getByText('Du bist mit keinem Trainer verbunden')).toBeVisible();
    const coach = await insertNewUser({ accountType: 'coach', name: 'Kai Coach' });
    await linkByCode(appServer, coach, athlete);
    await page.reload();
    const item = page
      .getByRole('region', { name: 'Trainer', exact: true })
      .getByRole('listitem')
      .filter({ hasText: 'Kai Coach' });
    const trends = item.getByRole('checkbox', { name: 'Trends' });
    await expect(trends).not.toBeChecked();
    await trends.check();
    await expect(toast(page, 'Erfolgreich gespeichert').first()).toBeVisible();
    await page.reload();
    await expect(item.getByRole('checkbox', { name: 'Trends' })).toBeChecked();
    await expect(item.getByRole('checkbox', { name: 'Performance-Cocktail' })).not.toBeChecked();
    await expect(privacy.getByText('Trends', { exact: true })).toBeVisible();
  });
});

test.describe('settings: security', () => {
  test('a new password ends the other session; one session can be signed out alone', async ({
    page,
    browser,
    baseURL,
    insertNewUser,
    login,
  }) => {
    const user = await startAthlete(page, insertNewUser, login);
    const otherContext = await browser.newContext({ baseURL: baseURL! });
    const other = await otherContext.newPage();
    await login(other, user);
    await other.goto('/dashboard');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();

    await page.reload();
    // Sign-up and verification opened sessions of their own, so there are at least these two.
    const sessions = page.getByRole('list').filter({ hasText: 'Diese Sitzung' });
    await expect(sessions.getByText('Diese Sitzung')).toBeVisible();
    expect(await sessions.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    // The session in use is active now; the others tell the day they were last used.
    await expect(sessions.getByText('Aktiv: jetzt')).toHaveCount(1);
    await expect(
      sessions.getByText(/^Zuletzt aktiv: \d{1,2}\. \p{L}+ \d{4}$/u).first(),
    ).toBeVisible();

    await page.getByLabel('Aktuelles Passwort', { exact: true }).fill(user.password);
    await page.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Neues Passwort wiederholen', { exact: true }).fill('etwas-anderes-1');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByText('Passwörter stimmen nicht überein')).toBeVisible();

    await page.getByLabel('Aktuelles Passwort', { exact: true }).fill('falsches-passwort');
    await page.getByLabel('Neues Passwort wiederholen', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByText('Das Passwort ist falsch.').first()).toBeVisible();

    await page.getByLabel('Aktuelles Passwort', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .getByText(/Alle anderen Sitzungen wurden abgemeldet/)
        .first(),
    ).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    await other.goto('/dashboard');
    await expect(other).toHaveURL(/\/login\?redirect=%2Fdashboard$/);

    // This browser stays signed in with its fresh session.
    await page.reload();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    // Signed in again elsewhere, then signed out from here.
    await login(other, { email: user.email, password: NEW_PASSWORD });
    await page.reload();
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: /^Abmelden: / }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await other.goto('/dashboard');
    await expect(other).toHaveURL(/\/login/);
    await otherContext.close();
  });

  test('deleting the account needs the password and ends in /login for good', async ({
    page,
    baseURL,
    insertNewUser,
    login,
  }) => {
    const user = await startAthlete(page, insertNewUser, login);
    await page.getByRole('button', { name: 'Konto löschen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto endgültig löschen?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Passwort', { exact: true })).toBeFocused();

    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(dialog.getByText('Bitte gib zur Bestätigung dein Passwort ein.')).toBeVisible();
    await dialog.getByLabel('Passwort', { exact: true }).fill('falsches-passwort');
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(dialog.getByText('Das Passwort ist falsch.')).toBeVisible();

    // Escape keeps everything; the dialog opens again empty.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Konto löschen', exact: true }).click();
    await expect(dialog.getByLabel('Passwort', { exact: true })).toHaveValue('');

    await dialog.getByLabel('Passwort', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/login'));
    await expect(toast(page, 'Dein Konto wurde gelöscht.')).toBeVisible();

    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(toast(page, 'E-Mail-Adresse oder Passwort ist falsch.').first()).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/login'));
  });
});

test.describe('settings: two-factor sign-in', () => {
  test('is set up with the key and a code from the app, and switched off with the password', async ({
    page,
    insertNewUser,
    login,
  }) => {
    const user = await startAthlete(page, insertNewUser, login);
    const security = page.getByRole('region', { name: 'Sicherheit' });
    await security.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();
    await security.getByLabel('Passwort', { exact: true }).fill('falsches-passwort');
    await security.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(security.getByText('Das Passwort ist falsch.')).toBeVisible();
    await security.getByLabel('Passwort', { exact: true }).fill(user.password);
    await security.getByRole('button', { name: 'Weiter', exact: true }).click();

    // Beside the QR code (e2e/daily-loop.spec.ts), the key in blocks of four for typing, and the
    // backup codes to keep.
    const link = security.getByRole('link', { name: 'Auf diesem Gerät in der App öffnen' });
    const uri = (await link.getAttribute('href'))!;
    const secret = new URL(uri).searchParams.get('secret')!;
    await expect(security.getByText(secret.match(/.{1,4}/g)!.join(' '))).toBeVisible();
    await expect(
      security.getByRole('list', { name: 'Backup-Codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    // Digits in blocks, and saved as a file rather than copied by hand.
    const shown = await security
      .getByRole('list', { name: 'Backup-Codes' })
      .getByRole('listitem')
      .allTextContents();
    for (const backupCode of shown) expect(backupCode).toMatch(/^\d{4}-\d{4}-\d{4}$/);
    const download = page.waitForEvent('download');
    await security.getByRole('button', { name: 'Als Datei speichern' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('leistungszone-backup-codes.txt');
    const saved = await readFile((await file.path())!, 'utf8');
    for (const backupCode of shown) expect(saved).toContain(backupCode);

    const code = security.getByLabel('Code aus der App');
    await code.fill('12');
    await security.getByRole('button', { name: 'Bestätigen und einschalten' }).click();
    await expect(security.getByText('Gib den 6-stelligen Code aus deiner App ein.')).toBeVisible();
    await code.fill(totp(uri));
    await security.getByRole('button', { name: 'Bestätigen und einschalten' }).click();
    await expect(toast(page, 'Die Zwei-Faktor-Anmeldung ist jetzt aktiv.')).toBeVisible();
    await expect(security.getByText('Die Zwei-Faktor-Anmeldung ist aktiv.')).toBeVisible();

    // This browser keeps its (new) session.
    await page.reload();
    await expect(security.getByText('Die Zwei-Faktor-Anmeldung ist aktiv.')).toBeVisible();
    await security.getByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten' }).click();
    await security.getByLabel('Passwort', { exact: true }).fill(user.password);
    await security.getByRole('button', { name: 'Ausschalten', exact: true }).click();
    await expect(toast(page, 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.')).toBeVisible();
    await expect(
      security.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }),
    ).toBeVisible();
  });
});

test.describe('settings: accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`passes axe (${colorScheme})`, async ({ page, insertNewUser, login }) => {
      await page.emulateMedia({ colorScheme });
      await startAthlete(page, insertNewUser, login);
      // Sessions load on their own; measured once they are there.
      await expect(page.getByText('Diese Sitzung')).toBeVisible();
      await expectNoSevereAxeViolations(page, `settings ${colorScheme}`);
    });
  }

  test('a coach sees only what applies to coaches', async ({ page, insertNewUser, login }) => {
    const coach = await insertNewUser({ accountType: 'coach' });
    await login(page, coach);
    await openSettings(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Profil' })).toBeVisible();
    await expect(page.getByLabel('Sportart')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Benachrichtigungen' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('button', { name: 'Einwilligen' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Daten als JSON exportieren' })).toBeVisible();

    // The in-page navigation moves the focus to the chosen section.
    await page
      .getByRole('navigation', { name: 'Bereiche der Einstellungen' })
      .getByRole('link', { name: 'Sicherheit' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Sicherheit' })).toBeFocused();
  });
});
