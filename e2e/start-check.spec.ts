import type { Page } from '@playwright/test';
import { expect, TEST_COCKTAIL, test } from './fixtures';
import { checkLooks, keepLook } from './support/axe';
import { callApi, heading, setSlider } from './support/helpers';

/** A calendar day in the test calendar (Berlin), `days` from today. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Europe/Berlin',
  });
}

test('a Startcheck finds nervousness above the zone, suggests a technique and learns from it', async ({
  page,
  insertNewUser,
  login,
}, testInfo) => {
  // Four screens, each checked by axe in two themes and at two widths: minutes on a slow machine.
  test.setTimeout(240_000);
  const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
  await login(page, user);
  await page.goto('/dashboard');
  // The way in: a quick action on the dashboard, five of them now.
  const quick = page.getByRole('link', { name: 'Startcheck' }).first();
  await expect(quick).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await keepLook(page, testInfo, `dashboard-${width}`);
  }
  await quick.click();
  await expect(heading(page, 'Startcheck')).toBeVisible();

  // Before: nervös 8 against its zone 3–5, everything else in its zone.
  await expect(page.getByText('Schritt 1 von 3', { exact: true })).toBeVisible();
  await setSlider(page.getByRole('slider', { name: 'motiviert' }), 7);
  await setSlider(page.getByRole('slider', { name: 'fokussiert' }), 7);
  await setSlider(page.getByRole('slider', { name: 'nervös' }), 8);
  await checkLooks(page, testInfo, 'startcheck-before');
  // One emotion unrated: the check asks for it instead of going on.
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByText(/eine fehlt noch/)).toBeVisible();
  await setSlider(page.getByRole('slider', { name: 'müde' }), 1);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  // Where she stands, and a calming technique for it.
  await expect(page.getByText('Schritt 2 von 3', { exact: true })).toBeVisible();
  await expect(page.getByText('Nervös 8 – über deinem Zielbereich 3–5')).toBeVisible();
  await expect(page.getByText('Nervös liegt 3 über deinem Zielbereich')).toBeVisible();
  const chosen = page
    .getByRole('group', { name: 'Technik oder Routine wählen' })
    .getByRole('button', { pressed: true });
  await expect(chosen).toHaveCount(1);
  const title = (await chosen.textContent()) ?? '';
  expect(title).not.toBe('');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await checkLooks(page, testInfo, 'startcheck-technique');

  // Does it (here: starts and ends it early), then goes on to the second rating.
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: 'Beenden', exact: true }).click();
  await page.getByRole('button', { name: 'Weiter zur zweiten Einschätzung' }).click();

  // After: the same emotions, starting from the first rating.
  await expect(page.getByText('Schritt 3 von 3', { exact: true })).toBeVisible();
  const nervous = page.getByRole('slider', { name: 'nervös' });
  await expect(nervous).toHaveValue('8');
  await expect(page.getByText('vorher 8')).toBeVisible();
  await setSlider(nervous, 4);
  await page.getByRole('button', { name: 'Startcheck speichern' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Startcheck gespeichert' }),
  ).toBeVisible();
  await expect(page.getByText('Im Schnitt 3 Punkte näher an deiner Zone.')).toBeVisible();
  await expect(page.getByText('Nervös: 8 → 4 (Ziel 3–5)')).toBeVisible();
  await checkLooks(page, testInfo, 'startcheck-result');

  // The toolbox has learnt: the technique with n = 1, and the history holds the check once, with
  // the technique played inside it, not as a row of its own as well.
  await page.getByRole('link', { name: 'Zur Toolbox' }).click();
  await expect(heading(page, 'Toolbox')).toBeVisible();
  const effects = page.getByRole('region', { name: 'Was bei dir wirkt' });
  const effect = effects.getByRole('listitem').filter({ hasText: title });
  await expect(effect).toContainText('3 Punkte näher');
  await expect(effect).toContainText('1 Startcheck');
  await expect(effect).toContainText('noch 2 Startchecks, bis es zählt');

  const history = page.getByRole('region', { name: 'Verlauf' });
  const check = history.getByRole('listitem').filter({ hasText: `Startcheck: ${title}` });
  await expect(check).toContainText('Im Schnitt 3 Punkte näher an deiner Zone.');
  await expect(check).toContainText('Nervös: 8 → 4 (Ziel 3–5)');
  await expect(check).toContainText('vorzeitig beendet');
  await expect(history.locator('ol > li')).toHaveCount(1);
  await expect(history.getByRole('listitem').filter({ hasText: `Technik: ${title}` })).toHaveCount(
    0,
  );
  await expect(history.getByText('Das ist dein ganzer Verlauf.')).toBeVisible();
  await checkLooks(page, testInfo, 'toolbox-effects-history');
  // The new sections close up at phone width, where the full page is too long to read.
  await page.setViewportSize({ width: 360, height: 780 });
  await keepLook(effects, testInfo, 'toolbox-effects-360');
  await keepLook(history, testInfo, 'toolbox-history-360');
});

test('a Startcheck before a competition suggests the routine made for it and learns from it', async ({
  page,
  insertNewUser,
  login,
}, testInfo) => {
  test.setTimeout(300_000);
  const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
  await login(page, user);
  const competitionId = crypto.randomUUID();
  await callApi(page, 'saveCompetition', {
    id: competitionId,
    name: 'Stadtlauf',
    date: dayFromToday(1),
    startTime: null,
    importance: 4,
    place: null,
  });
  // Another one further away: the check is not for that one.
  await callApi(page, 'saveCompetition', {
    id: crypto.randomUUID(),
    name: 'Landesfinale',
    date: dayFromToday(9),
    startTime: null,
    importance: 5,
    place: null,
  });
  const routineId = crypto.randomUUID();
  await callApi(page, 'saveRoutine', {
    id: routineId,
    name: 'Vor dem Stadtlauf',
    competitionId,
    reminderLead: null,
    steps: ['Ankommen', 'Atmen'].map((title) => ({
      id: crypto.randomUUID(),
      title,
      durationSeconds: 5,
      cue: null,
      techniqueId: null,
    })),
  });

  await page.goto('/startcheck');
  await expect(heading(page, 'Startcheck')).toBeVisible();
  // Tomorrow's competition is chosen already.
  const link = page.getByLabel('Wettkampf (optional)');
  await expect(link).toHaveValue(competitionId);
  await setSlider(page.getByRole('slider', { name: 'motiviert' }), 7);
  await setSlider(page.getByRole('slider', { name: 'fokussiert' }), 7);
  await setSlider(page.getByRole('slider', { name: 'nervös' }), 8);
  await setSlider(page.getByRole('slider', { name: 'müde' }), 1);
  await checkLooks(page, testInfo, 'startcheck-competition');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  // The routine made for it leads, among the techniques.
  const options = page.getByRole('group', { name: 'Technik oder Routine wählen' });
  await expect(options.getByRole('button', { pressed: true })).toHaveText(
    'RoutineVor dem Stadtlauf',
  );
  await expect(options.getByRole('button')).not.toHaveCount(1);
  await expect(page.getByText('Deine Routine für „Stadtlauf“', { exact: false })).toBeVisible();
  const run = page.getByRole('link', { name: 'Routine „Vor dem Stadtlauf“ starten' });
  await expect(run).toBeVisible();
  await checkLooks(page, testInfo, 'startcheck-routine');

  // Runs it in the tunnel routine, then comes back to the second rating.
  await run.click();
  await expect(heading(page, 'Tunnel-Routine')).toBeVisible();
  await expect(page.getByLabel('Routine', { exact: true })).toHaveValue(routineId);
  await page.getByRole('link', { name: 'Zurück zum Startcheck' }).click();
  await expect(page.getByText('Schritt 3 von 3', { exact: true })).toBeVisible();
  await expect(page.getByText('Willkommen zurück.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neu beginnen' })).toBeVisible();
  await expect(page.getByText('Nach „Vor dem Stadtlauf“', { exact: false })).toBeVisible();
  await checkLooks(page, testInfo, 'startcheck-resumed');
  const nervous = page.getByRole('slider', { name: 'nervös' });
  await expect(nervous).toHaveValue('8');
  await setSlider(nervous, 5);
  await page.getByRole('button', { name: 'Startcheck speichern' }).click();
  const result = page.getByRole('main');
  await expect(result.getByText('Im Schnitt 3 Punkte näher an deiner Zone.')).toBeVisible();
  await expect(result.getByText('Vor dem Wettkampf: Stadtlauf')).toBeVisible();
  await expect(result.getByText('Routine: Vor dem Stadtlauf', { exact: true })).toBeVisible();
  await checkLooks(page, testInfo, 'startcheck-routine-result');

  // The competition shows it.
  await page.goto('/competitions');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Stadtlauf' }) });
  await card.getByText('1 Startcheck').click();
  await expect(card).toContainText('vor dem Wettkampf · Vor dem Stadtlauf');
  await expect(card).toContainText('Im Schnitt 3 Punkte näher an deiner Zone.');
  await checkLooks(page, testInfo, 'competitions-start-checks');

  // "Was bei dir wirkt" lists the routine.
  await page.goto('/toolbox');
  const effect = page
    .getByRole('region', { name: 'Was bei dir wirkt' })
    .getByRole('listitem')
    .filter({ hasText: 'Vor dem Stadtlauf' });
  await expect(effect).toContainText('Routine');
  await expect(effect).toContainText('3 Punkte näher');
  await expect(effect).toContainText('1 Startcheck');
});

test('a Startcheck left on any step comes back after a reload, and a saved one is gone', async ({
  page,
  context,
  insertNewUser,
  login,
}, testInfo) => {
  test.setTimeout(240_000);
  const anna = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
  const ben = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
  await login(page, anna);
  const tomorrow = crypto.randomUUID();
  await callApi(page, 'saveCompetition', {
    id: tomorrow,
    name: 'Stadtlauf',
    date: dayFromToday(1),
    startTime: null,
    importance: 4,
    place: null,
  });
  // Not the one offered first: choosing it is an answer of her own that must come back.
  const later = crypto.randomUUID();
  await callApi(page, 'saveCompetition', {
    id: later,
    name: 'Landesfinale',
    date: dayFromToday(9),
    startTime: null,
    importance: 5,
    place: null,
  });
  const slider = (p: Page, name: string) => p.getByRole('slider', { name });
  const competition = (p: Page) => p.getByLabel('Wettkampf (optional)');
  const restored = (p: Page) => p.getByText('Dein angefangener Startcheck ist noch da.');

  // Step 1, half done: three sliders and the competition.
  await page.goto('/startcheck');
  await expect(competition(page)).toHaveValue(tomorrow);
  await competition(page).selectOption(later);
  await setSlider(slider(page, 'motiviert'), 7);
  await setSlider(slider(page, 'fokussiert'), 0);
  await setSlider(slider(page, 'nervös'), 8);
  await expect(restored(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Schritt 1 von 3', { exact: true })).toBeVisible();
  await expect(competition(page)).toHaveValue(later);
  await expect(slider(page, 'motiviert')).toHaveValue('7');
  await expect(slider(page, 'fokussiert')).toHaveValue('0');
  await expect(slider(page, 'fokussiert')).toHaveAttribute('aria-valuetext', '0 von 10');
  await expect(slider(page, 'nervös')).toHaveValue('8');
  await expect(slider(page, 'müde')).toHaveAttribute('aria-valuetext', 'nicht bewertet');
  await expect(restored(page)).toBeVisible();

  // Another athlete on the same browser starts with nothing of hers.
  await login(page, ben);
  await page.goto('/startcheck');
  await expect(page.getByText('Schritt 1 von 3', { exact: true })).toBeVisible();
  await expect(slider(page, 'nervös')).toHaveAttribute('aria-valuetext', 'nicht bewertet');
  await expect(competition(page)).toHaveValue('');
  await expect(restored(page)).toHaveCount(0);
  await login(page, anna);

  // A closed tab: a new one in the same browser goes on where she left.
  await page.close();
  let tab = await context.newPage();
  await tab.goto('/startcheck');
  await expect(slider(tab, 'nervös')).toHaveValue('8');
  await expect(competition(tab)).toHaveValue(later);
  await setSlider(slider(tab, 'müde'), 1);
  await tab.getByRole('button', { name: 'Weiter', exact: true }).click();

  // Step 2, another option than the suggested one.
  await expect(tab.getByText('Schritt 2 von 3', { exact: true })).toBeVisible();
  const options = (p: Page) => p.getByRole('group', { name: 'Technik oder Routine wählen' });
  const other = options(tab).getByRole('button', { pressed: false }).first();
  const otherTitle = (await other.textContent()) ?? '';
  await other.click();
  await expect(options(tab).getByRole('button', { pressed: true })).toHaveText(otherTitle);
  await tab.reload();
  await expect(tab.getByText('Schritt 2 von 3', { exact: true })).toBeVisible();
  await expect(tab.getByText('Nervös 8 – über deinem Zielbereich 3–5')).toBeVisible();
  await expect(options(tab).getByRole('button', { pressed: true })).toHaveText(otherTitle);
  await expect(restored(tab)).toBeVisible();
  await tab.getByRole('button', { name: 'Schon gemacht – weiter' }).click();

  // Step 3, the second rating begun.
  await expect(tab.getByText('Schritt 3 von 3', { exact: true })).toBeVisible();
  await setSlider(slider(tab, 'nervös'), 4);
  await tab.close();
  tab = await context.newPage();
  await tab.setViewportSize({ width: 360, height: 800 });
  await tab.goto('/startcheck');
  await expect(tab.getByText('Schritt 3 von 3', { exact: true })).toBeVisible();
  await expect(tab.getByText(`Nach „${otherTitle}“`, { exact: false })).toBeVisible();
  await expect(slider(tab, 'nervös')).toHaveValue('4');
  await expect(tab.getByText('vorher 8')).toBeVisible();
  await expect(slider(tab, 'motiviert')).toHaveValue('7');
  await expect(restored(tab)).toBeVisible();
  await keepLook(tab, testInfo, 'startcheck-restored-360', { fullPage: true });
  await tab.setViewportSize({ width: 1280, height: 800 });

  await tab.getByRole('button', { name: 'Startcheck speichern' }).click();
  await expect(
    tab.getByRole('heading', { level: 2, name: 'Startcheck gespeichert' }),
  ).toBeVisible();
  await expect(tab.getByText('Vor dem Wettkampf: Landesfinale')).toBeVisible();
  await expect(tab.getByText('Nervös: 8 → 4 (Ziel 3–5)')).toBeVisible();

  // Saved: the next visit is a new check.
  await tab.reload();
  await expect(tab.getByText('Schritt 1 von 3', { exact: true })).toBeVisible();
  await expect(restored(tab)).toHaveCount(0);
  await expect(competition(tab)).toHaveValue(tomorrow);
  for (const { label } of TEST_COCKTAIL) {
    await expect(slider(tab, label)).toHaveAttribute('aria-valuetext', 'nicht bewertet');
  }

  // Started over on purpose: gone as well.
  await setSlider(slider(tab, 'nervös'), 6);
  await tab.reload();
  await expect(slider(tab, 'nervös')).toHaveValue('6');
  await tab.getByRole('button', { name: 'Neu beginnen' }).click();
  await expect(slider(tab, 'nervös')).toHaveAttribute('aria-valuetext', 'nicht bewertet');
  await tab.reload();
  await expect(tab.getByText('Schritt 1 von 3', { exact: true })).toBeVisible();
  await expect(slider(tab, 'nervös')).toHaveAttribute('aria-valuetext', 'nicht bewertet');
  await expect(restored(tab)).toHaveCount(0);
});
