import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { bridgeEmitter } from '../../src-main/ipc/bridge-handlers';
import { desktopHandlers } from '../../src-main/ipc/desktop-handlers';
import { createBrowserSignIn } from '../../src-main/services/browser-sign-in';
import { FolderProjects } from '../../src-main/services/folder-projects';
import { SettingsStore, settingsService } from '../../src-main/services/settings';
import { Terminals } from '../../src-main/services/terminals';
import { WorkspaceCopies } from '../../src-main/services/workspace-copies';
import { resumeFontPaths } from '../../src-server/resume/pdf';
import { bearer, learnerPassword, registerThroughApi, signInThroughPage, uniqueEmail } from './auth-helpers';
import { useDesktopBridge, type BridgeEvent } from './desktop-bridge';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/**
 * A team project kept in a folder by the desktop app (product.md §3.10 "A copy in a folder").
 * Electron cannot run here: as in desktop-folders.spec.ts, the desktop member's page gets a
 * stand-in for the preload's `window.kodeshala` whose calls travel as `/__bridge/*` requests that
 * the test answers with main's own handlers over the real folder service, on a real temporary
 * folder (only the folder picker is a stand-in, answering with `chosen`). The other member is in
 * a plain browser.
 */
test.use({ serviceWorkers: 'block' });

const editorTimeout = 90_000;
const editor = (page: Page): Locator => page.locator('.monaco-editor').first();

async function editorText(page: Page): Promise<string> {
  const lines = await editor(page)
    .locator('.view-lines')
    .evaluate((element) =>
      Array.from(element.querySelectorAll<HTMLElement>('.view-line')).sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top)).map((line) => line.textContent),
    );
  return lines.join('\n').replace(/\u00a0/g, ' ');
}

let base: string;
let home: string;
let chosen: string | undefined;
let events: BridgeEvent[];
let folders: FolderProjects;
let terminals: Terminals;

async function desktopPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const emit = bridgeEmitter((event, payload) => events.push({ event, payload }));
  folders = new FolderProjects((_owner, project) => emit('folders.changed', project), 100);
  terminals = new Terminals({ ...process.env, HOME: home, SHELL: '/bin/bash' });
  const store = new SettingsStore(path.join(home, 'settings.json'));
  const handlers = desktopHandlers({
    version: '0.1.0',
    privileged: true,
    platform: () => ({ os: 'linux', arch: 'x64', serverUrl: origin, standalone: true }),
    folders,
    workspaceCopies: new WorkspaceCopies(folders, {
      read: () => store.read().workspaceCopies ?? {},
      write: (links) => {
        store.update({ workspaceCopies: links });
      },
    }),
    terminals,
    updates: {
      current: () => ({ channel: 'stable', state: 'up-to-date' }),
      check: async () => ({ channel: 'stable', state: 'up-to-date' }),
      setChannel: async (channel) => ({ channel, state: 'idle' }),
      restart: () => undefined,
    },
    chooseFolder: async () => chosen,
    revealFolder: async (folder) => void events.push({ event: 'test.revealed', payload: folder }),
    homeFolder: home,
    emitTo: () => emit,
    resumePdf: { fonts: resumeFontPaths(path.resolve('resources')), chooseFile: async () => undefined, today: () => '2026-12-07' },
    settings: settingsService({ store, defaultPlatformAddress: 'https://learn.kodeshala.in', tokensAtRest: () => 'sealed', onConnectionChanged: async () => undefined, onBetaChannelChanged: async () => undefined }),
    browserSignIn: createBrowserSignIn({ openExternal: async () => undefined, platformUrl: () => undefined }),
  });
  await useDesktopBridge(page, handlers, origin, events);
  return page;
}

test.beforeEach(() => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-e2e-copy-')));
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-e2e-copy-home-'));
  // The first-run choice is made (this computer only), so it is not asked again.
  fs.writeFileSync(path.join(home, 'settings.json'), JSON.stringify({ connection: { kind: 'offline' } }));
  events = [];
  chosen = undefined;
});

test.afterEach(async () => {
  await terminals.closeAll();
  folders.closeAll();
  fs.rmSync(base, { recursive: true, force: true });
  fs.rmSync(home, { recursive: true, force: true });
});

async function teamProject(request: APIRequestContext): Promise<{ leader: string; member: string; projectId: string }> {
  const leader = uniqueEmail('copy-leader');
  const member = uniqueEmail('copy-member');
  await registerThroughApi(request, leader);
  await registerThroughApi(request, member);
  const leaderAuth = await bearer(request, leader, learnerPassword);
  const team = ((await (await request.post('/api/hackathon/teams', { headers: leaderAuth, data: { name: 'Folder Folk' } })).json()) as { data: { id: string; code: string } }).data;
  expect((await request.post('/api/hackathon/teams/join', { headers: await bearer(request, member, learnerPassword), data: { code: team.code } })).status()).toBe(200);
  const created = await request.post('/api/workspace/projects', { headers: leaderAuth, data: { name: 'Kept on disk', teamId: team.id } });
  expect(created.ok(), await created.text()).toBe(true);
  const projectId = ((await created.json()) as { id: string }).id;
  return { leader, member, projectId };
}

test('a desktop member keeps the team project in a folder: edits go both ways, live', async ({ browser, request, baseURL }) => {
  test.setTimeout(300_000);
  const { leader, member, projectId } = await teamProject(request);
  const asha = await desktopPage(browser, new URL(baseURL ?? '').origin);
  await signInThroughPage(asha, leader, learnerPassword);
  const ravi = await (await browser.newContext()).newPage();
  await signInThroughPage(ravi, member, learnerPassword);

  await asha.goto(`/workspace/${projectId}`);
  const panel = asha.getByRole('region', { name: 'Copy in a folder' });
  // Nothing to copy yet: the button waits for a file.
  await expect(panel.getByText('Add a file before keeping a copy in a folder.')).toBeVisible();
  await asha.getByLabel('New file name').fill('main.py');
  await asha.getByLabel('New file name').press('Enter');
  await expect(editor(asha)).toBeVisible({ timeout: editorTimeout });
  await editor(asha).locator('.view-lines').click();
  await asha.keyboard.insertText('print("from the team")');

  // A folder holding other work is refused, and left as it was.
  const busy = path.join(base, 'thesis');
  fs.mkdirSync(busy);
  fs.writeFileSync(path.join(busy, 'chapter1.md'), 'mine');
  chosen = busy;
  await panel.getByRole('button', { name: 'Keep a copy in a folder…' }).click();
  await expect(panel.getByRole('alert')).toContainText('This folder is not empty.');
  expect(fs.readdirSync(busy)).toEqual(['chapter1.md']);

  const copy = path.join(base, 'team-copy');
  fs.mkdirSync(copy);
  chosen = copy;
  await panel.getByRole('button', { name: 'Keep a copy in a folder…' }).click();
  await expect(panel).toContainText(copy);
  await expect(panel.getByRole('status')).toContainText('Up to date in the folder at');
  await expect.poll(() => fs.existsSync(path.join(copy, 'main.py')) && fs.readFileSync(path.join(copy, 'main.py'), 'utf8')).toBe('print("from the team")');

  // The other member types in a browser: the desktop member's folder has it.
  await ravi.goto(`/workspace/${projectId}`);
  await expect(editor(ravi)).toBeVisible({ timeout: editorTimeout });
  await expect.poll(() => editorText(ravi), { timeout: 30_000 }).toContain('print("from the team")');
  // Opened by choice: the file list is sorted, and the folder is about to add lib/util.py before it.
  await ravi.getByText('main.py', { exact: true }).click();
  await editor(ravi).locator('.view-lines').click();
  await ravi.keyboard.press('ControlOrMeta+Home');
  await ravi.keyboard.insertText('ravi = 1; ');
  await expect.poll(() => fs.readFileSync(path.join(copy, 'main.py'), 'utf8'), { timeout: 30_000 }).toBe('ravi = 1; print("from the team")');

  // Another editor changes the file on disk and adds one: both reach the other member live.
  fs.writeFileSync(path.join(copy, 'main.py'), 'ravi = 1; print("from VS Code")');
  fs.mkdirSync(path.join(copy, 'lib'));
  fs.writeFileSync(path.join(copy, 'lib', 'util.py'), 'x = 1\n');
  await expect.poll(() => editorText(ravi), { timeout: 30_000 }).toBe('ravi = 1; print("from VS Code")');
  await expect(ravi.getByText('lib/util.py', { exact: true })).toBeVisible();
  await captureAtWidths(asha, 'workspace-folder-copy');
  await asha.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(asha)).toBe(true);
  await asha.setViewportSize({ width: 1280, height: 800 });

  // Remembered on this computer: a reload finds the copy again.
  await asha.reload();
  await expect(panel).toContainText(copy);
  await panel.getByRole('button', { name: 'Show in file manager' }).click();
  await expect.poll(() => events.some((e) => e.event === 'test.revealed' && e.payload === copy)).toBe(true);

  // Removing the link keeps the folder's files.
  await panel.getByRole('button', { name: 'Remove the link' }).click();
  await expect(panel.getByRole('button', { name: 'Keep a copy in a folder…' })).toBeVisible();
  expect(fs.readFileSync(path.join(copy, 'main.py'), 'utf8')).toBe('ravi = 1; print("from VS Code")');
  await captureAtWidths(asha, 'workspace-folder-copy-unlinked');
});
