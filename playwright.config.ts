import { defineConfig, devices } from '@playwright/test';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/support/global-setup.ts',
  // Timeouts catch hangs, not slowness (the bench measures speed): CI's machine is slower on some days.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // Two workers, each with its app server and Chromium, on this two-core machine: side by side the
  // whole suite took 9.0 min against 11.2 min with one (docs/decisions/test-suite-speed.md).
  workers: 2,
  fullyParallel: false,
  // A retry would let a flaky test pass; flakiness is a bug to fix, in CI as well.
  retries: 0,
  forbidOnly: ci,
  reporter: ci
    ? [['list'], ['html', { open: 'never' }], ['json', { outputFile: 'reports/playwright.json' }]]
    : [['list']],
  use: {
    // baseURL comes from the app-server fixture (e2e/fixtures.ts), which picks a free port.
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium: Playwright's own browser download is not reachable here.
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
        },
      },
    },
  ],
});
