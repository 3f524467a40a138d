import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, demoPassword, learnerPassword, registerThroughApi, signInThroughPage, uniqueEmail } from './auth-helpers';
import { hasNoHorizontalScroll } from './screenshots';

/** product.md §1.2: below 768 px the menu lists every area the header and its profile menu have for that person. */
const learnerAreas = ['Home', 'Dashboard', 'Playground', 'Hackathon', 'Courses', 'Profile', 'Assignments', 'Projects', 'Quizzes', 'Resume Builder', 'ATS Checker', 'GitHub Integration'];

/** A tile by its words; the Hackathon tile's name also carries its Live badge. */
const tileName = (label: string) => new RegExp(`^(Live )?${label}( Live)?$`);

async function openPhoneMenu(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  return menu;
}

test('a learner’s phone menu has every area of the header, Upgrade, and no admin areas', async ({ page, request }) => {
  const email = uniqueEmail('mobile-menu');
  await registerThroughApi(request, email);
  await signInThroughPage(page, email, learnerPassword);
  const menu = await openPhoneMenu(page);
  for (const label of [...learnerAreas, 'Upgrade to Premium']) await expect(menu.getByRole('link', { name: tileName(label) })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Organiser Dashboard' })).toHaveCount(0);
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.waitForTimeout(300); // the drawer's slide-in
  await page.screenshot({ path: 'test-results/screenshots/mobile-menu-learner.png', fullPage: true });
  await menu.getByRole('link', { name: 'ATS Checker' }).click();
  await expect(page).toHaveURL(/\/ats-checker$/);
  await expect(menu).toBeHidden();
});

test('an admin’s phone menu adds the admin panel and the organisers’ dashboard', async ({ page }) => {
  await signInThroughPage(page, demoAdmin, demoPassword);
  const menu = await openPhoneMenu(page);
  for (const label of [...learnerAreas, 'Admin Panel', 'Organiser Dashboard']) await expect(menu.getByRole('link', { name: tileName(label) })).toBeVisible();
  await page.waitForTimeout(300); // the drawer's slide-in
  await page.screenshot({ path: 'test-results/screenshots/mobile-menu-admin.png', fullPage: true });
  await menu.getByRole('link', { name: 'Organiser Dashboard' }).click();
  await expect(page).toHaveURL(/\/hackathon\/admin$/);
});
