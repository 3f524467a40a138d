import { expect, test, type APIRequestContext } from '@playwright/test';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { bearer, demoAdmin, demoPassword, learnerPassword, registerThroughApi, signInThroughPage, uniqueEmail } from './auth-helpers';
import { registerForHackathon } from './hackathon-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/**
 * The organiser reads what a team handed in (product.md §3.2.6, §3.10 "Hand-in"): the team's
 * shared project is typed into with y-websocket's own provider, handed in, typed into again, and
 * the registration's detail shows the files as they were handed in, read-only, at 1280 and 375 px.
 */

/** A member's live copy of the project, typed into from the test process. */
async function typeInto(projectId: string, headers: Record<string, string>, files: Record<string, string>): Promise<void> {
  const doc = new Y.Doc();
  const token = (headers.Authorization ?? headers.authorization ?? '').replace('Bearer ', '');
  const provider = new WebsocketProvider(`ws://localhost:${process.env.E2E_PORT}/api/workspace/live`, projectId, doc, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    params: { token },
    disableBc: true,
  });
  await expect.poll(() => provider.synced, { timeout: 30_000 }).toBe(true);
  const map = doc.getMap<Y.Text>('files');
  doc.transact(() => {
    for (const [name, content] of Object.entries(files)) {
      const text = map.get(name) ?? new Y.Text();
      if (!map.has(name)) map.set(name, text);
      text.insert(0, content);
    }
  });
  // The server's echo of the update is its acknowledgment: wait until a fresh sync shows it stored.
  const check = new Y.Doc();
  const reader = new WebsocketProvider(`ws://localhost:${process.env.E2E_PORT}/api/workspace/live`, projectId, check, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    params: { token },
    disableBc: true,
  });
  await expect.poll(() => Object.keys(files).every((name) => check.getMap<Y.Text>('files').get(name)?.toString().startsWith(files[name] ?? '')), { timeout: 30_000 }).toBe(true);
  for (const p of [provider, reader]) p.destroy();
}

async function teamProject(request: APIRequestContext, headers: Record<string, string>, name: string): Promise<string> {
  const team = await request.get('/api/hackathon/team', { headers });
  const teamId = ((await team.json()) as { data: { id: string } }).data.id;
  const created = await request.post('/api/workspace/projects', { headers, data: { name, teamId } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('an organiser opens the workspace files a team handed in, as they were then', async ({ page, request }) => {
  test.setTimeout(180_000);
  const tag = `H${Date.now().toString(36)}`;
  const email = uniqueEmail('hand-in');
  await registerThroughApi(request, email);
  const headers = await bearer(request, email, learnerPassword);
  await registerForHackathon(request, { email, headers, teamName: `${tag} Nuskha`, leaderName: 'Asha Rao' });
  const projectId = await teamProject(request, headers, 'Nuskha');
  const longLine = `# ${'a long line that must scroll inside its own box, not the page '.repeat(3)}`;
  await typeInto(projectId, headers, { 'main.py': `${longLine}\nprint("judged")\n`, 'README.md': '# Nuskha\n' });
  const submitted = await request.post('/api/hackathon/submissions', {
    headers,
    data: { projectTitle: `${tag} Nuskha Check`, description: 'Checks prescriptions.', githubRepo: 'https://github.com/asha-dev/nuskha', techStack: ['Python'] },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  await typeInto(projectId, headers, { 'main.py': 'typed_after_the_deadline = True\n' });

  await signInThroughPage(page, demoAdmin, demoPassword);
  await page.goto('/hackathon/admin');
  await page.getByRole('tab', { name: 'Registrations' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(tag);
  // The list searches after typing stops: until then it holds every team, other tests' included.
  const rows = page.getByTestId('admin-registration-row');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('button', { name: /^View details of/ }).click();
  const handIns = page.getByTestId('admin-registration-detail').getByTestId('admin-hand-ins');
  await expect(handIns).toContainText(`${tag} Nuskha Check`);
  await handIns.getByRole('button', { name: 'View the handed-in files' }).click();
  const files = handIns.getByTestId('admin-hand-in-files');
  // Sorted by name: README.md first.
  await expect(files.getByRole('button', { name: 'README.md', pressed: true })).toBeVisible();
  await expect(files.getByLabel('Contents of README.md')).toContainText('# Nuskha');
  await files.getByRole('button', { name: 'main.py' }).click();
  const main = files.getByLabel('Contents of main.py');
  await expect(main).toContainText('print("judged")');
  await expect(main).not.toContainText('typed_after_the_deadline');
  await main.scrollIntoViewIfNeeded();
  await captureAtWidths(page, 'hackathon-admin-hand-in');
  await page.setViewportSize({ width: 375, height: 800 });
  await main.scrollIntoViewIfNeeded();
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.screenshot({ path: 'test-results/screenshots/hackathon-admin-hand-in-files-mobile.png' });
});
