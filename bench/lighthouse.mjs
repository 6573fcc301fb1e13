import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/**
 * Lighthouse's default config (mobile profile, simulated throttling) on each page in one Chromium.
 * `pages`: { path, cookie? } — a signed-in page gets the session cookie on every request.
 * A page that ends elsewhere (a redirect to /login) counts as an error, not as that page's figures.
 */
export async function runLighthouse(baseUrl, pages, { log }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results = [];
    for (const page of pages) {
      const url = `${baseUrl}${page.path}`;
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Scores come from simulated throttling; these only keep a busy machine from aborting the run.
        maxWaitForFcp: 60_000,
        maxWaitForLoad: 90_000,
        ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
      });
      const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
      const result = {
        path: page.path,
        landedOn,
        // `code` (NO_FCP, …) first: the table shows only that part.
        error: lhr.runtimeError
          ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
          : landedOn === page.path
            ? null
            : `ended on ${landedOn}`,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? Number.NaN),
        cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? Number.NaN).toFixed(3)),
        failedA11yAudits: Object.values(lhr.audits)
          .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
          .filter((a) => a.score === 0)
          .map((a) => a.id),
      };
      log(
        `lighthouse ${page.path}: performance ${result.performance}, LCP ${result.lcpMs} ms, ` +
          `TBT ${result.tbtMs} ms, CLS ${result.cls}, accessibility ${result.accessibility}` +
          (result.error ? ` (${result.error})` : ''),
      );
      results.push(result);
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
