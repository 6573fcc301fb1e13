import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * The page fades in; waits for it so colour contrast is measured at full opacity. Two frames first:
 * a change of the viewport reaches the app's media queries (the team's table or cards) only with the
 * next frame.
 */
export async function settle(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

/** No serious or critical axe finding on the page as it stands; `label` names it in a failure. */
export async function expectNoSevereAxeViolations(page: Page, label: string) {
  await settle(page);
  // Toasts come and go on their own timers: one sliding in or out while axe reads the page is
  // half transparent, and its contrast says nothing about the screen being checked.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-toast-id]').analyze();
  const severe = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ label, id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(severe).toEqual([]);
}

/**
 * Axe in light and dark, nothing of the screen's content wider than a phone, and screenshots at 360
 * and 1280 px kept with the test's output for a look by eye. The page's own size comes back after.
 */
export async function checkLooks(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize();
  await expectNoSevereAxeViolations(page, `${name} (hell)`);
  await page.setViewportSize({ width: 360, height: 780 });
  await settle(page);
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      // A table in its own horizontal scroll box (the charts' data tables) does not widen the page.
      .filter((el) => !el.parentElement?.closest('.overflow-x-auto'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );
  expect(overflowing).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await expectNoSevereAxeViolations(page, `${name} (dunkel)`);
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280-dark.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
  if (size) await page.setViewportSize(size);
}
