import { expect, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumForLighthouse } from '../support/lighthouse-chromium';

/**
 * Lighthouse on the home page, its mobile default, in its own Chromium: accessibility, best
 * practices and SEO at 95 or more. Performance depends on how busy the machine is, so it is
 * measured by bench/lighthouse.ts (every public page and the signed-in ones) rather than here.
 */
const categories = ['accessibility', 'best-practices', 'seo'] as const;

test('the home page scores at least 95 in Lighthouse accessibility, best practices and SEO', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const browser = await chromiumForLighthouse();
  try {
    const result = await lighthouse(`${baseURL}/`, { port: browser.port, logLevel: 'error', onlyCategories: [...categories] });
    const lhr = result?.lhr;
    expect(lhr?.runtimeError).toBeUndefined();
    for (const category of categories) {
      const found = lhr?.categories[category];
      // The failing audits name what to fix when a score drops.
      const failing = (found?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
      expect.soft(Math.round((found?.score ?? 0) * 100), `${category}: ${failing.join(', ') || 'no failing audit'}`).toBeGreaterThanOrEqual(95);
    }
  } finally {
    await browser.close();
  }
});
