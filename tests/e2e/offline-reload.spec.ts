import { expect, test, type Page } from '@playwright/test';
import { bearer, learnerPassword, registerForm, submitCredentials, uniqueEmail } from './auth-helpers';
import { captureAtWidths } from './screenshots';

/**
 * The web edition offline across reloads (product.md §3.2.8): a signed-in learner whose browser
 * loses the network and reloads stays signed in as far as the page can tell, reads the lessons
 * kept for offline reading, is told which lessons were never kept, and carries on when the network
 * returns without reloading by hand.
 */
// This spec is about the service worker, which the other journeys block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const courseId = 'html-basics';

/** Waits until the service worker controls the page; it precaches the app shell first, which takes a while on a busy machine. */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 120_000 });
}

/** Waits until the worker has kept a copy of an API read (the lessons cache holds the reader's reads). */
async function waitForKept(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(async (kept) => Boolean(await (await caches.open('kodeshala-lessons')).match(kept)), path), { timeout: 30_000 })
    .toBe(true);
}

const offlineNotice = (page: Page) => page.getByTestId('offline-notice');

test.describe('offline across reloads', () => {
  test('a reload offline keeps the session and the kept lessons, says which lesson was never kept, and carries on online', async ({ page, context, request }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail('offline-reload');
    await page.goto('/login?mode=register');
    await submitCredentials(registerForm(page), email, learnerPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForWorker(page);

    const outline = (await (await request.get(`/api/courses/${courseId}`, { headers: await bearer(request, email, learnerPassword) })).json()) as {
      modules: Array<{ lessons: Array<{ id: string; title: string }> }>;
    };
    const [first, second] = outline.modules[0]?.lessons ?? [];
    if (!first || !second) throw new Error(`${courseId} needs two lessons in its first module`);

    // Online: one lesson is read, so the worker keeps it; the catalogue is kept without being opened.
    await page.goto(`/courses/${courseId}?lesson=${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByTestId('lesson-body')).toBeVisible();
    await waitForKept(page, `/api/lessons/${first.id}`);
    await waitForKept(page, '/api/courses');

    // Offline, a reload: still signed in, the lesson is there, and the page says it is offline.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByTestId('lesson-body')).toBeVisible();
    await expect(offlineNotice(page)).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
    await captureAtWidths(page, 'offline-reload-lesson');

    // The outline marks the lesson kept for offline reading, and only that one.
    await page.getByRole('button', { name: 'Modules' }).click();
    const kept = page.locator('[data-testid="drawer-lesson"][data-saved]');
    await expect(kept).toHaveCount(1);
    await expect(kept).toContainText(first.title);
    await captureAtWidths(page, 'offline-outline-marks');
    await page.keyboard.press('Escape');

    // A lesson never opened: said so, with the kept lessons to read instead.
    await page.getByRole('button', { name: 'Next Tutorial' }).click();
    const notSaved = page.getByTestId('lesson-not-saved');
    await expect(notSaved).toContainText('You’re offline: this lesson hasn’t been saved for offline reading');
    await expect(notSaved.getByRole('link', { name: first.title })).toBeVisible();
    await captureAtWidths(page, 'offline-lesson-not-saved');

    // Other guarded pages, each loaded offline: none falls to the sign-in form.
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 2, name: 'HTML Basics' })).toBeVisible();
    await expect(offlineNotice(page)).toBeVisible();
    await captureAtWidths(page, 'offline-catalogue');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();
    await page.goto('/playground');
    // The editor's chunk is 4 MB of script: parsing it took over 30 s on a busy two-core machine.
    await expect(page.getByTestId('editor-area').locator('.monaco-editor').first()).toBeVisible({ timeout: 90_000 });
    await expect(page).toHaveURL(/\/playground$/);
    await captureAtWidths(page, 'offline-playground');

    // Back to the lesson never kept, still offline; then the network returns and it shows by itself.
    await page.goto(`/courses/${courseId}?lesson=${second.id}`);
    await expect(notSaved).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
    await expect(page.getByTestId('lesson-body')).toBeVisible();
    await expect(offlineNotice(page)).toHaveCount(0);
    // The session is a real one again: the lesson, read online, completes itself on the server.
    const headers = await bearer(request, email, learnerPassword);
    await expect
      .poll(async () => ((await (await request.get(`/api/progress/${courseId}`, { headers })).json()) as { completedLessonIds: string[] }).completedLessonIds, { timeout: 30_000 })
      .toContain(second.id);
  });
});
