import { defineConfig } from '@playwright/test';

/**
 * The desktop app in Electron (`npm run test:electron`): its own suite, apart from `npm test`'s
 * browser run, because it needs an Electron binary (ELECTRON_PATH) and `npm run build:desktop`
 * first. Without ELECTRON_PATH every test says why it was skipped.
 */
export default defineConfig({
  testDir: 'tests/electron',
  outputDir: 'test-results/electron',
  // One app at a time: each launch starts its own server and a platform beside it.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
});
