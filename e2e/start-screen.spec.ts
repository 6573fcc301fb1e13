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
    // Its spinner waits a second before it appears (a quick start never shows it) and only then turns,
    // unless the device asks for reduced motion, as this suite does.
    const spinner = page.locator('#start-screen .lz-start-spinner');
    const animations = () =>
      spinner.evaluate((element) =>
        element.getAnimations().map((animation) => ({
          name: (animation as CSSAnimation).animationName,
          delay: animation.effect?.getTiming().delay,
        })),
      );
    expect(await animations()).toEqual([{ name: 'lz-appear', delay: 1000 }]);
    await expect(spinner).toHaveCSS('opacity', '1');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await animations()).toEqual([
      { name: 'lz-appear', delay: 1000 },
      { name: 'lz-spin', delay: 1000 },
    ]);

    release();
    await expect(heading(page, 'Dashboard')).toBeVisible();
    await expect(startScreen).toBeHidden();
  });

  test('is painted before any of the app’s scripts is asked for', async ({
    page,
    insertNewUser,
    login,
  }) => {
    const user = await insertNewUser({ onboarded: true });
    await login(page, user);
    await page.goto('/trends');
    await expect(heading(page, 'Trends')).toBeVisible();
    const { firstPaint, scripts } = await page.evaluate(() => ({
      // When the frame was drawn (`paintTime`), not when the screen showed it (`startTime`), which
      // may come after the next task has run.
      firstPaint: (() => {
        const entry = performance.getEntriesByName('first-paint')[0] as
          | (PerformanceEntry & { paintTime?: number })
          | undefined;
        return entry ? (entry.paintTime ?? entry.startTime) : null;
      })(),
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.startsWith('/assets/') && r.name.endsWith('.js'))
        .map((r) => r.startTime),
    }));
    expect(firstPaint).not.toBeNull();
    // The entry and the screen's chunks, all asked for once the start screen stood.
    expect(scripts.length).toBeGreaterThan(5);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(firstPaint ?? Number.POSITIVE_INFINITY);
  });

  test('has the locale data read in a worker of its own, which ends once done', async ({
    page,
  }) => {
    const workers: { path: string; closed: boolean }[] = [];
    page.on('worker', (worker) => {
      const seen = { path: new URL(worker.url()).pathname, closed: false };
      workers.push(seen);
      worker.on('close', () => {
        seen.closed = true;
      });
    });
    // The Content-Security-Policy would refuse a worker from elsewhere with an error here.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/login');
    await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toBeVisible();
    await expect
      .poll(() => workers.filter((w) => w.path === '/intl-warm-up.js' && w.closed).length)
      .toBe(1);
    expect(errors).toEqual([]);
  });
});
