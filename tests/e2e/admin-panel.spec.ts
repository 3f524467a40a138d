import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAdmin, demoPassword, learnerPassword, registerThroughApi, signInThroughPage, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

const notice = (page: Page) => page.getByTestId('admin-notice');
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

/** A Mantine select inside a container: open it and choose the option. */
async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addBlock(form: Locator, page: Page, type: string) {
  await form.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
}

/**
 * An HTML drag of `handle` dropped on the upper half of `target`, as the browser sends it: dragstart,
 * dragover and drop sharing one DataTransfer. (Playwright's mouse-driven dragTo did not start a native
 * drag from the handle button in headless Chromium here.)
 */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  const box = await target.boundingBox();
  if (!box) throw new Error('the drop target is not on screen');
  const at = { dataTransfer, clientX: box.x + 40, clientY: box.y + 8 };
  await handle.dispatchEvent('dragstart', { dataTransfer });
  await target.dispatchEvent('dragover', at);
  await target.dispatchEvent('drop', at);
  await handle.dispatchEvent('dragend', { dataTransfer });
}

const block = (form: Locator, n: number) => form.getByRole('group', { name: new RegExp(`^Block ${n}: `) });

test('a learner who opens the admin panel is told access is denied', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail();
  await registerThroughApi(request, email);
  await signInThroughPage(page, email, learnerPassword);
  await page.goto('/admin');
  await expect(page.getByTestId('admin-panel-denied')).toContainText('Access denied. Admin privileges required.');
});

test('the messages of an early Create stay when the course list arrives afterwards', async ({ page }) => {
  test.setTimeout(90_000);
  let releaseList = () => {};
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route(/\/api\/admin\/courses(\?.*)?$/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    await listHeld;
    await route.continue();
  });
  await signInThroughPage(page, demoAdmin, demoPassword);
  await page.goto('/admin');
  const courseForm = page.getByRole('form', { name: 'Create course' });
  await courseForm.getByRole('button', { name: 'Create Course' }).click();
  const required = courseForm.getByText('Please fill in all required fields (Course ID, Title, Description)').first();
  await expect(required).toBeVisible();
  releaseList();
  await expect(page.getByTestId('admin-course').first()).toBeVisible();
  await expect(courseForm.getByLabel('Order')).not.toHaveValue('1');
  await expect(required).toBeVisible();
});

test('an admin writes, previews and publishes a course; learners read only what is published', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36);
  const courseId = `e2e-course-${tag}`;
  const courseTitle = `E2E Admin Course ${tag}`;
  const learnerEmail = uniqueEmail('reader');
  await registerThroughApi(request, learnerEmail);

  await signInThroughPage(page, demoAdmin, demoPassword);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin panel' })).toBeVisible();
  await expect(page.getByText(/^Welcome, /)).toBeVisible();

  // Courses: create one, as a draft learners do not see yet.
  const courseForm = page.getByRole('form', { name: 'Create course' });
  await courseForm.getByRole('button', { name: 'Create Course' }).click();
  await expect(courseForm.getByText('Please fill in all required fields (Course ID, Title, Description)').first()).toBeVisible();
  await courseForm.getByLabel('Course ID').fill(courseId);
  await courseForm.getByLabel('Title').fill(courseTitle);
  await courseForm.getByLabel('Description').fill('A course written in the admin panel by the end-to-end test.');
  await courseForm.getByLabel('Thumbnail URL').fill('/images/courses/html.svg');
  await courseForm.getByRole('button', { name: 'Create Course' }).click();
  await expect(notice(page)).toHaveText('Course created successfully!');
  const courseCard = page.getByTestId('admin-course').filter({ hasText: courseTitle });
  await expect(courseCard.getByTestId('course-status')).toHaveText('Draft – not yet published');

  // Modules: two of them.
  await openTab(page, 'Modules');
  const modules = panel(page, 'Modules');
  await choose(modules, page, 'Course', courseTitle);
  for (const [id, title] of [
    [`${courseId}-m1`, 'First steps'],
    [`${courseId}-m2`, 'Next steps'],
  ] as const) {
    const form = modules.getByRole('form', { name: 'Create module' });
    await form.getByLabel('Module ID').fill(id);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill(`${title} of the test course.`);
    await form.getByRole('button', { name: 'Create Module' }).click();
    await expect(notice(page)).toHaveText('Module created successfully!');
    await expect(modules.getByTestId('admin-module').filter({ hasText: title })).toBeVisible();
  }

  // Contents: a lesson with every block type, previewed as it is written.
  await openTab(page, 'Contents');
  const contents = panel(page, 'Contents');
  await choose(contents, page, 'Course', courseTitle);
  await choose(contents, page, 'Module', 'First steps');
  const lessonForm = contents.getByRole('form', { name: 'Create content' });
  const lessonId = `${courseId}-l1`;
  await lessonForm.getByLabel('Content ID').fill(lessonId);
  await lessonForm.getByLabel('Title').fill('Meet the editor');

  await addBlock(lessonForm, page, 'Text');
  await block(lessonForm, 1).getByLabel('Text').fill('Hello learners, this is version one.');
  await block(lessonForm, 1).getByRole('button', { name: 'Insert a marker into block 1' }).click();
  await page.getByRole('menuitem', { name: 'TIP', exact: true }).click();
  await expect(block(lessonForm, 1).getByLabel('Text')).toHaveValue('Hello learners, this is version one.\n\nTIP: ');
  await block(lessonForm, 1).getByLabel('Text').press('Control+End');
  await block(lessonForm, 1).getByLabel('Text').pressSequentially('Markers become callouts.');

  await addBlock(lessonForm, page, 'Code');
  await block(lessonForm, 2).getByLabel('Code').fill("console.log('printed by the runner');");
  await block(lessonForm, 2).getByRole('button', { name: 'Run block 2 and fill in its output' }).click();
  await expect(block(lessonForm, 2).getByLabel('Expected output')).toHaveValue('printed by the runner');

  await addBlock(lessonForm, page, 'HTML');
  await block(lessonForm, 3).getByLabel('HTML').fill('<p>Inline HTML block</p>');
  await addBlock(lessonForm, page, 'Image');
  await block(lessonForm, 4).getByLabel('Image URL').fill('/images/courses/html.svg');
  await block(lessonForm, 4).getByLabel('Alternative text').fill('The HTML course badge');
  await addBlock(lessonForm, page, 'Video');
  await block(lessonForm, 5).getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await block(lessonForm, 5).getByLabel('Video title').fill('A video to watch');
  await addBlock(lessonForm, page, 'Quiz');
  await block(lessonForm, 6).getByLabel('Question').fill('Which tag makes a paragraph?');
  await block(lessonForm, 6).getByLabel('Option 1 of block 6').fill('<div>');
  await block(lessonForm, 6).getByLabel('Option 2 of block 6').fill('<p>');
  await block(lessonForm, 6).getByLabel('Option 2 is the correct answer').check();
  await block(lessonForm, 6).getByLabel('Explanation').fill('p stands for paragraph.');
  await addBlock(lessonForm, page, 'Note');
  await block(lessonForm, 7).getByLabel('Note').fill('A note for the careful reader.');
  await addBlock(lessonForm, page, 'Divider');
  await lessonForm.getByRole('button', { name: 'Explanation note' }).click();
  await lessonForm.getByRole('group', { name: /^Explanation 1: / }).getByLabel('Note').fill('An explanation after the blocks.');

  // Reorder by keyboard and by button, duplicate and delete: the divider goes up and back down.
  await block(lessonForm, 8).getByRole('button', { name: /^Move block 8: drag/ }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(block(lessonForm, 7)).toHaveAccessibleName('Block 7: Divider');
  await block(lessonForm, 7).getByRole('button', { name: 'Move block 7 down' }).click();
  await expect(block(lessonForm, 8)).toHaveAccessibleName('Block 8: Divider');
  await block(lessonForm, 7).getByRole('button', { name: 'Duplicate block 7' }).click();
  await expect(block(lessonForm, 8)).toHaveAccessibleName('Block 8: Note');
  await block(lessonForm, 8).getByRole('button', { name: 'Delete block 8' }).click();
  await expect(lessonForm.getByTestId('sortable-card')).toHaveCount(9);
  // A drag of the note's handle onto the quiz puts it before the quiz.
  await dragOnto(page, block(lessonForm, 7).getByRole('button', { name: /^Move block 7: drag/ }), block(lessonForm, 6));
  await expect(block(lessonForm, 6)).toHaveAccessibleName('Block 6: Note');
  await expect(block(lessonForm, 7)).toHaveAccessibleName('Block 7: Quiz');

  const preview = contents.getByTestId('lesson-preview');
  await expect(preview).toContainText('Hello learners, this is version one.');
  await expect(preview).toContainText('Markers become callouts.');
  await expect(preview).toContainText('printed by the runner');
  await expect(preview.getByTestId('quiz-block')).toBeVisible();
  await expect(preview.getByTestId('video-block')).toBeVisible();
  await expect(preview.getByRole('img', { name: 'The HTML course badge' })).toBeVisible();
  await expect(preview).toContainText('An explanation after the blocks.');
  await preview.getByTestId('quiz-block').getByText('<p>', { exact: true }).click();
  await preview.getByRole('button', { name: 'Check answer' }).click();
  await expect(preview).toContainText('Correct! Well done.');
  await contents.locator('label', { hasText: 'Phone' }).click();
  await expect(preview).toHaveAttribute('data-width', 'phone');
  await captureAtWidths(page, 'admin-lesson-editor');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await contents.locator('label', { hasText: 'Desktop' }).click();

  await lessonForm.getByRole('button', { name: 'Create Content' }).click();
  await expect(notice(page)).toHaveText('Content created successfully!');

  // The second module's lesson, so every module has one to publish.
  await choose(contents, page, 'Module', 'Next steps');
  const second = contents.getByRole('form', { name: 'Create content' });
  await second.getByLabel('Content ID').fill(`${courseId}-l2`);
  await second.getByLabel('Title').fill('Keep going');
  await addBlock(second, page, 'Text');
  await block(second, 1).getByLabel('Text').fill('The second module begins.');
  await second.getByRole('button', { name: 'Create Content' }).click();
  await expect(notice(page)).toHaveText('Content created successfully!');

  // Publish, then a learner reads it.
  await openTab(page, 'Courses');
  await courseCard.getByRole('button', { name: `Publish ${courseTitle}` }).click();
  await expect(courseCard.getByTestId('course-status')).toHaveText('Published');
  await captureAtWidths(page, 'admin-courses');

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signInThroughPage(learner, learnerEmail, learnerPassword);
  await learner.goto(`/courses/${courseId}?lesson=${lessonId}`);
  await expect(learner.getByTestId('lesson-body')).toContainText('Hello learners, this is version one.');

  // An edit stays in the draft until published.
  await openTab(page, 'Contents');
  await choose(contents, page, 'Module', 'First steps');
  await contents.getByRole('button', { name: 'Edit Meet the editor' }).click();
  const editForm = contents.getByRole('form', { name: 'Edit content' });
  await block(editForm, 1).getByLabel('Text').fill('Hello learners, this is version two.');
  await expect(editForm.getByTestId('course-status')).toHaveText('Published');
  await editForm.getByRole('button', { name: 'Save draft' }).click();
  await expect(notice(page)).toHaveText('Content updated successfully!');
  await expect(editForm.getByTestId('course-status')).toHaveText('Unpublished changes');
  await learner.reload();
  await expect(learner.getByTestId('lesson-body')).toContainText('version one');
  await editForm.getByRole('button', { name: 'Publish course' }).click();
  await expect(editForm.getByTestId('course-status')).toHaveText('Published');
  await learner.reload();
  await expect(learner.getByTestId('lesson-body')).toContainText('version two');

  // Restore version 1 and publish it again.
  await openTab(page, 'Courses');
  await courseCard.getByRole('button', { name: `More actions for ${courseTitle}` }).click();
  await page.getByRole('menuitem', { name: 'Revision history' }).click();
  const history = page.getByRole('dialog', { name: `Revision history: ${courseTitle}` });
  await expect(history.getByTestId('revision')).toHaveCount(2);
  await history.getByTestId('revision').filter({ hasText: 'Version 1' }).getByRole('button', { name: 'View' }).click();
  await history.getByRole('button', { name: /First steps · Meet the editor/ }).click();
  await expect(history.getByTestId('lesson-preview')).toContainText('version one');
  await captureAtWidths(page, 'admin-revision');
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Restore' }).click();
  await expect(notice(page)).toContainText('Version 1 restored as the draft');
  await courseCard.getByRole('button', { name: `Publish ${courseTitle}` }).click();
  await expect(courseCard.getByTestId('course-status')).toHaveText('Published');
  await learner.reload();
  await expect(learner.getByTestId('lesson-body')).toContainText('version one');
  await learnerContext.close();

  // Users: the learner becomes an organiser.
  await openTab(page, 'Users');
  const users = panel(page, 'Users');
  await users.getByLabel('Find a user').fill(learnerEmail);
  const row = users.getByTestId('admin-user').filter({ hasText: learnerEmail });
  await expect(row).toHaveCount(1);
  await row.getByRole('switch', { name: `Organiser role for ${learnerEmail}` }).click({ force: true });
  await expect(notice(page)).toHaveText(`${learnerEmail} is now an organiser.`);
  await expect(row.getByRole('switch', { name: `Organiser role for ${learnerEmail}` })).toBeChecked();
  await captureAtWidths(page, 'admin-users');
});

test('unsaved changes are kept in the browser and the panel warns before leaving', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughPage(page, demoAdmin, demoPassword);
  await page.goto('/admin');
  const courseForm = page.getByRole('form', { name: 'Create course' });
  const title = `Half-written ${Date.now().toString(36)}`;
  await courseForm.getByLabel('Title').fill(title);

  // Within the app: asked first, and staying keeps the text.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(courseForm.getByLabel('Title')).toHaveValue(title);

  // A reload: the browser asks (accepted here), and the kept copy is offered back.
  await page.waitForTimeout(600);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByTestId('restore-notice')).toBeVisible();
  await expect(courseForm.getByLabel('Title')).toHaveValue('');
  await page.getByTestId('restore-notice').getByRole('button', { name: 'Restore' }).click();
  await expect(courseForm.getByLabel('Title')).toHaveValue(title);
  await captureAtWidths(page, 'admin-restore');
  // Discarding it clears the copy for good.
  await courseForm.getByLabel('Title').fill('');
  await page.reload();
  await expect(page.getByTestId('restore-notice')).toBeVisible();
  await page.getByTestId('restore-notice').getByRole('button', { name: 'Discard' }).click();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Create course' })).toBeVisible();
  await expect(page.getByTestId('restore-notice')).toHaveCount(0);
});
