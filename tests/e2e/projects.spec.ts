import { expect, test, type Page } from '@playwright/test';
import { withPeerTurn } from './peer-turn';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/**
 * A learner signed in with GitHub (the loopback GitHub peer) stars and shares a two-file project,
 * opens the share link signed out and sees the page run, then creates a repository and pushes the
 * project to it: the peer then holds both files, in one commit.
 */
const control = `http://127.0.0.1:${process.env.PEER_CONTROL_PORT}`;
test.describe.configure({ timeout: 120_000 });

const files = [
  { name: 'index.html', content: '<h1 id="hello">Hello from a shared card</h1>\n<script src="script.js"></script>\n', mode: 'html' },
  { name: 'script.js', content: "document.getElementById('hello').dataset.ran = 'yes';\nconsole.log('card ready');\n", mode: 'javascript' },
];

async function signInWithGithub(page: Page): Promise<string> {
  return withPeerTurn(async () => {
    const name = `Proj ${Date.now()}`;
    const login = name.toLowerCase().replace(/\W+/g, '-');
    const res = await fetch(control, { method: 'POST', body: JSON.stringify({ provider: 'github', id: String(Date.now()), email: `${login}@example.in`, name, repos: ['old-notes'] }) });
    expect(res.status).toBe(204);
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login?returnTo=%2Fprojects');
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await expect(page).toHaveURL(/\/projects$/, { timeout: 15_000 });
    return login;
  });
}

/** Saves a project the way the playground's Save does, with the session's own access token. */
async function saveProject(page: Page, name: string): Promise<void> {
  const session = await page.request.post('/api/auth/refresh');
  expect(session.status()).toBe(200);
  const { accessToken } = (await session.json()) as { accessToken: string };
  const created = await page.request.post('/api/playground/projects', { headers: { authorization: `Bearer ${accessToken}` }, data: { name, files } });
  expect(created.status()).toBe(201);
}

test('a learner stars and shares a project, the link opens signed out, and a push lands as one commit of both files', async ({ page, browser }) => {
  const login = await signInWithGithub(page);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(page.getByText('No projects found')).toBeVisible();

  await saveProject(page, 'Birthday card');
  await page.reload();
  const card = page.getByRole('article', { name: 'Birthday card' });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('stat-total')).toContainText('1');

  // Star, counted in the card and in Total Stars.
  await card.getByRole('button', { name: 'Star Birthday card' }).click();
  await expect(card.getByRole('button', { name: 'Unstar Birthday card' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByTestId('star-count')).toHaveText('1');
  await expect(page.getByTestId('stat-stars')).toContainText('1');

  // Details: status and technologies.
  await card.getByRole('button', { name: 'Details of Birthday card' }).click();
  const details = page.getByRole('dialog', { name: 'Details of Birthday card' });
  await details.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await details.getByRole('textbox', { name: 'Technologies' }).fill('HTML');
  await details.getByRole('textbox', { name: 'Technologies' }).press('Enter');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details).toBeHidden();
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(page.getByTestId('stat-completed')).toContainText('1');

  // Filters and the empty state.
  await page.getByRole('textbox', { name: 'Search projects' }).fill('no such thing');
  await expect(page.getByText('No projects found')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search projects' }).fill('birthday');
  await expect(card).toBeVisible();

  // Share: the link opens signed out, read-only, and the page runs in the sandboxed preview.
  await card.getByRole('button', { name: 'Share Birthday card' }).click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{22}$/);
  await captureAtWidths(page, 'projects-share');
  await page.keyboard.press('Escape');
  await expect(card.getByRole('button', { name: 'Share Birthday card' })).toHaveText('Shared');
  await captureAtWidths(page, 'projects');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(link);
  await expect(shared.getByRole('heading', { name: 'Birthday card' })).toBeVisible();
  await expect(shared.getByText(/read-only/)).toBeVisible();
  const preview = shared.frameLocator('[data-testid="playground-preview"]');
  await expect(preview.locator('#hello')).toHaveText('Hello from a shared card');
  await expect(preview.locator('#hello')).toHaveAttribute('data-ran', 'yes');
  await expect(shared.getByTestId('preview-console')).toContainText('card ready');
  await captureAtWidths(shared, 'projects-shared-signed-out');
  await visitor.close();

  // Signed in, the same link shows the learner's own star, which toggles there too.
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Unstar Birthday card' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Unstar Birthday card' }).click();
  await expect(page.getByRole('button', { name: 'Star Birthday card' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('star-count')).toHaveText('0');
  await page.getByRole('button', { name: 'Star Birthday card' }).click();
  await expect(page.getByTestId('star-count')).toHaveText('1');

  // GitHub: create a repository and push the project to it.
  await page.goto('/github');
  await expect(page.getByText(`Signed in to GitHub as ${login}`)).toBeVisible();
  await expect(page.getByRole('radio', { name: `${login}/old-notes` })).toBeVisible();
  await page.getByRole('textbox', { name: 'New repository name' }).fill('birthday-card');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('radio', { name: `${login}/birthday-card` })).toBeChecked();
  await page.getByRole('textbox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Birthday card (2 files)' }).click();
  await page.getByRole('textbox', { name: 'Commit message' }).fill('A card for Amma');
  await page.getByRole('button', { name: 'Push to GitHub' }).click();
  await expect(page.getByTestId('push-outcome')).toContainText(`Pushed 2 files to ${login}/birthday-card (main) in one commit.`);
  await expect(page.getByRole('link', { name: /^View commit [0-9a-f]{7}$/ })).toHaveAttribute('href', new RegExp(`^https://github.com/${login}/birthday-card/commit/[0-9a-f]{40}$`));
  await captureAtWidths(page, 'github-push');

  const held = (await (await fetch(`${control}/github-repo?owner=${login}&name=birthday-card`)).json()) as {
    files: Record<string, string>;
    commits: Array<{ message: string; paths: string[] }>;
  };
  expect(held.files['index.html']).toBe(files[0]?.content);
  expect(held.files['script.js']).toBe(files[1]?.content);
  expect(held.commits.at(-1)).toEqual(expect.objectContaining({ message: 'A card for Amma', paths: ['index.html', 'script.js'] }));
  expect(held.commits).toHaveLength(2);

  // The project card now links to its repository.
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'Birthday card on GitHub' })).toHaveAttribute('href', `https://github.com/${login}/birthday-card`);

  // Edit opens the project in the playground; New Project opens a new one there.
  await page.getByRole('button', { name: 'Edit Birthday card' }).click();
  await expect(page).toHaveURL(/\/playground$/);
  await expect(page.getByTestId('project-name')).toHaveText('Birthday card');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await expect(page.getByRole('list', { name: 'Project files' }).getByRole('button', { name: 'script.js', exact: true })).toBeVisible();
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New Project' }).click();
  await expect(page).toHaveURL(/\/playground$/);
  await expect(page.getByTestId('project-name')).toHaveText('My project');
});

test('a learner without GitHub sign-in is told how to connect', async ({ page, request }) => {
  const email = `proj-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.in`;
  expect((await request.post('/api/auth/register', { data: { email, password: 'chai-and-code-42' } })).status()).toBe(201);
  await page.goto('/login?returnTo=%2Fgithub');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('chai-and-code-42');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/github$/);
  // GitHub joins the account the learner has; no second sign-in.
  const card = page.getByTestId('connect-github');
  await expect(card.getByText('Connect your GitHub account to see your repositories and push projects to them.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Connect GitHub' })).toBeEnabled();
  await captureAtWidths(page, 'github-not-connected');
});
