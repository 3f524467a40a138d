import { expect, test } from '@playwright/test';
import { bearer, learnerPassword, registerThroughApi, signInThroughPage, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/**
 * Push to GitHub from a shared project (product.md §3.10): a member connects GitHub, types in the
 * project and pushes it from the project's screen; the GitHub peer (tests/peers) holds the files.
 */
const control = `http://127.0.0.1:${process.env.PEER_CONTROL_PORT}`;
const editorTimeout = 90_000;

test('a member pushes the shared project to a repository of theirs from the project screen', async ({ page, request }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('ws-github');
  await registerThroughApi(request, email);
  const headers = await bearer(request, email, learnerPassword);
  const created = await request.post('/api/workspace/projects', { headers, data: { name: 'Team push' } });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;

  await signInThroughPage(page, email, learnerPassword);
  await page.goto(`/workspace/${projectId}`);
  await expect(page.getByRole('heading', { name: 'Team push' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Push to GitHub' });
  await page.getByLabel('New file name').fill('main.py');
  await page.getByLabel('New file name').press('Enter');
  await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: editorTimeout });
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.insertText('print("pushed")');

  // Not connected yet: the server's message, and the way to connect.
  await panel.getByLabel('Repository (name or owner/name)').fill('team-push');
  await panel.getByRole('button', { name: 'Push' }).click();
  await expect(panel.getByRole('alert')).toContainText('Failed to push to GitHub: Sign in with GitHub to save and load projects from your repositories.');
  await expect(panel.getByRole('link', { name: 'Connect GitHub' })).toBeVisible();
  await captureAtWidths(page, 'workspace-github-not-linked');

  const login = `ws-gh-${Date.now().toString(36)}`;
  const next = await request.post(`${control}/next-account`, { data: { provider: 'github', id: String(Date.now() % 1_000_000_000), name: login, email: `other-${email}`, repos: ['team-push'] } });
  expect(next.ok(), await next.text()).toBe(true);
  await page.goto('/profile');
  await page.getByTestId('connect-github').getByRole('button', { name: 'Connect GitHub' }).click();
  await expect(page.getByTestId('connect-github')).toContainText(`Connected as ${login}`);

  await page.goto(`/workspace/${projectId}`);
  await expect(page.locator('.monaco-editor').first()).toContainText('print("pushed")', { timeout: editorTimeout });
  await panel.getByLabel('Repository (name or owner/name)').fill('team-push');
  await panel.getByLabel('Commit message (optional)').fill('From the team workspace');
  await panel.getByLabel('Commit message (optional)').press('Enter');
  await expect(panel.getByRole('status')).toContainText(`Pushed to ${login}/team-push.`);
  await expect(panel.getByRole('link', { name: 'View the commit on GitHub' })).toHaveAttribute('href', new RegExp(`/${login}/team-push/commit/`));
  const repo = (await (await request.get(`${control}/github-repo?owner=${login}&name=team-push`)).json()) as { files: Record<string, string>; commits: Array<{ message: string }> };
  expect(repo.files['main.py']).toBe('print("pushed")');
  expect(repo.commits.at(-1)?.message).toBe('From the team workspace');
  await captureAtWidths(page, 'workspace-github-pushed');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
});
