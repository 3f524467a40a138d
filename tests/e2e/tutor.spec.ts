import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerThroughApi, signInThroughPage, uniqueEmail, learnerPassword } from './auth-helpers';
import { widths } from './screenshots';
import { startTheApp } from './prerendered';

/** The whole journey: the tutor on a Python lesson, asked in Telugu, offline and with a model. */
const lessonUrl = '/courses/python-programming?lesson=py-input';
const lessonTitle = 'Reading Input and Converting Types';
const question = "నా int(input()) ప్రోగ్రామ్ 12.5 టైప్ చేస్తే ValueError: invalid literal for int() with base 10: '12.5' తో ఎందుకు ఆగిపోతుంది?";
const followUp = 'for loop ఎలా పనిచేస్తుందో వివరంగా చెప్పండి';

// Two streamed answers, two reloads and a sign-in: more than the default 30 s on a busy CI machine.
test.describe.configure({ timeout: 90_000 });

const panel = (page: Page): Locator => page.getByTestId('tutor-panel');
const botMessages = (page: Page): Locator => panel(page).getByTestId('chat-bot-message');

async function ask(page: Page, text: string): Promise<void> {
  const box = panel(page).getByRole('textbox');
  await box.fill(text);
  await box.press('Enter');
  await expect(panel(page).getByTestId('chat-user-message').last()).toContainText(text.slice(0, 20));
}

async function journey(page: Page, request: APIRequestContext, tutor: 'offline' | 'llm'): Promise<void> {
  const email = uniqueEmail(`tutor-${tutor}`);
  await registerThroughApi(request, email);
  await signInThroughPage(page, email, learnerPassword);
  // The page's clock runs as usual until the test holds it to stop an answer mid-reveal.
  await page.clock.install();
  await page.goto(lessonUrl);
  await startTheApp(page);
  await expect(page.getByRole('heading', { name: lessonTitle })).toBeVisible();

  await page.getByTestId('tutor-launcher').click();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByLabel('Language').selectOption('te');
  await expect(panel(page).getByRole('heading', { name: 'Kodeshala ట్యూటర్' })).toBeVisible();

  // The first answer streams in and cites the lesson the learner is reading.
  await ask(page, question);
  const first = botMessages(page).first();
  await expect(first).toHaveAttribute('data-state', 'typing');
  await expect(first).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  await expect(first.getByRole('link', { name: lessonTitle }).first()).toHaveAttribute('href', lessonUrl);
  if (tutor === 'offline') {
    await expect(first).toContainText('ఆఫ్‌లైన్ ట్యూటర్');
    await expect(first).toContainText('ValueError: ఈ text పూర్ణ సంఖ్య కాదు');
    await expect(first.getByTestId('chat-code-block').first().getByRole('link', { name: 'Playground లో తెరవండి' })).toBeVisible();
  } else {
    await expect(first).toContainText(`(model) Lesson “${lessonTitle}”`);
    await expect(first).toContainText('ValueError వస్తుంది');
  }
  // The panel is fixed to the window, so the window (not the full page) shows what a learner sees.
  for (const [label, width] of Object.entries(widths)) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screenshots/tutor-${tutor}-answer-${label}.png` });
  }
  await page.setViewportSize({ width: widths.desktop, height: 800 });

  // The second answer is stopped while it is still coming. The reveal runs on animation frames
  // and finishes in a few seconds, which a busy or traced browser can spend on one click, so the
  // clock is held: the answer moves on only as the test lets time pass, and waits for the click.
  await panel(page).getByLabel('శైలి').selectOption('detailed');
  await page.clock.pauseAt(Date.now() + 1_000);
  await ask(page, followUp);
  const second = botMessages(page).nth(1);
  await expect(second).toHaveAttribute('data-state', 'typing');
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return Number(await second.getAttribute('data-shown'));
    })
    .toBeGreaterThan(20);
  await panel(page).getByRole('button', { name: 'ఆపండి' }).click();
  await page.clock.resume();
  await expect(second).toHaveAttribute('data-state', 'stopped');
  await expect(second).toContainText('ఆపివేయబడింది');
  const shown = await second.innerText();
  await page.waitForTimeout(400);
  expect(await second.innerText()).toBe(shown);
  await expect(panel(page).getByRole('button', { name: 'పంపండి' })).toBeVisible();

  // The open panel and the conversation survive a reload; an outside click closes the panel. The
  // reloaded lesson is prerendered and the app starts when the learner moves the pointer, as it
  // does for them (a learner who chose Telugu for the tutor only still reads the site in English).
  await page.reload();
  await startTheApp(page);
  await expect(panel(page)).toBeVisible();
  await expect(botMessages(page)).toHaveCount(2);
  await page.getByRole('heading', { name: lessonTitle }).click();
  await expect(panel(page)).toBeHidden();
  await page.getByTestId('tutor-launcher').click();

  // Clear chat asks first, then empties the conversation for good.
  await panel(page).getByRole('button', { name: 'చాట్ క్లియర్ చేయండి' }).click();
  await panel(page).getByRole('button', { name: 'క్లియర్ చేయండి', exact: true }).click();
  await expect(botMessages(page)).toHaveCount(0);
  await expect(panel(page)).toContainText('Programming గురించి ఏదైనా అడగండి');
  await page.reload();
  await startTheApp(page);
  await expect(panel(page)).toContainText('Programming గురించి ఏదైనా అడగండి');
}

test('a learner asks the offline tutor in Telugu about a ValueError, stops an answer and clears the chat', async ({ page, request }) => {
  await journey(page, request, 'offline');
});

test.describe('with an OpenAI-compatible model configured', () => {
  test.use({ baseURL: `http://localhost:${process.env.E2E_LLM_PORT}` });
  test('the same journey streams the model’s answer', async ({ page, request }) => {
    await journey(page, request, 'llm');
  });
});
