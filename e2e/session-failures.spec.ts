import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkLooks } from './support/axe';
import { appURL, heading, toast } from './support/helpers';

const SESSION = '**/api/auth/get-session';
const TITLE = 'Anmeldung konnte nicht geprüft werden';
const BUSY = 'Der Server bekommt gerade zu viele Anfragen.';
const SERVER = 'Der Server hat gerade ein Problem.';
const NETWORK = 'Netzwerkfehler: Der Server ist nicht erreichbar. Prüfe deine Internetverbindung.';
const NOT_SIGNED_OUT = 'Du wirst dadurch nicht abgemeldet.';

function retryButton(page: Page) {
  return page.getByRole('button', { name: 'Erneut versuchen', exact: true });
}

/** Every address the page was on, client-side navigations included. */
function visitedPaths(page: Page) {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/**
 * Answers every session read with `status` until `end()` is called, then lets the reads through.
 * A Retry-After of ten minutes (cut to the screen's five) keeps the screen's own retry out of the way unless `retryAfter` says
 * otherwise.
 */
async function failSessionReads(page: Page, status: number, retryAfter: string | null = '600') {
  let failing = true;
  let refused = 0;
  await page.route(SESSION, async (route) => {
    if (!failing) return route.continue();
    refused++;
    await route.fulfill({
      status,
      json: { message: status === 429 ? 'Too many requests. Please try again later.' : 'Error' },
      headers: retryAfter === null ? {} : { 'Retry-After': retryAfter },
    });
  });
  return {
    refused: () => refused,
    end() {
      failing = false;
    },
  };
}

test.describe('a session read without an answer keeps the user signed in', () => {
  for (const [status, text] of [
    [429, BUSY],
    [503, SERVER],
  ] as const) {
    test(`a ${status} shows the German message and a retry, which opens the dashboard once it passes`, async ({
      page,
      baseURL,
      insertNewUser,
      login,
    }) => {
      const user = await insertNewUser({ onboarded: true });
      await login(page, user);
      const visited = visitedPaths(page);
      const failure = await failSessionReads(page, status);

      await page.goto('/dashboard');
      await expect(heading(page, TITLE)).toBeVisible();
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(page.getByText(NOT_SIGNED_OUT)).toBeVisible();
      await expect(page.getByText('Neuer Versuch in 5 Minuten.')).toBeVisible();
      await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));

      // A retry while the failure lasts keeps the screen and the address.
      const refusedBefore = failure.refused();
      await retryButton(page).click();
      await expect.poll(failure.refused).toBeGreaterThan(refusedBefore);
      await expect(heading(page, TITLE)).toBeVisible();
      await expect(retryButton(page)).toBeVisible();
      await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));

      failure.end();
      await retryButton(page).click();
      await expect(heading(page, 'Dashboard')).toBeVisible();
      await expect(page.getByText(`Willkommen, ${user.name}`)).toBeVisible();
      await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));
      expect(visited.filter((path) => path === '/login')).toEqual([]);
    });
  }

  test('without a Retry-After the screen retries by itself after a short back-off', async ({
    page,
    baseURL,
    insertNewUser,
    login,
  }) => {
    const user = await insertNewUser({ onboarded: true });
    await login(page, user);
    const failure = await failSessionReads(page, 503, null);

    await page.goto('/dashboard');
    await expect(heading(page, TITLE)).toBeVisible();
    await expect(page.getByText(/^Neuer Versuch in \d+ Sekunden?\.$/)).toBeVisible();
    failure.end();
    // No click: the planned retry opens the page that was asked for.
    await expect(heading(page, 'Dashboard')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(appURL(baseURL!, '/dashboard'));
  });

  test('an unreachable server without a last visit shows the network message, not the sign-in page', async ({
    page,
    baseURL,
    insertNewUser,
    login,
  }) => {
    const user = await insertNewUser({ onboarded: true });
    await login(page, user);
    const visited = visitedPaths(page);
    await page.route(SESSION, (route) => route.abort('connectionrefused'));

    await page.goto('/trends?range=30');
    await expect(heading(page, TITLE)).toBeVisible();
    await expect(page.getByText(NETWORK)).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/trends?range=30'));

    await page.unroute(SESSION);
    await retryButton(page).click();
    await expect(heading(page, 'Trends')).toBeVisible();
    await expect(page).toHaveURL(appURL(baseURL!, '/trends?range=30'));
    expect(visited.filter((path) => path === '/login')).toEqual([]);
  });
});

test('a signed-out visitor to onboarding step 2 goes to the sign-in page, and no function is called', async ({
  page,
  baseURL,
}) => {
  const functionCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/functions/')) functionCalls.push(pathname);
  });

  await page.goto('/onboarding/step-2');
  await expect(page).toHaveURL(appURL(baseURL!, '/login?redirect=%2Fonboarding%2Fstep-2'));
  await expect(heading(page, 'Anmelden')).toBeVisible();
  await expect(toast(page, 'Authentifizierung erforderlich')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(functionCalls).toEqual([]);
});

test('the retry screen passes axe in light and dark, fits 360 px, and works by keyboard', async ({
  page,
  insertNewUser,
  login,
}, testInfo) => {
  // Four screenshots and four axe runs.
  test.slow();
  const user = await insertNewUser({ onboarded: true });
  await login(page, user);
  const failure = await failSessionReads(page, 429);
  await page.goto('/dashboard');
  await expect(heading(page, TITLE)).toBeVisible();

  await checkLooks(page, testInfo, 'session-retry');

  // By keyboard alone: the first stop is the retry, and Enter takes it.
  failure.end();
  await page.keyboard.press('Tab');
  await expect(retryButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Dashboard')).toBeVisible();
});
