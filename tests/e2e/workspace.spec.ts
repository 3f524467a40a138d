import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { bearer, learnerPassword, registerThroughApi, signInThroughPage, uniqueEmail } from './auth-helpers';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/** Monaco's chunk is 4 MB of script: on a busy two-core machine it can take long to parse. */
const editorTimeout = 90_000;

const editor = (page: Page): Locator => page.locator('.monaco-editor').first();

/**
 * The editor's text as a person reads it: Monaco reuses line elements, so their order in the page
 * is not the lines' order (each is placed by its `top`), and it draws spaces as no-break spaces.
 */
async function editorText(page: Page): Promise<string> {
  const lines = await editor(page)
    .locator('.view-lines')
    .evaluate((element) =>
      Array.from(element.querySelectorAll<HTMLElement>('.view-line')).sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top)).map((line) => line.textContent),
    );
  return lines.join('\n').replace(/\u00a0/g, ' ');
}

async function expectEditorText(page: Page, pattern: RegExp): Promise<void> {
  await expect.poll(() => editorText(page), { timeout: 30_000 }).toMatch(pattern);
}

/** A team of two made through the hackathon's team routes: the leader creates it, the other joins by code. */
async function teamOfTwo(request: APIRequestContext): Promise<{ leader: string; member: string; teamId: string }> {
  const leader = uniqueEmail('ws-leader');
  const member = uniqueEmail('ws-member');
  await registerThroughApi(request, leader);
  await registerThroughApi(request, member);
  const created = await request.post('/api/hackathon/teams', { headers: await bearer(request, leader, learnerPassword), data: { name: 'Chai Coders' } });
  expect(created.status(), await created.text()).toBe(201);
  const team = ((await created.json()) as { data: { id: string; code: string } }).data;
  const joined = await request.post('/api/hackathon/teams/join', { headers: await bearer(request, member, learnerPassword), data: { code: team.code } });
  expect(joined.status(), await joined.text()).toBe(200);
  return { leader, member, teamId: team.id };
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughPage(page, email, learnerPassword);
  return page;
}

/**
 * The team workspace in two real browsers (product.md §3.10): two members of one hackathon team
 * open the team's project, one types and the other sees it; each sees who is here; one goes
 * offline, both keep editing, and when it returns both hold every edit; a stranger is refused.
 */
test('two team members edit one project live and offline, and a stranger is refused', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const { leader, member, teamId } = await teamOfTwo(request);

  const asha = await signedInPage(browser, leader);
  const ravi = await signedInPage(browser, member);

  // The leader makes the team's project from the list, for the team (the switch is on by default).
  await asha.goto('/workspace');
  await expect(asha.getByRole('switch', { name: /For my hackathon team/ })).toBeChecked();
  await asha.getByRole('textbox', { name: 'New shared project' }).fill('Nuskha Check');
  await asha.getByRole('button', { name: 'Create' }).click();
  await expect(asha.getByText('Nuskha Check')).toBeVisible();
  const projects = await request.get('/api/workspace/projects', { headers: await bearer(request, member, learnerPassword) });
  const made = ((await projects.json()) as { projects: { id: string; name: string; teamId: string | null }[] }).projects.find((p) => p.name === 'Nuskha Check');
  // Made for the team: the other member's list has it too.
  expect(made?.teamId).toBe(teamId);
  const projectId = made?.id ?? '';
  await captureAtWidths(asha, 'workspace-list');
  await asha.getByRole('link', { name: 'Open' }).click();
  await expect(asha).toHaveURL(new RegExp(`/workspace/${projectId}$`));
  await expect(asha.getByText('No files yet. Add one to start.')).toBeVisible();
  await captureAtWidths(asha, 'workspace-empty');

  // A file made with the keyboard alone.
  await asha.getByLabel('New file name').fill('main.py');
  await asha.getByLabel('New file name').press('Enter');
  await expect(editor(asha)).toBeVisible({ timeout: editorTimeout });
  await editor(asha).locator('.view-lines').click();
  await asha.keyboard.insertText('print("namaste")');

  // The other member opens it and sees the text, then types and the first sees that live.
  await ravi.goto(`/workspace/${projectId}`);
  await expect(editor(ravi)).toBeVisible({ timeout: editorTimeout });
  await expectEditorText(ravi, /print\("namaste"\)/);
  await editor(ravi).locator('.view-lines').click();
  await ravi.keyboard.press('ControlOrMeta+End');
  await ravi.keyboard.press('Enter');
  await ravi.keyboard.insertText('# ravi was here');
  await expectEditorText(asha, /# ravi was here/);

  // Presence: each sees both members, with the file each has open.
  const online = (page: Page) => page.getByRole('group', { name: 'Online' }).getByText(/· main\.py$/);
  await expect(online(asha)).toHaveCount(2);
  await expect(online(ravi)).toHaveCount(2);
  await expect(asha.getByRole('group', { name: 'Online' })).toContainText('(you)');
  await captureAtWidths(asha, 'workspace-live');

  // A named version, saved with the keyboard; the list says who saved it.
  const versions = (page: Page) => page.getByRole('list', { name: 'Versions' });
  await asha.getByLabel('Version name').fill('before refactor');
  await asha.getByLabel('Version name').press('Enter');
  await expect(versions(asha).getByRole('listitem')).toHaveCount(1);
  await expect(versions(asha)).toContainText('before refactor');
  // The other member's list follows without a reload.
  await expect(versions(ravi)).toContainText('before refactor');
  const saved = await editorText(asha);

  // Ravi goes offline: told so, keeps editing; Asha edits meanwhile.
  await ravi.context().setOffline(true);
  await expect(ravi.getByRole('status').filter({ hasText: 'Offline: your edits are kept and will merge' })).toBeVisible();
  await expect(online(asha)).toHaveCount(1, { timeout: 60_000 });
  await editor(ravi).locator('.view-lines').click();
  await ravi.keyboard.press('ControlOrMeta+End');
  await ravi.keyboard.press('Enter');
  await ravi.keyboard.insertText('offline_line = 1');
  await captureAtWidths(ravi, 'workspace-offline');
  await editor(asha).locator('.view-lines').click();
  await asha.keyboard.press('ControlOrMeta+Home');
  await asha.keyboard.insertText('online_line = 2');
  await asha.keyboard.press('Enter');
  await expect.poll(() => editorText(ravi)).not.toMatch(/online_line/);

  // Back online: both hold every edit of both, in the same order.
  await ravi.context().setOffline(false);
  await expect(ravi.getByText('Offline: your edits are kept and will merge')).toHaveCount(0);
  for (const page of [asha, ravi]) {
    await expectEditorText(page, /online_line = 2/);
    await expectEditorText(page, /offline_line = 1/);
    await expectEditorText(page, /# ravi was here/);
  }
  await expect.poll(() => editorText(ravi)).toBe(await editorText(asha));
  await captureAtWidths(ravi, 'workspace-merged');
  await ravi.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(ravi)).toBe(true);
  await ravi.setViewportSize({ width: 1280, height: 800 });

  // Restoring the version is an edit both receive; the version saved before it is the undo.
  await asha.getByRole('button', { name: 'Restore before refactor' }).click();
  await expect(asha.getByRole('status').filter({ hasText: 'Restored. To undo, restore “Before restoring “before refactor””.' })).toBeVisible();
  for (const page of [asha, ravi]) await expect.poll(() => editorText(page), { timeout: 30_000 }).toBe(saved);
  await expect(versions(asha).getByRole('listitem')).toHaveCount(2);
  await expect(versions(ravi).getByRole('listitem')).toHaveCount(2);
  await captureAtWidths(asha, 'workspace-restored');

  // Someone outside the team is told plainly, and never sees the files.
  const stranger = uniqueEmail('ws-stranger');
  await registerThroughApi(request, stranger);
  const outsider = await signedInPage(browser, stranger);
  await outsider.goto(`/workspace/${projectId}`);
  await expect(outsider.getByRole('alert').filter({ hasText: 'This shared project does not exist, or you are not one of its members.' })).toBeVisible();
  await expect(outsider.getByText('main.py')).toHaveCount(0);
  await captureAtWidths(outsider, 'workspace-refused');

  await Promise.all([asha.context().close(), ravi.context().close(), outsider.context().close()]);
});
