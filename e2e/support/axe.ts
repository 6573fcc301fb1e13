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
  // half transparent, and its contrast says nothing about the screen being checked. Legacy mode runs
  // axe in the page itself; the default opens a second page for every scan, which doubled its time.
  // The app has no frames, the one thing legacy mode leaves out.
  const axe = new AxeBuilder({ page }).setLegacyMode().exclude('[data-toast-id]');
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
 * Screenshots of every look are taken only when asked for (`LOOKS_SCREENSHOTS=1`), for a look by
 * eye; nothing compares them, so in a plain run they would prove nothing. A failing test keeps its
 * screenshot anyway (playwright.config's `screenshot: 'only-on-failure'`).
 */
const SCREENSHOTS = Boolean(process.env.LOOKS_SCREENSHOTS);

/** A screenshot of the page or a part of it, kept with the test's output when asked for (above). */
export async function keepLook(
  target: Page | Locator,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean; animations?: 'disabled' | 'allow' } = {},
) {
  if (!SCREENSHOTS) return;
  const path = testInfo.outputPath(`${name}.png`);
  if ('goto' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path, animations: options.animations });
}

/**
 * Every look of the screen: light and dark at 360 and 1280 px, each axe-checked; at 360 px nothing
 * may be wider than the phone, and no control may lie under the tab bar or a toast where scrolling
 * cannot bring it out. The light scheme and the page's own size come back after.
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
      // The layout is the same in both schemes: the phone's checks once.
      if (width === 360 && scheme === 'light') {
        expect(await overflowing(page), `${look}: wider than the screen`).toEqual([]);
        expect(await coveredControls(page), `${look}: controls out of reach`).toEqual([]);
      }
      await keepLook(page, testInfo, look, { fullPage });
      if (detail) await keepLook(detail, testInfo, `${name}-detail-${width}-${scheme}`);
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

/**
 * Controls that something else covers where scrolling cannot help: with the page scrolled to its top,
 * the upper half of the screen (a toast, the header), and scrolled to its end, the lower half (the
 * tab bar). A control counts as covered when a tap on its middle lands on something else, or, at the
 * end of the page, when any part of it lies under the tab bar. Named by role and text. The scroll
 * position comes back after.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="slider"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [tabindex]:not([tabindex="-1"])';
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const scroller = document.scrollingElement ?? document.documentElement;
    const before = scroller.scrollTop;
    // An open modal dialog is all that can be reached.
    const dialog = document.querySelector('dialog:modal');
    const root: ParentNode = dialog ?? document;
    // A modal dialog lies above everything else, the tab bar included.
    const tabBar = dialog ? null : document.querySelector('[data-tab-bar]');
    const nameOf = (el: Element) =>
      `${el.getAttribute('role') ?? el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const reachable = (el: Element, hit: Element | null) => {
      if (!hit) return false;
      if (el === hit || el.contains(hit)) return true;
      // A tap on a control's label works the control.
      const labels = (el as HTMLInputElement).labels;
      return Boolean(labels && [...labels].some((l) => l === hit || l.contains(hit)));
    };
    const found = new Set<string>();
    for (const end of ['top', 'bottom'] as const) {
      scroller.scrollTop = end === 'top' ? 0 : scroller.scrollHeight;
      await frame();
      await frame();
      const barTop = tabBar ? tabBar.getBoundingClientRect().top : window.innerHeight;
      for (const el of root.querySelectorAll(CONTROLS)) {
        // The covering layers' own controls, and what is hidden or inert on purpose.
        if (el.closest('[data-toast-id], [data-tab-bar], [inert], [aria-hidden="true"]')) continue;
        if ((el as HTMLElement).closest('[disabled]')) continue;
        // A link that wraps has a box per line: a tap on any of them works it.
        const boxes = [...el.getClientRects()].filter((b) => b.width >= 2 && b.height >= 2);
        // Visually hidden (a radio drawn by its label) or not drawn at all.
        if (boxes.length === 0) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
        // Clipped away until it gets the focus (the skip link).
        if (style.clipPath.startsWith('inset(50%') || style.clip === 'rect(0px, 0px, 0px, 0px)') {
          continue;
        }
        const centres = boxes.map((b) => [b.left + b.width / 2, b.top + b.height / 2] as const);
        const [cx, cy] = centres[0]!;
        const inHalf =
          end === 'top'
            ? cy >= 0 && cy < innerHeight / 2
            : cy >= innerHeight / 2 && cy < innerHeight;
        if (!inHalf || cx < 0 || cx >= innerWidth) continue;
        const hits = centres.map(([x, y]) => document.elementFromPoint(x, y));
        if (!hits.some((hit) => reachable(el, hit))) {
          found.add(`${nameOf(el)} covered by ${nameOf(hits[0] ?? document.body)}`);
          continue;
        }
        const r = el.getBoundingClientRect();
        if (end === 'bottom' && tabBar && r.bottom > barTop + 1 && r.top < barTop) {
          found.add(`${nameOf(el)} partly under the tab bar`);
        }
      }
    }
    scroller.scrollTop = before;
    await frame();
    return [...found];
  });
}
