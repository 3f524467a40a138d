import { expect, test, type Locator, type Page } from '@playwright/test';
import { learnerPassword, registerThroughApi, signInThroughPage, uniqueEmail } from './auth-helpers';
import { widths } from './screenshots';
import { startTheApp } from './prerendered';

/** The reminder waits 5 s after the page; each check below waits for it once. */
test.describe.configure({ timeout: 60_000 });

const lessonUrl = '/courses/python-programming?lesson=py-input';
const lessonTitle = 'Reading Input and Converting Types';
const reminder = (page: Page): Locator => page.getByTestId('subscription-banner');

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element has no box on the page.');
  return found;
}

async function signedInLearner(page: Page, request: Parameters<typeof registerThroughApi>[0]): Promise<void> {
  const email = uniqueEmail('reminder');
  await registerThroughApi(request, email);
  await signInThroughPage(page, email, learnerPassword);
}

test('wider than a phone the subscription reminder floats at the bottom without moving the lesson, and the floating controls step above it', async ({ page, request }) => {
  await signedInLearner(page, request);
  for (const [label, width] of Object.entries({ desktop: widths.desktop, tablet: 768 })) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(lessonUrl);
    await startTheApp(page);
    const title = page.getByRole('heading', { name: lessonTitle });
    await expect(title).toBeVisible();
    const launcher = page.getByTestId('tutor-launcher');
    await expect(launcher).toBeVisible();
    const titleBefore = await box(title);

    await expect(reminder(page)).toBeVisible({ timeout: 15_000 });
    const bar = await box(reminder(page));
    // In the window's bottom edge, not at the top of the page's flow.
    expect(bar.y + bar.height).toBeLessThanOrEqual(740);
    expect(bar.y + bar.height).toBeGreaterThan(740 - 40);
    expect((await box(title)).y, 'the lesson stays where the learner is reading').toBe(titleBefore.y);
    const lifted = await box(launcher);
    expect(lifted.y + lifted.height, 'the tutor button sits above the reminder').toBeLessThanOrEqual(bar.y);
    await page.screenshot({ path: `test-results/screenshots/subscription-reminder-${label}.png` });

    await reminder(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(reminder(page)).toBeHidden();
    await expect.poll(async () => (await box(launcher)).y + (await box(launcher)).height, { message: 'the tutor button goes back down' }).toBeGreaterThan(740 - 40);
    // Dismissed for this session: the next check opens a new one.
    await page.evaluate(() => sessionStorage.clear());
  }

  await page.clock.install();
  await page.goto(lessonUrl);
  await startTheApp(page);
  await page.clock.runFor(6_000);
  await expect(reminder(page)).toBeVisible();
  await reminder(page).getByRole('button', { name: 'Dismiss' }).click();
  await page.reload();
  await startTheApp(page);
  await expect(page.getByRole('heading', { name: lessonTitle })).toBeVisible();
  // Past the reminder's 5 s on the page's clock, which showed it before the dismissal above.
  await page.clock.runFor(6_000);
  await expect(reminder(page), 'a dismissed reminder stays away for the session').toBeHidden();
});

test('on a phone the reminder is the foot of the page: it covers nothing, moves nothing and lifts nothing', async ({ page, request }) => {
  await signedInLearner(page, request);
  await page.setViewportSize({ width: widths.mobile, height: 740 });
  await page.goto(lessonUrl);
  await startTheApp(page);
  const title = page.getByRole('heading', { name: lessonTitle });
  await expect(title).toBeVisible();
  const launcher = page.getByTestId('tutor-launcher');
  await expect(launcher).toBeVisible();
  const titleBefore = await box(title);
  const launcherBefore = await box(launcher);

  await expect(reminder(page)).toBeAttached({ timeout: 15_000 });
  expect((await box(title)).y, 'the lesson stays where the learner is reading').toBe(titleBefore.y);
  expect((await box(launcher)).y, 'nothing floats over the page to step above').toBe(launcherBefore.y);
  // After everything the page shows and before the footer, in the page's flow.
  const order = await page.evaluate(() => {
    const bar = document.querySelector('[data-testid="reminder-at-page-foot"]');
    const main = document.getElementById('main-content');
    const footer = document.querySelector('footer');
    return {
      lastInMain: bar !== null && main?.lastElementChild === bar,
      beforeFooter: bar !== null && footer !== null && (bar.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      position: bar ? getComputedStyle(bar).position : '',
    };
  });
  expect(order).toEqual({ lastInMain: true, beforeFooter: true, position: 'static' });
  await reminder(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/subscription-reminder-mobile.png' });
  await page.screenshot({ path: 'test-results/screenshots/subscription-reminder-mobile-full.png', fullPage: true });
  await reminder(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(reminder(page)).toBeHidden();
});

test("on a phone the reminder leaves the resume builder's floating Preview button free", async ({ page, request }) => {
  await signedInLearner(page, request);
  await page.setViewportSize({ width: widths.mobile, height: 740 });
  await page.goto('/resume-builder');
  const previewButton = page.getByRole('button', { name: 'Preview' });
  await expect(previewButton).toBeVisible();
  await expect(reminder(page)).toBeVisible({ timeout: 15_000 });
  const bar = await box(reminder(page));
  const button = await box(previewButton);
  expect(button.y + button.height).toBeLessThanOrEqual(bar.y);
  await previewButton.click();
  await expect(page.getByRole('dialog', { name: 'Preview and template' })).toBeVisible();
});

test('a check that cannot reach the server is not blamed on the subscription; a failing server is', async ({ page, request }) => {
  await signedInLearner(page, request);
  await page.clock.install();
  const checkFailed = page.getByTestId('subscription-check-failed');
  // The network drops the check: the learner is offline as far as this call knows.
  await page.route('**/api/subscription', (route) => route.abort('internetdisconnected'));
  await page.goto(lessonUrl);
  await startTheApp(page);
  await expect(page.getByRole('heading', { name: lessonTitle })).toBeVisible();
  await page.clock.runFor(6_000);
  await expect(reminder(page)).toBeHidden();
  await expect(checkFailed).toBeHidden();

  // The server answers, with an error of its own: that is said, with a way to ask again.
  await page.unroute('**/api/subscription');
  await page.route('**/api/subscription', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }) }));
  await page.reload();
  await startTheApp(page);
  await expect(page.getByRole('heading', { name: lessonTitle })).toBeVisible();
  await page.clock.runFor(6_000);
  await expect(checkFailed).toBeVisible();
  await expect(checkFailed.getByRole('button', { name: 'Try again' })).toBeVisible();
});
