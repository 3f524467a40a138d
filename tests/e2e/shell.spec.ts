import { expect, test } from '@playwright/test';
import { startTheApp } from './prerendered';
import { toast } from './auth-helpers';

test('the home page carries Organization structured data, before the app runs and after', async ({ page }) => {
  await page.goto('/');
  // As a crawler reads it: the page the server drew, with no script run.
  const origin = new URL(page.url()).origin;
  const structured = async () => JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as unknown;
  expect(await structured()).toMatchObject({ '@type': 'Organization', name: 'Kodeshala', logo: `${origin}/favicon.svg` });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Kodeshala/);
  await startTheApp(page);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(await structured()).toMatchObject({ '@type': 'Organization', url: `${origin}/` });
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
});

test("a visitor's page load asks the server nothing about a session it does not have", async ({ page }) => {
  const refreshCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/refresh')) refreshCalls.push(request.url());
  });
  await page.goto('/courses');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect(refreshCalls).toEqual([]);
});

test('the home page announces the hackathon once, 3 s after it opened', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  // The visitor reads the prerendered page for 4 s before moving: its 3 s are over when the app starts.
  await page.clock.fastForward(4_000);
  await expect(toast(page, 'hackathon', 'Code Yuddh 2027')).toHaveCount(0);
  await startTheApp(page);
  await expect(toast(page, 'hackathon', 'Code Yuddh 2027')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hackathon-notification-shown'))).toBe('true');
  await page.reload();
  await startTheApp(page);
  await page.clock.fastForward(4_000);
  await expect(toast(page, 'hackathon', 'Code Yuddh 2027')).toHaveCount(0);
});

test('a visitor is invited to sign in 15 s after the page loaded, at most once an hour', async ({ page }) => {
  await page.clock.install();
  await page.goto('/privacy-policy');
  await page.clock.fastForward(16_000);
  await startTheApp(page);
  const prompt = toast(page, 'info', 'Save your progress');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprivacy-policy$/);

  await page.goto('/refund-policy');
  await startTheApp(page);
  await page.clock.fastForward(16_000);
  await expect(prompt).toHaveCount(0);
});

test('an error about a closed message channel is not shown to anyone', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await startTheApp(page);
  await page.evaluate(() => {
    void Promise.reject(new Error('A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received'));
    // A control: any other failure still surfaces, so the check above can fail.
    void Promise.reject(new Error('an ordinary failure'));
  });
  await expect.poll(() => errors).toContain('an ordinary failure');
  expect(errors.filter((message) => message.includes('message channel closed'))).toEqual([]);
});

test.describe(() => {
  // Each load is the page the server drew, counted from its load; an installed service worker would
  // answer the reloads with the app's page, which counts from when the app has drawn it instead.
  test.use({ serviceWorkers: 'block' });

  test('a signed-out visitor hears about the hackathon at most once a day, 2 s after opening a hackathon page', async ({ page }) => {
    await page.clock.install();
    // The server draws the landing; the app starts at the visitor's first move and counts from the page's load.
    await page.goto('/hackathon');
    await page.clock.fastForward(2_500);
    await startTheApp(page);
    const notice = toast(page, 'hackathon', 'registration is open');
    await expect(notice).toBeVisible();
    // The welcome greets a browser once; forgotten here, so it can say the app has started. Only
    // once this load has marked it: a mark written after the removal would silence the next load.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('hackathonWelcomed'))).not.toBeNull();
    await page.evaluate(() => localStorage.removeItem('hackathonWelcomed'));
    await page.reload();
    await page.clock.fastForward(3_000);
    await startTheApp(page);
    // The landing's welcome, due at the same moment, says the app has had its chance to announce.
    await expect(toast(page, 'info', 'Welcome to Code Yuddh 2027! Prepare for the ultimate coding battle.')).toBeVisible();
    await expect(notice).toHaveCount(0);
    // A day later it may show again.
    await page.evaluate(() => localStorage.setItem('last_hackathon_notification', String(Date.now() - 25 * 60 * 60 * 1000)));
    await page.reload();
    await page.clock.fastForward(2_500);
    await startTheApp(page);
    await expect(notice).toBeVisible();
  });
});

test('the first Tab offers a skip link to the page, and a focused text field shows a ring', async ({ page }) => {
  await page.goto('/login');
  // The first Tab of someone who sees the page: once it has drawn.
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  const email = page.getByLabel('Email');
  await email.focus();
  expect(await email.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
});
