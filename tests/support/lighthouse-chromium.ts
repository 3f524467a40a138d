import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';

/** The flags every Chromium of our tests and benches runs with (playwright.config.ts): no calls home. */
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface LighthouseChromium {
  /** The browser's default context, where Lighthouse opens its tabs: a sign-in made here carries over. */
  context: BrowserContext;
  /** The DevTools port Lighthouse connects to. */
  port: number;
  close: () => Promise<void>;
}

/**
 * Debian's Chromium, headless with a fresh profile, open to Lighthouse on a DevTools port it picks
 * itself (read back from the profile's DevToolsActivePort), so parallel runs never collide.
 */
export async function chromiumForLighthouse(): Promise<LighthouseChromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-lighthouse-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...chromiumFlags, '--remote-debugging-port=0'],
  });
  const port = Number(fs.readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
  return {
    context,
    port,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
