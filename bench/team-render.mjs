// Long tasks in Chromium while the coach's team table renders: the app is loaded on the portal,
// then the coach opens the team through the navigation (a client-side render of every row, the
// data fetched as users get it) and sorts it by name. The figures are the longest Long Tasks API
// entries from the team's answer until the table stands (`table`), from the sort until it is
// redrawn (`sort`), and, apart, from the click until the answer (`navigation`: leaving the portal
// and the new screen's frame, before there is a table).
import { chromium } from '@playwright/test';

function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/** After two frames: the longest long task before `split` (a page time) and from it on. */
async function takeLongest(page, split = Number.POSITIVE_INFINITY) {
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
  const tasks = await page.evaluate(() => {
    const all = window.__longTasks;
    window.__longTasks = [];
    return all;
  });
  const longest = (list) => Math.round(Math.max(0, ...list.map(([, d]) => d)));
  return {
    before: longest(tasks.filter(([start]) => start < split)),
    after: longest(tasks.filter(([start]) => start >= split)),
  };
}

/** When the team's answer had arrived, in page time. */
function answerEnd(page) {
  return page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('getTeam'))
        .at(-1)?.responseEnd ?? 0,
  );
}

/**
 * Clicks in the page itself: a Playwright click first checks the element with its own scripts in
 * the page (and a role locator computes roles across the document), work that would land in the
 * page's long tasks.
 */
function clickIn(page, selector) {
  return page.evaluate((s) => document.querySelector(s).click(), selector);
}

/** Chooses `value` in the select labelled `label`, as a user's choice fires it, for the same reason. */
function selectIn(page, label, value) {
  return page.evaluate(
    ([label, value]) => {
      const select = [...document.querySelectorAll('select')].find(
        (s) => s.labels[0]?.textContent === label,
      );
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    [label, value],
  );
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
          await clickIn(page, 'a[href="/coach/athletes"]');
          await untilAllRows(page, athletes);
          const open = await takeLongest(page, await answerEnd(page));
          await selectIn(page, 'Sortieren nach', 'name');
          await page.waitForURL(/sort=name/);
          await untilAllRows(page, athletes, 'Athlet 001');
          const sort = await takeLongest(page);
          const keep = (key, value) => {
            worst[key] = Math.max(worst[key] ?? 0, value);
          };
          keep(`table-${label}`, open.after);
          keep(`sort-${label}`, sort.after);
          keep(`navigation-${label}`, open.before);
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
