import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { dayFromToday } from '../src/domain/calendar-day';
import { CONSENT_VERSION } from '../src/domain/consent';
import { expect, TEST_COCKTAIL, type TestUser, test } from './fixtures';
import { callFunction } from './support/api';
import { checkLooks, expectNoSevereAxeViolations, keepLook } from './support/axe';
import { appURL, heading, toast } from './support/helpers';
import type { AppServer } from './support/server';

const COACH_NAME = 'Clara Trainerin';
const CLUB = 'TSV Musterstadt';

async function inviteCode(server: AppServer, coach: TestUser) {
  await callFunction(server, 'updateCoachProfile', { club: CLUB }, coach.token);
  const { code } = await callFunction<{ code: string }>(
    server,
    'createInviteCode',
    null,
    coach.token,
  );
  return code;
}

function coachSection(page: Page) {
  return page.getByRole('region', { name: 'Trainer', exact: true });
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(heading(page, 'Einstellungen')).toBeVisible();
}

test.describe('coach and athlete', () => {
  test('an athlete links with a code, shares an entry, reads the reply and ends the link', async ({
    page,
    appServer,
    insertNewUser,
    login,
  }) => {
    // The whole journey on two screens with axe checks: longer than one screen's default.
    test.setTimeout(60_000);
    const coach = await insertNewUser({ accountType: 'coach', name: COACH_NAME });
    const athlete = await insertNewUser({ onboarded: true });
    const code = await inviteCode(appServer, coach);
    await login(page, athlete);
    await openSettings(page);

    const section = coachSection(page);
    await expect(section.getByText('Du bist noch mit keinem Trainer verbunden.')).toBeVisible();
    await expectNoSevereAxeViolations(page, 'coach section, no coach', { include: '#trainer' });

    // A wrong code says so, without telling whether it ever existed.
    await section.getByLabel('Einladungscode').fill('ACDE-FGHJ');
    await section.getByRole('button', { name: 'Prüfen' }).click();
    await expect(section.getByText('Dieser Code ist ungültig oder abgelaufen.')).toBeVisible();

    // The right code, typed the way people type it: lower case, no dash.
    await section.getByLabel('Einladungscode').fill(code.replace('-', '').toLowerCase());
    await section.getByRole('button', { name: 'Prüfen' }).click();
    const preview = section.getByRole('region', { name: `Mit ${COACH_NAME} verbinden?` });
    await expect(preview).toBeFocused();
    await expect(preview.getByText(`${COACH_NAME} · ${CLUB}`)).toBeVisible();
    await expect(preview.getByText(`Das sieht ${COACH_NAME}:`)).toBeVisible();
    await expect(
      preview.getByText('Einzelne Einträge teilst du im Protokoll beim Eintrag.', { exact: false }),
    ).toBeVisible();
    await expect(
      preview.getByRole('checkbox', { name: 'Alle Wettkampf-Einträge' }),
    ).not.toBeChecked();
    const trends = preview.getByRole('checkbox', { name: 'Trends' });
    await expect(trends).not.toBeChecked();
    await expect(preview.getByRole('checkbox', { name: 'Performance-Cocktail' })).not.toBeChecked();
    await expectNoSevereAxeViolations(page, 'coach section, preview', { include: '#trainer' });
    await trends.check();
    await preview.getByRole('button', { name: 'Verbinden' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    const coachItem = section.getByRole('listitem').filter({ hasText: COACH_NAME });
    await expect(coachItem).toBeVisible();
    await expect(coachItem).toContainText(CLUB);

    const linked = await callFunction<{ coaches: { sharing: unknown }[] }>(
      appServer,
      'listMyCoaches',
      null,
      athlete.token,
    );
    expect(linked.coaches.map((c) => c.sharing)).toEqual([
      { trends: true, cocktail: false, entryTypes: [] },
    ]);

    // Linking twice with the same coach is refused.
    await section.getByLabel('Einladungscode').fill(code);
    await section.getByRole('button', { name: 'Prüfen' }).click();
    const again = section.getByRole('region', { name: `Mit ${COACH_NAME} verbinden?` });
    await expect(again).toBeVisible();
    await again.getByRole('button', { name: 'Verbinden' }).click();
    await expect(toast(page, 'Du bist bereits mit diesem Trainer verbunden.')).toBeVisible();
    await again.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(section.getByLabel('Einladungscode')).toHaveValue('');

    // Share an entry with a message from its detail view.
    const entryId = randomUUID();
    await callFunction(
      appServer,
      'saveEntry',
      {
        id: entryId,
        occurredAt: new Date(Date.now() - 60 * 60_000).toISOString(),
        type: 'training',
        title: 'Tempodauerlauf',
        importance: 3,
        place: null,
        emotions: [{ id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7 }],
        rating: 6,
        goalReached: 'partly',
        result: null,
        notes: 'Nur für mich',
      },
      athlete.token,
    );
    await page.goto(`/protocol?entry=${entryId}`);
    await expect(heading(page, 'Tempodauerlauf')).toBeVisible();
    const panel = page.getByRole('region', { name: 'Trainer', exact: true });
    await expect(panel.getByText('Mit keinem Trainer einzeln geteilt')).toBeVisible();
    await panel.getByRole('checkbox', { name: COACH_NAME }).check();
    await panel
      .getByLabel('Nachricht an die gewählten Trainer (optional)')
      .fill('Die zweite Hälfte war zäh.');
    await panel.getByRole('button', { name: 'Freigabe speichern' }).click();
    await expect(toast(page, 'Freigabe gespeichert')).toBeVisible();
    await expect(panel.getByText('Geteilt', { exact: true })).toBeVisible();
    await expect(panel.getByText(`Geteilt mit ${COACH_NAME}`)).toBeVisible();
    await expectNoSevereAxeViolations(page, 'entry shared', {
      include: 'section[aria-labelledby="entry-coach-title"]',
    });

    const inbox = await callFunction<{ items: { kind: string; messages?: { text: string }[] }[] }>(
      appServer,
      'listInbox',
      null,
      coach.token,
    );
    expect(inbox.items[0]?.messages?.map((m) => m.text)).toContain('Die zweite Hälfte war zäh.');

    // The coach replies; the athlete reads it on the entry.
    await callFunction(
      appServer,
      'replyToAthlete',
      { id: randomUUID(), athleteId: athlete.id, entryId, text: 'Gut durchgezogen, weiter so!' },
      coach.token,
    );
    await page.reload();
    await expect(panel.getByText('Gut durchgezogen, weiter so!')).toBeVisible();
    await expect(panel.getByText(new RegExp(`^${COACH_NAME} · `))).toBeVisible();

    // Unsharing takes it back.
    await panel.getByRole('checkbox', { name: COACH_NAME }).uncheck();
    await panel.getByRole('button', { name: 'Freigabe speichern' }).click();
    await expect(panel.getByText('Mit keinem Trainer einzeln geteilt')).toBeVisible();
    const after = await callFunction<{ sharedEntries: unknown[] }>(
      appServer,
      'getAthlete',
      { athleteId: athlete.id },
      coach.token,
    );
    expect(after.sharedEntries).toEqual([]);

    // Ending the link in the settings, after a confirmation.
    await openSettings(page);
    await coachItem.getByRole('button', { name: 'Verbindung beenden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verbindung beenden?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Verbindung beenden' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    await expect(section.getByText('Du bist noch mit keinem Trainer verbunden.')).toBeVisible();
    const mine = await callFunction<{ coaches: unknown[] }>(
      appServer,
      'listMyCoaches',
      null,
      athlete.token,
    );
    expect(mine.coaches).toEqual([]);
  });

  test('onboarding shows who the coach is and what is shared before a typed code is used', async ({
    page,
    appServer,
    baseURL,
    insertNewUser,
    login,
  }) => {
    const coach = await insertNewUser({ accountType: 'coach', name: COACH_NAME });
    const athlete = await insertNewUser({ onboarded: false });
    const code = await inviteCode(appServer, coach);
    const t = athlete.token;
    await callFunction(appServer, 'giveConsent', { version: CONSENT_VERSION }, t);
    await callFunction(
      appServer,
      'saveOnboardingProfile',
      { name: athlete.name, sport: 'Tennis', level: 'amateur' },
      t,
    );
    await callFunction(
      appServer,
      'saveOnboardingEmotions',
      { emotions: TEST_COCKTAIL.map(({ id, label, group }) => ({ id, label, group })) },
      t,
    );
    await callFunction(appServer, 'saveOnboardingZones', { emotions: TEST_COCKTAIL }, t);
    await login(page, athlete);
    await page.goto('/onboarding/step-4');
    await expect(heading(page, 'Trainer und Erinnerungen')).toBeVisible();

    await page.getByLabel('Einladungscode (optional)').fill(code);
    await page.getByRole('button', { name: 'Abschließen' }).click();
    const preview = page.getByRole('region', { name: `Mit ${COACH_NAME} verbinden?` });
    await expect(preview).toBeFocused();
    await expect(preview.getByText(`${COACH_NAME} · ${CLUB}`)).toBeVisible();
    await expect(preview.getByText(`Das sieht ${COACH_NAME}:`)).toBeVisible();
    await expect(preview.getByRole('checkbox', { name: 'Trends' })).not.toBeChecked();
    await expect(preview.getByRole('checkbox', { name: 'Performance-Cocktail' })).not.toBeChecked();
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/step-4'));
    await preview.getByRole('button', { name: 'Verbinden' }).click();
    await expect(page.getByText(`Du bist jetzt mit ${COACH_NAME} verbunden.`)).toBeVisible();
    await page.getByRole('button', { name: 'Abschließen' }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));

    const mine = await callFunction<{ coaches: { coachName: string }[] }>(
      appServer,
      'listMyCoaches',
      null,
      t,
    );
    expect(mine.coaches.map((c) => c.coachName)).toEqual([COACH_NAME]);
  });

  test('a coach sees the shared trends as charts, changes the period and prints the shared entries', async ({
    page,
    appServer,
    insertNewUser,
    login,
  }, testInfo) => {
    // Eight screenshots and four axe runs over full chart pages.
    test.setTimeout(150_000);
    const coach = await insertNewUser({ accountType: 'coach', name: COACH_NAME });
    const athlete = await insertNewUser({ onboarded: true, name: 'Anna Athletin' });
    const code = await inviteCode(appServer, coach);
    await callFunction(
      appServer,
      'redeemInviteCode',
      { code, sharing: { trends: true, cocktail: true, entryTypes: ['competition'] } },
      athlete.token,
    );
    const DAY = 86_400_000;
    const entries = [
      { title: 'Kreismeisterschaft', type: 'competition', daysAgo: 3, rating: 8 },
      { title: 'Bahntraining', type: 'training', daysAgo: 5, rating: 5 },
      { title: 'Hallencup', type: 'competition', daysAgo: 20, rating: 7 },
      { title: 'Frühjahrslauf', type: 'competition', daysAgo: 60, rating: 6 },
    ];
    for (const e of entries) {
      await callFunction(
        appServer,
        'saveEntry',
        {
          id: randomUUID(),
          occurredAt: new Date(Date.now() - e.daysAgo * DAY).toISOString(),
          type: e.type,
          title: e.title,
          importance: 3,
          place: null,
          emotions: TEST_COCKTAIL.map((z, i) => ({ ...z, intensity: (e.rating + i) % 10 })),
          rating: e.rating,
          goalReached: 'partly',
          result: null,
          notes: `Geheime Notiz ${e.title}`,
        },
        athlete.token,
      );
    }

    await login(page, coach);
    await page.goto(`/coach/athletes/${athlete.id}`);
    await expect(heading(page, 'Anna Athletin')).toBeVisible();
    const trends = page.locator('[data-shared-trends]');
    await expect(trends.getByRole('heading', { name: 'Verläufe' })).toBeVisible();
    // The athlete's own chart components, over the last 30 days.
    await expect(trends.getByRole('heading', { name: 'Leistung im Verlauf' })).toBeVisible();
    await expect(trends.getByRole('heading', { name: 'Kalender' })).toBeVisible();
    await expect(trends.locator('[data-range]')).toContainText('30 Tage');
    // They speak about the athlete, not to her as on her own trends screen.
    await expect(
      trends.getByText('Die Selbstbewertung (0 bis 10) für jeden Eintrag im Zeitraum.'),
    ).toBeVisible();
    for (const chart of await trends.locator('[data-chart]').all()) {
      await expect(chart).not.toContainText(/(?<!\p{L})(du|dir|dich|dein\p{L}*)(?!\p{L})/iu);
    }

    await trends.getByRole('link', { name: '90 Tage', exact: true }).click();
    await expect(page).toHaveURL(/range=90/);
    await expect(trends.locator('[data-range]')).toContainText('90 Tage');
    await expect(trends).not.toHaveAttribute('aria-busy', 'true');

    await checkLooks(page, testInfo, 'coach-athlete');

    // The print view of the period: only the shared entries of those days, never a note.
    await page.getByRole('link', { name: 'Zeitraum drucken' }).click();
    await expect(page).toHaveURL(new RegExp(`/coach/athletes/${athlete.id}/print\\?from=`));
    const list = page.getByRole('region', { name: 'Mit dir geteilte Einträge' });
    await expect(list.getByRole('article')).toHaveCount(3);
    await expect(list.getByRole('heading', { name: 'Frühjahrslauf' })).toBeVisible();
    await expect(list.getByRole('heading', { name: 'Bahntraining' })).toHaveCount(0);
    await expect(page.getByText('Geheime Notiz', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Überblick' })).toBeVisible();

    // A shorter period lists only its days.
    const from = dayFromToday(-10);
    await page.getByLabel('Von', { exact: true }).fill(from);
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(list.getByRole('heading', { name: 'Kreismeisterschaft' })).toBeVisible();

    await checkLooks(page, testInfo, 'coach-print');
    await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
    await keepLook(page, testInfo, 'coach-print-paper', { fullPage: true });
    await expect(page.getByRole('button', { name: 'Drucken / PDF' })).toBeHidden();
    await expect(list.getByRole('article')).toHaveCount(1);
  });

  test('a coach has no coach section in the settings', async ({ page, insertNewUser, login }) => {
    const coach = await insertNewUser({ accountType: 'coach' });
    await login(page, coach);
    await openSettings(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Datenschutz' })).toBeVisible();
    await expect(coachSection(page)).toHaveCount(0);
  });
});
