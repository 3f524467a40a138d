import { expect, test } from '@playwright/test';
import { holdBackRestOfStyles, unstyledClasses } from './mantine-styles';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

test.describe('home page', () => {
  test('the hero carousel advances on its own and with the keyboard', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByTestId('hero-carousel');
    await expect(carousel).toHaveAttribute('data-active-slide', '0');
    await expect(page.getByRole('group', { name: /^1 of 4/ })).toBeVisible();
    // Auto-play every 5 s.
    await expect(carousel).toHaveAttribute('data-active-slide', '1', { timeout: 7_000 });

    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel).toHaveAttribute('data-active-slide', '2');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(carousel).toHaveAttribute('data-active-slide', '3');
  });

  test('the hackathon slide leads to /hackathon and the others to /courses', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(page.locator('[data-slide-id="hackathon"]').getByRole('link')).toHaveAttribute('href', '/hackathon');
    // Hidden slides are out of the accessibility tree, so look at their anchors directly.
    for (const id of ['brand', 'full-stack', 'ai-assistant']) {
      await expect(page.locator(`[data-slide-id="${id}"] a`)).toHaveAttribute('href', '/courses');
    }
  });

  test('the carousel pauses while the pointer is over it', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByTestId('hero-carousel');
    await carousel.hover();
    await page.waitForTimeout(6_000);
    await expect(carousel).toHaveAttribute('data-active-slide', '0');
  });

  test('pricing shows the five plans with their rupee prices', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await pricing.scrollIntoViewIfNeeded();
    const expected: Array<[string, string]> = [
      ['one-day', '₹10'],
      ['weekly', '₹49'],
      ['monthly', '₹99'],
      ['six-month', '₹449'],
      ['yearly', '₹799'],
    ];
    await expect(pricing.locator('[data-testid^="plan-"]:not([data-testid="plan-price"])')).toHaveCount(5);
    for (const [key, price] of expected) {
      await expect(pricing.getByTestId(`plan-${key}`).getByTestId('plan-price')).toHaveText(price);
    }
    await expect(pricing.getByTestId('plan-monthly')).toContainText('Most Popular');
  });

  test('shows the past hackathon with its metrics, and looks finished on desktop and phone', async ({ page }) => {
    await page.goto('/');
    const metrics = page.getByTestId('showcase-metrics');
    for (const label of ['Participants', 'Teams', 'Prize pool', 'Mentors']) await expect(metrics).toContainText(label);
    await expect(page).toHaveTitle(/Kodeshala/);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await captureAtWidths(page, 'home');
  });
});

test('the home page draws every Mantine component with its styles before the rest of them arrive', async ({ page }) => {
  // The home route loads only the first paint's styles: look for a Mantine class no loaded rule mentions.
  const letRestThrough = await holdBackRestOfStyles(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('hero-carousel')).toBeVisible();
    expect(await unstyledClasses(page)).toEqual([]);
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect(await unstyledClasses(page)).toEqual([]);
  letRestThrough();
});
