import type { Page } from '@playwright/test';

export const widths = { desktop: 1280, mobile: 375 } as const;

/** Keeps a full-page picture of what a user sees, at both widths, under test-results/screenshots. */
export async function captureAtWidths(page: Page, name: string): Promise<void> {
  for (const [label, width] of Object.entries(widths)) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: widths.desktop, height: 800 });
}

/** True when nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
export async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}
