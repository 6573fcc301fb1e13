import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { addDays, dayFromToday } from '../src/domain/calendar-day';
import { MIN_ZONE_ENTRIES } from '../src/domain/trends-limits';
import { countsOf, learnZones } from '../src/domain/zone-probability';
import { expect, TEST_COCKTAIL, test } from './fixtures';
import { expectNoSevereAxeViolations, keepLook } from './support/axe';
import { appURL, toast } from './support/helpers';

/** 'YYYY-MM-DD' → 'TT.MM.JJJJ'. */
const german = (day: string) => day.split('-').reverse().join('.');

interface Seed {
  daysAgo: number;
  rating: number;
  motiviert: number;
  fokussiert: number;
  nervoes: number;
  /** Only three entries rate 'müde': too few for a relation. */
  muede?: number;
}

/**
 * Fourteen entries over 60 days. The four rated 9 are the top quarter (75th percentile 8.5), and
 * 'motiviert' was 4, 4, 5 and 5 in them: the learned zone is 4-5, against 6-8 in the cocktail.
 */
const SEEDS: Seed[] = [
  { daysAgo: 0, rating: 9, motiviert: 4, fokussiert: 8, nervoes: 4 },
  { daysAgo: 1, rating: 6, motiviert: 7, fokussiert: 6, nervoes: 6, muede: 2 },
  { daysAgo: 3, rating: 5, motiviert: 7, fokussiert: 5, nervoes: 7 },
  { daysAgo: 5, rating: 7, motiviert: 7, fokussiert: 7, nervoes: 5 },
  { daysAgo: 8, rating: 9, motiviert: 5, fokussiert: 9, nervoes: 4 },
  { daysAgo: 12, rating: 4, motiviert: 7, fokussiert: 4, nervoes: 8, muede: 5 },
  { daysAgo: 15, rating: 6, motiviert: 7, fokussiert: 6, nervoes: 5 },
  { daysAgo: 20, rating: 3, motiviert: 7, fokussiert: 3, nervoes: 9 },
  { daysAgo: 27, rating: 7, motiviert: 7, fokussiert: 7, nervoes: 4 },
  { daysAgo: 33, rating: 9, motiviert: 4, fokussiert: 8, nervoes: 3 },
  { daysAgo: 40, rating: 5, motiviert: 7, fokussiert: 5, nervoes: 6, muede: 3 },
  { daysAgo: 47, rating: 6, motiviert: 7, fokussiert: 6, nervoes: 5 },
  { daysAgo: 55, rating: 9, motiviert: 5, fokussiert: 9, nervoes: 4 },
  { daysAgo: 59, rating: 4, motiviert: 7, fokussiert: 4, nervoes: 7 },
];

const title = (s: Seed) => `Einheit vor ${s.daysAgo} Tagen`;

/** The seeds of a window `from`..`to` days ago, both included. */
function within(maxAgo: number, minAgo = 0): Seed[] {
  return SEEDS.filter((s) => s.daysAgo <= maxAgo && s.daysAgo >= minAgo);
}

/** '6,4': the average as the screen shows it (one decimal, German comma). */
function averageText(seeds: Seed[]): string {
  const avg = seeds.reduce((sum, s) => sum + s.rating, 0) / seeds.length;
  return new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(
    Math.round(avg * 100) / 100,
  );
}

/** A function of the app, called in the page's session (its cookie). */
async function callApi<T>(page: Page, baseURL: string, name: string, data: unknown): Promise<T> {
  const res = await page.request.post(`/api/functions/${name}`, {
    data: { data },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

/**
 * An athlete of 48 entries over 90 days whose 'motiviert' at 4 to 6 goes with a good rating (9 or
 * 10), and 'nervös' at 3 to 5 adds to it: the learning should find 4-6 for 'motiviert', against 6-8
 * in the cocktail. Intensities cycle through the scale at different paces, so they cross.
 */
const LEARNING_SEEDS: Seed[] = Array.from({ length: 48 }, (_, i) => {
  const motiviert = i % 11;
  const nervoes = (i * 3 + 1) % 11;
  const fokussiert = (i * 7 + 2) % 11;
  const rating =
    4 +
    (motiviert >= 4 && motiviert <= 6 ? 4 : 0) +
    (nervoes >= 3 && nervoes <= 5 ? 1 : 0) +
    (i % 2);
  return {
    daysAgo: Math.floor(i * 1.85),
    rating: Math.min(rating, 10),
    motiviert,
    fokussiert,
    nervoes,
    ...(i % 4 === 0 ? { muede: (i * 5) % 11 } : {}),
  };
});

const emotionsOf = (s: Seed) => [
  { id: 'motiviert', label: 'motiviert', group: 'P+', intensity: s.motiviert },
  { id: 'fokussiert', label: 'fokussiert', group: 'P+', intensity: s.fokussiert },
  { id: 'nervoes', label: 'nervös', group: 'N+', intensity: s.nervoes },
  ...(s.muede === undefined
    ? []
    : [{ id: 'muede', label: 'müde', group: 'N-', intensity: s.muede }]),
];

/** What the domain learns from the seeds: the screen must show the same. */
const learnedFrom = (seeds: Seed[]) =>
  learnZones(
    TEST_COCKTAIL.map((e) => ({ ...e })),
    countsOf(seeds.map((s) => ({ rating: s.rating, emotions: emotionsOf(s) }))),
  );

async function seedEntries(page: Page, baseURL: string, seeds: Seed[] = SEEDS) {
  const today = dayFromToday(0);
  for (const s of seeds) {
    const emotions = emotionsOf(s);
    await callApi(page, baseURL, 'saveEntry', {
      id: randomUUID(),
      // Late morning in Berlin, winter or summer time: the entry's day is the one meant.
      occurredAt: `${addDays(today, -s.daysAgo)}T10:00:00Z`,
      type: s.rating === 9 ? 'competition' : 'training',
      title: title(s),
      importance: 3,
      place: null,
      emotions,
      rating: s.rating,
      goalReached: s.rating >= 7 ? 'yes' : 'partly',
      result: null,
      notes: '',
    });
  }
}

function stat(page: Page, key: string): Locator {
  return page.locator(`[data-stat="${key}"] dd`);
}

function chart(page: Page, name: string): Locator {
  return page.locator(`[data-chart="${name}"]`);
}

async function expectView(page: Page, seeds: Seed[]) {
  await expect(stat(page, 'entries')).toHaveText(String(seeds.length));
  await expect(stat(page, 'rating')).toContainText(averageText(seeds));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

function rangeLink(page: Page, name: string): Locator {
  return page
    .getByRole('navigation', { name: 'Zeitraum' })
    .getByRole('link', { name, exact: true });
}

test.describe('trends', () => {
  test('switching 7, 30, 90 days and a custom range updates the address and the figures', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await seedEntries(page, baseURL!);
    const today = dayFromToday(0);

    await page.goto('/trends');
    await expect(page.getByRole('heading', { level: 1, name: 'Trends' })).toBeVisible();
    // Without a range in the address: the last 30 days.
    await expect(rangeLink(page, '30 Tage')).toHaveAttribute('aria-current', 'page');
    await expectView(page, within(29));

    await rangeLink(page, 'Letzte 7 Tage').click();
    await expect(page).toHaveURL(appURL(baseURL!, '/trends?range=7'));
    await expectView(page, within(6));
    await expect(page.locator('[data-range]')).toContainText(
      `${german(addDays(today, -6))} – ${german(today)}`,
    );

    await rangeLink(page, '30 Tage').click();
    await expect(page).toHaveURL(appURL(baseURL!, '/trends?range=30'));
    await expectView(page, within(29));

    // Keyboard only: the views are links, Enter follows one and the focus stays on it.
    await rangeLink(page, '90 Tage').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(appURL(baseURL!, '/trends?range=90'));
    await expect(rangeLink(page, '90 Tage')).toBeFocused();
    await expectView(page, within(89));

    // The custom range starts from the window on screen, so it shows the same figures.
    await rangeLink(page, 'Eigener Zeitraum').click();
    const from90 = addDays(today, -89);
    await expect(page).toHaveURL(
      appURL(baseURL!, `/trends?range=custom&from=${from90}&to=${today}`),
    );
    await expectView(page, within(89));

    const from = addDays(today, -40);
    const to = addDays(today, -10);
    await page.getByLabel('Von', { exact: true }).fill(from);
    await page.getByLabel('Bis', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page).toHaveURL(appURL(baseURL!, `/trends?range=custom&from=${from}&to=${to}`));
    await expectView(page, within(40, 10));
    await expect(page.locator('[data-range]')).toContainText(`${german(from)} – ${german(to)}`);
    await expect(page.locator('[data-range]')).toContainText('31 Tage');

    await page.reload();
    await expectView(page, within(40, 10));
    await expect(rangeLink(page, 'Eigener Zeitraum')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('Von', { exact: true })).toHaveValue(from);
    await expect(page.getByLabel('Bis', { exact: true })).toHaveValue(to);

    // The browser's history walks back through the views.
    await page.goBack();
    await expect(page).toHaveURL(
      appURL(baseURL!, `/trends?range=custom&from=${from90}&to=${today}`),
    );
    await expectView(page, within(89));
  });

  test('the tables show the values the charts draw, and the relation needs five entries', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await seedEntries(page, baseURL!);
    await page.goto('/trends?range=90');
    await expectView(page, SEEDS);

    // Performance: one row per entry, oldest first, with its rating.
    const performance = chart(page, 'performance');
    // The disclosure opens from the keyboard too.
    await performance.getByText('Als Tabelle anzeigen').focus();
    await page.keyboard.press('Enter');
    const table = performance.getByRole('table', { name: 'Leistung je Eintrag' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Datum',
      'Titel',
      'Art',
      'Bewertung',
    ]);
    const rows = table.locator('tbody tr');
    const oldestFirst = [...SEEDS].sort((a, b) => b.daysAgo - a.daysAgo);
    await expect(rows).toHaveCount(SEEDS.length);
    for (const [i, s] of oldestFirst.entries()) {
      await expect(rows.nth(i).locator('td').nth(0)).toHaveText(title(s));
      await expect(rows.nth(i).locator('td').nth(2)).toHaveText(String(s.rating));
    }
    // The chart's own summary says the same figures.
    await expect(performance).toContainText(
      `${SEEDS.length} Bewertungen, niedrigste 3, höchste 9, im Schnitt ${averageText(SEEDS)} von 10.`,
    );

    // Emotions against their zones: the same intensities, each column with its zone.
    const emotions = chart(page, 'emotions');
    await emotions.getByText('Als Tabelle anzeigen').click();
    const zoneTable = emotions.getByRole('table');
    await expect(zoneTable.getByRole('columnheader')).toHaveText([
      'Datum',
      ...TEST_COCKTAIL.map((e) => `${e.label} (${e.zoneMin}–${e.zoneMax})`),
    ]);
    // A tick marks a value in its zone.
    const cell = (value: number | undefined, zone: readonly [number, number]) =>
      value === undefined ? '–' : value >= zone[0] && value <= zone[1] ? `${value} ✓` : `${value}`;
    const zoneRows = zoneTable.locator('tbody tr');
    await expect(zoneRows).toHaveCount(SEEDS.length);
    for (const [i, s] of oldestFirst.entries()) {
      await expect(zoneRows.nth(i).locator('td')).toHaveText(
        [s.motiviert, s.fokussiert, s.nervoes, s.muede].map((v, j) => {
          const e = TEST_COCKTAIL[j]!;
          return cell(v, [e.zoneMin, e.zoneMax]);
        }),
      );
    }
    // 'motiviert' was in its zone (6-8) in 10 of 14 entries.
    await expect(emotions.locator('li').filter({ hasText: 'motiviert' })).toContainText(
      '10 von 14 im Zielbereich',
    );

    // Relation: 'müde' was rated three times, too few for a bar; 'fokussiert' follows the rating.
    const relation = chart(page, 'relation');
    await expect(relation.locator('[data-emotion="muede"]')).toHaveCount(0);
    await expect(relation).toContainText(
      'Noch nicht dabei, weil seltener als 5-mal im Zeitraum bewertet: müde.',
    );
    await expect(relation.locator('[data-emotion="fokussiert"]')).toContainText('+');
    await expect(relation.locator('[data-emotion="fokussiert"]')).toContainText(
      'starker positiver Zusammenhang',
    );
    await expect(relation).toContainText('nicht was die Ursache ist');
    await relation.getByText('Als Tabelle anzeigen').click();
    const muedeRow = relation.getByRole('row', { name: /^müde/ });
    await expect(muedeRow.getByRole('cell').nth(1)).toHaveText('3');
    await expect(muedeRow.getByRole('cell').nth(3)).toHaveText('Zu wenige Einträge (3 von 5)');

    // Calendar: the days with entries, in German.
    const calendar = chart(page, 'calendar');
    await calendar.getByText('Als Tabelle anzeigen').click();
    await expect(calendar.getByRole('table').locator('tbody tr')).toHaveCount(SEEDS.length);
    await expect(calendar).toContainText(`An ${SEEDS.length} von 90 Tagen`);
  });

  test('the chances per intensity show the learned zone, and taking it over saves it', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await seedEntries(page, baseURL!, LEARNING_SEEDS);
    const learned = learnedFrom(LEARNING_SEEDS);
    const truth = learned.emotions.find((e) => e.id === 'motiviert');
    // The seeds were made for this: the learning finds the zone they were made with.
    expect([truth?.suggestedMin, truth?.suggestedMax]).toEqual([4, 6]);
    await page.goto('/trends?range=90');

    const chances = chart(page, 'zone-chances');
    await expect(
      chances.getByRole('heading', { name: 'Wann dir gute Leistungen gelingen' }),
    ).toBeVisible();
    await expect(chances).toContainText(
      `Als gute Leistung zählt das obere Drittel deiner eigenen Bewertungen: ${learned.goodFrom} bis 10.`,
    );
    const motiviertCurve = chances.locator('[data-emotion="motiviert"]');
    await expect(motiviertCurve).toContainText(
      `Bei 4 bis 6 gelingt dir am häufigsten eine gute Leistung (${Math.round((truth?.chance?.mean ?? 0) * 10)} von 10 Mal).`,
    );
    // The curve is an image named by its emotion and described by the sentences.
    await expect(
      motiviertCurve.getByRole('img', { name: /motiviert/ }),
    ).toHaveAccessibleDescription(/Bei 4 bis 6 gelingt dir am häufigsten/);
    // Its figures as a table, opened from the keyboard.
    await chances.getByText('Als Tabelle anzeigen').focus();
    await page.keyboard.press('Enter');
    const table = chances.getByRole('table', {
      name: 'motiviert: Chance auf eine gute Leistung je Intensität',
    });
    await expect(table.locator('tbody tr')).toHaveCount(11);
    const five = truth?.curve[5];
    const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 });
    await expect(table.locator('tbody tr').nth(5).getByRole('cell')).toHaveText([
      String(five?.entries),
      String(five?.good),
      percent.format(five?.chance ?? 0),
      `${percent.format(five?.low ?? 0)} – ${percent.format(five?.high ?? 0)}`,
      'am häufigsten gut',
    ]);

    const panel = page.locator('[data-panel="zone-learning"]');
    await expect(
      panel.getByRole('heading', { name: 'Vorschlag aus deinem Protokoll' }),
    ).toBeVisible();
    const motiviert = panel.locator('[data-emotion="motiviert"]');
    const suggested = motiviert.locator('[data-zone="suggested"]');
    const current = motiviert.locator('[data-zone="current"]');
    await expect(suggested).toContainText('4–6');
    await expect(suggested).toContainText('4 bis 6');
    await expect(current).toContainText('6–8');
    await expect(motiviert).toContainText(`Grundlage: ${LEARNING_SEEDS.length} Einträge`);

    const before = await callApi<{ cocktail: { version: number } }>(
      page,
      baseURL!,
      'getCocktail',
      null,
    );
    const button = motiviert.getByRole('button', { name: 'Übernehmen – motiviert' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Erfolgreich aktualisiert')).toBeVisible();
    await expect(motiviert).toContainText('Passt');
    // The focus stays with the emotion whose zone changed.
    await expect(motiviert.getByRole('heading', { name: 'motiviert' })).toBeFocused();

    const state = await callApi<{
      cocktail: { version: number; emotions: { id: string; zoneMin: number; zoneMax: number }[] };
    }>(page, baseURL!, 'getCocktail', null);
    expect(state.cocktail.version).toBe(before.cocktail.version + 1);
    expect(state.cocktail.emotions.map((e) => [e.id, e.zoneMin, e.zoneMax])).toEqual(
      TEST_COCKTAIL.map((e) =>
        e.id === 'motiviert' ? [e.id, 4, 6] : [e.id, e.zoneMin, e.zoneMax],
      ),
    );
    // The charts draw the new zone too.
    await expect(
      chart(page, 'emotions').locator('li').filter({ hasText: 'motiviert' }),
    ).toContainText('Ziel 4–6');

    // The cocktail editor offers the same learned range.
    await page.goto('/performance-cocktail-edit');
    const editorPanel = page.locator('[data-panel="zone-learning"]');
    await expect(editorPanel.locator('[data-emotion="motiviert"]')).toContainText('Passt');
  });

  test('a new athlete sees one card of what comes, and only charts with data', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await seedEntries(page, baseURL!, SEEDS.slice(0, 3));
    await page.goto('/trends?range=30');
    await expectView(page, SEEDS.slice(0, 3));
    const upcoming = page.locator('[data-upcoming]');
    await expect(upcoming).toContainText(`noch ${MIN_ZONE_ENTRIES - 3} Einträge nötig`);
    await expect(upcoming).toContainText('Ab 5 Einträgen mit einer Emotion');
    await expect(page.getByText(/Zu wenige Einträge/)).toHaveCount(0);
    await expect(chart(page, 'relation')).toHaveCount(0);
    await expect(chart(page, 'zone-chances')).toHaveCount(0);
    await expect(page.locator('[data-panel="zone-learning"]')).toHaveCount(0);
    await expect(chart(page, 'performance')).toBeVisible();
    await expect(chart(page, 'calendar')).toBeVisible();
  });

  test('an empty range, a reversed custom range and a failed load each say what to do', async ({
    page,
    insertNewUser,
    login,
    baseURL,
  }) => {
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);

    await page.goto('/trends?range=7');
    await expect(
      page.getByRole('heading', { name: 'Keine Einträge in diesem Zeitraum' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Eintrag schreiben' })).toHaveAttribute(
      'href',
      '/protocol/context',
    );
    await expect(stat(page, 'entries')).toHaveText('0');
    await expect(stat(page, 'rating')).toContainText('–');
    await expect(page.locator('[data-chart]')).toHaveCount(0);
    await expect(page.locator('[data-panel="zone-learning"]')).toHaveCount(0);
    await expect(page.locator('[data-pending]')).toHaveText([
      `Ab ${MIN_ZONE_ENTRIES} Einträgen siehst du, bei welcher Intensität deiner Emotionen dir gute Leistungen gelingen: noch ${MIN_ZONE_ENTRIES} Einträge nötig.`,
    ]);

    // The server's own German message, at the field it is about.
    await page.goto('/trends?range=custom&from=2026-10-31&to=2026-10-01');
    const to = page.getByLabel('Bis', { exact: true });
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Das Enddatum liegt vor dem Startdatum')).toBeVisible();
    await expect(to).toHaveAccessibleDescription('Das Enddatum liegt vor dem Startdatum');
    await page.getByLabel('Bis', { exact: true }).fill('2026-11-30');
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page).toHaveURL(
      appURL(baseURL!, '/trends?range=custom&from=2026-10-31&to=2026-11-30'),
    );
    await expect(page.getByText('Das Enddatum liegt vor dem Startdatum')).toBeHidden();
    await expect(page.locator('[data-range]')).toContainText('31.10.2026 – 30.11.2026');

    let fail = true;
    await page.route('**/api/functions/getTrends', (route) =>
      fail ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await page.goto('/trends?range=90');
    const alert = page.getByRole('alert').filter({ hasText: 'Fehler beim Laden' });
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(
      page.getByRole('heading', { name: 'Keine Einträge in diesem Zeitraum' }),
    ).toBeVisible();
  });

  for (const athlete of [
    { name: 'few', seeds: SEEDS.slice(0, 3) },
    { name: 'many', seeds: LEARNING_SEEDS },
  ]) {
    test(`with ${athlete.seeds.length} entries: no serious accessibility violations, light and dark, at 360 and 1280 px`, async ({
      page,
      insertNewUser,
      login,
      baseURL,
    }, testInfo) => {
      // Four full axe runs over open tables outlast the default timeout on a busy machine.
      test.setTimeout(420_000);
      const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
      await login(page, user);
      await seedEntries(page, baseURL!, athlete.seeds);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.goto('/trends?range=90');
          await expectView(page, athlete.seeds);
          // The charts drawn (they wait for their width) before the pictures are taken.
          await expect(page.locator('[data-chart] svg').first()).toBeVisible();
          const shot = `trends-${athlete.name}-${width}-${colorScheme}`;
          await keepLook(page, testInfo, shot, { fullPage: true });
          const chances = chart(page, 'zone-chances');
          if ((await chances.count()) > 0) {
            await keepLook(chances, testInfo, `${shot}-chances`);
          }
          const toggles = page.getByText('Als Tabelle anzeigen');
          for (let i = 0; i < (await toggles.count()); i++) await toggles.nth(i).click();
          // Nothing wider than the screen: wide tables scroll in their own box.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
          await expectNoSevereAxeViolations(page, `${shot} with tables`);
        }
      }
    });
  }
});
