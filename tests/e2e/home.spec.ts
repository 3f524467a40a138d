import { expect, test } from '@playwright/test';
import { startTheApp } from './prerendered';
import { holdBackRestOfStyles, unstyledClasses } from './mantine-styles';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

test.describe('home page', () => {
  test('the hero carousel advances on its own and with the keyboard', async ({ page }) => {
    await page.goto('/');
    await startTheApp(page);
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
    // The page's clock, not the wall's: a second past the 5 s autoplay without waiting for it.
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByTestId('hero-carousel');
    await carousel.hover();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await page.clock.runFor(6_000);
    await expect(carousel).toHaveAttribute('data-active-slide', '0');
    // The same six seconds with the pointer away do advance it, so the check above can fail.
    await page.mouse.move(1, 1);
    await page.clock.runFor(6_000);
    await expect(carousel).toHaveAttribute('data-active-slide', '1');
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

test.describe('a new visitor on a prerendered page', () => {
  const appScripts = (urls: string[]) => urls.filter((url) => /\/assets\/(index|HomePage|LegalPage)-/.test(url));

  test('reads the page the server drew before any of the app arrives, and the app takes it over at the first move', async ({ page }) => {
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Learn to code, one clear step at a time' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(appScripts(scripts)).toEqual([]);
    expect(await unstyledClasses(page)).toEqual([]);

    const hydrated = page.evaluate(() => new Promise<void>((resolve) => addEventListener('kodeshala:hydrated', () => resolve(), { once: true })));
    await page.mouse.move(400, 300);
    await hydrated;
    expect(appScripts(scripts).length).toBeGreaterThan(0);
    // React took the server's HTML as it was: no mismatch to report, and the carousel now runs.
    expect(errors).toEqual([]);
    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(page.getByTestId('hero-carousel')).toHaveAttribute('data-active-slide', '1');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

    test('a first tap on the menu, before the app has arrived, opens it once the app is there', async ({ page }) => {
      await page.goto('/privacy-policy', { waitUntil: 'networkidle' });
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(page).toHaveTitle('Privacy Policy | Kodeshala');
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    });
  });

  test('a visitor in the dark scheme whose first click is on the scheme button gets the light scheme', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.goto('/privacy-policy', { waitUntil: 'networkidle' });
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toHaveCount(0);
    // Held until the app has the page, then replayed, before Mantine has read the remembered scheme.
    await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' }).first()).toBeVisible();
  });

  test('a visitor who chose Hindi gets the page drawn in Hindi, not the English the server drew', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('ks_lang', 'hi'));
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });
});
