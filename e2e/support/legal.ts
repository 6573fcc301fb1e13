import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { heading } from './helpers';

/** axe's serious and critical findings, named by rule and element for a readable failure. */
export async function severeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

export const MISSING = 'Angaben des Betreibers fehlen';

/** Both pages at 360 and 1280 px, light and dark, axe-checked and kept as screenshots. */
export async function checkLooks(
  page: Page,
  testInfo: TestInfo,
  name: string,
  path: string,
  title: string,
) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await expect(page.getByText('Angaben des Betreibers werden geladen')).toHaveCount(0);
      expect(await severeViolations(page), `${path} ${colorScheme} ${width}`).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`${name}-${width}-${colorScheme}.png`),
        fullPage: true,
      });
    }
  }
}
