import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../src/web/lib/theme';

// Transitions of size and place change no colour, and some never stop: the breathing circle grows
// and shrinks for as long as it runs, a progress bar follows the clock.
const MOVING = ['transform', 'translate', 'scale', 'rotate', 'width', 'height'];

/**
 * Waits until the page shows what axe and a screenshot should see. The theme first: the app switches
 * the `dark` class from a media-query listener, a moment after `emulateMedia`, so a check right away
 * reads the old theme. Then two frames: a change of the viewport reaches the app's media queries (the
 * team's table or cards) only with the next frame. Last the fade-in and the colour transitions, so
 * contrast is measured at full opacity and in the final colours.
 */
export async function settle(page: Page) {
  await page.waitForFunction((themeKey) => {
    // Pages outside the app (the unsubscribe page) follow the colour scheme in their CSS alone.
    if (!document.querySelector('script[src$="/app-start.js"]')) return true;
    // The rule of public/app-start.js and the app's theme: a stored choice, else the system's.
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(themeKey);
    } catch {
      // Blocked storage: the app follows the system.
    }
    const dark =
      stored === 'dark' ||
      (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    return document.documentElement.classList.contains('dark') === dark;
  }, THEME_STORAGE_KEY);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(
    (moving) =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            (a instanceof CSSTransition && moving.includes(a.transitionProperty)),
        ),
    MOVING,
  );
}

interface AxeOptions {
  /** Only this part of the page, where the rest is checked elsewhere or not this test's concern. */
  include?: string;
}

/** axe's serious and critical findings on the settled page, named by rule and element. */
export async function severeAxeViolations(page: Page, { include }: AxeOptions = {}) {
  await settle(page);
  // Toasts come and go on their own timers: one sliding in or out while axe reads the page is
  // half transparent, and its contrast says nothing about the screen being checked.
  const axe = new AxeBuilder({ page }).exclude('[data-toast-id]');
  if (include) axe.include(include);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** No serious or critical axe finding on the page as it stands; `label` names it in a failure. */
export async function expectNoSevereAxeViolations(page: Page, label: string, options?: AxeOptions) {
  expect(await severeAxeViolations(page, options), label).toEqual([]);
}

interface LooksOptions {
  /** Runs after every change of scheme and width, before the checks: what the screen must show. */
  ready?: () => Promise<void>;
  /** The whole page in the screenshots (default), or only what is in view (an open dialog). */
  fullPage?: boolean;
  /** What the check is about, also kept on its own: a full page at 360 px is too tall to read. */
  detail?: Locator;
}

/**
 * Every look of the screen: light and dark at 360 and 1280 px, each axe-checked and kept as a
 * screenshot with the test's output for a look by eye; at 360 px nothing may be wider than the phone.
 * The light scheme and the page's own size come back after.
 */
export async function checkLooks(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { ready, fullPage = true, detail }: LooksOptions = {},
) {
  const size = page.viewportSize();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
      await ready?.();
      const look = `${name}-${width}-${scheme}`;
      await expectNoSevereAxeViolations(page, look);
      if (width === 360)
        expect(await overflowing(page), `${look}: wider than the screen`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`${look}.png`), fullPage });
      await detail?.screenshot({
        path: testInfo.outputPath(`${name}-detail-${width}-${scheme}.png`),
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (size) await page.setViewportSize(size);
  await settle(page);
}

/** What of the screen's content reaches past its right edge, and whether the page scrolls sideways. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const wide = [...document.querySelectorAll('main *')]
      // A table in its own horizontal scroll box (the charts' data tables) does not widen the page.
      .filter((el) => !el.parentElement?.closest('.overflow-x-auto'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    const { scrollWidth, clientWidth } = document.documentElement;
    return scrollWidth > clientWidth ? [...wide, `page ${scrollWidth} px`] : wide;
  });
}
