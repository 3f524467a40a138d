import { expect, test } from '@playwright/test';
import { startTheApp } from './prerendered';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

const pages = [
  { path: '/privacy-policy', title: 'Privacy Policy', figures: ['13 years', '30 days', '2 years', '60 days'] },
  { path: '/terms-conditions', title: 'Terms', figures: ['99.5%', '48 hours', 'Rs 99', 'Rs 799', '7 working days'] },
  { path: '/refund-policy', title: 'Refund and Cancellation Policy', figures: ['7 days', '20%', '3 to 5 business days'] },
  { path: '/shipping-policy', title: 'Shipping and Delivery Policy', figures: ['Rs 500', '9 AM and 7 PM', 'Hyderabad'] },
];

for (const legal of pages) {
  test(`${legal.path} shows the full policy with its metadata`, async ({ page }) => {
    await page.goto(legal.path);
    // Drawn by the server, the head carries the canonical link before any script runs.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${legal.path}$`));
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.{40,}/);
    await startTheApp(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(legal.title);
    await expect(page).toHaveTitle(new RegExp(`${legal.title}.*\\| Kodeshala`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${legal.path}$`));
    await expect(page.getByText(/Effective 27 June 2025 · Version 1\.0/)).toBeVisible();
    const text = await page.locator('main').innerText();
    for (const figure of legal.figures) expect(text, figure).toContain(figure);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await captureAtWidths(page, legal.path.slice(1));
  });
}

test('the shipping policy has its eleven sections and the digital-only notice', async ({ page }) => {
  await page.goto('/shipping-policy');
  await expect(page.locator('main section[id]')).toHaveCount(11);
  await expect(page.getByText(/June 2025/).first()).toBeVisible();
});

test('a legal page opened from the footer of a scrolled page starts at the top', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page).toHaveURL(/\/refund-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Refund');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('one policy leads to the next from the footer, and back home', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy Policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('hero-carousel')).toBeVisible();
});
