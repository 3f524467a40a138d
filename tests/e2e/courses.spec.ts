import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, demoAdmin, demoPassword, learnerPassword, registerForm, registerThroughApi, signInThroughPage, submitCredentials, toast, uniqueEmail } from './auth-helpers';
import { holdBackRestOfStyles, unstyledClasses } from './mantine-styles';
import { startTheApp } from './prerendered';
import { captureAtWidths, hasNoHorizontalScroll, widths } from './screenshots';

/** The course the journeys read; other courses of the library may come and go while it is written. */
const courseId = 'html-basics';

type Headers = Record<string, string>;
interface Outline {
  course: { title: string };
  modules: Array<{ id: string; title: string; lessons: Array<{ id: string; title: string; locked: boolean }> }>;
}
interface LessonReply {
  id: string;
  title: string;
  contentBlocks: Array<{ id: string; type: string; content?: string; preview?: boolean; options?: Array<{ id: string; text: string }> }>;
}

async function outline(request: APIRequestContext, headers: Headers): Promise<Outline> {
  const response = await request.get(`/api/courses/${courseId}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as Outline;
}

/** The first module's lessons, read from the API rather than written into the test. */
async function firstModule(request: APIRequestContext, headers: Headers) {
  const course = await outline(request, headers);
  const module = course.modules[0];
  if (!module || module.lessons.length < 4) throw new Error(`${courseId} needs a first module of at least 4 lessons`);
  return { course, module, lessons: module.lessons };
}

const completionCard = (page: Page) => page.getByTestId('completion-card');
const lessonTitle = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });

/** Opens a free lesson and waits for the reader to mark it complete by itself (1.5 s). */
async function expectAutoCompleted(page: Page, title: string): Promise<void> {
  await expect(lessonTitle(page, title)).toBeVisible();
  await expect(completionCard(page)).toContainText('Completed', { timeout: 15_000 });
}

test.describe('courses', () => {
  test('a free learner filters the catalogue, reads three lessons, meets the lock and is welcomed back', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('reader');
    await page.goto('/login?mode=register');
    await submitCredentials(registerForm(page), email, learnerPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    const headers = await bearer(request, email, learnerPassword);
    const { course, module, lessons } = await firstModule(request, headers);
    const [first, second, third, fourth] = lessons as [(typeof lessons)[number], (typeof lessons)[number], (typeof lessons)[number], (typeof lessons)[number]];
    expect(fourth.locked).toBe(true);

    // The catalogue: free-plan prompts, then the category chips.
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    const card = page.getByRole('article', { name: course.course.title });
    await expect(card).toContainText('Limited Access');
    await expect(card.getByRole('link', { name: 'Start' })).toBeVisible();
    await expect(page.getByTestId('upgrade-prompt').getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/payment/monthly');
    await captureAtWidths(page, 'courses');
    await page.setViewportSize({ width: widths.mobile, height: 800 });
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.setViewportSize({ width: widths.desktop, height: 800 });

    await page.getByRole('group', { name: 'Filter courses by category' }).getByText('Version Control', { exact: true }).click();
    await expect(card).toHaveCount(0);
    for (const badge of await page.getByTestId('course-card').all()) await expect(badge).toContainText('Version Control');
    await page.getByRole('group', { name: 'Filter courses by category' }).getByText('Frontend', { exact: true }).click();
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'Start' }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${courseId}`));

    // Lessons 1-3 are free and complete themselves once opened; arrows and buttons move between them.
    await expectAutoCompleted(page, first.title);
    await expect(toast(page, 'success', /Progress saved! \d+% complete/).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?lesson=${first.id}$`));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(module.title);
    await captureAtWidths(page, 'course-reader');
    await page.setViewportSize({ width: widths.mobile, height: 800 });
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.setViewportSize({ width: widths.desktop, height: 800 });

    await page.getByRole('button', { name: 'Next Tutorial' }).click();
    await expectAutoCompleted(page, second.title);
    await expect(page).toHaveURL(new RegExp(`\\?lesson=${second.id}$`));
    await page.keyboard.press('ArrowRight');
    await expectAutoCompleted(page, third.title);

    // Lesson 4 is locked: a Premium label and the upsell instead of its body.
    await page.getByRole('button', { name: 'Next Tutorial' }).click();
    await expect(lessonTitle(page, fourth.title)).toBeVisible();
    await expect(page.getByTestId('premium-label')).toHaveText('Premium');
    const upsell = page.getByTestId('premium-upsell');
    await expect(upsell.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/payment/monthly');
    await expect(page.getByTestId('lesson-body')).toHaveCount(0);
    await expect(completionCard(page)).toHaveCount(0);
    await captureAtWidths(page, 'course-reader-locked');

    // The server keeps the body: asking for it directly is refused.
    const direct = await page.request.get(`/api/lessons/${fourth.id}`, { headers });
    expect(direct.status()).toBe(403);
    expect(((await direct.json()) as { error: { code: string } }).error.code).toBe('PREMIUM_REQUIRED');

    // The drawer ticks what is done and marks the locked lessons.
    await page.getByRole('button', { name: 'Modules' }).click();
    const drawerLessons = page.getByTestId('drawer-lesson');
    for (const done of [first, second, third]) await expect(drawerLessons.filter({ hasText: done.title })).toHaveAttribute('data-completed', 'true');
    await expect(drawerLessons.filter({ hasText: fourth.title })).toContainText('Premium');
    await drawerLessons.filter({ hasText: lessons[lessons.length - 1]?.title ?? '' }).click();

    // Leaving an unfinished module warns first, with the module's percent.
    await page.getByRole('button', { name: /^Next Module/ }).click();
    const warning = page.getByRole('dialog', { name: 'Moving to Next Module' });
    await expect(warning).toContainText(`${Math.round((3 / lessons.length) * 100)}%`);
    await warning.getByRole('button', { name: 'Stay Here' }).click();
    await expect(warning).toHaveCount(0);

    // Back on the catalogue the card says Continue; opening the course offers Welcome Back.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: course.course.title }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(card.getByRole('link', { name: 'Continue' })).toBeVisible();
    await card.getByRole('link', { name: 'Continue' }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome Back!' });
    await expect(welcome.getByTestId('welcome-back-resume')).toContainText(module.title);
    await expect(welcome.getByTestId('welcome-back-resume')).toContainText(third.title);
    await welcome.getByRole('button', { name: 'Continue Learning' }).click();
    await expect(lessonTitle(page, third.title)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?lesson=${third.id}$`));
  });

  test('a learner’s catalogue arrives drawn for them, before any of the app, which then takes it over in their session', async ({ page }) => {
    const email = uniqueEmail('drawn-catalogue');
    // Signed up in this browser: its cookies are the session the server draws the page for.
    await registerThroughApi(page.request, email);
    const beforeApp: string[] = [];
    const afterApp: Array<{ url: string; status: number }> = [];
    const errors: string[] = [];
    let appStarted = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      const ours = url.pathname.startsWith('/api/') || (request.resourceType() === 'script' && /\/assets\/(index|CoursesPage)-/.test(url.pathname));
      if (ours && !appStarted) beforeApp.push(url.pathname);
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (appStarted && url.pathname.startsWith('/api/')) afterApp.push({ url: url.pathname, status: response.status() });
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/courses');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'HTML Basics' })).toContainText('Limited Access');
    await expect(page.getByTestId('upgrade-prompt')).toBeVisible();
    // Drawn for this learner: nothing of the app has run, and no request asked who they are.
    expect(beforeApp).toEqual([]);

    appStarted = true;
    await startTheApp(page);
    await expect(toast(page, 'success', 'Welcome to Kodeshala!')).toBeVisible();
    await expect(page.getByRole('article', { name: 'HTML Basics' })).toContainText('Limited Access');
    // The app started in the session the page carried: no refresh, and the API took its token.
    await expect.poll(() => afterApp.some(({ url }) => url === '/api/courses')).toBe(true);
    expect(afterApp.filter(({ url }) => url === '/api/auth/refresh')).toEqual([]);
    expect(afterApp.filter(({ status }) => status >= 400)).toEqual([]);
    // React found the HTML it would have drawn itself.
    expect(errors).toEqual([]);
  });

  test('learners whose catalogues are drawn at the same moment each get their own header and session', async ({ playwright, baseURL }) => {
    // The server's prerenderer draws in the app's one signed-in session, one page at a time: drawn
    // together, no page may show another learner.
    const learners = await Promise.all(
      ['asha', 'bilal', 'chitra'].map(async (prefix) => {
        const context = await playwright.request.newContext({ baseURL });
        const email = uniqueEmail(prefix);
        await registerThroughApi(context, email);
        return { context, email, name: email.split('@')[0] ?? prefix };
      }),
    );
    try {
      const pages = await Promise.all(learners.map(({ context }) => context.get('/courses').then((response) => response.text())));
      learners.forEach(({ email, name }, index) => {
        const html = pages[index] ?? '';
        expect(html, name).toContain('<div id="root" data-prerendered>');
        // The header's avatar names its learner; the session the app will start in is theirs too.
        expect(html, name).toContain(`title="${name}"`);
        for (const other of learners.filter((learner) => learner.email !== email)) expect(html, name).not.toContain(other.name);
        const session = /<script type="application\/json" id="prerender-session">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null';
        expect((JSON.parse(session) as { user?: { email?: string } } | null)?.user?.email, name).toBe(email);
      });
    } finally {
      await Promise.all(learners.map(({ context }) => context.dispose()));
    }
  });

  test('a quiz answered shows its explanation and an html block runs in the sandboxed preview', async ({ page, request }) => {
    // Three page loads (the quiz, its reopening, the html lesson).
    test.setTimeout(60_000);
    const email = uniqueEmail('quiz');
    await registerThroughApi(request, email);
    const headers = await bearer(request, email, learnerPassword);
    const course = await outline(request, headers);
    const free = course.modules.flatMap((m) => m.lessons).filter((l) => !l.locked);
    const bodies = await Promise.all(free.slice(0, 9).map(async (l) => (await (await request.get(`/api/lessons/${l.id}`, { headers })).json()) as LessonReply));
    const quizLesson = bodies.find((b) => b.contentBlocks.some((block) => block.type === 'quiz'));
    const htmlLesson = bodies.find((b) => b.contentBlocks.some((block) => block.type === 'html' && block.preview !== false));
    if (!quizLesson || !htmlLesson) throw new Error(`${courseId} needs a free lesson with a quiz and one with an html preview`);
    const quiz = quizLesson.contentBlocks.find((block) => block.type === 'quiz');
    const html = htmlLesson.contentBlocks.find((block) => block.type === 'html' && block.preview !== false);

    await signInThroughPage(page, email, learnerPassword);
    await page.goto(`/courses/${courseId}?lesson=${quizLesson.id}`);
    await startTheApp(page);
    const quizBlock = page.getByTestId('quiz-block').first();
    // The answer and its explanation stay on the server until the learner answers (product.md §2.12).
    await quizBlock.getByRole('radio').first().check();
    await quizBlock.getByRole('button', { name: 'Check answer' }).click();
    await expect(quizBlock.getByTestId('quiz-explanation')).not.toBeEmpty();
    await expect(quizBlock.locator('[data-correct]')).toHaveCount(1);
    await page.reload();
    await startTheApp(page);
    // Reopened, the lesson shows the learner's own choice, marked right or wrong.
    await expect(quizBlock.getByTestId('quiz-previous-answer')).toBeVisible();
    // The reader draws **bold** and `code` as elements, so compare the plain words.
    const pickedText = (quiz?.options?.[0]?.text ?? '').replace(/[*`]/g, '');
    await expect(quizBlock.locator('[data-correct], [data-wrong]').filter({ hasText: pickedText })).toHaveCount(1);

    await page.goto(`/courses/${courseId}?lesson=${htmlLesson.id}`);
    await startTheApp(page);
    const preview = page.getByTestId('html-preview').first();
    await expect(preview).toHaveAttribute('sandbox', 'allow-scripts');
    await preview.scrollIntoViewIfNeeded();
    // Some visible words of the block's markup, shown by the page it makes.
    const words = /<(?:h\d|p|li|button|td|th|strong|a|label)[^>]*>([^<>]{3,})</.exec(html?.content ?? '')?.[1]?.trim() ?? '';
    expect(words).not.toBe('');
    await expect(page.frameLocator('[data-testid="html-preview"]').first().locator('body')).toContainText(words);
  });

  test('a premium learner opens the fourth lesson of a module, finishes the module and the course', async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('premium');
    await registerThroughApi(request, email);
    const admin = await bearer(request, demoAdmin, demoPassword);
    const granted = await request.post('/api/admin/subscriptions', { headers: admin, data: { email, plan: 'monthly' } });
    expect(granted.status(), await granted.text()).toBe(200);
    const learner = await bearer(request, email, learnerPassword);
    const { course, module, lessons } = await firstModule(request, learner);
    const fourth = lessons[3];
    expect(fourth?.locked).toBe(false);

    await signInThroughPage(page, email, learnerPassword);
    await page.goto('/courses');
    await expect(page.getByTestId('course-card').first()).toBeVisible();
    await expect(page.getByText('Limited Access')).toHaveCount(0);
    await expect(page.getByTestId('upgrade-prompt')).toHaveCount(0);

    await page.goto(`/courses/${courseId}?lesson=${fourth?.id ?? ''}`);
    await startTheApp(page);
    await expect(lessonTitle(page, fourth?.title ?? '')).toBeVisible();
    await expect(page.getByTestId('lesson-body')).toBeVisible();
    await expect(page.getByTestId('premium-upsell')).toHaveCount(0);
    await expect(completionCard(page)).toContainText('Completed', { timeout: 15_000 });

    // With the rest of the first module done, leaving it says Module Complete.
    const complete = (lessonId: string) => request.post(`/api/progress/${courseId}/complete`, { headers: learner, data: { contentId: lessonId } });
    for (const lesson of lessons.slice(0, -1)) expect((await complete(lesson.id)).status()).toBe(200);
    const last = lessons[lessons.length - 1];
    await page.goto(`/courses/${courseId}?lesson=${last?.id ?? ''}`);
    await startTheApp(page);
    await expect(completionCard(page)).toContainText('Completed', { timeout: 15_000 });
    await page.getByRole('button', { name: /^Next Module/ }).click();
    const moduleDone = page.getByRole('dialog', { name: 'Module Complete!' });
    await expect(moduleDone).toContainText(module.title);
    await moduleDone.getByRole('button', { name: 'Next Module' }).click();
    await expect(lessonTitle(page, course.modules[1]?.lessons[0]?.title ?? '')).toBeVisible();

    // Finishing the last lesson of the course opens Course Complete, which leads back to the catalogue.
    const everyLesson = course.modules.flatMap((m) => m.lessons);
    for (const lesson of everyLesson.slice(0, -1)) expect((await complete(lesson.id)).status()).toBe(200);
    const final = everyLesson[everyLesson.length - 1];
    await page.goto(`/courses/${courseId}?lesson=${final?.id ?? ''}`);
    await startTheApp(page);
    const finished = page.getByRole('dialog', { name: 'Course Complete!' });
    // Loading, 1.5 s until the lesson completes itself, then 1.5 s until the dialog (product.md §2.9).
    await expect(finished).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('percent-chip')).toHaveText('100% complete');
    await finished.getByRole('button', { name: 'Continue to Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('article', { name: course.course.title }).getByRole('link', { name: 'Review' })).toBeVisible();
  });

  test('a course finished while a completion waits to be sent still says Course Complete', async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('queued');
    await registerThroughApi(request, email);
    const admin = await bearer(request, demoAdmin, demoPassword);
    expect((await request.post('/api/admin/subscriptions', { headers: admin, data: { email, plan: 'monthly' } })).status()).toBe(200);
    const learner = await bearer(request, email, learnerPassword);
    const everyLesson = (await outline(request, learner)).modules.flatMap((m) => m.lessons);
    for (const lesson of everyLesson.slice(0, -2)) expect((await request.post(`/api/progress/${courseId}/complete`, { headers: learner, data: { contentId: lesson.id } })).status()).toBe(200);
    const [waiting, final] = everyLesson.slice(-2);

    // The next-to-last lesson's completion cannot reach the server: it waits in the browser's outbox.
    const cutOff = (body: string | null) => body?.includes(`"${waiting?.id ?? ''}"`) ?? false;
    await page.route(`**/api/progress/${courseId}/complete`, (route) => (cutOff(route.request().postData()) ? route.abort('internetdisconnected') : route.continue()));
    await signInThroughPage(page, email, learnerPassword);
    await page.goto(`/courses/${courseId}?lesson=${waiting?.id ?? ''}`);
    await startTheApp(page);
    await expect(completionCard(page)).toContainText('Completed', { timeout: 15_000 });
    const outbox = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kodeshala:progress-outbox:')).map((key) => localStorage.getItem(key) ?? '').join(''));
    expect(await outbox()).toContain(waiting?.id ?? 'a lesson id');

    // The last lesson is answered by the server, whose progress still lacks the waiting one.
    await page.goto(`/courses/${courseId}?lesson=${final?.id ?? ''}`);
    await startTheApp(page);
    const finished = page.getByRole('dialog', { name: 'Course Complete!' });
    await expect(finished).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('percent-chip')).toHaveText('100% complete');
    await finished.getByRole('button', { name: 'Continue to Courses' }).click();

    // When the waiting completion lands, the server has the whole course.
    await page.unroute(`**/api/progress/${courseId}/complete`);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => ((await (await request.get(`/api/courses/${courseId}`, { headers: learner })).json()) as { progress: { percent: number } }).progress.percent).toBe(100);
    await expect.poll(outbox).not.toContain(waiting?.id ?? 'a lesson id');
  });

  test('an unknown course says so and leads back to the catalogue', async ({ page, request }) => {
    const email = uniqueEmail('lost');
    await registerThroughApi(request, email);
    await signInThroughPage(page, email, learnerPassword);
    await page.goto('/courses/no-such-course');
    await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
    await expect(page.getByText('Course with ID "no-such-course" not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('a failed course load says why; a 403 is tried three times, then the learner is signed out', async ({ page, request }) => {
    const email = uniqueEmail('denied');
    await registerThroughApi(request, email);
    await signInThroughPage(page, email, learnerPassword);

    await page.route(`**/api/courses/${courseId}`, (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something broke (request 42).' } } }));
    // The app loads the course itself here: without the page-session cookie the server sends the
    // app's page rather than a reader it drew from the course.
    await page.context().clearCookies({ name: 'ks_page_session' });
    await page.goto(`/courses/${courseId}`);
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(page.getByText('Server error. Our team has been notified. Please try again later.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Courses' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
    await page.unroute(`**/api/courses/${courseId}`);

    let asked = 0;
    await page.route(`**/api/courses/${courseId}`, (route) => {
      asked += 1;
      return route.fulfill({ status: 403, json: { error: { code: 'FORBIDDEN', message: 'Not allowed.' } } });
    });
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcourses%2Fhtml-basics/, { timeout: 10_000 });
    expect(asked).toBe(3);
    await expect(toast(page, 'info', 'Signed out')).toBeVisible();
  });
});

test.describe('the lesson reader on a slow network', () => {
  // The service worker would hand out the held-back stylesheet from its own cache.
  test.use({ serviceWorkers: 'block' });

  test('the lesson reader draws every Mantine component with its styles before the rest of them arrive', async ({ page, request }) => {
    // The reader waits only for its share of Mantine's styles (src-renderer/src/core/styles/reader-styles.ts).
    const email = uniqueEmail('reader-styles');
    await registerThroughApi(request, email);
    const { lessons } = await firstModule(request, await bearer(request, email, learnerPassword));
    // The second lesson has code; the fourth is locked for a free learner.
    const [, free, , locked] = lessons;
    if (!free || !locked?.locked) throw new Error(`${courseId} needs a free second and a locked fourth lesson in its first module`);
    await signInThroughPage(page, email, learnerPassword);
    const letRestThrough = await holdBackRestOfStyles(page);
    for (const width of [widths.desktop, widths.mobile]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/courses/${courseId}?lesson=${locked.id}`);
      await expect(page.getByTestId('premium-upsell')).toBeVisible();
      expect(await unstyledClasses(page)).toEqual([]);
      await page.goto(`/courses/${courseId}?lesson=${free.id}`);
      await expect(page.getByTestId('lesson-body')).toBeVisible();
      await expect(page.getByTestId('code-block').first()).toBeVisible();
      expect(await unstyledClasses(page)).toEqual([]);
    }
    // The lessons came prerendered by the server with the reader's share of the styles, the quiz not yet
    // drawn. Once the app runs, the quiz waits for the rest, and arrives styled with them.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    await startTheApp(page);
    await expect(page.getByRole('radio').first()).toHaveCount(0);
    letRestThrough();
    await expect(page.getByRole('radio').first()).toBeVisible();
    expect(await unstyledClasses(page)).toEqual([]);
  });
});
