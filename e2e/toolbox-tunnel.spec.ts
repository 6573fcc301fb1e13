import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { severeAxeViolations } from './support/axe';
import { appURL, toast } from './support/helpers';

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** A function of the app, called in the page's own session (its cookie). */
async function callApi<T>(page: Page, baseURL: string, name: string, data: unknown): Promise<T> {
  const res = await page.request.post(`/api/functions/${name}`, {
    data: { data },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

/**
 * Stops the page's fake clock, so that only `runFor` moves the players' timers. Query results are
 * delivered through zero-delay timers, so the clock is resumed before anything waits on the network.
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** The overview's filter: toggle buttons, one pressed at a time. */
async function filterBy(page: Page, name: string) {
  const button = page
    .getByRole('group', { name: 'Techniken filtern' })
    .getByRole('button', { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

function stepGroup(page: Page, position: number) {
  return page.getByRole('group', { name: new RegExp(`^Schritt ${position}:`) });
}

test.describe('toolbox', () => {
  test('box breathing runs to its end on a fake clock, is recorded, and favourites persist', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await page.clock.install();
    await page.goto('/toolbox');
    await expect(heading(page, 'Toolbox')).toBeVisible();

    // Without a check-in every goal is suggested, with a way to the check-in.
    const suggestions = page.getByRole('region', { name: 'Für dich jetzt' });
    await expect(suggestions.getByRole('heading', { name: 'Beruhigen' })).toBeVisible();
    await expect(suggestions.getByText('Noch kein Check-in')).toBeVisible();
    await expect(
      suggestions.getByRole('link', { name: 'Check-in im Performance-Cocktail' }),
    ).toBeVisible();

    // Filtering by goal keeps to that goal.
    await filterBy(page, 'Aktivieren');
    await expect(page).toHaveURL(appURL(baseURL!, '/toolbox?ziel=aktivieren'));
    await expect(page.getByRole('link', { name: 'Starten: Energizer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Starten: Box-Atmung (4-4-4-4)' })).toBeHidden();
    await filterBy(page, 'Alle');

    // A favourite: the star is a toggle button, and the choice survives a reload.
    const star = page.getByRole('button', { name: 'Favorit: Box-Atmung (4-4-4-4)' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(
        async () =>
          (await callApi<{ favourites: string[] }>(page, baseURL!, 'getToolbox', null)).favourites,
      )
      .toEqual(['box-atmung']);
    await page.reload();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await filterBy(page, 'Favoriten');
    await expect(page.getByRole('link', { name: 'Starten: Box-Atmung (4-4-4-4)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Starten: Energizer' })).toBeHidden();
    await filterBy(page, 'Alle');

    // Open the player; the address keeps it across a reload.
    await page.getByRole('link', { name: 'Starten: Box-Atmung (4-4-4-4)' }).click();
    await expect(page).toHaveURL(appURL(baseURL!, '/toolbox?technik=box-atmung'));
    const title = page.getByRole('heading', { level: 2, name: 'Box-Atmung (4-4-4-4)' });
    await expect(title).toBeVisible();
    await page.reload();
    await expect(title).toBeVisible();

    await pauseClock(page);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    // Exact texts: the live region says the same with more words.
    await expect(page.getByText('Schritt 1 von 26', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'Setz oder stell dich aufrecht hin, lass die Schultern sinken und atme einmal ganz aus.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole('timer')).toContainText('0:08');

    // The tests run with reduced motion: the breathing guide is calm text instead of a circle.
    await page.clock.runFor(8_500);
    await expect(page.getByText('Einatmen … 4')).toBeVisible();
    await expect(page.getByText('Schritt 2 von 26 · Runde 1 von 6', { exact: true })).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(page.getByText('Einatmen … 3')).toBeVisible();

    // Paused, the clock may run on: the step stays where it is.
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(10_000);
    await expect(page.getByText('Einatmen … 3')).toBeVisible();
    await expect(
      page.getByText('Schritt 2 von 26 · Runde 1 von 6 · Pausiert', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.clock.runFor(3_000);
    await expect(page.getByText('Halten … 4')).toBeVisible();

    // The rest of the two minutes.
    await page.clock.runFor(120_000);
    await page.clock.resume();
    await expect(page.getByRole('heading', { name: 'Geschafft!' })).toBeFocused();
    await expect(page.getByText('In deinem Verlauf gespeichert.')).toBeVisible();

    const toolbox = await callApi<{
      usage: { techniqueId: string; count: number; completedCount: number }[];
    }>(page, baseURL!, 'getToolbox', null);
    expect(toolbox.usage).toEqual([
      expect.objectContaining({ techniqueId: 'box-atmung', count: 1, completedCount: 1 }),
    ]);

    // Back on the overview, the card counts the session.
    await page.getByRole('link', { name: 'Alle Techniken' }).first().click();
    await expect(page).toHaveURL(appURL(baseURL!, '/toolbox'));
    await expect(
      page.getByRole('article', { name: 'Box-Atmung (4-4-4-4)' }).getByText('1× gemacht'),
    ).toBeVisible();
  });

  test('ending a technique early records it as not completed', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await page.clock.install();
    await page.goto('/toolbox?technik=energizer');
    // The screen first: on a paused clock the app's start-up timers would never fire.
    const start = page.getByRole('button', { name: 'Start', exact: true });
    await expect(start).toBeVisible();
    await pauseClock(page);
    await start.click();
    await page.clock.runFor(12_500);
    await expect(page.getByText('Schritt 2 von 6', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Nächster Schritt' }).click();
    await expect(page.getByText('Schritt 3 von 6', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Beenden' }).click();
    await page.clock.resume();
    await expect(page.getByRole('heading', { name: 'Übung beendet' })).toBeVisible();
    await expect(page.getByText('In deinem Verlauf gespeichert.')).toBeVisible();
    const toolbox = await callApi<{
      usage: { techniqueId: string; count: number; completedCount: number }[];
    }>(page, baseURL!, 'getToolbox', null);
    expect(toolbox.usage).toEqual([
      expect.objectContaining({ techniqueId: 'energizer', count: 1, completedCount: 0 }),
    ]);
  });
});

test.describe('tunnel routine', () => {
  test('a routine built from scratch is reordered by keyboard, saved, and played to its end', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await page.clock.install();
    await page.goto('/tunnel-routine');
    await expect(heading(page, 'Tunnel-Routine')).toBeVisible();
    await expect(page.getByText('Noch keine Schritte.', { exact: false })).toBeVisible();
    await expect(page.getByText('Noch keine Durchläufe.', { exact: false })).toBeVisible();

    // Two steps of five seconds each.
    const add = page.getByRole('button', { name: 'Schritt hinzufügen' });
    for (const [position, title, cue] of [
      [1, 'Ankommen', 'Bereit'],
      [2, 'Fokus', 'Jetzt'],
    ] as const) {
      await add.click();
      const group = stepGroup(page, position);
      await expect(group.getByLabel('Titel', { exact: true })).toBeFocused();
      await page.keyboard.type(title);
      await group.getByLabel('Minuten', { exact: true }).fill('0');
      await group.getByLabel('Sekunden', { exact: true }).fill('5');
      await group.getByLabel('Schlüsselwort', { exact: true }).fill(cue);
    }
    await expect(page.getByText('2 Schritte · Gesamt 0:10 Min', { exact: false })).toBeVisible();

    // Keyboard drag: pick up step 2 by its handle, move it up, drop it.
    const handle = page.getByRole('button', { name: 'Schritt 2 verschieben: Fokus' });
    await handle.focus();
    // Each key waits for what the screen reader hears, as dnd-kit takes its measurements in between.
    await page.keyboard.press('Space');
    // dnd-kit follows the pick-up announcement with the position at once; either says it started.
    await expect(
      page.getByText(/^Schritt „Fokus“ (aufgenommen,|ist über) Position 2 von 2\.$/),
    ).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Schritt „Fokus“ ist über Position 1 von 2.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(stepGroup(page, 1)).toHaveAccessibleName('Schritt 1: Fokus');
    await expect(stepGroup(page, 2)).toHaveAccessibleName('Schritt 2: Ankommen');
    await expect(page.getByText('Schritt „Fokus“ abgelegt auf Position 1 von 2.')).toBeAttached();

    // The explicit buttons: down and up again, with the focus staying on the moved step.
    await stepGroup(page, 1).getByRole('button', { name: 'Nach unten' }).focus();
    await page.keyboard.press('Enter');
    await expect(stepGroup(page, 2)).toHaveAccessibleName('Schritt 2: Fokus');
    await expect(
      page.getByText('Schritt „Fokus“ ist jetzt an Position 2 von 2.', { exact: false }),
    ).toBeAttached();
    const up = stepGroup(page, 2).getByRole('button', { name: 'Nach oben' });
    await expect(up).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stepGroup(page, 1)).toHaveAccessibleName('Schritt 1: Fokus');

    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();

    await page.reload();
    await expect(stepGroup(page, 1)).toHaveAccessibleName('Schritt 1: Fokus');
    await expect(stepGroup(page, 2)).toHaveAccessibleName('Schritt 2: Ankommen');
    await expect(stepGroup(page, 1).getByLabel('Sekunden', { exact: true })).toHaveValue('5');
    await expect(stepGroup(page, 1).getByLabel('Schlüsselwort', { exact: true })).toHaveValue(
      'Jetzt',
    );

    // Play it on the paused clock.
    await pauseClock(page);
    await page.getByRole('button', { name: 'Routine starten' }).click();
    const current = page.getByRole('heading', { level: 2 });
    await expect(current).toHaveText('Fokus');
    await expect(page.getByRole('timer')).toHaveText('0:05');
    await expect(page.getByText('Jetzt', { exact: true })).toBeVisible();
    await expect(page.getByText('Als Nächstes').locator('..')).toContainText('Ankommen – Bereit');
    await expect(page.getByRole('switch', { name: /Ton\/Vibration/ })).toBeChecked();

    await page.clock.runFor(2_500);
    await expect(page.getByRole('timer')).toHaveText('0:03');
    await page.clock.runFor(3_000);
    await expect(current).toHaveText('Ankommen');
    await expect(page.getByText('Schritt 2 von 2', { exact: true })).toBeVisible();
    await expect(page.getByText('Bereit', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(10_000);
    await expect(current).toHaveText('Ankommen');
    await page.getByRole('button', { name: 'Fortsetzen' }).click();
    await page.clock.runFor(5_000);
    await page.clock.resume();

    const done = page.getByRole('heading', { name: 'Routine abgeschlossen' });
    await expect(done).toBeFocused();
    await expect(page.getByText('Unter „Letzte Durchläufe“ gespeichert.')).toBeVisible();
    await page.getByRole('button', { name: 'Zurück zur Routine' }).click();

    const runs = page.getByRole('region', { name: 'Letzte Durchläufe' });
    await expect(runs.getByText('Abgeschlossen')).toBeVisible();
    await expect(runs.getByText('2 Schritte · 0:10 Min')).toBeVisible();

    const state = await callApi<{
      runs: { completed: boolean; stepsCompleted: number; totalSeconds: number }[];
    }>(page, baseURL!, 'getRoutine', null);
    expect(state.runs).toEqual([
      expect.objectContaining({ completed: true, stepsCompleted: 2, totalSeconds: 10 }),
    ]);
  });

  test('drag and drop loads on first touch of the list; typing and an early Space carry over', async ({
    page,
    insertNewUser,
    login,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    // Hold dnd-kit's chunk back, so the list is used before it can be dragged.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(/\/assets\/sortable-steps-[\w-]+\.js$/, async (route) => {
      requested = true;
      await released;
      await route.continue();
    });
    await page.goto('/tunnel-routine');
    await expect(heading(page, 'Tunnel-Routine')).toBeVisible();
    expect(requested).toBe(false);

    const add = page.getByRole('button', { name: 'Schritt hinzufügen' });
    await add.click();
    await page.keyboard.type('Ankommen');
    await add.click();
    await expect(stepGroup(page, 2).getByLabel('Titel', { exact: true })).toBeFocused();
    await page.keyboard.type('Fok');
    await expect.poll(() => requested).toBe(true);

    // Space on a handle that cannot drag yet is kept, and picks the step up once it can; the focus
    // stays on the handle while the list is rendered anew inside dnd-kit's context.
    const handle = page.getByRole('button', { name: 'Schritt 2 verschieben: Fok' });
    await handle.focus();
    await page.keyboard.press('Space');
    release();
    await expect(
      page.getByText(/^Schritt „Fok“ (aufgenommen,|ist über) Position 2 von 2\.$/),
    ).toBeAttached();
    await expect(page.getByRole('button', { name: 'Schritt 2 verschieben: Fok' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Schritt „Fok“ ist über Position 1 von 2.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(stepGroup(page, 1)).toHaveAccessibleName('Schritt 1: Fok');
    await expect(stepGroup(page, 2)).toHaveAccessibleName('Schritt 2: Ankommen');

    // The fields of the list rendered anew edit as before.
    const title = stepGroup(page, 1).getByLabel('Titel', { exact: true });
    await title.focus();
    await page.keyboard.type('us');
    await expect(stepGroup(page, 1)).toHaveAccessibleName('Schritt 1: Fokus');
  });

  test('a template replaces the routine only after confirming, and a technique fills a step', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await callApi(page, baseURL!, 'saveRoutine', {
      id: crypto.randomUUID(),
      name: 'Meine Routine',
      steps: [
        {
          id: crypto.randomUUID(),
          title: 'Eigener Schritt',
          durationSeconds: 30,
          cue: null,
          techniqueId: null,
        },
      ],
    });
    await page.goto('/tunnel-routine');
    await expect(stepGroup(page, 1)).toHaveAccessibleName('Schritt 1: Eigener Schritt');

    const useTemplate = page.getByRole('button', {
      name: 'Vorlage verwenden: Kurz vor dem Start (3 Minuten)',
    });
    await useTemplate.click();
    const dialog = page.getByRole('dialog', { name: 'Routine ersetzen?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(stepGroup(page, 1)).toHaveAccessibleName('Schritt 1: Eigener Schritt');

    await useTemplate.click();
    await dialog.getByRole('button', { name: 'Ersetzen' }).click();
    await expect(dialog).toBeHidden();
    await expect(stepGroup(page, 1)).toHaveAccessibleName(
      'Schritt 1: Doppeltes Einatmen (Seufzer-Atmung)',
    );
    await expect(stepGroup(page, 4)).toHaveAccessibleName(
      'Schritt 4: Blick auf deinen Fokus-Punkt, Schlüsselwort sagen',
    );
    await expect(page.getByText('4 Schritte · Gesamt 3:00 Min · Nicht gespeichert')).toBeVisible();

    // Picking a toolbox technique names the step after it and takes its length.
    const step2 = stepGroup(page, 2);
    await step2.getByLabel('Technik aus der Toolbox', { exact: true }).selectOption('fokus-punkt');
    await expect(stepGroup(page, 2)).toHaveAccessibleName('Schritt 2: Fokus-Punkt');
    await expect(stepGroup(page, 2).getByLabel('Minuten', { exact: true })).toHaveValue('1');
    await expect(stepGroup(page, 2).getByLabel('Sekunden', { exact: true })).toHaveValue('10');

    // An invalid duration is named at its field and nothing is sent.
    await stepGroup(page, 3).getByLabel('Sekunden', { exact: true }).fill('');
    await stepGroup(page, 3).getByLabel('Minuten', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(stepGroup(page, 3).getByText('Wert eingeben')).toBeVisible();
    await expect(stepGroup(page, 3).getByLabel('Minuten', { exact: true })).toBeFocused();
    await stepGroup(page, 3).getByLabel('Sekunden', { exact: true }).fill('20');
    await expect(stepGroup(page, 3).getByText('Wert eingeben')).toBeHidden();

    // A pointer drag by the handle: the last step to the top.
    const from = await page.getByRole('button', { name: /^Schritt 4 verschieben/ }).boundingBox();
    const to = await page.getByRole('button', { name: /^Schritt 1 verschieben/ }).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + from!.width / 2, from!.y - 20, { steps: 5 });
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 20 });
    await page.mouse.up();
    await expect(stepGroup(page, 1)).toHaveAccessibleName(
      'Schritt 1: Blick auf deinen Fokus-Punkt, Schlüsselwort sagen',
    );
    await expect(stepGroup(page, 2)).toHaveAccessibleName(
      'Schritt 2: Doppeltes Einatmen (Seufzer-Atmung)',
    );

    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    await page.reload();
    await expect(stepGroup(page, 1)).toHaveAccessibleName(
      'Schritt 1: Blick auf deinen Fokus-Punkt, Schlüsselwort sagen',
    );
    await expect(stepGroup(page, 2)).toHaveAccessibleName(
      'Schritt 2: Doppeltes Einatmen (Seufzer-Atmung)',
    );
    await expect(stepGroup(page, 3)).toHaveAccessibleName('Schritt 3: Fokus-Punkt');
    await expect(
      stepGroup(page, 3).getByLabel('Technik aus der Toolbox', { exact: true }),
    ).toHaveValue('fokus-punkt');
    await expect(stepGroup(page, 4).getByLabel('Sekunden', { exact: true })).toHaveValue('20');
    await expect(page.getByRole('group', { name: /^Schritt 5:/ })).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`toolbox, player, routine and routine player pass axe (${colorScheme})`, async ({
      page,
      insertNewUser,
      login,
      baseURL,
    }) => {
      test.slow();
      await page.emulateMedia({ colorScheme });
      const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
      await login(page, user);
      await callApi(page, baseURL!, 'saveRoutine', {
        id: crypto.randomUUID(),
        name: 'Meine Routine',
        steps: [
          {
            id: crypto.randomUUID(),
            title: 'Ankommen',
            durationSeconds: 60,
            cue: 'Bereit',
            techniqueId: null,
          },
          {
            id: crypto.randomUUID(),
            title: 'Box-Atmung',
            durationSeconds: 120,
            cue: 'Ruhig',
            techniqueId: 'box-atmung',
          },
        ],
      });
      await page.goto('/toolbox');
      await expect(page.getByRole('heading', { name: 'Beruhigen' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /^Favorit:/ }).first()).toBeEnabled();
      // Soft: a failing run names every screen with findings, not only the first.
      expect.soft(await severeAxeViolations(page), 'toolbox').toEqual([]);

      await page.goto('/toolbox?technik=box-atmung');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
      expect.soft(await severeAxeViolations(page), 'toolbox player').toEqual([]);
      // With motion allowed, the breathing circle replaces the text guide.
      await page.emulateMedia({ colorScheme, reducedMotion: 'no-preference' });
      await page.goto('/toolbox?technik=box-atmung');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await expect(page.getByText('Einatmen', { exact: true })).toBeVisible({ timeout: 15_000 });
      expect.soft(await severeAxeViolations(page), 'toolbox player, breathing circle').toEqual([]);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });

      await page.goto('/tunnel-routine');
      await expect(stepGroup(page, 2)).toBeVisible();
      expect.soft(await severeAxeViolations(page), 'tunnel routine').toEqual([]);

      await page.getByRole('button', { name: 'Routine starten' }).click();
      await expect(page.getByRole('timer')).toBeVisible();
      expect.soft(await severeAxeViolations(page), 'routine player').toEqual([]);
    });
  }
});
