import { expect, test } from '@playwright/test';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/**
 * The desktop app's update notice. Electron cannot run here, so the page gets a stand-in for the
 * preload's `window.kodeshala.updates` that records calls and lets the test push statuses as main
 * would.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const listeners: Array<(status: unknown) => void> = [];
    const calls: string[] = [];
    Object.assign(window, {
      updateCalls: calls,
      pushUpdateStatus: (status: unknown) => listeners.forEach((listener) => listener(status)),
      kodeshala: {
        updates: {
          status: async () => ({ channel: 'stable', state: 'downloading', version: '0.2.0', percent: 40 }),
          check: async () => ({ channel: 'stable', state: 'checking' }),
          setChannel: async () => ({ channel: 'stable', state: 'idle' }),
          restart: async () => {
            calls.push('restart');
            return null;
          },
          onStatus: (listener: (status: unknown) => void) => {
            listeners.push(listener);
            return () => listeners.splice(listeners.indexOf(listener), 1);
          },
        },
      },
    });
  });
});

test('the desktop app shows the download, then offers "Restart to update"', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  const notice = page.getByRole('status').filter({ hasText: 'Kodeshala' });
  await expect(notice.getByText('Downloading Kodeshala 0.2.0')).toBeVisible();
  await expect(notice.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

  await page.evaluate(() => (window as unknown as { pushUpdateStatus(s: unknown): void }).pushUpdateStatus({ channel: 'stable', state: 'ready', version: '0.2.0', percent: 100 }));
  await expect(notice.getByText('Kodeshala 0.2.0 is ready')).toBeVisible();
  await captureAtWidths(page, 'desktop-update-ready');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  await notice.getByRole('button', { name: 'Restart to update' }).click();
  expect(await page.evaluate(() => (window as unknown as { updateCalls: string[] }).updateCalls)).toEqual(['restart']);

  await notice.getByRole('button', { name: 'Later' }).click();
  await expect(notice).toHaveCount(0);
});

test('a browser shows no update notice', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { kodeshala?: unknown }).kodeshala;
  });
  await page.goto('/login');
  await expect(page.getByText('Restart to update')).toHaveCount(0);
  await expect(page.getByText(/Downloading Kodeshala/)).toHaveCount(0);
});
