import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, demoAdmin, demoPassword, learnerPassword, registerThroughApi, signInThroughPage, toast, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/** product.md §2.2 "Assignments", §2.4, §2.8: a code assignment graded by its tests, and a text one by an admin. */

const offByOne = 'm = int(input())\nprint("A" if m >= 90 else "B" if m > 75 else "C" if m >= 50 else "Fail")\n';
const correct = 'm = int(input())\nprint("A" if m >= 90 else "B" if m >= 75 else "C" if m >= 50 else "Fail")\n';

const card = (page: Page, id: string) => page.getByTestId(`assignment-${id}`);

async function openCourse(page: Page, name: string) {
  await page.goto('/assignments');
  await page.getByRole('tab', { name }).click();
}

async function submitSolution(page: Page, id: string, button: string, solution: string) {
  await card(page, id).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Solution\/Code/).fill(solution);
  await dialog.getByRole('button', { name: 'Submit and run tests' }).click();
  await expect(toast(page, 'success', 'Assignment submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a learner’s code assignment fails one test, is fixed and graded 100, and shows in the printable dashboard', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('assignments');
  await registerThroughApi(request, email);
  await signInThroughPage(page, email, learnerPassword);
  await openCourse(page, 'Python Programming');
  await expect(page.getByTestId('stat-total')).not.toContainText('0');
  const grade = card(page, 'py-assignment-grade');
  await expect(grade.getByTestId('assignment-status')).toHaveText('Pending');
  await expect(card(page, 'py-assignment-final')).toContainText('Premium');
  await expect(card(page, 'py-assignment-final')).toContainText('Final');
  // The visible examples and a count of the hidden tests; the hidden cases themselves never arrive.
  await expect(grade.getByTestId('assignment-examples')).toContainText('exactly 75 is a B');
  await expect(grade.getByTestId('assignment-hidden-count')).toContainText('6 hidden tests');
  await expect(grade).not.toContainText('a mark of exactly 90');
  await captureAtWidths(page, 'assignments-list');

  // The modal's Submit waits for a solution (product.md §2.5).
  await grade.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByLabel(/^Solution\/Code/).fill('   ');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Submit and run tests' })).toBeDisabled();
  await captureAtWidths(page, 'assignments-submit-modal');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await submitSolution(page, 'py-assignment-grade', 'Submit', offByOne);
  await expect(grade.getByTestId('assignment-status')).toHaveText('Graded');
  await expect(grade.getByTestId('assignment-score')).toHaveText('88%');
  await expect(grade.getByTestId('assignment-feedback')).toContainText('Failed: "exactly 75 is a B": expected "B", got "C"');

  await submitSolution(page, 'py-assignment-grade', 'Submit again', correct);
  await expect(grade.getByTestId('assignment-score')).toHaveText('100%');
  await expect(grade.getByTestId('assignment-feedback')).toHaveText('Feedback: All 8 tests passed.');
  await expect(grade.getByRole('button', { name: 'Submit again' })).toHaveCount(0);
  await expect(page.getByTestId('stat-completed')).toContainText('1');
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await captureAtWidths(page, 'assignments-graded');

  await grade.getByRole('button', { name: 'View Submission' }).click();
  await expect(page.getByTestId('submission-view')).toContainText('m >= 75');
  await captureAtWidths(page, 'assignments-view-submission');
  await page.keyboard.press('Escape');

  await page.getByText('Submission Dashboard').click();
  const dashboard = page.getByTestId('submission-dashboard');
  await dashboard.getByRole('textbox', { name: 'Search assignments' }).fill('grade');
  await expect(dashboard.getByRole('row')).toHaveCount(2);
  await expect(dashboard).toContainText('Grade Calculator');
  await dashboard.getByRole('textbox', { name: 'Search assignments' }).fill('');
  await dashboard.getByRole('textbox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'Graded', exact: true }).click();
  await expect(dashboard.getByRole('row')).toHaveCount(2);
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await captureAtWidths(page, 'assignments-dashboard');

  // Printing shows the table alone: the shell and the controls are hidden.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.screenshot({ path: 'test-results/screenshots/assignments-print-desktop.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

async function submitText(request: APIRequestContext, email: string) {
  const headers = await bearer(request, email, learnerPassword);
  const res = await request.post('/api/assignments/git-assignment-merge/submit', { headers, data: { solution: '*   a1b2c3 Merge branch feature/about', submissionUrl: 'https://github.com/asha/merge-practice' } });
  expect(res.status(), await res.text()).toBe(200);
}

test('an admin grades a text assignment from the queue and the learner sees the marks', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('graded');
  await registerThroughApi(request, email);
  await submitText(request, email);

  await signInThroughPage(page, email, learnerPassword);
  await page.goto('/assignments/grading');
  await expect(page.getByTestId('grading-access-denied')).toContainText('Access denied. Admin privileges required.');
  await openCourse(page, 'Git and GitHub');
  await expect(card(page, 'git-assignment-merge').getByTestId('assignment-status')).toHaveText('Submitted');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughPage(admin, demoAdmin, demoPassword);
  await admin.goto('/assignments/grading');
  const row = admin.getByTestId('grading-table').getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Branch, Commit and Merge');
  await captureAtWidths(admin, 'assignments-grading-queue');
  await row.getByRole('button', { name: 'Grade' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('Merge branch feature/about');
  await dialog.getByLabel(/^Marks/).fill('85');
  await dialog.getByLabel(/^Feedback/).fill('Clear history. Next time, name the merge commit after the feature.');
  await captureAtWidths(admin, 'assignments-grade-modal');
  await dialog.getByRole('button', { name: 'Save grade' }).click();
  await expect(toast(admin, 'success', 'Submission graded')).toBeVisible();
  await expect(admin.getByTestId('grading-table').getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await adminContext.close();

  // The learner's screen never changes a status itself: Refresh reloads it (product.md §2.4).
  await page.getByRole('button', { name: 'Refresh assignments' }).click();
  const graded = card(page, 'git-assignment-merge');
  await expect(graded.getByTestId('assignment-status')).toHaveText('Graded');
  await expect(graded.getByTestId('assignment-score')).toHaveText('85%');
  await expect(graded.getByTestId('assignment-feedback')).toContainText('name the merge commit');
  await captureAtWidths(page, 'assignments-learner-sees-grade');
});
