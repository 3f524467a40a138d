import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { bridgeEmitter } from '../../src-main/ipc/bridge-handlers';
import { desktopHandlers } from '../../src-main/ipc/desktop-handlers';
import { createBrowserSignIn } from '../../src-main/services/browser-sign-in';
import { FolderProjects } from '../../src-main/services/folder-projects';
import { SettingsStore, settingsService } from '../../src-main/services/settings';
import { Terminals } from '../../src-main/services/terminals';
import { WorkspaceCopies } from '../../src-main/services/workspace-copies';
import { resumeFontPaths } from '../../src-server/resume/pdf';
import { registerThroughApi, signInThroughPage, toast, uniqueEmail } from './auth-helpers';
import { useDesktopBridge, type BridgeEvent } from './desktop-bridge';
import { captureAtWidths, hasNoHorizontalScroll } from './screenshots';

/**
 * The playground's folder projects as the desktop app has them. Electron cannot run here, so the
 * page gets a stand-in for the preload's `window.kodeshala` whose calls travel as requests to
 * `/__bridge/*`; the test answers them with main's own bridge handlers (`desktopHandlers`, the
 * contract check of `handleBridgeCall`) over the real folder-projects and terminal services on a
 * real temporary folder. Only the folder picker is a stand-in: it answers with `chosen`.
 */
test.use({ serviceWorkers: 'block' });

let base: string;
let shellHome: string;
let chosen: string | undefined;
let events: BridgeEvent[];
let folders: FolderProjects;
let terminals: Terminals;

const write = (root: string, tree: Record<string, string | Buffer>) => {
  for (const [name, content] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
};

/** A hackathon team's repository: a Python app in folders, a web front, hundreds of files, and what git and npm leave around. */
function teamRepository(root: string): void {
  const components = Object.fromEntries(Array.from({ length: 240 }, (_, i) => [`web/src/components/part${i % 12}/Widget${i}.js`, `export const widget${i} = ${i};\n`]));
  write(root, {
    ...components,
    'main.py': 'from app.greet import greet\n\nprint(greet("team"))\n',
    'app/__init__.py': '',
    'app/greet.py': 'def greet(name):\n    return f"Hello, {name}!"\n',
    'web/index.html': '<!doctype html><h1>Team</h1>',
    'README.md': '# Team repository\n',
    '.gitignore': 'dist/\n*.log\n',
    'dist/bundle.js': 'built',
    'server.log': 'noise',
    '.git/HEAD': 'ref: refs/heads/main',
    'node_modules/left-pad/index.js': 'module.exports = 1;',
    'web/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]),
  });
}

test.beforeEach(async ({ page, baseURL }) => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-e2e-folders-')));
  shellHome = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-e2e-shell-'));
  // The learner made the first-run choice already (this computer only), so it does not ask again.
  fs.writeFileSync(path.join(shellHome, 'settings.json'), JSON.stringify({ connection: { kind: 'offline' } }));
  events = [];
  chosen = undefined;
  const emit = bridgeEmitter((event, payload) => events.push({ event, payload }));
  folders = new FolderProjects((_owner, project) => {
    // What main heard, for the test; the page gets it only while it listens, as over IPC.
    events.push({ event: 'test.heard', payload: project.files.map((f) => `${f.name}:${f.content}`) });
    emit('folders.changed', project);
  }, 100);
  terminals = new Terminals({ ...process.env, HOME: shellHome, SHELL: '/bin/bash' });
  const origin = new URL(baseURL ?? '').origin;
  const handlers = desktopHandlers({
    version: '0.1.0',
    privileged: true,
    platform: () => ({ os: 'linux', arch: 'x64', serverUrl: origin, standalone: true }),
    folders,
    workspaceCopies: new WorkspaceCopies(folders, { read: () => ({}), write: () => undefined }),
    terminals,
    updates: {
      current: () => ({ channel: 'stable', state: 'up-to-date' }),
      check: async () => ({ channel: 'stable', state: 'up-to-date' }),
      setChannel: async (channel) => ({ channel, state: 'idle' }),
      restart: () => undefined,
    },
    chooseFolder: async () => chosen,
    revealFolder: async (folder) => void events.push({ event: 'test.revealed', payload: folder }),
    homeFolder: shellHome,
    emitTo: () => emit,
    resumePdf: { fonts: resumeFontPaths(path.resolve('resources')), chooseFile: async () => undefined, today: () => '2026-12-06' },
    settings: settingsService({
      store: new SettingsStore(path.join(shellHome, 'settings.json')),
      defaultPlatformAddress: 'https://learn.kodeshala.in',
      tokensAtRest: () => 'sealed',
      onConnectionChanged: async () => undefined,
      onBetaChannelChanged: async () => undefined,
    }),
    // Used on this computer only: there is no platform to sign in to.
    browserSignIn: createBrowserSignIn({ openExternal: async () => undefined, platformUrl: () => undefined }),
  });

  await useDesktopBridge(page, handlers, origin, events);
});

test.afterEach(async () => {
  await terminals.closeAll();
  folders.closeAll();
  fs.rmSync(base, { recursive: true, force: true });
  fs.rmSync(shellHome, { recursive: true, force: true });
});

const editor = (page: Page): Locator => page.getByTestId('editor-area').locator('.monaco-editor').first();
const fileList = (page: Page) => page.getByRole('list', { name: 'Project files' });
const notice = (page: Page) => page.getByTestId('folder-notice');

async function folderAction(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: 'Folder projects on this computer' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function replaceText(page: Page, text: string): Promise<void> {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  const email = uniqueEmail('folders');
  await registerThroughApi(request, email);
  await signInThroughPage(page, email, 'chai-and-code-42');
  await page.goto('/playground');
  await expect(editor(page)).toBeVisible({ timeout: 30_000 });
}

test('a team opens its repository from disk, edits nested files, runs it, sees outside edits and saves', async ({ page, request }) => {
  test.setTimeout(120_000);
  const repo = path.join(base, 'team-repo');
  teamRepository(repo);
  await signIn(page, request);

  chosen = repo;
  await folderAction(page, 'Open folder…');
  await expect(notice(page)).toContainText('team-repo is open from your computer.');
  await expect(notice(page)).toContainText('1 file was left out');
  await expect(page.getByTestId('project-name')).toHaveText('team-repo');
  await expect(page.getByTestId('folder-bar')).toContainText('Runs main.py');
  // Nested folders as a tree; what git, npm and .gitignore keep out is not there.
  await expect(fileList(page).getByRole('button', { name: 'Folder web/src/components', exact: true })).toBeVisible();
  await expect(fileList(page).getByRole('button', { name: 'app/greet.py', exact: true })).toBeVisible();
  for (const absent of ['dist/bundle.js', 'server.log', 'node_modules/left-pad/index.js', '.git/HEAD', 'web/logo.png']) await expect(fileList(page).getByRole('button', { name: absent, exact: true })).toHaveCount(0);
  await fileList(page).getByRole('button', { name: 'Folder web', exact: true }).click();
  await expect(fileList(page).getByRole('button', { name: 'web/index.html', exact: true })).toHaveCount(0);

  // Edit a nested file and save with Ctrl+S: the folder on disk has it.
  await fileList(page).getByRole('button', { name: 'app/greet.py', exact: true }).click();
  await expect(editor(page)).toHaveAttribute('data-uri', /app\/greet\.py$/);
  await replaceText(page, 'def greet(name):\n    return f"Namaste, {name}, from a folder!"\n');
  await page.keyboard.press('ControlOrMeta+S');
  await expect(toast(page, 'success', 'team-repo is saved to its folder.')).toBeVisible();
  expect(fs.readFileSync(path.join(repo, 'app', 'greet.py'), 'utf8')).toContain('Namaste, {name}, from a folder!');

  // Run starts the entry file, whichever file is open, with its package beside it.
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByTestId('terminal').locator('.xterm-rows')).toContainText('Namaste, team, from a folder!', { timeout: 30_000 });

  // Another editor adds a file and changes one the learner has not touched: both appear.
  write(repo, { 'app/extra.py': 'EXTRA = 1\n', 'README.md': '# Team repository, edited in VS Code\n' });
  await expect(notice(page)).toContainText('Files changed on disk were loaded.');
  await expect(fileList(page).getByRole('button', { name: 'app/extra.py', exact: true })).toBeVisible();
  // Changed on both sides: the learner's version is kept and named.
  await replaceText(page, 'def greet(name):\n    return "mine"\n');
  write(repo, { 'app/greet.py': 'def greet(name):\n    return "theirs"\n' });
  await expect(notice(page)).toContainText('Changed on disk and here: app/greet.py.');
  await expect(editor(page)).toContainText('mine');
  await captureAtWidths(page, 'desktop-folder-project');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The shell starts in the project's folder.
  await page.getByRole('tab', { name: 'shell' }).click();
  const shell = page.getByLabel('Shell', { exact: true });
  await expect(shell.locator('.xterm-rows')).toBeVisible();
  await shell.click();
  await page.keyboard.type('pwd; echo shell-$((40+2))\n');
  await expect(shell.locator('.xterm-rows')).toContainText('shell-42', { timeout: 20_000 });
  await expect(shell.locator('.xterm-rows')).toContainText(repo);

  await folderAction(page, 'Reveal in file manager');
  await expect.poll(() => events.filter((e) => e.event === 'test.revealed').map((e) => e.payload)).toEqual([repo]);
});

test('what changed on disk while the playground was closed is merged when it opens again, not saved over', async ({ page, request }) => {
  test.setTimeout(90_000);
  const repo = path.join(base, 'away-repo');
  write(repo, { 'main.py': 'print("start")\n', 'README.md': '# Before\n', 'app/greet.py': 'G = 1\n' });
  await signIn(page, request);
  chosen = repo;
  await folderAction(page, 'Open folder…');
  await expect(notice(page)).toContainText('away-repo is open from your computer.');
  await fileList(page).getByRole('button', { name: 'main.py', exact: true }).click();
  await expect(editor(page)).toHaveAttribute('data-uri', /main\.py$/);
  await replaceText(page, 'print("mine")\n');

  // The learner goes to the dashboard with main.py unsaved; another editor changes the folder.
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(editor(page)).toHaveCount(0);
  write(repo, { 'README.md': '# Edited in VS Code\n', 'main.py': 'print("theirs")\n' });
  // Main heard it; no page listened.
  await expect
    .poll(() => events.some((e) => e.event === 'test.heard' && (e.payload as string[]).includes('README.md:# Edited in VS Code\n') && (e.payload as string[]).includes('main.py:print("theirs")\n')))
    .toBe(true);

  await page.getByRole('banner').getByRole('link', { name: 'Playground' }).click();
  await expect(notice(page)).toContainText('Changed on disk and here: main.py.');
  await expect(editor(page)).toContainText('mine');
  await fileList(page).getByRole('button', { name: 'README.md', exact: true }).click();
  await expect(editor(page)).toContainText('Edited in VS Code');

  // Save writes the learner's main.py, named above, and leaves the other editor's README alone.
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+S');
  await expect(toast(page, 'success', 'away-repo is saved to its folder.')).toBeVisible();
  expect(fs.readFileSync(path.join(repo, 'README.md'), 'utf8')).toBe('# Edited in VS Code\n');
  expect(fs.readFileSync(path.join(repo, 'main.py'), 'utf8')).toBe('print("mine")\n');
});

test('a new project on disk, and the refusals a person can act on', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, request);

  // Too many files: the whole folder is refused, with what to do about it.
  const crowded = path.join(base, 'crowded');
  write(crowded, Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`data/part${i % 10}/row${i}.csv`, 'a,b\n'])));
  chosen = crowded;
  await folderAction(page, 'Open folder…');
  await expect(notice(page)).toContainText('The folder could not be used');
  await expect(notice(page)).toContainText('more than 1000 files');
  await captureAtWidths(page, 'desktop-folder-refused');

  // The browser project goes to disk as a new folder; a name already there is refused beside the field.
  fs.mkdirSync(path.join(base, 'taken'));
  chosen = base;
  await folderAction(page, 'Save a copy on disk…');
  const dialog = page.getByRole('dialog', { name: 'Save a copy on disk' });
  await dialog.getByLabel('Folder name').fill('taken');
  await dialog.getByRole('button', { name: 'Choose a place…' }).click();
  await expect(dialog.getByText('A folder named taken is already there. Choose another name or open that folder.')).toBeVisible();
  await dialog.getByLabel('Folder name').fill('my-site');
  await dialog.getByRole('button', { name: 'Choose a place…' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('project-name')).toHaveText('my-site');
  expect(fs.readdirSync(path.join(base, 'my-site')).length).toBeGreaterThan(0);

  // A nested new file in the open folder, written with its folder.
  await page.getByRole('button', { name: 'New file' }).click();
  await page.getByLabel('New file name').fill('js/app.js');
  await page.getByLabel('New file name').press('Enter');
  await expect(editor(page)).toHaveAttribute('data-uri', /js\/app\.js$/);
  await replaceText(page, "console.log('nested');\n");
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'my-site is saved to its folder.')).toBeVisible();
  // The editor may keep its indentation on the last line.
  expect(fs.readFileSync(path.join(base, 'my-site', 'js', 'app.js'), 'utf8').trim()).toBe("console.log('nested');");

  // Closing the folder brings back the browser project.
  await folderAction(page, 'Close folder');
  await expect(page.getByTestId('folder-bar')).toHaveCount(0);
});
