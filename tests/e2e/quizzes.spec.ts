import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { learnerPassword, registerThroughApi, signInThroughPage, toast, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/** product.md §2.2 "Quizzes", §2.4 achievements, §2.9 score colours: a learner takes a timed quiz and retakes it. */

interface BankQuestion {
  id: string;
  prompt: string;
  options: Array<{ id: string; text: string; correct?: boolean }>;
}
const sql = parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../resources/quizzes/sql-fundamentals.yaml'), 'utf8')) as { title: string; questions: BankQuestion[] };

const plain = (text: string) => text.replaceAll('`', '');
const escaped = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
const card = (page: Page, title: string) => page.getByTestId('quiz-card').filter({ has: page.getByRole('heading', { name: title }) });

/** Answers the questions in the order shown, the first `right` of them correctly; picks options by their words. */
async function answer(page: Page, right: number): Promise<void> {
  const attempt = page.getByTestId('quiz-attempt');
  for (let i = 0; i < sql.questions.length; i++) {
    const prompt = ((await attempt.getByTestId('quiz-question-prompt').textContent()) ?? '').trim();
    const shown = sql.questions.find((q) => plain(q.prompt) === prompt);
    if (!shown) throw new Error('the question on screen is not in the bank');
    const option = shown.options.find((o) => (i < right ? o.correct : !o.correct));
    await attempt.getByRole('radio').filter({ hasText: new RegExp(`^${escaped(plain(option?.text ?? ''))}$`) }).click();
    if (i < sql.questions.length - 1) await attempt.getByRole('button', { name: 'Next' }).click();
  }
}

async function selectOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a learner takes a timed quiz, sees the result with explanations, retakes it and unlocks achievements', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('quizzes');
  await registerThroughApi(request, email);
  await signInThroughPage(page, email, learnerPassword);
  await page.goto('/quizzes');

  await expect(page.getByRole('heading', { name: 'Quizzes', level: 1 })).toBeVisible();
  await expect(page.getByTestId('quiz-card')).toHaveCount(8);
  await expect(page.getByTestId('quiz-stat-total')).toContainText('8');
  await expect(page.getByTestId('quiz-stat-completed')).toContainText('0');
  await expect(page.getByTestId('achievement-first-quiz')).not.toHaveAttribute('data-unlocked');
  await captureAtWidths(page, 'quizzes-bank');

  // Search and filters.
  await page.getByRole('textbox', { name: 'Search' }).fill('sql');
  await expect(page.getByTestId('quiz-card')).toHaveCount(1);
  await selectOption(page, 'Difficulty', 'Advanced');
  await expect(page.getByTestId('quizzes-empty')).toContainText('No quizzes found');
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await selectOption(page, 'Category', 'Algorithms');
  await expect(page.getByTestId('quiz-card')).toHaveCount(1);
  await expect(card(page, 'Algorithms & Big-O')).toBeVisible();
  await selectOption(page, 'Category', 'All categories');

  // The first attempt: the server starts the clock, the timer counts down on screen.
  await card(page, sql.title).getByRole('button', { name: 'Start Quiz' }).click();
  const timer = page.getByTestId('quiz-timer');
  await expect(timer).toHaveText(/^1[12]:\d\d$/);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before ?? '', { timeout: 5_000 });
  await expect(page.getByTestId('quiz-position')).toHaveText('Question 1 of 10 · 0 answered');
  await answer(page, 7);
  await expect(page.getByTestId('quiz-position')).toHaveText('Question 10 of 10 · 10 answered');
  await captureAtWidths(page, 'quiz-attempt');
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.getByRole('button', { name: 'Submit quiz' }).click();

  const result = page.getByTestId('quiz-result');
  await expect(result.getByTestId('quiz-result-percent')).toHaveText('70%');
  await expect(result.getByTestId('quiz-result-summary')).toHaveText('7 of 10 correct · 70 of 100 points');
  await expect(result.getByTestId('quiz-review-question')).toHaveCount(10);
  await expect(result.locator('[data-testid="quiz-review-question"][data-correct]')).toHaveCount(7);
  await expect(result.getByText('Explanation')).toHaveCount(10);
  await expect(toast(page, 'success', 'First Quiz')).toBeVisible();
  await captureAtWidths(page, 'quiz-result');

  // Retake: a new attempt, all right this time.
  await result.getByRole('button', { name: 'Retake Quiz' }).click();
  await expect(page.getByTestId('quiz-position')).toHaveText('Question 1 of 10 · 0 answered');
  await answer(page, 10);
  await page.getByRole('button', { name: 'Submit quiz' }).click();
  await expect(page.getByTestId('quiz-result-percent')).toHaveText('100%');
  await expect(toast(page, 'success', 'Perfectionist')).toBeVisible();

  await page.getByRole('button', { name: 'Back to quizzes' }).click();
  const taken = card(page, sql.title);
  await expect(taken.getByTestId('quiz-card-scores')).toContainText('Best 100%');
  await expect(taken.getByTestId('quiz-card-scores')).toContainText('Last 100%');
  await expect(taken.getByTestId('quiz-card-scores')).toContainText('2 attempts');
  await expect(taken.getByRole('button', { name: 'Retake Quiz' })).toBeVisible();
  await expect(page.getByTestId('quiz-stat-completed')).toContainText('1');
  await expect(page.getByTestId('quiz-stat-average')).toContainText('100%');
  for (const id of ['first-quiz', 'high-scorer', 'perfectionist']) await expect(page.getByTestId(`achievement-${id}`)).toHaveAttribute('data-unlocked', 'true');
  await expect(page.getByTestId('achievement-quiz-master')).not.toHaveAttribute('data-unlocked');
  await selectOption(page, 'Completion', 'Completed');
  await expect(page.getByTestId('quiz-card')).toHaveCount(1);
  await selectOption(page, 'Completion', 'All quizzes');
  await captureAtWidths(page, 'quizzes-after-retake');
  expect(await hasNoHorizontalScroll(page)).toBe(true);
});
