import { expect, test } from './fixtures';
import { heading } from './support/helpers';

test.describe('start screen', () => {
  test('stands until the first screen is ready, with nothing rendered before it', async ({
    page,
    insertNewUser,
    login,
  }) => {
    const user = await insertNewUser({ onboarded: true });
    await login(page, user);
    // The session answer is held back, as on a slow phone network: the app has run, but the
    // guard cannot decide yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route('**/api/auth/get-session', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });

    await page.goto('/dashboard', { waitUntil: 'load' });
    await expect.poll(() => asked).toBe(true);
    const startScreen = page.getByText(
      'Finde die Emotionen, mit denen du deine beste Leistung bringst.',
    );
    await expect(startScreen).toBeVisible();
    // Nothing of the app is in #root yet (no live region either), so the start screen is what shows.
    await expect(page.locator('#root')).toBeEmpty();

    release();
    await expect(heading(page, 'Dashboard')).toBeVisible();
    await expect(startScreen).toBeHidden();
  });
});
