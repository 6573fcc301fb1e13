// Long tasks in Chromium while the coach's team table renders: the app is loaded on the portal,
// then the coach opens the team through the navigation (a client-side render of every row, the
// data fetched as users get it) and sorts it by name. The figure is the longest Long Tasks API
// entry from the click until the table stands, and from the sort until it is redrawn.
import { chromium } from '@playwright/test';

function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
}

async function takeLongest(page) {
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
  return page.evaluate(() => {
    const longest = Math.max(0, ...window.__longTasks);
    window.__longTasks = [];
    return longest;
  });
}

/**
 * Waits in the page, a frame at a time, until every athlete's row stands (and, after a sort, the
 * first is `first`). A Playwright locator would poll by computing ARIA roles across the whole
 * document, and that work lands in the page's own long tasks.
 */
function untilAllRows(page, count, first = null) {
  return page.evaluate(
    ([count, first]) =>
      new Promise((resolve) => {
        const check = () => {
          const rows = document.querySelectorAll(
            'table tbody th[scope="row"], ul[aria-label="Dein Team"] > li h3',
          );
          const done =
            rows.length >= count && (first === null || rows[0].textContent.includes(first));
          if (done) resolve();
          else requestAnimationFrame(check);
        };
        check();
      }),
    [count, first],
  );
}

function cookieFor(baseUrl, cookie) {
  const [name, ...rest] = cookie.split(';')[0].split('=');
  return { name: name.trim(), value: rest.join('=').trim(), url: baseUrl };
}

/** The worst of `rounds` for opening the table and for sorting it, at 1280 px and at 360 px. */
export async function measureTeamRender({ baseUrl, cookie, athletes, rounds = 3 }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const worst = {};
  try {
    for (const [label, width] of [
      ['1280', 1280],
      ['360', 360],
    ]) {
      for (let round = 0; round < rounds; round++) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        await context.addCookies([cookieFor(baseUrl, cookie)]);
        const page = await context.newPage();
        try {
          await page.addInitScript(observeLongTasks);
          await page.goto(`${baseUrl}/coach/portal`);
          await page.getByRole('heading', { name: 'Portal', level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          await takeLongest(page);
          const nav = page.getByRole('link', { name: 'Athletinnen und Athleten' }).first();
          if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menü' }).click();
          await nav.click();
          await untilAllRows(page, athletes);
          const open = await takeLongest(page);
          await page.getByLabel('Sortieren nach').selectOption('name');
          await page.waitForURL(/sort=name/);
          await untilAllRows(page, athletes, 'Athlet 001');
          const sort = await takeLongest(page);
          worst[`open-${label}`] = Math.max(worst[`open-${label}`] ?? 0, open);
          worst[`sort-${label}`] = Math.max(worst[`sort-${label}`] ?? 0, sort);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return worst;
}
