import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BridgeEvent, UpdateStatus } from '@shared/bridge';
import { resumeFontPaths } from '@server/resume/pdf';
import { getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleResume } from '../../tests/support/sample-resume';
import { createBrowserSignIn } from '../services/browser-sign-in';
import { FolderProjects } from '../services/folder-projects';
import { SettingsStore, settingsService } from '../services/settings';
import { Terminals } from '../services/terminals';
import { WorkspaceCopies } from '../services/workspace-copies';
import { bridgeEmitter, handleBridgeCall } from './bridge-handlers';
import { type DesktopServices, desktopHandlers, localOnly } from './desktop-handlers';

/** Every channel as the page calls it: through the contract check, on the real services. */
const origin = 'http://127.0.0.1:5000';
const page = `${origin}/playground`;
const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-bridge-')));
const events: Array<{ to: number; event: BridgeEvent; payload: unknown }> = [];
let chosen: string | undefined;
const folders = new FolderProjects(() => undefined);
// The shell reads ~/.bashrc; a home of its own keeps the machine's (which may wait on tools) out.
const shellHome = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-bridge-home-'));
const terminals = new Terminals({ ...process.env, HOME: shellHome, SHELL: '/bin/bash' });
const updateCalls: string[] = [];
const status: UpdateStatus = { channel: 'stable', state: 'up-to-date' };
let savePath: string | undefined;
const suggested: string[] = [];
const revealed: string[] = [];
const browserPages: string[] = [];
let platformConnected: string | undefined;

let copyLinks: Record<string, string> = {};
const services: DesktopServices = {
  version: '0.1.0',
  privileged: true,
  platform: () => ({ os: 'linux', arch: 'x64', serverUrl: origin, standalone: true }),
  folders,
  workspaceCopies: new WorkspaceCopies(folders, {
    read: () => copyLinks,
    write: (links) => {
      copyLinks = links;
    },
  }),
  terminals,
  updates: {
    current: () => status,
    check: async () => (updateCalls.push('check'), status),
    setChannel: async (channel) => (updateCalls.push(`channel:${channel}`), { ...status, channel }),
    restart: () => {
      throw new Error('No update is ready to install yet.');
    },
  },
  chooseFolder: async () => chosen,
  revealFolder: async (folder) => void revealed.push(folder),
  homeFolder: base,
  emitTo: (to) => bridgeEmitter((event, payload) => events.push({ to, event, payload })),
  resumePdf: {
    fonts: resumeFontPaths(path.resolve(import.meta.dirname, '../../resources')),
    chooseFile: async (_senderId, name) => (suggested.push(name), savePath),
    today: () => '2026-11-27',
  },
  settings: settingsService({ store: new SettingsStore(path.join(base, 'settings.json')), defaultPlatformAddress: 'https://learn.kodeshala.in', tokensAtRest: () => 'sealed', onConnectionChanged: async () => undefined, onBetaChannelChanged: async () => undefined }),
  browserSignIn: createBrowserSignIn({ openExternal: async (url) => void browserPages.push(url), platformUrl: () => platformConnected }),
};
const handlers = desktopHandlers(services);
const call = (channel: string, args: unknown[], senderId = 1) => handleBridgeCall(handlers, channel, page, origin, args, { senderId });

afterAll(async () => {
  await terminals.closeAll();
  fs.rmSync(shellHome, { recursive: true, force: true });
  folders.closeAll();
  fs.rmSync(base, { recursive: true, force: true });
});

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const files = [{ name: 'main.py', content: 'print(1)\n', mode: 'python' }];

describe('desktop bridge channels', () => {
  it('folders: a cancelled picker is null; create, save and open round-trip; bad names never reach the disk', async () => {
    chosen = undefined;
    await expect(call('folders.open', [])).resolves.toBeNull();
    chosen = base;
    const created = (await call('folders.create', ['demo', files])) as { id: string };
    await call('folders.save', [created.id, [{ ...files[0], content: 'print(2)\n' }]]);
    chosen = path.join(base, 'demo');
    await expect(call('folders.open', [])).resolves.toMatchObject({ name: 'demo', files: [{ name: 'main.py', content: 'print(2)\n' }] });
    await call('folders.save', [created.id, [{ ...files[0], content: 'print(2)\n' }, { name: 'lib/util.py', content: 'x = 1\n', mode: 'python' }]]);
    expect(fs.readFileSync(path.join(base, 'demo', 'lib', 'util.py'), 'utf8')).toBe('x = 1\n');
    await expect(call('folders.reveal', [created.id])).resolves.toBeNull();
    expect(revealed).toEqual([path.join(base, 'demo')]);
    await expect(call('folders.reveal', [created.id], 2)).rejects.toThrow('not open');

    await expect(call('folders.save', [created.id, [{ name: '../evil.py', content: '', mode: 'python' }]])).rejects.toThrow('Invalid arguments');
    await expect(call('folders.save', ['../../etc', files])).rejects.toThrow('Invalid arguments');
    chosen = base;
    await expect(call('folders.create', ['../evil', files])).rejects.toThrow();
    expect(fs.existsSync(path.join(path.dirname(base), 'evil'))).toBe(false);
    // Another window cannot save this window's folder.
    await expect(call('folders.save', [created.id, files], 2)).rejects.toThrow('not open');
    await expect(call('folders.close', [created.id])).resolves.toBeNull();
  });

  it('workspaceCopies: a cancelled picker links nothing; a link writes, opens again and is forgotten', async () => {
    chosen = undefined;
    await expect(call('workspaceCopies.link', ['p-1', files])).resolves.toBeNull();
    const target = path.join(base, 'team-copy');
    fs.mkdirSync(target);
    chosen = target;
    const copy = (await call('workspaceCopies.link', ['p-1', files])) as { project: { id: string }; where: string };
    expect(copy.where).toBe(target);
    expect(fs.readFileSync(path.join(target, 'main.py'), 'utf8')).toBe('print(1)\n');
    await expect(call('workspaceCopies.open', ['p-1'])).resolves.toMatchObject({ where: target, existing: true });
    await expect(call('workspaceCopies.link', ['../p', files])).rejects.toThrow('Invalid arguments');
    await expect(call('workspaceCopies.unlink', ['p-1', copy.project.id])).resolves.toBeNull();
    await expect(call('workspaceCopies.open', ['p-1'])).resolves.toBeNull();
  });

  it.skipIf(process.platform !== 'linux')('terminal: runs in the project folder, streams to its window, ends with its tab', async () => {
    chosen = path.join(base, 'demo');
    const project = (await call('folders.open', [], 3)) as { id: string };
    const { id } = (await call('terminal.open', [{ folderId: project.id, columns: 80, rows: 24 }], 3)) as { id: string };
    const output = () =>
      events
        .filter((e) => e.to === 3 && e.event === 'terminal.data')
        .map((e) => (e.payload as { data: string }).data)
        .join('');
    await call('terminal.write', [id, 'ls; echo done-$((40+2))\r'], 3);
    await until(() => output().includes('done-42') && output().includes('main.py') && output().includes('lib'));
    // A folder id this window did not open starts no shell anywhere.
    await expect(call('terminal.open', [{ folderId: project.id, columns: 80, rows: 24 }], 4)).rejects.toThrow('not open');
    await call('terminal.resize', [id, 100, 30], 3);

    await expect(call('terminal.write', [id, 'x'.repeat(64_001)], 3)).rejects.toThrow('Invalid arguments');
    await expect(call('terminal.resize', [id, 0, 30], 3)).rejects.toThrow('Invalid arguments');
    await expect(call('terminal.write', [id, 'echo hi\r'], 4)).rejects.toThrow('This terminal has closed');

    await call('terminal.close', [id], 3);
    await until(() => events.some((e) => e.event === 'terminal.exit' && (e.payload as { id: string }).id === id));
  });

  it('updates: status, check and channel pass through; restart is refused without a downloaded update', async () => {
    await expect(call('updates.status', [])).resolves.toEqual(status);
    await expect(call('updates.check', [])).resolves.toEqual(status);
    await expect(call('updates.setChannel', ['beta'])).resolves.toMatchObject({ channel: 'beta' });
    await expect(call('updates.setChannel', ['nightly'])).rejects.toThrow('Invalid arguments');
    await expect(call('updates.restart', [])).rejects.toThrow('No update is ready');
    expect(updateCalls).toEqual(['check', 'channel:beta']);
  });

  it('resume: saves the PDF where the save dialog says, drawn by the shared template; a cancelled dialog writes nothing', async () => {
    const resume = sampleResume();
    savePath = undefined;
    await expect(call('resume.savePdf', [{ resume, template: 'latex-tech', paper: 'A4' }])).resolves.toEqual({ saved: false, fileName: null });
    savePath = path.join(base, 'my resume');
    await expect(call('resume.savePdf', [{ resume, template: 'latex-tech', paper: 'A4' }])).resolves.toEqual({ saved: true, fileName: 'my resume.pdf' });
    expect(suggested).toEqual([`${resume.firstName.toLowerCase()}-${resume.lastName.toLowerCase()}-resume.pdf`, expect.any(String)]);
    const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(`${savePath}.pdf`)));
    const page = await pdf.getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain(resume.firstName);
    expect(text).toContain(resume.email);
    // A4, in points.
    expect(page.view.slice(2).map(Math.round)).toEqual([595, 842]);
    await expect(call('resume.savePdf', [{ resume, template: 'latex-nope', paper: 'A4' }])).rejects.toThrow('Invalid arguments');
    await expect(call('resume.savePdf', [{ resume: { ...resume, email: 'x'.repeat(5000) }, template: 'latex-tech', paper: 'A4' }])).rejects.toThrow('Invalid arguments');
  });

  it('settings: the first-run choice is kept, a bad platform address is refused before it reaches the file', async () => {
    expect(await call('settings.get', [])).toEqual({ connection: null, betaChannel: false, defaultPlatformAddress: 'https://learn.kodeshala.in', tokensAtRest: 'sealed' });
    await expect(call('settings.change', [{ connection: { kind: 'platform', address: 'javascript:alert(1)' } }])).rejects.toThrow();
    expect(await call('settings.change', [{ connection: { kind: 'platform', address: 'https://college.example/x' } }])).toMatchObject({ connection: { kind: 'platform', address: 'https://college.example' } });
  });

  it('sign-in: opens the platform’s page in the browser when connected, and says why not otherwise', async () => {
    platformConnected = undefined;
    await expect(call('signIn.withBrowser', [])).rejects.toThrow('not connected');
    platformConnected = 'https://learn.kodeshala.in';
    expect(await call('signIn.withBrowser', [])).toBeNull();
    expect(browserPages.at(-1)).toMatch(/^https:\/\/learn\.kodeshala\.in\/desktop-sign-in\?challenge=[\w-]{43}&state=[\w-]+$/);
  });

  it('keeps folders and the terminal from a remote server’s pages', async () => {
    const remote = desktopHandlers({ ...services, privileged: false });
    chosen = base;
    for (const [channel, args] of [
      ['folders.open', []],
      ['terminal.open', [{ folderId: null, columns: 80, rows: 24 }]],
      ['settings.change', [{ connection: { kind: 'offline' } }]],
      ['signIn.withBrowser', []],
      ['workspaceCopies.link', ['p-1', files]],
      ['workspaceCopies.open', ['p-1']],
    ] as const) {
      await expect(handleBridgeCall(remote, channel, page, origin, [...args], { senderId: 1 })).rejects.toThrow(localOnly);
    }
    await expect(handleBridgeCall(remote, 'app.getVersion', page, origin, [], { senderId: 1 })).resolves.toBe('0.1.0');
  });
});
