import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Chosen once in the runner process; workers inherit the environment, so they agree on both.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, ['scripts/free-port.mjs'], { encoding: 'utf8' }).trim();
}
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-e2e-'));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

// Debian's Chromium; its calls home are refused by a closed network, so switch them off.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  timeout: 30_000,
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // The product started exactly as the README says.
    command: 'npm start',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR, DEMO_PASSWORD: 'e2e-demo-password', LOG_LEVEL: 'warn' },
  },
});
