import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from '@playwright/test';
import { CONSENT_VERSION } from '../src/domain/consent';
import { de } from '../src/domain/messages';
import { formatVersion } from '../src/web/lib/format';
import { expect, TEST_COCKTAIL, TEST_PASSWORD, test, uniqueEmail } from './fixtures';
import { callFunction, openMailLink, signUp } from './support/api';
import { checkLooks } from './support/axe';
import { appURL, heading, registerAsAthlete, setSlider, toast } from './support/helpers';
import { type AppServer, startAppServer } from './support/server';
import { linkFrom, type Mailbox } from './support/smtp';

const t = de.privacy;
const DIALOG = t.dialog.title;

/** Moves every slider of the check-in and saves it. */
async function checkIn(page: Page) {
  const form = page.getByRole('region', { name: 'Wie fühlst du dich jetzt?' });
  for (const { label } of TEST_COCKTAIL) {
    await setSlider(form.getByRole('slider', { name: label, exact: true }), 5);
  }
  await form.getByRole('button', { name: 'Check-in speichern' }).click();
}

/** The consent line in Datenschutz: version and time. */
function consentLine(page: Page) {
  return page.getByTestId('consent-status');
}

test('a new athlete consents at the onboarding before any health data, and Datenschutz shows it', async ({
  page,
  baseURL,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('consent');
  await registerAsAthlete(page, 'Nora Neu', email, TEST_PASSWORD);
  await expect(page).toHaveURL(appURL(baseURL!, '/verify-email'));
  await page.goto(linkFrom(await mailbox.waitForMail(email)));
  await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/introduction'));

  // The exact text, its version, and an explicit checkbox.
  const consent = page.getByRole('region', { name: t.onboarding.title });
  await expect(consent.getByText(`Fassung vom ${formatVersion(CONSENT_VERSION)}`)).toBeVisible();
  await expect(consent.getByText('Wer es sieht:')).toBeVisible();
  await expect(consent.getByText(/nur, was du genau diesem Trainer freigibst/)).toBeVisible();
  const box = page.getByRole('checkbox', { name: t.onboarding.checkbox });
  await expect(box).not.toBeChecked();

  // Without the tick nobody goes on, and the athlete learns why and what else she can do.
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.onboarding.required })).toBeVisible();
  await expect(box).toBeFocused();
  await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/introduction'));
  await expect(consent.getByRole('link', { name: 'Datenschutzerklärung' }).first()).toHaveAttribute(
    'href',
    '/datenschutz',
  );
  await expect(consent.getByRole('link', { name: 'lösche dein Konto' })).toHaveAttribute(
    'href',
    '/settings#konto-loeschen',
  );
  await checkLooks(page, test.info(), 'onboarding-consent');

  await box.check();
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(heading(page, 'Dein Profil')).toBeVisible();
  await page.getByLabel('Sportart', { exact: true }).fill('Triathlon');
  await page.getByRole('radio', { name: 'Leistungssport' }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(heading(page, 'Deine Emotionen')).toBeVisible();
  for (const name of ['motiviert', 'fokussiert', 'nervös']) {
    await page.getByRole('checkbox', { name, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(heading(page, 'Deine Zielzonen')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(heading(page, 'Trainer und Erinnerungen')).toBeVisible();
  await page.getByRole('button', { name: 'Später erledigen' }).click();
  await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));
  // Consent given: nothing asks again.
  await expect(page.getByRole('dialog', { name: DIALOG })).toHaveCount(0);

  await page.goto('/settings#datenschutz');
  const today = new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'medium',
    timeZone: 'Europe/Berlin',
  }).format(new Date());
  await expect(consentLine(page)).toHaveText(
    new RegExp(
      `^Eingewilligt am ${today.replace(/\./g, '\\.')}, \\d\\d:\\d\\d in die Fassung vom ${formatVersion(CONSENT_VERSION)}\\.$`,
    ),
  );
  await expect(page.getByRole('button', { name: t.block.withdraw })).toBeVisible();
});

/**
 * An athlete from before the consent was asked: onboarded with an entry, and then, as the data
 * migration leaves such athletes, without any consent row. The app server of this test runs on a
 * data directory of its own, so the row can be removed between two starts (PGlite lets one process
 * open it at a time).
 */
async function athleteFromBeforeConsent(mailbox: Mailbox) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lz-e2e-consent-'));
  const logFile = test.info().outputPath('server.log');
  const first = await startAppServer({ smtpUrl: mailbox.url, dataDir, logFile });
  const email = uniqueEmail('before');
  let userId: string;
  try {
    const { id, token } = await signUp(first, {
      name: 'Alma Alt',
      email,
      password: TEST_PASSWORD,
      accountType: 'athlete',
    });
    userId = id;
    await openMailLink(first, linkFrom(await mailbox.waitForMail(email)));
    await callFunction(first, 'giveConsent', { version: CONSENT_VERSION }, token);
    await callFunction(
      first,
      'saveOnboardingProfile',
      {
        name: 'Alma Alt',
        sport: 'Rudern',
        level: 'amateur',
      },
      token,
    );
    await callFunction(
      first,
      'saveOnboardingEmotions',
      {
        emotions: TEST_COCKTAIL.map(({ id: emotionId, label, group }) => ({
          id: emotionId,
          label,
          group,
        })),
      },
      token,
    );
    await callFunction(first, 'saveOnboardingZones', { emotions: TEST_COCKTAIL }, token);
    await callFunction(first, 'finishOnboarding', { reminder: null, coachCode: null }, token);
  } finally {
    await first.stop();
  }
  const db = new PGlite(path.join(dataDir, 'pglite'));
  await db.query('DELETE FROM consents WHERE user_id = $1', [userId]);
  await db.close();
  const server = await startAppServer({ smtpUrl: mailbox.url, dataDir, logFile });
  return {
    server,
    email,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function signInAt(page: Page, server: AppServer, email: string) {
  const res = await page.request.post(`${server.baseURL}/api/auth/sign-in/email`, {
    data: { email, password: TEST_PASSWORD },
    headers: { origin: server.baseURL },
  });
  expect(res.ok()).toBe(true);
}

test('an athlete without consent is asked at start; after "Später" a save is refused with a way to consent', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const before = await athleteFromBeforeConsent(mailbox);
  try {
    const { server } = before;
    await signInAt(page, server, before.email);
    await page.goto(`${server.baseURL}/performance-cocktail`);

    const dialog = page.getByRole('dialog', { name: DIALOG });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(t.dialog.missing)).toBeVisible();
    await expect(dialog.getByText(`Fassung vom ${formatVersion(CONSENT_VERSION)}`)).toBeVisible();
    await checkLooks(page, test.info(), 'consent-dialog', { fullPage: false });

    await dialog.getByRole('button', { name: t.dialog.later }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: t.banner.missingTitle })).toBeVisible();

    // The save is refused, with what to do and the button that does it.
    await checkIn(page);
    const refusal = toast(page, de.consent.refused);
    await expect(refusal).toBeVisible();
    await page.getByRole('button', { name: de.consent.give }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.dialog.agree }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: t.banner.missingTitle })).toHaveCount(0);

    // The same check-in now saves.
    await page
      .getByRole('region', { name: 'Wie fühlst du dich jetzt?' })
      .getByRole('button', { name: 'Check-in speichern' })
      .click();
    await expect(toast(page, 'Erfolgreich gespeichert').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('dialog', { name: DIALOG })).toHaveCount(0);
    // The check-in was stored: the cocktail shows it after a reload.
    await expect(page.getByText('Check-in gerade eben')).toBeVisible();
  } finally {
    await before.stop();
  }
});

test('withdrawing in Datenschutz says what happens; then the banner shows, saves are refused, nothing is gone', async ({
  page,
  insertNewUser,
  login,
  appServer,
}) => {
  test.setTimeout(120_000);
  const user = await insertNewUser({ onboarded: true });
  await callFunction(
    appServer,
    'saveEntry',
    {
      id: crypto.randomUUID(),
      occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
      type: 'training',
      title: 'Intervalle am Berg',
      importance: 3,
      emotions: TEST_COCKTAIL.map(({ id, label, group }) => ({ id, label, group, intensity: 5 })),
      rating: 6,
      goalReached: 'partly',
    },
    user.token,
  );
  await login(page, user);
  await page.goto('/settings#datenschutz');
  await page.getByRole('button', { name: t.block.withdraw }).click();
  const confirm = page.getByRole('dialog', { name: t.block.confirmTitle });
  for (const line of t.block.confirmText) await expect(confirm.getByText(line)).toBeVisible();
  await confirm.getByRole('button', { name: t.block.confirm }).click();

  await expect(consentLine(page)).toHaveText(/^Widerrufen am .+ in die Fassung /);
  const offers = page.getByRole('status').filter({ hasText: t.block.afterWithdrawal });
  await expect(offers.getByRole('link', { name: t.exportJson })).toHaveAttribute(
    'href',
    '/api/export?format=json',
  );
  await checkLooks(page, test.info(), 'settings-withdrawn');
  await offers.getByRole('link', { name: t.deleteAccountLink }).click();
  await expect(page.getByRole('heading', { name: 'Konto löschen' })).toBeFocused();

  // Every athlete screen says what the withdrawal means.
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: t.banner.withdrawnTitle });
  for (const line of t.banner.withdrawn) await expect(banner.getByText(line)).toBeVisible();
  await expect(banner.getByRole('link', { name: t.banner.exportData })).toBeVisible();
  await expect(banner.getByRole('link', { name: t.banner.deleteAccount })).toBeVisible();
  await checkLooks(page, test.info(), 'withdrawn-banner');

  await page.goto('/performance-cocktail');
  await checkIn(page);
  await expect(toast(page, de.consent.refused)).toBeVisible();
  await expect(page.getByRole('button', { name: de.consent.give })).toBeVisible();

  // Nothing was deleted.
  await page.goto('/protocol');
  await expect(page.getByText('Intervalle am Berg')).toBeVisible();

  await page.getByRole('button', { name: t.banner.consentAgain }).click();
  await page
    .getByRole('dialog', { name: DIALOG })
    .getByRole('button', { name: t.dialog.agree })
    .click();
  await expect(page.getByRole('region', { name: t.banner.withdrawnTitle })).toHaveCount(0);
});
