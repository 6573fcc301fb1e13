// Interaction to Next Paint of the protocol's writing steps, with Chromium's CPU slowed down 4×
// (a mid-range phone): dragging an emotion's slider, changing a step and saving the entry. Each
// figure is the longest Event Timing entry of that interaction (the INP of a page with that one
// interaction), the worst of `rounds`. `npm run bench` runs it as the seeded writer (the athlete
// whose saves do not grow the history the reads are measured on).
import { chromium } from '@playwright/test';

const CPU_SLOWDOWN = 4;

/** Starts collecting the page's interactions (Event Timing entries with an interaction id). */
function observeInteractions() {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const known = window.__interactions.get(e.interactionId) ?? 0;
      window.__interactions.set(e.interactionId, Math.max(known, e.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** The longest interaction since the last call, then forgets them; 0 when none took 16 ms. */
async function takeLongest(page) {
  // Event Timing reports an interaction after its next paint: two frames make sure it arrived.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
  return page.evaluate(() => {
    const longest = Math.max(0, ...window.__interactions.values());
    window.__interactions.clear();
    return longest;
  });
}

async function next(page, heading) {
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

function cookieFor(baseUrl, cookie) {
  const [name, ...rest] = cookie.split(';')[0].split('=');
  return { name: name.trim(), value: rest.join('=').trim(), url: baseUrl };
}

async function oneRound(browser, baseUrl, cookie) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([cookieFor(baseUrl, cookie)]);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await page.addInitScript(observeInteractions);
    await page.goto(`${baseUrl}/protocol/context`);
    await page.getByRole('heading', { name: 'Kontext', level: 1 }).waitFor();
    // The figures are for the interactions, not the load: slow down once the page stands.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.getByRole('radio', { name: 'Training', exact: true }).check();
    await page.getByLabel('Titel', { exact: true }).fill('Intervalle');
    await page
      .getByRole('group', { name: 'Wichtigkeit' })
      .getByRole('radio', { name: '3', exact: true })
      .check();
    await takeLongest(page);

    await next(page, 'Emotionen');
    const stepChange = await takeLongest(page);

    // A drag across the first emotion's slider, as a thumb does it: down, eight moves, up.
    const slider = page.getByRole('slider').first();
    const box = await slider.boundingBox();
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.1, y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + box.width * (0.1 + i * 0.08), y);
    await page.mouse.up();
    const sliderDrag = await takeLongest(page);

    // The remaining steps as quickly as their forms allow, then the save.
    for (const emotion of await page.getByRole('slider').all()) {
      await emotion.focus();
      await emotion.press('ArrowRight');
    }
    await next(page, 'Leistung');
    const rating = page.getByRole('slider').first();
    await rating.focus();
    await rating.press('ArrowRight');
    await page.getByRole('radio', { name: 'Teilweise', exact: true }).check();
    await next(page, 'Notizen');
    await next(page, 'Zusammenfassung');
    await takeLongest(page);
    await page.getByRole('button', { name: 'Eintrag speichern' }).click();
    await page.getByText('Erfolgreich gespeichert').first().waitFor();
    const save = await takeLongest(page);
    return { sliderDrag, stepChange, save };
  } finally {
    await context.close();
  }
}

/** The worst of `rounds` for each interaction, in ms. */
export async function measureInteractions({ baseUrl, cookie, rounds = 3, log = () => {} }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  try {
    const runs = [];
    for (let i = 0; i < rounds; i++) {
      const run = await oneRound(browser, baseUrl, cookie);
      log(
        `interactions (CPU ${CPU_SLOWDOWN}× slower), round ${i + 1}: slider drag ${run.sliderDrag} ms, ` +
          `step change ${run.stepChange} ms, save ${run.save} ms`,
      );
      runs.push(run);
    }
    const worst = (key) => Math.max(...runs.map((r) => r[key]));
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      rounds,
      sliderDragMs: worst('sliderDrag'),
      stepChangeMs: worst('stepChange'),
      saveMs: worst('save'),
    };
  } finally {
    await browser.close();
  }
}

// Alone: `node bench/interaction.mjs [--pglite]` seeds a database of its own and measures there.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { withSeededServer } = await import('./processes.mjs');
  const { removeAllPending } = await import('./databases.mjs');
  const { buildWebIfStale } = await import('../scripts/build-if-stale.mjs');
  const log = (line) => process.stdout.write(`${line}\n`);
  try {
    await buildWebIfStale();
    const kind = process.argv.includes('--pglite') ? 'pglite' : 'postgres';
    const result = await withSeededServer(kind, 'interaction', (server, seeded) =>
      measureInteractions({ baseUrl: server.baseURL, cookie: seeded.writer.cookie, log }),
    );
    log(JSON.stringify(result));
  } finally {
    await removeAllPending();
  }
}
