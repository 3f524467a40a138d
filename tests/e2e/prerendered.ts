import { expect, type Page } from '@playwright/test';

/**
 * A public page reaches a new visitor prerendered by the server, and the app starts when the visitor
 * first moves the pointer, touches or types (src-renderer/src/shell/prerender/start-on-interaction.ts). For a test of what
 * the app does on its own afterwards (timers, notices), the visitor moves the pointer to the page's
 * corner, away from anything that reacts to hover, and the test waits until the app has the page.
 */
export async function startTheApp(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}

/**
 * Runs the page's CSS animations at `rate` times their speed (1 is normal). A loading screen that
 * a CSS animation hides after 1.5 s is gone before a busy machine has finished loading the page;
 * slowed, a test can see it, then let it run on at normal speed. The session stays attached: the
 * rate lasts only as long as it does.
 */
export async function animationSpeed(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Animation.enable');
  await session.send('Animation.setPlaybackRate', { playbackRate: rate });
}
