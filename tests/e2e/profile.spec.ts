import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { learnerPassword, registerThroughApi, signInThroughPage, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/**
 * This spec's server's test clock (`clockSpecs` in playwright.config.ts: a server of its own, as
 * moving it moves every request's time): learning days are seeded on chosen dates.
 */
const clockFile = path.join(process.env.E2E_CLOCK_DATA_DIR ?? '', 'test-clock');
const setServerNow = (instant: Date | null) => (instant ? fs.writeFileSync(clockFile, instant.toISOString()) : fs.rmSync(clockFile, { force: true }));

const photoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAmUlEQVRoge2SwQkAQRCD7J8r1hK2iHvIQMACjAQ/TkNu4AaQV3QX4i7kBm4AeUV3Ie5CbuAGkFd0F+Iu5AZuAHlFdyHuQm7gBpBXdBfiLuQGbgB5RXch7kJu4AaQV3QX4i7kBm4AeUV3Ie5CbuAGkFd0F+Iu5AZuAHlFdyHuQm7gBpBXdBfiLuQGbgB5RXch7kJu4AaQV/zDA8WYwVqbSgdXAAAAAElFTkSuQmCC',
  'base64',
);

async function tokenFor(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: { email, password: learnerPassword } });
  expect(response.status()).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** Three free lessons of the first course in the library that has them (a course an admin adds may have fewer, and sort first). */
async function freeLessons(request: APIRequestContext, headers: Record<string, string>): Promise<{ courseId: string; lessonIds: string[] }> {
  const list = (await (await request.get('/api/courses', { headers })).json()) as { courses: Array<{ id: string }> };
  for (const { id: courseId } of list.courses) {
    const course = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()) as { modules: Array<{ lessons: Array<{ id: string; locked: boolean }> }> };
    const lessonIds = course.modules.flatMap((m) => m.lessons).filter((l) => !l.locked).slice(0, 3).map((l) => l.id);
    if (lessonIds.length === 3) return { courseId, lessonIds };
  }
  return { courseId: '', lessonIds: [] };
}

test.describe('learner profile', () => {
  // One journey: the test clock is shared by the whole server.
  test.describe.configure({ mode: 'serial' });

  test('three days of lessons give a 3-day streak and its badge; the profile is edited, shared and made private', async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('streak');
    await registerThroughApi(request, email);
    const headers = await tokenFor(request, email);
    const { courseId, lessonIds } = await freeLessons(request, headers);
    expect(lessonIds).toHaveLength(3);

    // A lesson completed (and a learning minute counted) on each of the last three days, 10:00 in Kolkata.
    const now = Date.now();
    try {
      for (const [i, lessonId] of lessonIds.entries()) {
        const daysAgo = 2 - i;
        setServerNow(new Date(now - daysAgo * 86_400_000));
        expect((await request.post('/api/engagement/heartbeat', { headers, data: {} })).status()).toBe(200);
        expect((await request.post(`/api/progress/${courseId}/complete`, { headers, data: { contentId: lessonId } })).status()).toBe(200);
      }
    } finally {
      setServerNow(null);
    }

    await signInThroughPage(page, email, learnerPassword);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    await expect(page.getByTestId('stat-started')).toContainText('1');
    await expect(page.getByRole('region', { name: 'Recent activity' }).getByText('Completed', { exact: true })).toHaveCount(3);
    await expect(page.getByLabel('Quote of the day')).toBeVisible();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await captureAtWidths(page, 'dashboard');
    await page.goto('/dashboard?from=payment');
    await expect(page.getByTestId('payment-thanks')).toContainText('Thank you for subscribing!');

    await page.goto('/profile');
    await expect(page.getByTestId('current-streak')).toContainText('3 days');
    await expect(page.getByTestId('current-streak')).toContainText('Getting consistent!');
    await expect(page.getByTestId('badge-streak-3')).toHaveAttribute('data-unlocked', 'true');
    await expect(page.getByTestId('badge-streak-7')).toHaveAttribute('data-unlocked', 'false');
    await expect(page.getByTestId('activity-calendar').locator('[data-level="1"]')).toHaveCount(3);
    await captureAtWidths(page, 'profile');

    // Edit mode: photo, name, bio, a link and public visibility.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photoPng });
    await form.getByLabel('Display name').fill('Asha Streak');
    await form.getByRole('textbox', { name: 'Bio' }).fill('Learning to code, one lesson a day.');
    await form.getByLabel('GitHub').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText(/Enter a link to your GitHub profile/)).toBeVisible();
    await form.getByLabel('GitHub').fill('https://github.com/asha-streak');
    await form.getByRole('switch', { name: /Public profile/ }).check();
    await captureAtWidths(page, 'profile-edit');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('heading', { name: 'Asha Streak' })).toBeVisible();
    await expect(page.getByTestId('profile-bio')).toHaveText('Learning to code, one lesson a day.');
    await expect(page.getByTestId('profile-photo').locator('img')).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f-]+\.webp$/);

    const me = (await (await request.get('/api/me', { headers })).json()) as { handle: string };
    const publicPath = `/u/${me.handle}`;

    // A second person opens the shared link.
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto(publicPath);
    await expect(visitor.getByRole('heading', { name: 'Asha Streak' })).toBeVisible();
    await expect(visitor.getByTestId('current-streak')).toContainText('3 days');
    await expect(visitor.getByTestId('badge-streak-3')).toHaveAttribute('data-unlocked', 'true');
    await captureAtWidths(visitor, 'public-profile');

    // The owner makes the profile private; the link now leads to not-found.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('form', { name: 'Edit profile' }).getByRole('switch', { name: /Public profile/ }).uncheck();
    await page.getByRole('form', { name: 'Edit profile' }).getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByTestId('profile-not-found')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await other.close();
  });

  test('with the server unreachable the dashboard shows its empty state first, and later the last data with an offline notice', async ({ page, request }) => {
    const email = uniqueEmail('offline');
    await registerThroughApi(request, email);
    await page.route('**/api/me/stats', (route) => route.abort());
    await signInThroughPage(page, email, learnerPassword);
    await page.goto('/dashboard');
    await expect(page.getByTestId('offline-notice')).toContainText("No courses available or couldn't load courses. Please check your connection.");
    await expect(page.getByTestId('dashboard-course')).toHaveCount(0);

    await page.unroute('**/api/me/stats');
    await page.reload();
    await expect(page.getByTestId('stat-courses')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    const courses = await page.getByTestId('dashboard-course').count();
    expect(courses).toBeGreaterThanOrEqual(6);

    await page.route('**/api/me/stats', (route) => route.abort());
    await page.reload();
    await expect(page.getByTestId('offline-notice')).toContainText('last saved progress');
    await expect(page.getByTestId('dashboard-course')).toHaveCount(courses);
  });
});
