import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The page fades in; waits for it so colour contrast is measured at full opacity. */
export async function settle(page: Page) {
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
