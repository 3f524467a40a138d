import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { modeForFile } from '@shared/playground/files';
import { folderCopyMarker } from '@shared/workspace/folder-copy';
import { workspaceMessages } from '@shared/workspace/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderProjects } from './folder-projects';
import { SettingsStore } from './settings';
import { WorkspaceCopies } from './workspace-copies';

let base: string;
let folders: FolderProjects;
let store: SettingsStore;
let copies: WorkspaceCopies;

const file = (name: string, content: string) => ({ name, content, mode: modeForFile(name) });
const files = [file('main.py', 'print("team")\n'), file('src/util.py', 'x = 1\n')];

beforeEach(() => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-copies-')));
  folders = new FolderProjects(() => undefined, 50);
  store = new SettingsStore(path.join(base, 'settings.json'));
  copies = new WorkspaceCopies(folders, {
    read: () => store.read().workspaceCopies ?? {},
    write: (links) => {
      store.update({ workspaceCopies: links });
    },
  });
});

afterEach(() => {
  folders.closeAll();
  fs.rmSync(base, { recursive: true, force: true });
});

function folder(name: string, tree: Record<string, string> = {}): string {
  const root = path.join(base, name);
  fs.mkdirSync(root);
  for (const [entry, content] of Object.entries(tree)) fs.writeFileSync(path.join(root, entry), content);
  return root;
}

describe('a shared project kept in a folder', () => {
  it('writes the files into an empty folder, marks it and remembers the link in the settings file', async () => {
    const root = folder('copy', { '.DS_Store': 'finder' });
    const copy = await copies.link(1, 'p-1', root, files);
    expect(copy).toMatchObject({ where: root, existing: false });
    expect(copy.project.files.map((f) => f.name)).toEqual(['main.py', 'src/util.py']);
    expect(fs.readFileSync(path.join(root, 'src/util.py'), 'utf8')).toBe('x = 1\n');
    expect(fs.readFileSync(path.join(root, folderCopyMarker), 'utf8').trim()).toBe('p-1');
    expect(store.read().workspaceCopies).toEqual({ 'p-1': root });

    // The app starts again: the link opens the same folder, as it is now.
    const again = await new WorkspaceCopies(new FolderProjects(() => undefined), { read: () => store.read().workspaceCopies ?? {}, write: () => undefined }).open(1, 'p-1');
    expect(again).toMatchObject({ where: root, existing: true });
    expect(await copies.open(1, 'p-2')).toBeNull();
  });

  it('refuses a folder holding other work, and writes nothing there', async () => {
    const root = folder('mine', { 'thesis.txt': 'my own work' });
    await expect(copies.link(1, 'p-1', root, files)).rejects.toMatchObject({ message: workspaceMessages.folderNotEmpty, ref: { messageId: 'workspace.folderNotEmpty' } });
    expect(fs.readdirSync(root)).toEqual(['thesis.txt']);
    expect(store.read().workspaceCopies).toBeUndefined();
  });

  it('takes the folder already holding this project’s copy as it is, and refuses another project’s', async () => {
    const root = folder('copy');
    const first = await copies.link(1, 'p-1', root, files);
    copies.unlink(1, 'p-1', first.project.id);
    expect(store.read().workspaceCopies).toEqual({});
    fs.writeFileSync(path.join(root, 'main.py'), 'print("edited while unlinked")\n');

    const again = await copies.link(1, 'p-1', root, [file('main.py', 'print("team")\n')]);
    expect(again.existing).toBe(true);
    // Nothing was written over: the page merges the folder into the document.
    expect(again.project.files.find((f) => f.name === 'main.py')?.content).toBe('print("edited while unlinked")\n');
    await expect(copies.link(1, 'p-2', root, files)).rejects.toThrow(workspaceMessages.folderNotEmpty);
  });

  it('refuses a project with no files, or with a name a folder cannot hold, before writing', async () => {
    const root = folder('copy');
    await expect(copies.link(1, 'p-1', root, [])).rejects.toMatchObject({ message: workspaceMessages.folderNoFiles, ref: { messageId: 'workspace.folderNoFiles' } });
    await expect(copies.link(1, 'p-1', root, [file('../escape.py', 'x')])).rejects.toThrow();
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('says where a remembered folder was when it is gone', async () => {
    const root = folder('copy');
    await copies.link(1, 'p-1', root, files);
    fs.rmSync(root, { recursive: true });
    await expect(copies.open(1, 'p-1')).rejects.toMatchObject({
      message: workspaceMessages.folderMissing({ where: root }),
      ref: { messageId: 'workspace.folderMissing', messageValues: { where: root } },
    });
  });
});
