import { expect, test, type Page } from '@playwright/test';
import { bearer, learnerPassword, registerForm, submitCredentials, uniqueEmail } from './auth-helpers';

/**
 * A lesson opened offline moves the course's "last visited lesson" once the network returns
 * (product.md §3.2.8): the visit waits in the progress outbox beside the completions.
 */
// This spec is about the service worker, which the other journeys block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const courseId = 'html-basics';

async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 120_000 });
}

async function waitForKept(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(async (kept) => Boolean(await (await caches.open('kodeshala-lessons')).match(kept)), path), { timeout: 30_000 })
    .toBe(true);
}

test('a lesson visited offline is recorded as the last visited once the network returns', async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('offline-visit');
  await page.goto('/login?mode=register');
  await submitCredentials(registerForm(page), email, learnerPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForWorker(page);

  const headers = await bearer(request, email, learnerPassword);
  const outline = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()) as { modules: Array<{ lessons: Array<{ id: string; title: string }> }> };
  const [first, second] = outline.modules[0]?.lessons ?? [];
  if (!first || !second) throw new Error(`${courseId} needs two lessons in its first module`);
  const lastVisited = async () => ((await (await request.get(`/api/progress/${courseId}`, { headers })).json()) as { lastVisitedLessonId: string | null }).lastVisitedLessonId;

  // Online: both lessons read, so both are kept; the second is the last visited.
  for (const lesson of [first, second]) {
    await page.goto(`/courses/${courseId}?lesson=${lesson.id}`);
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    await expect(page.getByTestId('lesson-body')).toBeVisible();
    await waitForKept(page, `/api/lessons/${lesson.id}`);
  }
  await expect.poll(lastVisited, { timeout: 30_000 }).toBe(second.id);

  // Offline, back to the first lesson from its kept copy: the visit cannot reach the server, so it waits.
  await context.setOffline(true);
  await page.goto(`/courses/${courseId}?lesson=${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByTestId('lesson-body')).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kodeshala:progress-outbox:')).map((key) => localStorage.getItem(key) ?? '').join('')))
    .toContain(`"kind":"visit","courseId":"${courseId}","contentId":"${first.id}"`);
  expect(await lastVisited()).toBe(second.id);

  // The network returns: the outbox sends the visit without a reload, and empties.
  await context.setOffline(false);
  await expect.poll(lastVisited, { timeout: 60_000 }).toBe(first.id);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kodeshala:progress-outbox:')).length))
    .toBe(0);
});
