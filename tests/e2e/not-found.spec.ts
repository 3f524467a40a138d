import { expect, test } from '@playwright/test';
import { captureAtWidths } from './screenshots';

test('an unknown path shows a not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await captureAtWidths(page, 'not-found');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('hero-carousel')).toBeVisible();
});

test('the API answers JSON, not the page, for unknown API paths', async ({ request }) => {
  const response = await request.get('/api/nothing-here');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
});

test('the API docs are served', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Kodeshala platform API').first()).toBeVisible({ timeout: 15_000 });
});
