import type { Locator } from '@playwright/test';
import { encode } from 'uqr';
import { CONSENT_VERSION } from '../src/domain/consent';
import { expect, test } from './fixtures';
import { callFunction } from './support/api';
import { checkLooks, keepLook, settle } from './support/axe';
import { callApi, heading, toast } from './support/helpers';

/**
 * What an athlete meets every day: the sliders of the check-in, the onboarding's drafts, the limits
 * of text fields, the routine's result, the technique suggestions' layout and the two-factor QR code.
 */

/** A function of the app in the page's own session (its cookie). */
async function centreY(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y + box.height / 2;
}

test.describe('sliders', () => {
  test.use({ hasTouch: true });

  test('an unrated slider looks open, and a first click, tap or key on 5 sets it', async ({
    page,
    insertNewUser,
    login,
  }, testInfo) => {
    // Four axe runs and full-page screenshots on a shared machine.
    test.slow();
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/performance-cocktail');
    const form = page.getByRole('region', { name: 'Wie fühlst du dich jetzt?' });
    const slider = (name: string) => form.getByRole('slider', { name, exact: true });

    for (const name of ['motiviert', 'fokussiert', 'nervös', 'müde']) {
      await expect(slider(name)).toHaveAttribute('aria-valuetext', 'nicht bewertet');
      await expect(slider(name)).toHaveAttribute('data-unset', 'true');
    }
    await expect(form.getByText('Noch offen – tippe auf einen Wert')).toHaveCount(4);

    // The thumb rests on 5: a click there changes no value, and still answers 5.
    await slider('motiviert').click();
    await expect(slider('motiviert')).toHaveAttribute('aria-valuetext', '5 von 10');
    await expect(slider('motiviert')).not.toHaveAttribute('data-unset');
    // A finger on 5 as well (the tap goes to viewport coordinates: bring the slider into view).
    await slider('fokussiert').scrollIntoViewIfNeeded();
    const box = (await slider('fokussiert').boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(slider('fokussiert')).toHaveAttribute('aria-valuetext', '5 von 10');
    // And the keyboard: Space takes the 5 the thumb shows, an arrow key moves from it.
    await slider('nervös').focus();
    await page.keyboard.press('Space');
    await expect(slider('nervös')).toHaveAttribute('aria-valuetext', '5 von 10');
    await slider('müde').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(slider('müde')).toHaveAttribute('aria-valuetext', '4 von 10');
    await expect(form.getByText('Noch offen – tippe auf einen Wert')).toHaveCount(0);

    await form.getByRole('button', { name: 'Check-in speichern' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    await expect(
      page.getByRole('img', {
        name: 'motiviert: aktuell 5, Zielbereich 6 bis 8, 1 unter dem Zielbereich',
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', {
        name: 'fokussiert: aktuell 5, Zielbereich 6 bis 9, 1 unter dem Zielbereich',
      }),
    ).toBeVisible();
    await checkLooks(page, testInfo, 'check-in', {
      ready: async () => {
        await form.scrollIntoViewIfNeeded();
        await expect(slider('müde')).toBeVisible();
      },
      detail: form,
    });
  });

  test('the zone band lies on the track and shows in both themes', async ({
    page,
    insertNewUser,
    login,
  }, testInfo) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await page.goto('/performance-cocktail');
    const form = page.getByRole('region', { name: 'Wie fühlst du dich jetzt?' });
    const slider = form.getByRole('slider', { name: 'motiviert', exact: true });
    const band = form.locator('[data-zone-band]').first();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await slider.scrollIntoViewIfNeeded();
        // The colours compared are the theme's own, not the old one or a transition's.
        await settle(page);
        expect(Math.abs((await centreY(band)) - (await centreY(slider)))).toBeLessThanOrEqual(1);
        // The band differs clearly from the card it lies on.
        const [bandColour, cardColour] = await band.evaluate((el) => [
          getComputedStyle(el).backgroundColor,
          getComputedStyle(el.closest('section')!).backgroundColor,
        ]);
        expect(bandColour).not.toBe(cardColour);
        await keepLook(slider, testInfo, `zone-band-${width}-${colorScheme}`);
        await keepLook(form, testInfo, `check-in-form-${width}-${colorScheme}`);
      }
    }
  });
});

test.describe('technique suggestions', () => {
  for (const [path, title] of [
    ['/performance-cocktail', 'Passende Techniken'],
    ['/toolbox', 'Für dich jetzt'],
  ] as const) {
    test(`"${title}" keeps readable cards at 1280 and 360 px (${path})`, async ({
      page,
      insertNewUser,
      login,
    }, testInfo) => {
      // Four axe runs and full-page screenshots on a shared machine.
      test.slow();
      const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
      await login(page, user);
      await page.goto(path);
      const list = page.getByRole('region', { name: title }).getByRole('list').first();
      const cards = list.locator(':scope > li');
      await checkLooks(page, testInfo, `suggestions${path.replaceAll('/', '-')}`, {
        ready: async () => {
          await expect(cards.first()).toBeVisible();
          const width = page.viewportSize()!.width;
          for (const card of await cards.all()) {
            const box = (await card.boundingBox())!;
            expect(box.width).toBeGreaterThanOrEqual(width < 400 ? 280 : 240);
            // Nothing inside runs out of its card.
            expect(
              await card.evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
              `${title} at ${width}`,
            ).toBe(true);
          }
        },
      });
    });
  }
});

test.describe('onboarding', () => {
  test('the introduction lists the real steps, and a reload keeps every step’s choices', async ({
    page,
    insertNewUser,
    login,
    appServer,
  }, testInfo) => {
    // Four axe runs and full-page screenshots on a shared machine.
    test.slow();
    const user = await insertNewUser({ accountType: 'athlete', verified: true });
    await login(page, user);
    await callFunction(appServer, 'giveConsent', { version: CONSENT_VERSION }, user.token);

    await page.goto('/onboarding/introduction');
    await expect(page.getByText('In 4 kurzen Schritten richtest du')).toBeVisible();
    const steps = page.getByRole('list').filter({ hasText: 'Dein Profil' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole('heading', { level: 2 })).toHaveText([
      'Dein Profil',
      'Deine Emotionen',
      'Deine Zielzonen',
      'Trainer und Erinnerungen',
    ]);
    await checkLooks(page, testInfo, 'onboarding-introduction', {
      ready: async () => {
        await expect(heading(page, 'Willkommen bei Leistungszone')).toBeVisible();
      },
    });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Step 1: typed, not saved, reloaded.
    await page.goto('/onboarding/step-1');
    await page.getByLabel('Sportart', { exact: true }).fill('Rudern');
    await page.getByRole('radio', { name: 'Leistungssport' }).check();
    await page.reload();
    await expect(page.getByLabel('Sportart', { exact: true })).toHaveValue('Rudern');
    await expect(page.getByRole('radio', { name: 'Leistungssport' })).toBeChecked();
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Step 2: chosen emotions and an own word survive the reload.
    await expect(heading(page, 'Deine Emotionen')).toBeVisible();
    for (const name of ['motiviert', 'nervös', 'müde']) {
      await page.getByRole('checkbox', { name, exact: true }).check();
    }
    await page.getByLabel('Emotion', { exact: true }).fill('kampfeslustig');
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(page.getByText('4 von 3–12 gewählt')).toBeVisible();
    await page.reload();
    await expect(page.getByText('4 von 3–12 gewählt')).toBeVisible();
    for (const name of ['motiviert', 'nervös', 'müde', 'kampfeslustig']) {
      await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
    }
    await expect(page.getByRole('checkbox', { name: 'fokussiert', exact: true })).not.toBeChecked();
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Step 3: a zone with equal ends reads as one value, and it survives the reload.
    await expect(heading(page, 'Deine Zielzonen')).toBeVisible();
    const from = page.getByRole('slider', { name: 'motiviert: Zielbereich von' });
    await from.fill('8');
    await expect(page.getByText('Zielbereich 8', { exact: true })).toBeVisible();
    await expect(page.getByText('Zielbereich 8–8')).toHaveCount(0);
    await page.reload();
    await expect(from).toHaveValue('8');
    await expect(page.getByText('Zielbereich 8', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();

    // Step 4: the reminder too.
    await expect(heading(page, 'Trainer und Erinnerungen')).toBeVisible();
    await page.getByRole('switch', { name: 'An das Protokoll erinnern' }).check();
    await page.getByRole('checkbox', { name: 'Samstag' }).check();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'An das Protokoll erinnern' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Samstag' })).toBeChecked();
    await page.getByRole('button', { name: 'Abschließen' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();

    const state = await callFunction<{
      cocktail: { emotions: { id: string; zoneMin: number; zoneMax: number }[] };
    }>(appServer, 'getCocktail', null, user.token);
    expect(state.cocktail.emotions.map((e) => e.id)).toEqual([
      'motiviert',
      'eigen-kampfeslustig',
      'nervoes',
      'muede',
    ]);
    expect(state.cocktail.emotions[0]).toMatchObject({ zoneMin: 8, zoneMax: 8 });
    // Finished: no draft is left behind.
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('lz-draft:onboarding:')),
      ),
    ).toEqual([]);
  });

  test('an own emotion longer than its limit is counted and refused, never cut', async ({
    page,
    insertNewUser,
    login,
    appServer,
  }, testInfo) => {
    // Four axe runs and full-page screenshots on a shared machine.
    test.slow();
    const user = await insertNewUser({ accountType: 'athlete', verified: true });
    await login(page, user);
    await callFunction(appServer, 'giveConsent', { version: CONSENT_VERSION }, user.token);
    await callFunction(
      appServer,
      'saveOnboardingProfile',
      { name: 'Anna', sport: 'Tennis', level: 'amateur' },
      user.token,
    );
    await page.goto('/onboarding/step-2');
    const field = page.getByLabel('Emotion', { exact: true });
    await expect(page.getByText('0 / 40 Zeichen')).toBeVisible();
    await field.fill('a'.repeat(37));
    await expect(page.getByText('Noch 3 Zeichen frei')).toBeVisible();
    await field.fill('a'.repeat(42));
    await expect(field).toHaveValue('a'.repeat(42));
    await expect(page.getByText('2 Zeichen zu viel – höchstens 40. Bitte kürzen.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(page.getByText('Höchstens 40 Zeichen', { exact: true })).toBeVisible();
    await checkLooks(page, testInfo, 'onboarding-limit', {
      ready: async () => {
        await field.scrollIntoViewIfNeeded();
      },
      detail: page.getByRole('region', { name: 'Eigene Emotion hinzufügen' }),
    });
  });
});

test.describe('tunnel routine', () => {
  test('skipped steps are reported as skipped, not as done', async ({
    page,
    insertNewUser,
    login,
  }, testInfo) => {
    // Four axe runs and full-page screenshots on a shared machine.
    test.slow();
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await callApi(page, 'saveRoutine', {
      id: crypto.randomUUID(),
      name: 'Meine Routine',
      competitionId: null,
      reminderLead: null,
      steps: ['Ankommen', 'Atmen', 'Fokus'].map((title) => ({
        id: crypto.randomUUID(),
        title,
        durationSeconds: 5,
        cue: null,
        techniqueId: null,
      })),
    });
    await page.goto('/tunnel-routine');
    await expect(page.getByRole('group', { name: /^Schritt 3:/ })).toBeVisible();

    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await page.getByRole('button', { name: 'Routine starten' }).click();
    const current = page.getByRole('heading', { level: 2 });
    await expect(current).toHaveText('Ankommen');
    await page.getByRole('button', { name: 'Überspringen' }).click();
    await expect(current).toHaveText('Atmen');
    await page.getByRole('button', { name: 'Überspringen' }).click();
    await expect(current).toHaveText('Fokus');
    await page.clock.runFor(5_500);
    await page.clock.resume();

    await expect(page.getByRole('heading', { name: 'Routine abgeschlossen' })).toBeVisible();
    await expect(page.getByText('1 von 3 Schritten, 2 übersprungen, in 0:05 Min.')).toBeVisible();
    await expect(page.getByText(/Alle 3 Schritte/)).toHaveCount(0);
    await expect(page.getByText('Unter „Letzte Durchläufe“ gespeichert.')).toBeVisible();
    await checkLooks(page, testInfo, 'routine-result', {
      ready: async () => {
        await expect(page.getByRole('heading', { name: 'Routine abgeschlossen' })).toBeVisible();
      },
    });
    await page.getByRole('button', { name: 'Zurück zur Routine' }).click();
    const runs = page.getByRole('region', { name: 'Letzte Durchläufe' });
    await expect(runs.getByText('1 Schritt · 0:05 Min')).toBeVisible();

    // The step title's limit is shown before it is reached, and a longer title is kept whole.
    const title = page.getByRole('group', { name: /^Schritt 1:/ }).getByLabel('Titel', {
      exact: true,
    });
    await expect(page.getByText('8 / 60 Zeichen')).toBeVisible();
    await title.fill('x'.repeat(55));
    await expect(page.getByText('Noch 5 Zeichen frei')).toBeVisible();
    await title.fill('x'.repeat(61));
    await expect(title).toHaveValue('x'.repeat(61));
    await expect(page.getByText('1 Zeichen zu viel – höchstens 60. Bitte kürzen.')).toBeVisible();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Höchstens 60 Zeichen', { exact: true })).toBeVisible();
  });
});

test.describe('two-factor set-up', () => {
  test('shows a QR code drawn in the browser, loaded only for this step, and the key', async ({
    page,
    insertNewUser,
    login,
  }, testInfo) => {
    // Four axe runs and full-page screenshots on a shared machine.
    test.slow();
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    // What the page itself imported (the service worker may have cached every file beforehand).
    const encoderLoaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/qr-matrix-[\w-]+\.js$/.test(entry.name)),
      );
    await page.goto('/settings');
    const security = page.getByRole('region', { name: 'Sicherheit' });
    await expect(security).toBeVisible();
    expect(await encoderLoaded()).toBe(false);

    await security.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();
    await security.getByLabel('Passwort', { exact: true }).fill(user.password);
    await security.getByRole('button', { name: 'Weiter', exact: true }).click();

    const qr = security.getByRole('img', {
      name: 'QR-Code zum Einrichten der Zwei-Faktor-Anmeldung in der Authenticator-App',
    });
    await expect(qr).toBeVisible();
    expect(await encoderLoaded()).toBe(true);
    const uri = (await security
      .getByRole('link', { name: 'Auf diesem Gerät in der App öffnen' })
      .getAttribute('href'))!;
    // The code holds exactly the set-up address: the same modules as encoding it here.
    const expected = encode(uri, { ecc: 'M', border: 4 }).data;
    await expect(qr).toHaveAttribute('viewBox', `0 0 ${expected.length} ${expected.length}`);
    const drawn = await qr.locator('path').getAttribute('d');
    expect(drawn?.match(/M/g)?.length).toBe(expected.flat().filter(Boolean).length);
    // The key stays readable for typing by hand.
    const secret = new URL(uri).searchParams.get('secret')!;
    await expect(security.getByText(secret.match(/.{1,4}/g)!.join(' '))).toBeVisible();

    await checkLooks(page, testInfo, 'two-factor-qr', {
      ready: async () => {
        await qr.scrollIntoViewIfNeeded();
        await expect(qr).toBeVisible();
      },
      detail: security,
    });
  });
});
