import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { emptyResume } from '@shared/resume/resume';
import type { DesktopSettings, DesktopSettingsChange } from '@shared/desktop-settings';
import { SettingsStore, settingsService } from '../../src-main/services/settings';
import { startCuttableProxy } from '../server/support/cuttable-proxy';
import { removeServerBundle, startServerProcess } from '../server/support/server-process';
import { learnerPassword, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/**
 * The desktop app's first-run choice, App settings and Sync screens. Electron cannot run here, so
 * the page gets the preload's `window.kodeshala` from the test: its settings calls go to the real
 * main-process settings service (src-main/services/settings.ts) over a file in a temporary folder,
 * as main's bridge handlers call it; the rest of the bridge is what those screens read.
 */
const platform = 'https://learn.kodeshala.in';

async function desktopPage(page: Page, settingsFile: string, tokensAtRest: 'sealed' | 'plain' = 'sealed') {
  const connections: DesktopSettings[] = [];
  const betaChannels: boolean[] = [];
  const service = settingsService({
    store: new SettingsStore(settingsFile),
    defaultPlatformAddress: platform,
    tokensAtRest: () => tokensAtRest,
    onConnectionChanged: async (settings) => void connections.push(settings),
    onBetaChannelChanged: async (beta) => void betaChannels.push(beta),
  });
  await page.exposeFunction('settingsGet', () => service.get());
  await page.exposeFunction('settingsChange', (change: DesktopSettingsChange) => service.change(change));
  await page.addInitScript(() => {
    const call = (name: string, ...args: unknown[]) => (window as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!(...args);
    Object.assign(window, {
      kodeshala: {
        settings: { get: () => call('settingsGet'), change: (change: unknown) => call('settingsChange', change) },
        updates: {
          status: async () => ({ channel: 'stable', state: 'idle' }),
          check: async () => ({ channel: 'stable', state: 'up-to-date' }),
          setChannel: async () => ({ channel: 'stable', state: 'idle' }),
          restart: async () => null,
          onStatus: () => () => undefined,
        },
      },
    });
  });
  return { connections, betaChannels };
}

test('a new install asks how to work, keeps the answer, and App settings changes it', async ({ page }) => {
  test.setTimeout(120_000);
  const settingsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-settings-')), 'settings.json');
  const { connections, betaChannels } = await desktopPage(page, settingsFile);

  await page.goto('/login');
  const choice = page.getByRole('dialog', { name: 'Welcome to Kodeshala' });
  await expect(choice).toBeVisible();
  // The build's platform address is offered, and can be changed for a college's own server.
  const address = choice.getByLabel('Platform address');
  await expect(address).toHaveValue(platform);
  await captureAtWidths(page, 'desktop-first-run');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await address.fill('college server');
  await address.press('Enter');
  await expect(choice.getByText('Enter the platform’s address, starting with https:// (or http://).')).toBeVisible();
  await address.fill('https://kodeshala.college.ac.in/learn');
  await choice.getByRole('button', { name: 'Connect' }).click();
  // Main restarts the app's server on the same origin; the page loads again and is not asked twice.
  await expect(choice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to Kodeshala' })).toHaveCount(0);
  expect(connections.map((s) => s.connection)).toEqual([{ kind: 'platform', address: 'https://kodeshala.college.ac.in' }]);
  expect(JSON.parse(fs.readFileSync(settingsFile, 'utf8'))).toMatchObject({ connection: { kind: 'platform', address: 'https://kodeshala.college.ac.in' } });

  await page.goto('/app-settings');
  await expect(page.getByRole('heading', { name: 'App settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Connected to https://kodeshala.college.ac.in')).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'This computer has no system keyring' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Beta updates' }).click();
  await expect(page.getByRole('switch', { name: 'Beta updates' })).toBeChecked();
  expect(betaChannels).toEqual([true]);
  await page.getByRole('button', { name: 'Check for updates' }).click();
  await expect(page.getByText('You have the latest version.')).toBeVisible();
  await captureAtWidths(page, 'desktop-app-settings');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Stopping the sync reaches everything the learner does next, so it asks first.
  await page.getByRole('button', { name: 'Use on this computer only' }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop syncing with https://kodeshala.college.ac.in?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(connections).toHaveLength(1);
  await page.getByRole('button', { name: 'Use on this computer only' }).click();
  await confirm.getByRole('button', { name: 'Stop syncing' }).click();
  await expect(page.getByText('This computer only: nothing is synced.')).toBeVisible();
  expect(connections.map((s) => s.connection)).toEqual([{ kind: 'platform', address: 'https://kodeshala.college.ac.in' }, { kind: 'offline' }]);
});

test('signed out on the desktop, the sign-in page leads to App settings', async ({ page }) => {
  const settingsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-settings-')), 'settings.json');
  // The learner chose the platform at first run, on a computer without a keyring.
  fs.writeFileSync(settingsFile, JSON.stringify({ connection: { kind: 'platform', address: platform } }));
  await desktopPage(page, settingsFile, 'plain');
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await captureAtWidths(page, 'desktop-sign-in-app-settings');
  await page.setViewportSize({ width: 375, height: 800 });
  const link = page.getByRole('link', { name: 'App settings: connection to the platform, updates' });
  await expect(link).toBeVisible();
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app-settings$/);
  await expect(page.getByText(`Connected to ${platform}`)).toBeVisible();
  // No keyring: the sign-in is kept unencrypted, and the learner is told.
  await expect(page.getByRole('note').filter({ hasText: 'This computer has no system keyring' })).toBeVisible();
  await captureAtWidths(page, 'desktop-app-settings-no-keyring');
});

test('a browser’s sign-in page has no App settings link', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'App settings: connection to the platform, updates' })).toHaveCount(0);
});

test('a browser has no first-run question and App settings says it is the desktop app’s', async ({ page }) => {
  await page.goto('/app-settings');
  await expect(page.getByText('These settings belong to the Kodeshala desktop app.', { exact: false })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to Kodeshala' })).toHaveCount(0);
});

test.describe('the desktop copy of the platform', () => {
  test.afterAll(() => removeServerBundle());

  test('shows what waits while offline, then the conflict, and keeps the learner’s choice', async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-desktop-sync-'));
    // The platform is this suite's own server, behind a proxy whose cable the test can pull.
    const proxy = await startCuttableProxy(Number(new URL(baseURL!).port));
    const local = await startServerProcess({
      PORT: '0',
      DATA_DIR: path.join(work, 'local'),
      SYNC_REMOTE_URL: proxy.url,
      SYNC_INTERVAL_MS: '200',
      RENDERER_DIR: path.resolve('out/web'),
    });
    try {
      // The learner chose this platform at first run.
      const settingsFile = path.join(work, 'settings.json');
      fs.writeFileSync(settingsFile, JSON.stringify({ connection: { kind: 'platform', address: proxy.url } }));
      await desktopPage(page, settingsFile);
      const email = uniqueEmail('desktop-sync');
      const registered = await page.request.post(`${local.url}/api/auth/register`, { data: { email, password: learnerPassword } });
      expect(registered.status(), await registered.text()).toBe(201);
      const token = ((await registered.json()) as { accessToken: string }).accessToken;
      const auth = { authorization: `Bearer ${token}` };
      const resume = (summary: string) => ({ ...emptyResume(), firstName: 'Asha', lastName: 'Verma', email, summary });
      const put = async (origin: string, summary: string) => {
        const current = (await (await page.request.get(`${origin}/api/resume`, { headers: auth })).json()) as { resume: { updatedAt: string } | null };
        const res = await page.request.put(`${origin}/api/resume`, { headers: auth, data: { resume: resume(summary), baseUpdatedAt: current.resume?.updatedAt ?? null } });
        expect(res.status(), await res.text()).toBe(200);
        return res;
      };
      await put(local.url, 'Written online.');

      // The cable is pulled; the resume changes on another computer, and here, offline.
      proxy.cut();
      await put(baseURL!, 'Changed on the laptop.');
      expect((await put(local.url, 'Changed on the train.')).headers()['x-kodeshala-queued']).toBe('1');

      // The app's page is served by this computer's own server, as the desktop app's window is.
      // Signed up through it a moment ago, the learner is signed in here, offline as it is.
      await page.goto(`${local.url}/dashboard`);
      await expect(page.getByTestId('profile-menu-button')).toBeVisible();
      const offline = page.getByRole('status').filter({ hasText: '1 change waiting' });
      await expect(offline).toBeVisible();
      await offline.getByRole('link', { name: 'Review' }).click();
      await expect(page.getByText('1 change is waiting to be sent.')).toBeVisible();

      proxy.restore();
      const conflict = page.getByRole('region', { name: 'Resume' });
      await expect(conflict).toBeVisible({ timeout: 60_000 });
      await expect(conflict.getByText('Changed on the train.')).toBeVisible();
      await expect(conflict.getByText('Changed on the laptop.')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: '1 edit needs your choice' })).toBeVisible();
      await captureAtWidths(page, 'desktop-sync-conflict');
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });

      await conflict.getByRole('button', { name: 'Keep mine' }).click();
      await expect(page.getByText('No conflicts: everything you changed reached the platform.')).toBeVisible();
      await expect
        .poll(async () => ((await (await page.request.get(`${baseURL}/api/resume`, { headers: auth })).json()) as { resume: { summary: string } }).resume.summary, { timeout: 30_000 })
        .toBe('Changed on the train.');
    } finally {
      await local.stop();
      await proxy.close();
    }
  });

  test('keeps both copies of a project changed on both sides: the platform’s in place, this computer’s as a new project', async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-desktop-keep-both-'));
    const proxy = await startCuttableProxy(Number(new URL(baseURL!).port));
    const local = await startServerProcess({ PORT: '0', DATA_DIR: path.join(work, 'local'), SYNC_REMOTE_URL: proxy.url, SYNC_INTERVAL_MS: '200', RENDERER_DIR: path.resolve('out/web') });
    try {
      const settingsFile = path.join(work, 'settings.json');
      fs.writeFileSync(settingsFile, JSON.stringify({ connection: { kind: 'platform', address: proxy.url } }));
      await desktopPage(page, settingsFile);
      const email = uniqueEmail('desktop-keep-both');
      const registered = await page.request.post(`${local.url}/api/auth/register`, { data: { email, password: learnerPassword } });
      expect(registered.status(), await registered.text()).toBe(201);
      const auth = { authorization: `Bearer ${((await registered.json()) as { accessToken: string }).accessToken}` };
      const files = (content: string) => [{ name: 'main.py', content, mode: 'python' }];
      const created = await page.request.post(`${local.url}/api/playground/projects`, { headers: auth, data: { name: 'Bus tracker', files: files('print("start")') } });
      expect(created.status(), await created.text()).toBe(201);
      const project = (await created.json()) as { id: string; updatedAt: string };
      const save = (origin: string, content: string) =>
        page.request.patch(`${origin}/api/playground/projects/${project.id}`, { headers: auth, data: { files: files(content), baseUpdatedAt: project.updatedAt } });

      // Changed on another computer, and here while the cable is pulled.
      proxy.cut();
      expect((await save(baseURL!, 'print("laptop")')).status()).toBe(200);
      expect((await save(local.url, 'print("train")')).headers()['x-kodeshala-queued']).toBe('1');

      await page.goto(`${local.url}/sync`);
      proxy.restore();
      const conflict = page.getByRole('region', { name: 'Playground project' });
      await expect(conflict).toBeVisible({ timeout: 60_000 });
      await expect(conflict.getByText('print(\\"train\\")')).toBeVisible();
      await expect(conflict.getByText('print(\\"laptop\\")')).toBeVisible();
      await captureAtWidths(page, 'desktop-sync-keep-both');
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });

      await conflict.getByRole('button', { name: 'Keep both' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('No conflicts: everything you changed reached the platform.')).toBeVisible();
      const onPlatform = async () => ((await (await page.request.get(`${baseURL}/api/playground/projects`, { headers: auth })).json()) as { projects: Array<{ name: string }> }).projects.map((p) => p.name).sort();
      await expect.poll(onPlatform, { timeout: 30_000 }).toEqual(['Bus tracker', 'Bus tracker (copy from this computer)']);
      const kept = (await (await page.request.get(`${baseURL}/api/playground/projects/${project.id}`, { headers: auth })).json()) as { files: Array<{ content: string }> };
      expect(kept.files[0]?.content).toBe('print("laptop")');
    } finally {
      await local.stop();
      await proxy.close();
    }
  });
});
