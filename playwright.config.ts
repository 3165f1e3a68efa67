import { defineConfig } from '@playwright/test';

// Debian's Chromium (never `npx playwright install`), software WebGL through SwiftShader.
// The webServer builds and previews the game; Playwright starts and stops it. It builds in the e2e
// mode (into dist-e2e/): the production page with the full test hook (docs/test-hook.md).
// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
// The production build (dist/: the hook that shows only what the screen shows, the slim Phaser) is
// served beside it, one port up, for the tests of what a player's page exposes (helpers.ts PROD_BASE).
const PROD_PORT = PORT + 1;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/artifacts',
  // Software WebGL on two cores is slow: a human game of three turns takes a while.
  timeout: 150_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.ci-reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop-1280x720', use: { viewport: { width: 1280, height: 720 } } },
    { name: 'tablet-1024x768', use: { viewport: { width: 1024, height: 768 }, hasTouch: true } },
    { name: 'portrait-768x1024', use: { viewport: { width: 768, height: 1024 }, hasTouch: true } },
  ],
  webServer: [{
    command: `npx vite build --mode e2e && npx vite preview --mode e2e --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  }, {
    command: `npx vite build --logLevel error && npx vite preview --port ${PROD_PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PROD_PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  }],
});
