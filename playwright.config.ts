import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Chosen once in the runner process; workers inherit the environment, so they agree on both. All in
// one call: ports asked for one at a time could come back the same, and two servers then collide.
const portNames = ['E2E_PORT', 'PEER_GOOGLE_PORT', 'PEER_GITHUB_PORT', 'PEER_CONTROL_PORT', 'PEER_SMTP_PORT', 'E2E_LLM_PORT', 'PEER_OPENAI_PORT', 'E2E_CLOCK_PORT'];
const freePorts = execFileSync(process.execPath, ['scripts/free-port.mjs', String(portNames.length)], { encoding: 'utf8' }).trim().split(' ');
portNames.forEach((name, index) => {
  process.env[name] ??= freePorts[index];
});
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-e2e-'));
}
// The tutor's second product instance keeps its own database, and so does the clock's third.
process.env.E2E_LLM_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-e2e-llm-'));
process.env.E2E_CLOCK_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-e2e-clock-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
const clockURL = `http://localhost:${process.env.E2E_CLOCK_PORT}`;
const peer = (name: string) => `http://127.0.0.1:${process.env[name]}`;

/**
 * Specs that move the server's clock (they write `test-clock` in their server's data folder). Every
 * request on that server reads it: when they shared the other specs' server, an organiser's
 * certificate, issued with the clock past the event's end, lapsed every unpaid registration made
 * meanwhile, and the participant's journey then met 'lapsed' at Pay, its checkout never opening.
 * They get a product instance of their own, one test at a time.
 */
const clockSpecs = [/hackathon-admin\.spec\.ts$/, /profile\.spec\.ts$/];

/** The product as the README starts it, on a port and data folder of its own, with the test peers. */
const productEnv = (productPort: string, dataDir: string): Record<string, string> => ({
  PORT: productPort,
  PUBLIC_URL: `http://localhost:${productPort}`,
  DATA_DIR: dataDir,
  DEMO_PASSWORD: 'e2e-demo-password',
  // Every journey makes its accounts and signs in from this one address.
  REGISTER_RATE_LIMIT_PER_15_MINUTES: '1000',
  SIGN_IN_RATE_LIMIT_PER_5_MINUTES: '1000',
  LOG_LEVEL: 'warn',
  GOOGLE_CLIENT_ID: 'kodeshala-google-test',
  GOOGLE_CLIENT_SECRET: 'google-test-secret-value',
  GOOGLE_ISSUER: peer('PEER_GOOGLE_PORT'),
  GITHUB_CLIENT_ID: 'Iv1.kodeshalatest',
  GITHUB_CLIENT_SECRET: 'github-test-secret-value',
  GITHUB_AUTHORIZE_URL: `${peer('PEER_GITHUB_PORT')}/login/oauth/authorize`,
  GITHUB_TOKEN_URL: `${peer('PEER_GITHUB_PORT')}/login/oauth/access_token`,
  GITHUB_API_URL: peer('PEER_GITHUB_PORT'),
  // Mail leaves through the SMTP peer; tests read what it received from the peers' control port.
  SMTP_URL: `smtp://127.0.0.1:${process.env.PEER_SMTP_PORT}`,
  // Keeps the GitHub token at sign-in, so the playground can save to the peer's repositories.
  TOKEN_ENCRYPTION_KEY: 'e2e0'.repeat(16),
});

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
  // A journey that fills a form, shoots two widths and signs in takes 25-30 s on a busy CI machine;
  // the limit is there to stop a hung test, not to time a healthy one (bench/ measures speed).
  timeout: 60_000,
  // Two workers, the product and Chromium share two cores in CI; a busy moment must not fail a check.
  // Traces of CI runs show headless Chromium drawing a frame only every 2 s at such moments, so a
  // page that needs two requests and a render can pass 10 s.
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // Recording a trace of every action cost a third of the suite's time on two cores (a 23-test
    // sample: 209 s traced, 139 s not); CI retries a failure once, and that retry is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The web edition's service worker precaches its build (about 430 files) in every new browser
    // context, which is every test: an eighth of the journeys' time on two cores. The specs about
    // offline use and updates, which need it, allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', testIgnore: clockSpecs, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'server-clock', testMatch: clockSpecs, workers: 1, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: clockURL } },
  ],
  webServer: [
    {
      // Stand-ins for Google, GitHub and a mail server: real protocol peers on loopback (tests/peers).
      command: 'npx tsx tests/peers/serve.ts',
      url: `${peer('PEER_CONTROL_PORT')}/`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { APP_URL: baseURL },
    },
    {
      // The product started exactly as the README says; `npm test` has built it already (beside the
      // PostgreSQL run), so it starts `npm start`'s second half.
      command: process.env.E2E_SERVE_BUILT === '1' ? 'npm run serve' : 'npm start',
      url: `${baseURL}/api/health`,
      // `npm start` builds both editions first; Monaco and its workers make the web build the long part
      // (about 3 minutes on two idle cores, over 6 when the machine is busy).
      timeout: 720_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: productEnv(String(port), process.env.E2E_DATA_DIR),
    },
    {
      // Stand-in for an OpenAI-compatible model: the streaming chat-completions protocol on loopback.
      command: 'npx tsx tests/peers/openai-serve.ts',
      url: `${peer('PEER_OPENAI_PORT')}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // A second product instance whose tutor is that model (tests/e2e/tutor.spec.ts). It serves the
      // build the first one made, since web servers start one after another.
      command: 'npm run serve',
      url: `http://localhost:${process.env.E2E_LLM_PORT}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PORT: String(process.env.E2E_LLM_PORT),
        PUBLIC_URL: `http://localhost:${process.env.E2E_LLM_PORT}`,
        DATA_DIR: process.env.E2E_LLM_DATA_DIR,
        DEMO_PASSWORD: 'e2e-demo-password',
        // Every journey makes its accounts and signs in from this one address.
        REGISTER_RATE_LIMIT_PER_15_MINUTES: '1000',
        SIGN_IN_RATE_LIMIT_PER_5_MINUTES: '1000',
        LOG_LEVEL: 'warn',
        LLM_BASE_URL: `${peer('PEER_OPENAI_PORT')}/v1`,
        LLM_API_KEY: 'sk-kodeshala-test-key',
        LLM_MODEL: 'e2e-tutor-model',
      },
    },
    {
      // A third, for `clockSpecs`, the only one with a test clock. It serves the same build.
      command: 'npm run serve',
      url: `${clockURL}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        ...productEnv(String(process.env.E2E_CLOCK_PORT), process.env.E2E_CLOCK_DATA_DIR),
        // The test clock: a spec writes an instant here (to seed learning days, to pass the event's
        // end); the server honours it only because of KODESHALA_TEST_MODE. The others have none.
        KODESHALA_TEST_MODE: '1',
        KODESHALA_TEST_CLOCK_FILE: path.join(process.env.E2E_CLOCK_DATA_DIR, 'test-clock'),
      },
    },
  ],
});
