import { defineConfig } from 'vitest/config';

// Node only: Phaser cannot load here (no navigator). Playwright's *.spec.ts live in test/e2e and are
// run by `playwright test`, never by Vitest.
export default defineConfig({
  test: {
    environment: 'node',
    // Whole headless games run in some tests; a busy 2-core machine must not fail them on time.
    testTimeout: 60_000,
    include: ['test/**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', 'test/e2e/**'],
  },
});
