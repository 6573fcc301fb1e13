import { expect, type Page, type TestInfo } from '@playwright/test';
import { checkLooks } from './axe';
import { heading } from './helpers';

export const MISSING = 'Angaben des Betreibers fehlen';

/** A legal page in every look (checkLooks), opened afresh for each. */
export async function checkLegalPage(
  page: Page,
  testInfo: TestInfo,
  name: string,
  path: string,
  title: string,
) {
  await checkLooks(page, testInfo, name, {
    ready: async () => {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await expect(page.getByText('Angaben des Betreibers werden geladen')).toHaveCount(0);
    },
  });
}
