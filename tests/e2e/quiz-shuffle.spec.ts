import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { bearer, learnerPassword, registerThroughApi, signInThroughPage, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll, widths } from './screenshots';
import { startTheApp } from './prerendered';

/** product.md §2.12: options shuffled per learner and attempt, graded by id; HTML/CSS exercises checked in the browser. */

const resources = path.resolve(import.meta.dirname, '../../resources');
interface BankQuestion {
  id: string;
  prompt: string;
  options: Array<{ id: string; text: string; correct?: boolean }>;
}
const sql = parse(fs.readFileSync(path.join(resources, 'quizzes/sql-fundamentals.yaml'), 'utf8')) as { id: string; title: string; questions: BankQuestion[] };
interface WrittenQuiz {
  type: string;
  options?: string[];
  correctAnswer?: number;
}
const htmlCourse = parse(fs.readFileSync(path.join(resources, 'courses/html-basics.yaml'), 'utf8')) as {
  modules: Array<{ lessons: Array<{ id: string; blocks: WrittenQuiz[] }> }>;
};
const firstLesson = htmlCourse.modules[0]?.lessons[0];
const writtenQuiz = firstLesson?.blocks.find((b) => b.type === 'quiz');

const plain = (text: string) => text.replaceAll('`', '');
const escaped = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
type Headers = Record<string, string>;

async function learner(request: APIRequestContext, prefix: string): Promise<{ email: string; headers: Headers }> {
  const email = uniqueEmail(prefix);
  await registerThroughApi(request, email);
  return { email, headers: await bearer(request, email, learnerPassword) };
}

/** Each question's option ids in the order one attempt shows them. */
async function attemptOrder(request: APIRequestContext, headers: Headers): Promise<string> {
  const res = await request.post(`/api/quizzes/${sql.id}/attempts`, { headers });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { questions: Array<{ options: Array<{ id: string }> }> };
  return body.questions.map((q) => q.options.map((o) => o.id).join()).join('|');
}

/** The lesson's quiz options as served to this learner, and the raw reply. */
async function lessonQuiz(request: APIRequestContext, headers: Headers, lessonId: string) {
  const res = await request.get(`/api/lessons/${lessonId}`, { headers });
  expect(res.status()).toBe(200);
  const text = await res.text();
  const lesson = JSON.parse(text) as { contentBlocks: Array<{ type: string; options?: Array<{ id: string; text: string }> }> };
  return { text, orders: lesson.contentBlocks.filter((b) => b.type === 'quiz').map((b) => (b.options ?? []).map((o) => o.text).join('|')) };
}

test('two learners see a quiz’s options in their own orders, and the server grades by option id', async ({ page, request }) => {
  test.setTimeout(120_000);
  const a = await learner(request, 'shuffle-a');
  const b = await learner(request, 'shuffle-b');

  // Bank quiz: each attempt has its own order; another learner's differs too.
  const [a1, a2, b1] = [await attemptOrder(request, a.headers), await attemptOrder(request, a.headers), await attemptOrder(request, b.headers)];
  expect(new Set([a1, a2, b1]).size).toBe(3);

  // Lesson quizzes: each learner's own order, stable for them, and no answer before they answer.
  if (!firstLesson || !writtenQuiz?.options || writtenQuiz.correctAnswer === undefined) throw new Error('html-basics needs a quiz in its first lesson');
  const servedA = await lessonQuiz(request, a.headers, firstLesson.id);
  expect(servedA.text).not.toMatch(/correctAnswer|correctOptionId|"explanation"/);
  expect((await lessonQuiz(request, a.headers, firstLesson.id)).orders).toEqual(servedA.orders);
  const lessons = htmlCourse.modules.flatMap((m) => m.lessons.slice(0, 3)).map((l) => l.id);
  const allOrders = async (headers: Headers) => (await Promise.all(lessons.map(async (id) => (await lessonQuiz(request, headers, id)).orders))).flat().join('\n');
  expect(await allOrders(a.headers)).not.toBe(await allOrders(b.headers));

  // In the reader, learner A picks the right option by its words, wherever it is shown.
  await signInThroughPage(page, a.email, learnerPassword);
  await page.goto(`/courses/html-basics?lesson=${firstLesson.id}`);
  await startTheApp(page);
  const quizBlock = page.getByTestId('quiz-block').first();
  // The reader shows the options in the order the server chose for this learner.
  await expect(quizBlock.getByTestId('quiz-option')).toHaveText((servedA.orders[0] ?? '').split('|').map(plain));
  const right = plain(writtenQuiz.options[writtenQuiz.correctAnswer] ?? '');
  await quizBlock.getByRole('radio', { name: right }).check();
  await quizBlock.getByRole('button', { name: 'Check answer' }).click();
  await expect(quizBlock.getByRole('status')).toHaveText('Correct! Well done.');
  await expect(quizBlock.locator('[data-correct]')).toContainText(right);
  await quizBlock.scrollIntoViewIfNeeded();
  await captureBlock(page, quizBlock, 'quiz-shuffle-lesson-quiz');

  // The bank quiz in the reader: options come shuffled, and picking every right one by its words scores 100%.
  await page.goto('/quizzes');
  await page.getByTestId('quiz-card').filter({ has: page.getByRole('heading', { name: sql.title }) }).getByRole('button', { name: 'Start Quiz' }).click();
  const attempt = page.getByTestId('quiz-attempt');
  let reordered = 0;
  for (let i = 0; i < sql.questions.length; i++) {
    const prompt = ((await attempt.getByTestId('quiz-question-prompt').textContent()) ?? '').trim();
    const question = sql.questions.find((q) => plain(q.prompt) === prompt);
    if (!question) throw new Error('the question on screen is not in the bank');
    const labels = (await attempt.getByRole('radio').allTextContents()).map((t) => t.trim());
    if (labels.join('|') !== question.options.map((o) => plain(o.text)).join('|')) reordered += 1;
    const option = question.options.find((o) => o.correct);
    await attempt.getByRole('radio').filter({ hasText: new RegExp(`^${escaped(plain(option?.text ?? ''))}$`) }).click();
    if (i === 0) await captureAtWidths(page, 'quiz-shuffle-bank-attempt');
    if (i < sql.questions.length - 1) await attempt.getByRole('button', { name: 'Next' }).click();
  }
  expect(reordered).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Submit quiz' }).click();
  await expect(page.getByTestId('quiz-result').getByTestId('quiz-result-percent')).toHaveText('100%');
});

/** The block alone at both widths: a lesson page is long, and this is the part to look at. */
async function captureBlock(page: Page, block: Locator, name: string): Promise<void> {
  for (const [label, width] of Object.entries(widths)) {
    await page.setViewportSize({ width, height: 800 });
    await block.scrollIntoViewIfNeeded();
    await block.screenshot({ path: `test-results/screenshots/${name}-block-${label}.png` });
  }
  await page.setViewportSize({ width: widths.desktop, height: 800 });
}

async function exerciseIn(page: Page, lessonId: string, title: string) {
  await page.goto(`/courses/${lessonId.startsWith('css-') ? 'css-styling' : 'html-basics'}?lesson=${lessonId}`);
  await startTheApp(page);
  const block = page.getByTestId('exercise-block').filter({ hasText: title });
  await block.scrollIntoViewIfNeeded();
  return block;
}

test('an HTML exercise says what is still missing until the page is complete, then marks it done', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { email } = await learner(request, 'exercise');
  await signInThroughPage(page, email, learnerPassword);

  const block = await exerciseIn(page, 'html-document-structure', 'A page for your chai stall');
  await expect(block.getByTestId('exercise-preview')).toHaveAttribute('sandbox', 'allow-scripts');
  const missing = block.getByTestId('exercise-missing');
  await expect(missing).toContainText('Still missing (3 of 3)');
  await expect(missing).toContainText('Add an <h1> heading above the paragraph.');
  await captureAtWidths(page, 'exercise-missing');
  await captureBlock(page, block, 'exercise-missing');
  expect(await hasNoHorizontalScroll(page)).toBe(true);

  // A heading with the wrong words: one check passes, two are still missing.
  const html = block.getByTestId('exercise-html');
  await html.fill('<h1>Tea stall</h1>\n<p>Fresh masala chai every morning, only ₹10 a cup.</p>');
  await expect(missing).toContainText('Still missing (2 of 3)');
  await expect(missing).toContainText('Write "Chai Corner" inside the <h1>.');
  await expect(page.frameLocator('[data-testid="exercise-preview"]').first().locator('h1')).toHaveText('Tea stall');

  await html.fill('<h1>Chai Corner</h1>\n<p>Fresh masala chai every morning, only <strong>₹10 a cup</strong>.</p>');
  await expect(block.getByTestId('exercise-done')).toContainText('Exercise complete');
  await expect(block.getByText('Done', { exact: true })).toBeVisible();
  await expect(missing).toHaveCount(0);
  await captureAtWidths(page, 'exercise-done');
  await captureBlock(page, block, 'exercise-done');

  // A CSS exercise: styles are compared as the browser computes them, so #008080 is teal and 700 is bold.
  const css = await exerciseIn(page, 'css-selectors', 'Style the thali menu');
  await expect(css.getByTestId('exercise-missing')).toContainText('Still missing (3 of 3)');
  await css.getByTestId('exercise-css').fill('h1 { color: #008080; }\n.price { font-weight: 700; }');
  await expect(css.getByTestId('exercise-missing')).toContainText('Still missing (1 of 3)');
  await expect(css.getByTestId('exercise-missing')).toContainText('font-size to 18px');
  await css.getByTestId('exercise-css').fill('h1 { color: #008080; }\n.price { font-weight: 700; }\np { font-size: 1.125rem; }');
  await expect(css.getByTestId('exercise-done')).toBeVisible();
});
