import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';

/**
 * The desktop app itself, in Electron. Our build machines cannot download the Electron binary, so
 * this runs only where one is named in ELECTRON_PATH (after `npm run build:desktop`) and says why
 * it was skipped otherwise.
 */
const electronPath = process.env.ELECTRON_PATH;
if (!electronPath) console.log('desktop-electron.spec.ts skipped: set ELECTRON_PATH to an Electron binary (none can be downloaded on this machine).');

test.describe('desktop app in Electron', () => {
  test.skip(!electronPath, 'no Electron binary: set ELECTRON_PATH to run the desktop smoke test');

  test('opens on a loopback origin that stays the same across launches and refuses other callers', async () => {
    const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-electron-'));
    const launch = () => electron.launch({ executablePath: electronPath, args: ['.', `--user-data-dir=${userData}`], cwd: path.resolve(import.meta.dirname, '../..') });

    const first = await launch();
    const page = await first.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    const origin = new URL(page.url()).origin;
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await page.evaluate(() => localStorage.setItem('kodeshala-smoke', 'kept'));
    // Outside the window, without the launch's cookie, the server answers 403.
    expect((await fetch(`${origin}/api/health`)).status).toBe(403);
    await first.close();

    const second = await launch();
    const again = await second.firstWindow();
    await again.waitForLoadState('domcontentloaded');
    expect(new URL(again.url()).origin).toBe(origin);
    expect(await again.evaluate(() => localStorage.getItem('kodeshala-smoke'))).toBe('kept');
    await second.close();
    fs.rmSync(userData, { recursive: true, force: true });
  });
});
