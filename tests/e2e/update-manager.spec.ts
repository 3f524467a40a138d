import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { learnerPassword, registerForm, submitCredentials, toast, uniqueEmail } from './auth-helpers';
import { captureAtWidths } from './screenshots';
import { deployNextBuild, readBuildId } from './web-build';
import { startTheApp } from './prerendered';

/**
 * The web edition's service worker (product.md §3.2.8, §3.2.9) against a product instance of its
 * own, serving a copy of the built renderer, so the test can deploy a new build under an open tab
 * (replace the served folder and restart the server, as a deployment does) without touching the
 * build the other journeys use.
 */
// This spec is about the service worker, which the other journeys block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-sw-e2e-'));
const servedDir = path.join(work, 'web');
const dataDir = path.join(work, 'data');
const courseId = 'html-basics';
let server: ChildProcess | undefined;
let origin = '';

async function startServer(port: number): Promise<void> {
  server = spawn(process.execPath, ['out/server/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      RENDERER_DIR: servedDir,
      DEMO_PASSWORD: 'e2e-demo-password',
      REGISTER_RATE_LIMIT_PER_15_MINUTES: '1000',
      SIGN_IN_RATE_LIMIT_PER_5_MINUTES: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  // Starting migrates and seeds the library: half a minute on a busy machine.
  for (let tries = 0; tries < 480 && server.exitCode === null; tries++) {
    const up = await fetch(`http://localhost:${port}/api/health`).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The product instance of this journey did not start.');
}

async function stopServer(): Promise<void> {
  const running = server;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Waits until the worker controls the page (the first worker claims the open pages at once). It
 * precaches the app shell first: 3.6 MB, which takes half a minute when the machine is busy.
 */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 90_000 });
}

async function registerLearner(page: Page): Promise<string> {
  const email = uniqueEmail('offline');
  await page.goto(`${origin}/login?mode=register`);
  await submitCredentials(registerForm(page), email, learnerPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

async function completedLessons(request: APIRequestContext, email: string): Promise<string[]> {
  const response = await request.get(`${origin}/api/progress/${courseId}`, { headers: await authHeader(request, email) });
  return ((await response.json()) as { completedLessonIds: string[] }).completedLessonIds;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  fs.cpSync(path.join(root, 'out/web'), servedDir, { recursive: true });
  const port = await freePort();
  origin = `http://localhost:${port}`;
  await startServer(port);
});

test.afterAll(async () => {
  await stopServer();
  fs.rmSync(work, { recursive: true, force: true });
});

test.describe('the web edition offline and its updates', () => {
  test('serves /sw.js for scope / uncached, and shows the cache debug panel with ?debug=cache on wide screens', async ({ page, request }) => {
    test.setTimeout(150_000);
    const sw = await request.get(`${origin}/sw.js`);
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');

    await page.goto(`${origin}/?debug=cache`);
    await waitForWorker(page);
    const panel = page.getByRole('region', { name: 'Cache debug panel' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expect(panel.getByRole('row', { name: /^Worker\s+active$/ })).toBeVisible();
    await expect(panel.getByRole('row', { name: /Controls this page\s+yes/ })).toBeVisible();
    await expect(panel.getByRole('table', { name: 'Caches' })).toContainText(`kodeshala-precache-${readBuildId(servedDir)}`);
    await panel.getByRole('button', { name: 'Check for updates' }).click();
    await expect(panel.getByRole('row', { name: /Last check/ })).not.toContainText('not yet');
    await captureAtWidths(page, 'cache-debug-panel');

    // Narrower than 768 px, the panel is not shown.
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(panel).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(panel).toBeVisible();
    // Without the query there is no panel.
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(panel).toHaveCount(0);
  });

  test('a lesson read once stays readable offline, and a lesson completed offline reaches the server when the network returns', async ({ page, context, request }) => {
    test.setTimeout(180_000);
    const email = await registerLearner(page);
    await waitForWorker(page);
    const outline = (await (await page.request.get(`${origin}/api/courses/${courseId}`, { headers: await authHeader(request, email) })).json()) as {
      modules: Array<{ lessons: Array<{ id: string; title: string }> }>;
    };
    const [first, second] = outline.modules[0]?.lessons ?? [];
    if (!first || !second) throw new Error(`${courseId} needs two lessons in its first module`);

    // Online: the first lesson is read (and completes itself).
    await page.goto(`${origin}/courses/${courseId}?lesson=${first.id}`);
    await startTheApp(page);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByTestId('completion-card')).toContainText('Completed', { timeout: 15_000 });

    // The second lesson opens; the network drops while its completion is on the way.
    let held: Route | undefined;
    await page.route('**/api/progress/*/complete', (route) => {
      held = route;
    });
    await page.getByRole('button', { name: 'Next Tutorial' }).click();
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
    await expect.poll(() => held !== undefined, { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);
    await held?.abort('internetdisconnected');
    await page.unroute('**/api/progress/*/complete');
    await expect(toast(page, 'info', /Saved on this device/).first()).toBeVisible();
    await expect(page.getByTestId('completion-card')).toContainText('Completed');
    expect(await completedLessons(request, email)).not.toContain(second.id);

    // Still offline: the worker answers the lesson and the course from what it kept.
    const offlineReads = await page.evaluate(
      async ([course, lesson]) => Promise.all([`/api/courses/${course}`, `/api/lessons/${lesson}`].map(async (url) => (await fetch(url)).status)),
      [courseId, first.id] as const,
    );
    expect(offlineReads).toEqual([200, 200]);
    // Back to the first lesson through the app, offline.
    await page.getByRole('button', { name: /Previous/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByTestId('lesson-body')).toBeVisible();
    await captureAtWidths(page, 'lesson-read-offline');

    // The network returns: the outbox sends the second lesson.
    await context.setOffline(false);
    await expect.poll(() => completedLessons(request, email), { timeout: 45_000 }).toContain(second.id);

    // Signing out drops the kept lessons.
    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('menuitem', { name: /Sign out|Logout|Log out/i }).click();
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('kodeshala-lessons'))).toBe(false);
  });

  test('a new build deployed under an open tab is announced and applied once, never mixing the two builds', async ({ page, request }) => {
    test.setTimeout(300_000);
    const oldBuild = readBuildId(servedDir);
    await page.goto(`${origin}/`);
    await waitForWorker(page);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    const oldEntry = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src ?? '');
    expect(oldEntry).toMatch(/\/assets\/index-/);

    // Deploy: the server restarts on a new build whose files all have new names.
    const port = Number(new URL(origin).port);
    await stopServer();
    const newBuild = deployNextBuild(servedDir);
    await startServer(port);
    expect((await request.get(oldEntry)).status()).toBe(404);
    // The open tab still gets its own build's files from its worker.
    expect(await page.evaluate(async (url) => (await fetch(url)).status, oldEntry)).toBe(200);

    // Within one 30 s check the main notice shows, then the update applies by itself after 5 s.
    const banner = page.getByTestId('update-banner');
    // The check runs every 30 s; the new worker then precaches the new build before it is announced.
    await expect(banner).toContainText('A new version of Kodeshala is ready', { timeout: 150_000 });
    // One picture only: the notice is up for 5 s, too short for both widths on a busy machine.
    await page.screenshot({ path: 'test-results/screenshots/update-banner-desktop.png' });
    await expect(banner).toContainText('Kodeshala has been updated', { timeout: 20_000 });
    expect(loads).toHaveLength(1);
    const newEntry = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src ?? '');
    expect(newEntry).not.toBe(oldEntry);
    // Every script and style the page loaded comes from the new build.
    const assets = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/assets/')));
    const newNames = new Set(fs.readdirSync(path.join(servedDir, 'assets')));
    expect(assets.filter((url) => !newNames.has(path.basename(new URL(url).pathname)))).toEqual([]);
    await captureAtWidths(page, 'update-applied');

    // The old build's cache is gone and nothing reloads again: no loop.
    const cacheNames = await page.evaluate(async () => caches.keys());
    expect(cacheNames).toContain(`kodeshala-precache-${newBuild}`);
    expect(cacheNames).not.toContain(`kodeshala-precache-${oldBuild}`);
    // The next check finds this build's worker already serving: nothing waits to take over, so
    // nothing reloads. Asking for that check directly stands for the 30 s timer without its wait.
    const pending = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
      return Boolean(registration?.installing ?? registration?.waiting);
    });
    expect(pending).toBe(false);
    expect(loads).toHaveLength(1);
  });
});

async function authHeader(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const login = await request.post(`${origin}/api/auth/login`, { data: { email, password: learnerPassword } });
  return { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}
