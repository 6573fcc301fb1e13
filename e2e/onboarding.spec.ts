import type { Locator, Page } from '@playwright/test';
import { CONSENT_VERSION } from '../src/domain/consent';
import { expect, type TestUser, test } from './fixtures';
import { callFunction } from './support/api';
import { expectNoSevereAxeViolations } from './support/axe';
import { appURL, heading, toast } from './support/helpers';
import type { AppServer } from './support/server';

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const STEP_1 = { name: 'Anna Athletin', sport: 'Tennis', level: 'amateur' } as const;
const STEP_2 = [
  { id: 'motiviert', label: 'motiviert', group: 'P+' },
  { id: 'fokussiert', label: 'fokussiert', group: 'P+' },
  { id: 'nervoes', label: 'nervös', group: 'N+' },
  { id: 'muede', label: 'müde', group: 'N-' },
] as const;

/** The consent to processing health data, which the introduction asks for first. */
async function giveConsent(server: AppServer, user: TestUser) {
  await callFunction(server, 'giveConsent', { version: CONSENT_VERSION }, user.token);
}

/** Completes the first `steps` steps through the API, for tests that start in the middle. */
async function completeSteps(server: AppServer, user: TestUser, steps: 1 | 2 | 3) {
  await giveConsent(server, user);
  await callFunction(server, 'saveOnboardingProfile', STEP_1, user.token);
  if (steps < 2) return;
  await callFunction(server, 'saveOnboardingEmotions', { emotions: STEP_2 }, user.token);
  if (steps < 3) return;
  await callFunction(
    server,
    'saveOnboardingZones',
    { emotions: STEP_2.map((e) => ({ ...e, zoneMin: 2, zoneMax: 5 })) },
    user.token,
  );
}

test.describe('onboarding wizard', () => {
  test('an athlete completes all four steps with the mouse and lands on the dashboard', async ({
    page,
    baseURL,
    insertNewUser,
    login,
    appServer,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true });
    await login(page, user);

    await page.goto('/onboarding/introduction');
    await expect(heading(page, 'Willkommen bei Leistungszone')).toBeVisible();
    // The consent comes first (e2e/consent.spec.ts tries going on without it).
    await page.getByRole('checkbox', { name: /Ich willige ein/ }).check();
    await page.getByRole('button', { name: "Los geht's" }).click();

    // Step 1: the name comes from the account.
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/step-1'));
    await expect(page.getByText('Schritt 1 von 4')).toBeVisible();
    await expect(heading(page, 'Dein Profil')).toBeFocused();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(user.name);
    await page.getByLabel('Sportart', { exact: true }).fill('Handball');
    await page.getByRole('radio', { name: 'Leistungssport' }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Step 2: four from the catalogue and one of the athlete's own.
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/step-2'));
    await expect(page.getByText('Schritt 2 von 4')).toBeVisible();
    await expect(heading(page, 'Deine Emotionen')).toBeFocused();
    await expect(page.getByRole('group', { name: /Unangenehm und hinderlich/ })).toBeVisible();
    for (const name of ['motiviert', 'fokussiert', 'nervös', 'müde']) {
      await page.getByRole('checkbox', { name, exact: true }).check();
    }
    await page.getByLabel('Emotion', { exact: true }).fill('kampfeslustig');
    await page
      .getByLabel('Gruppe', { exact: true })
      .selectOption({ label: 'Unangenehm, aber hilfreich' });
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(page.getByRole('checkbox', { name: 'kampfeslustig' })).toBeChecked();
    await expect(page.getByText('5 von 3–12 gewählt')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Step 3: one zone per chosen emotion, starting from the defaults of its group.
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/step-3'));
    await expect(heading(page, 'Deine Zielzonen')).toBeFocused();
    await expect(page.getByRole('slider', { name: /: Zielbereich von$/ })).toHaveCount(5);
    const motivatedFrom = page.getByRole('slider', { name: 'motiviert: Zielbereich von' });
    await expect(motivatedFrom).toHaveValue('6');
    await motivatedFrom.fill('7');
    await expect(page.getByText('Zielbereich 7–8')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Step 4: a code and a reminder on Mo/Mi/Fr plus Saturday.
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/step-4'));
    await expect(heading(page, 'Trainer und Erinnerungen')).toBeFocused();
    await expect(
      page.getByText(
        'Hast du einen Einladungscode deines Trainers? Du kannst ihn auch später in den Einstellungen eingeben.',
      ),
    ).toBeVisible();
    await page.getByLabel('Einladungscode (optional)').fill('TRAIN-42');
    await page.getByRole('switch', { name: 'An das Protokoll erinnern' }).check();
    for (const day of ['Montag', 'Mittwoch', 'Freitag']) {
      await expect(page.getByRole('checkbox', { name: day })).toBeChecked();
    }
    await expect(page.getByRole('checkbox', { name: 'Dienstag' })).not.toBeChecked();
    await expect(page.getByLabel('Uhrzeit')).toHaveValue('19:00');
    await page.getByRole('checkbox', { name: 'Samstag' }).check();
    // A typed code is checked before finishing, never sent along unused: this one is no code at all.
    await page.getByRole('button', { name: 'Abschließen' }).click();
    await expect(page.getByText('Dieser Code ist ungültig oder abgelaufen.')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/step-4'));
    await page.getByLabel('Einladungscode (optional)').fill('');
    await page.getByRole('button', { name: 'Abschließen' }).click();

    await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();

    // What was chosen became the first cocktail.
    const state = await callFunction<{
      cocktail: { emotions: { id: string; zoneMin: number; zoneMax: number }[] };
    }>(appServer, 'getCocktail', null, user.token);
    expect(state.cocktail.emotions.map((e) => e.id)).toEqual([
      'motiviert',
      'fokussiert',
      'nervoes',
      'eigen-kampfeslustig',
      'muede',
    ]);
    expect(state.cocktail.emotions[0]).toMatchObject({ zoneMin: 7, zoneMax: 8 });

    await page.goto('/onboarding/step-2');
    await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));
    await expect(toast(page, 'Bereits abgeschlossen')).toBeVisible();
  });

  test('the whole wizard works with the keyboard alone', async ({
    page,
    baseURL,
    insertNewUser,
    login,
  }) => {
    // One key press per step of the way, each a round trip to the browser.
    test.setTimeout(60_000);
    const user = await insertNewUser({ accountType: 'athlete', verified: true });
    await login(page, user);
    await page.goto('/onboarding/introduction');
    await expect(heading(page, 'Willkommen bei Leistungszone')).toBeVisible();

    const consent = page.getByRole('checkbox', { name: /Ich willige ein/ });
    await tabTo(page, consent);
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: "Los geht's" }));
    await page.keyboard.press('Enter');

    // Step 1: type the sport, pick a level with Space and the arrow keys, send with Enter.
    await expect(heading(page, 'Dein Profil')).toBeFocused();
    await tabTo(page, page.getByLabel('Sportart', { exact: true }));
    await page.keyboard.type('Schwimmen');
    await tabTo(page, page.getByRole('radio', { name: 'Freizeitsport' }));
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Amateur / Verein' })).toBeChecked();
    await page.keyboard.press('Enter');

    // Step 2: Space toggles an emotion.
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/step-2'));
    await expect(heading(page, 'Deine Emotionen')).toBeFocused();
    for (const name of ['motiviert', 'entschlossen', 'nervös']) {
      const box = page.getByRole('checkbox', { name, exact: true });
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await expect(page.getByText('3 von 3–12 gewählt')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
    await page.keyboard.press('Enter');

    // Step 3: arrow keys move a zone's ends.
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/step-3'));
    await expect(heading(page, 'Deine Zielzonen')).toBeFocused();
    const nervousTo = page.getByRole('slider', { name: 'nervös: Zielbereich bis' });
    await tabTo(page, nervousTo);
    await page.keyboard.press('ArrowRight');
    await expect(nervousTo).toHaveValue('7');
    await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
    await page.keyboard.press('Enter');

    // Step 4: switch the reminder on, drop Friday, and finish with Enter in the code field.
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/step-4'));
    await expect(heading(page, 'Trainer und Erinnerungen')).toBeFocused();
    await tabTo(page, page.getByRole('switch', { name: 'An das Protokoll erinnern' }));
    await page.keyboard.press('Space');
    const friday = page.getByRole('checkbox', { name: 'Freitag' });
    await tabTo(page, friday);
    await page.keyboard.press('Space');
    await expect(friday).not.toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Abschließen' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
  });

  test('another device resumes where the athlete stopped', async ({
    page,
    browser,
    baseURL,
    insertNewUser,
    login,
    appServer,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true });
    await giveConsent(appServer, user);
    await login(page, user);
    await page.goto('/onboarding/step-1');
    await page.getByLabel('Sportart', { exact: true }).fill('Rudern');
    await page.getByRole('radio', { name: 'Profi / Kader' }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(heading(page, 'Deine Emotionen')).toBeVisible();
    for (const name of ['selbstsicher', 'angriffslustig', 'entspannt', 'erschöpft']) {
      await page.getByRole('checkbox', { name, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(heading(page, 'Deine Zielzonen')).toBeVisible();

    // A second browser with its own session and an empty cache.
    const other = await browser.newContext({ baseURL: baseURL!, locale: 'de-DE' });
    try {
      const device = await other.newPage();
      await login(device, user);
      await device.goto('/about');
      await device.goto('/onboarding/introduction');
      await expect(device.getByText('Du hast schon 2 von 4 Schritten erledigt.')).toBeVisible();
      // The wizard cannot be entered past the first open step.
      await device.goto('/onboarding/step-4');
      await expect(device).toHaveURL(appURL(baseURL!, '/onboarding/step-3'));

      await device.goto('/onboarding/introduction');
      await device.getByRole('button', { name: 'Weiter mit Schritt 3' }).click();
      await expect(device).toHaveURL(appURL(baseURL!, '/onboarding/step-3'));
      const sliders = device.getByRole('slider', { name: /: Zielbereich von$/ });
      await expect(sliders).toHaveCount(4);
      for (const name of ['selbstsicher', 'angriffslustig', 'entspannt', 'erschöpft']) {
        await expect(
          device.getByRole('slider', { name: `${name}: Zielbereich von` }),
        ).toBeVisible();
      }

      // Back through the steps: every answer is still there.
      await device.getByRole('button', { name: 'Zurück' }).click();
      await expect(device).toHaveURL(appURL(baseURL!, '/onboarding/step-2'));
      await expect(device.getByRole('checkbox', { name: 'angriffslustig' })).toBeChecked();
      await expect(device.getByRole('checkbox', { name: 'motiviert' })).not.toBeChecked();
      await expect(device.getByText('4 von 3–12 gewählt')).toBeVisible();
      await device.getByRole('button', { name: 'Zurück' }).click();
      await expect(device.getByLabel('Sportart', { exact: true })).toHaveValue('Rudern');
      await expect(device.getByRole('radio', { name: 'Profi / Kader' })).toBeChecked();
    } finally {
      await other.close();
    }
  });

  test('the steps say what is missing, in German', async ({
    page,
    baseURL,
    insertNewUser,
    login,
    appServer,
  }) => {
    // Two axe runs and some twenty clicks: past 30 s on a busy two-core machine.
    test.slow();
    const user = await insertNewUser({ accountType: 'athlete', verified: true });
    await login(page, user);

    await page.goto('/onboarding/step-1');
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Dieses Feld ist erforderlich').first()).toBeVisible();
    await expect(page.getByText('Bitte auswählen')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/step-1'));

    await completeSteps(appServer, user, 1);
    await page.goto('/onboarding/step-2');
    await page.getByRole('checkbox', { name: 'motiviert' }).check();
    await page.getByRole('checkbox', { name: 'wach' }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Wähle mindestens 3 Emotionen')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/onboarding/step-2'));
    await expectNoSevereAxeViolations(page, 'step 2, too few emotions');
    // The message goes as soon as the choice is valid.
    await page.getByRole('checkbox', { name: 'müde' }).check();
    await expect(page.getByText('Wähle mindestens 3 Emotionen')).toBeHidden();

    // At twelve the others cannot be picked, so the count never overshoots.
    const more = ['energiegeladen', 'selbstsicher', 'entschlossen', 'fokussiert', 'freudig'];
    for (const name of [...more, 'mutig', 'optimistisch', 'nervös', 'angespannt']) {
      await page.getByRole('checkbox', { name, exact: true }).check();
    }
    await expect(page.getByText('12 von 3–12 gewählt')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'gereizt' })).toBeDisabled();
    await expectNoSevereAxeViolations(page, 'step 2, twelve emotions');

    // An own word needs a text.
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(page.getByText('Dieses Feld ist erforderlich')).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`introduction and every step pass axe (${colorScheme})`, async ({
      page,
      insertNewUser,
      login,
      appServer,
    }) => {
      // Five full axe runs.
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme });
      const user = await insertNewUser({ accountType: 'athlete', verified: true });
      await login(page, user);
      await completeSteps(appServer, user, 3);

      const pages = [
        ['/onboarding/introduction', 'Willkommen bei Leistungszone'],
        ['/onboarding/step-1', 'Dein Profil'],
        ['/onboarding/step-2', 'Deine Emotionen'],
        ['/onboarding/step-3', 'Deine Zielzonen'],
        ['/onboarding/step-4', 'Trainer und Erinnerungen'],
      ] as const;
      for (const [path, title] of pages) {
        await page.goto(path);
        await expect(heading(page, title)).toBeVisible();
        if (path.endsWith('step-4')) {
          // With the reminder on, its day and time controls are checked as well.
          await page.getByRole('switch', { name: 'An das Protokoll erinnern' }).check();
        }
        await expectNoSevereAxeViolations(page, path);
      }
    });
  }
});
