import { expect, type Locator, type Page } from '@playwright/test';

/** A toast with this text, in the live regions the toaster renders (alerts and statuses). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[role="alert"], [role="status"]').getByText(text);
}

/** The full URL of an app path, for exact `toHaveURL` checks including the query string. */
export function appURL(baseURL: string, pathAndQuery: string): string {
  return new URL(pathAndQuery, baseURL).href;
}

/** Clicks 'Abmelden', opening the navigation menu first where a narrow viewport folds it away. */
export async function signOut(page: Page) {
  const signOut = page
    .getByRole('button', { name: 'Abmelden', exact: true })
    // The menu may render the entry as a menu item rather than a button.
    .or(page.getByRole('menuitem', { name: 'Abmelden', exact: true }))
    .filter({ visible: true });
  const menu = page.getByRole('button', { name: 'Menü', exact: true }).filter({ visible: true });
  await expect(signOut.or(menu).first()).toBeVisible();
  if ((await signOut.count()) === 0) await menu.first().click();
  await signOut.first().click();
}

/** The screen's one h1 with exactly this name. */
export function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** Fills the context step of a new protocol entry, which the page shows; the caller moves on. */
export async function fillEntryContext(
  page: Page,
  entry: { type: 'Training' | 'Wettkampf'; title: string; importance: number },
) {
  await expect(heading(page, 'Kontext')).toBeVisible();
  await page.getByRole('radio', { name: entry.type, exact: true }).check();
  await page.getByLabel('Titel', { exact: true }).fill(entry.title);
  await page
    .getByRole('group', { name: 'Wichtigkeit' })
    .getByRole('radio', { name: String(entry.importance), exact: true })
    .check();
}

/** Moves a 0-10 range slider to `value` with the keyboard, as a keyboard user would. */
export async function setSlider(slider: Locator, value: number) {
  await slider.focus();
  await slider.press('End');
  await slider.press('Home');
  for (let i = 0; i < value; i++) await slider.press('ArrowRight');
  await expect(slider).toHaveValue(String(value));
}

/** The calendar the app under test counts its days in: playwright.config's timezoneId. */
const TEST_TIME_ZONE = 'Europe/Berlin';

function millisecondsSinceMidnight(now: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TEST_TIME_ZONE,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + (now % 1000);
}

/**
 * About `minutes` before now, but still today in the test calendar, so that "today", the streak and
 * "this week" hold at any hour the suite runs (a CI run at half past midnight put "an hour ago" on
 * yesterday). Shortly after midnight the gap shrinks; a larger `minutes` always stays earlier.
 */
export function earlierToday(minutes: number, now = Date.now()): Date {
  const since = millisecondsSinceMidnight(now);
  return new Date(now - Math.min(minutes * 60_000, (since * minutes) / (minutes + 1)));
}

/** Fills the registration form as an athlete, the way a new user does, and sends it. */
export async function registerAsAthlete(page: Page, name: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByLabel('Passwort wiederholen').fill(password);
  await page.getByRole('radio', { name: 'Athlet', exact: true }).check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
}

/** Calls a function as the page's signed-in user (its session cookie) and answers its result. */
export async function callApi<T = unknown>(page: Page, name: string, data: unknown): Promise<T> {
  const res = await page.request.post(`/api/functions/${name}`, { data: { data } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: T }).result;
}
