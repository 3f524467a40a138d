import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';
import { withPeerTurn } from './peer-turn';

/**
 * The whole journey: a learner signed in with GitHub (through the loopback GitHub peer) writes
 * an HTML/CSS/JS project and watches the preview, answers a Python input() in the terminal, jumps
 * from a C compile error to its line, and saves the project to GitHub and loads it back.
 */
const control = `http://127.0.0.1:${process.env.PEER_CONTROL_PORT}`;
test.describe.configure({ timeout: 120_000 });

async function signInWithGithub(page: Page): Promise<string> {
  return withPeerTurn(async () => {
    const name = `Play ${Date.now()}`;
    const login = name.toLowerCase().replace(/\W+/g, '-');
    const res = await fetch(control, {
      method: 'POST',
      body: JSON.stringify({ provider: 'github', id: String(Date.now()), email: `${login}@example.in`, name, repos: ['kodeshala-site'] }),
    });
    expect(res.status).toBe(204);
    // Pop-ups blocked: the redirect flow brings the learner straight back to the playground.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login?returnTo=%2Fplayground');
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await expect(page).toHaveURL(/\/playground$/, { timeout: 15_000 });
    return login;
  });
}

const editor = (page: Page): Locator => page.getByTestId('editor-area').locator('.monaco-editor').first();

/** Replaces the open file's text the way a paste does (Monaco adds no closing brackets to it). */
async function replaceText(page: Page, text: string): Promise<void> {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function openFile(page: Page, name: string): Promise<void> {
  await page.getByRole('list', { name: 'Project files' }).getByRole('button', { name, exact: true }).click();
  await expect(editor(page)).toHaveAttribute('data-uri', new RegExp(`${name.replace('.', '\\.')}$`));
}

async function createFile(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New file' }).click();
  await page.getByLabel('New file name').fill(name);
  await page.getByLabel('New file name').press('Enter');
  await expect(editor(page)).toHaveAttribute('data-uri', new RegExp(`${name.replace('.', '\\.')}$`));
}

const terminalText = (page: Page) => page.getByTestId('terminal').locator('.xterm-rows');
// Long enough that a phone's dialog must cut it (names may be up to 100 characters).
const longName = 'Birthday page for Asha, with a countdown, a photo gallery and a guestbook';

test('a learner builds a page, answers input(), fixes a C error and keeps the project on GitHub', async ({ page }) => {
  const login = await signInWithGithub(page);
  await expect(page.getByRole('heading', { name: 'Coding Playground' })).toBeVisible();
  await expect(page.getByTestId('presence')).toHaveText(/\d+ learners? coding now/);
  await expect(editor(page)).toBeVisible({ timeout: 30_000 });

  // An HTML page with its script: the preview follows the typing.
  await openFile(page, 'index.html');
  await replaceText(page, '<!doctype html><html><head><link rel="stylesheet" href="style.css"></head><body><h1 id="title">Hi</h1><script src="app.js"></script></body></html>');
  await createFile(page, 'app.js');
  await replaceText(page, "document.getElementById('title').textContent = 'Namaste from app.js';\nconsole.log('page ready');");
  const preview = page.frameLocator('[data-testid="playground-preview"]');
  await expect(preview.locator('h1')).toHaveText('Namaste from app.js');
  await expect(page.getByTestId('preview-console')).toContainText('page ready');
  await openFile(page, 'style.css');
  await replaceText(page, 'h1 { color: rgb(200, 0, 0); }');
  await expect(preview.locator('h1')).toHaveCSS('color', 'rgb(200, 0, 0)');
  // An endless loop is stopped by the guard, and the page stays responsive.
  await openFile(page, 'app.js');
  await replaceText(page, "console.log('before');\nwhile (true) {}\n");
  await expect(page.getByTestId('preview-console')).toContainText('Stopped a loop that ran for more than 1 s without a break');
  await replaceText(page, "document.getElementById('title').textContent = 'Namaste from app.js';");
  await expect(preview.locator('h1')).toHaveText('Namaste from app.js');

  // Python asks for a name; the learner answers in the terminal.
  await openFile(page, 'main.py');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByRole('tab', { name: 'terminal' })).toHaveAttribute('aria-selected', 'true');
  await expect(terminalText(page)).toContainText('What is your name?', { timeout: 20_000 });
  await page.getByTestId('terminal').click();
  await page.keyboard.type('Asha');
  await page.keyboard.press('Enter');
  await expect(terminalText(page)).toContainText('Namaste, Asha!');
  await expect(terminalText(page)).toContainText('Finished (exit code 0)');

  // A C compile error shows in problems; clicking it puts the cursor on its line.
  await createFile(page, 'main.c');
  await replaceText(page, '#include <stdio.h>\n\nint main(void) {\n    printf("hi\\n")\n    return 0;\n}\n');
  await page.getByRole('button', { name: 'Run' }).click();
  const problem = page.getByTestId('problems-list').getByRole('button', { name: /main\.c line 4: expected .;. before .return./ });
  await expect(problem).toBeVisible({ timeout: 30_000 });
  await openFile(page, 'index.html');
  await problem.click();
  await expect(editor(page)).toHaveAttribute('data-uri', /main\.c$/);
  await expect(editor(page).locator('.line-numbers.active-line-number')).toHaveText('4');

  await captureAtWidths(page, 'playground');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Save to GitHub as project.json, start over, and load it back.
  await page.getByRole('tab', { name: 'github' }).click();
  await expect(page.getByText(`Signed in to GitHub as ${login}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Repository' }).fill('kodeshala-site');
  await page.getByLabel('Commit message').fill('My first page');
  await page.getByRole('button', { name: 'Save to GitHub' }).click();
  await expect(page.getByTestId('github-outcome')).toContainText(`Saved to ${login}/kodeshala-site/project.json`);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Project files' }).getByRole('button', { name: 'app.js', exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'github' }).click();
  await page.getByRole('textbox', { name: 'Repository' }).fill(`${login}/kodeshala-site`);
  await page.getByRole('button', { name: 'Load from GitHub' }).click();
  await expect(page.getByTestId('github-outcome')).toContainText(`Loaded 6 files from ${login}/kodeshala-site`);
  await openFile(page, 'app.js');
  await expect(editor(page)).toContainText('Namaste from app.js');

  // Ctrl+S keeps the project on our server; the projects list renames it.
  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await page.getByRole('button', { name: 'Projects' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your projects' });
  await expect(dialog).toContainText('6 files');
  await dialog.getByRole('button', { name: 'Rename My project' }).click();
  await dialog.getByLabel('New name for My project').fill(longName);
  await dialog.getByRole('button', { name: 'Keep the new name' }).click();
  await expect(page.getByTestId('project-name')).toHaveText(longName);
  // On a narrow window the long name is cut short, and its row's buttons stay inside the dialog.
  await page.setViewportSize({ width: 375, height: 800 });
  const dialogBox = await dialog.boundingBox();
  const deleteBox = await dialog.getByRole('button', { name: `Delete ${longName}` }).boundingBox();
  expect(deleteBox && dialogBox && deleteBox.x + deleteBox.width <= dialogBox.x + dialogBox.width).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');

  // A wrong repository name gets the spec's message without a call.
  await page.getByRole('tab', { name: 'github' }).click();
  await page.getByRole('textbox', { name: 'Repository' }).fill('a/b/c');
  await page.getByRole('button', { name: 'Load from GitHub' }).click();
  await expect(page.getByTestId('github-outcome')).toHaveText('Repository name must be in the format owner/repo or just repo.');
});

async function signInWithPassword(page: Page, request: APIRequestContext): Promise<void> {
  const email = `play-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.in`;
  expect((await request.post('/api/auth/register', { data: { email, password: 'chai-and-code-42' } })).status()).toBe(201);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('chai-and-code-42');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

test('Open in Playground opens a lesson sample as its own project, once', async ({ page, request }) => {
  await signInWithPassword(page, request);
  await page.goto('/courses/python-programming?lesson=py-what-is-programming');
  // The lesson comes prerendered by the server; this first click, before the app is there, is held for
  // the app, which follows the link with the sample the browser alone would leave behind.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Open in Playground' }).first().click();
  await expect(page).toHaveURL(/\/playground$/);
  await expect(editor(page)).toHaveAttribute('data-uri', /main\.py$/, { timeout: 30_000 });
  await expect(editor(page)).toContainText('print');
  await page.reload();
  await expect(editor(page)).toBeVisible({ timeout: 30_000 });
  const files = page.getByRole('list', { name: 'Project files' });
  await expect(files.getByRole('button', { name: 'main.py', exact: true })).toHaveCount(1);
  await expect(files.getByRole('button', { name: 'index.html', exact: true })).toHaveCount(0);
  await expect(files.getByRole('button', { name: 'main-2.py', exact: true })).toHaveCount(0);
  // Kept on the server, it is listed as one file.
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await page.getByRole('button', { name: 'Projects' }).click();
  await expect(page.getByRole('dialog', { name: 'Your projects' })).toContainText('1 file · saved');
});

test('a save from a second tab does not write over the first: the stale one asks which copy to keep', async ({ page, request }) => {
  await signInWithPassword(page, request);
  await page.goto('/playground');
  await expect(editor(page)).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');

  // The same project open in a second tab (the browser keeps it), changed and saved there first.
  const other = await page.context().newPage();
  await other.goto('/playground');
  await expect(editor(other)).toBeVisible({ timeout: 30_000 });
  await replaceText(other, '<h1>From the other tab</h1>');
  await other.keyboard.press('ControlOrMeta+s');
  await expect(other.getByTestId('save-state')).toHaveText('Saved');
  await other.close();

  await replaceText(page, '<h1>From this tab</h1>');
  await page.keyboard.press('ControlOrMeta+s');
  const dialog = page.getByRole('dialog', { name: 'This project changed elsewhere' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('was changed in another tab or on another device since you opened it');
  await captureAtWidths(page, 'playground-save-conflict');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Use the other copy' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor(page)).toContainText('From the other tab');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');

  // Kept over the copy now seen, the next save goes through.
  await replaceText(page, '<h1>From this tab, after all</h1>');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a touch device 767 px wide or less gets the spec message', async ({ page, request }) => {
    await signInWithPassword(page, request);
    await page.goto('/playground');
    await expect(page.getByTestId('mobile-notice')).toHaveText(
      'Playground Not Available on Mobile - Please use a laptop, tablet, or desktop to access the Coding Playground.',
    );
  });
});
