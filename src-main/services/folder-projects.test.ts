import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FolderProject } from '@shared/bridge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderProjects, folderMessages, pathInside } from './folder-projects';

let base: string;
let projects: FolderProjects;
let changes: FolderProject[];

beforeEach(() => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-folders-')));
  changes = [];
  projects = new FolderProjects((_owner, project) => changes.push(project), 50);
});

afterEach(() => {
  projects.closeAll();
  fs.rmSync(base, { recursive: true, force: true });
});

const file = (name: string, content: string) => ({ name, content, mode: name.endsWith('.py') ? 'python' : 'text' });

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('folder projects', () => {
  it('round-trips a project: create under a folder, open it again, save edits, delete a file', async () => {
    const created = await projects.createFolder(1, base, 'hello', [file('main.py', 'print("hi")\n'), file('notes.txt', 'todo')]);
    expect(created.name).toBe('hello');
    expect(fs.readFileSync(path.join(base, 'hello', 'main.py'), 'utf8')).toBe('print("hi")\n');

    const saved = await projects.save(1, created.id, [file('main.py', 'print("bye")\n'), file('extra.py', 'x = 1\n')]);
    expect(saved.files.map((f) => f.name)).toEqual(['main.py', 'extra.py']);
    expect(fs.readdirSync(path.join(base, 'hello')).sort()).toEqual(['extra.py', 'main.py']);

    const reopened = await projects.openFolder(1, path.join(base, 'hello'));
    expect(reopened.id).not.toBe(created.id);
    expect(reopened.files).toEqual([
      { name: 'extra.py', content: 'x = 1\n', mode: 'python' },
      { name: 'main.py', content: 'print("bye")\n', mode: 'python' },
    ]);
  });

  it('opens only plain visible text files and leaves folders, hidden and binary files alone', async () => {
    const folder = path.join(base, 'mixed');
    fs.mkdirSync(path.join(folder, 'node_modules'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'index.html'), '<h1>hi</h1>');
    fs.writeFileSync(path.join(folder, '.env'), 'SECRET=1');
    fs.writeFileSync(path.join(folder, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]));
    const project = await projects.openFolder(1, folder);
    expect(project.files.map((f) => f.name)).toEqual(['index.html']);
    expect(project.files[0]?.mode).toBe('html');

    await projects.save(1, project.id, [file('index.html', '<h1>bye</h1>')]);
    // What the playground never showed, it never deletes.
    expect(fs.readdirSync(folder).sort()).toEqual(['.env', 'index.html', 'logo.png', 'node_modules']);
  });

  it('refuses an empty folder, an existing folder name and a folder with too many files', async () => {
    fs.mkdirSync(path.join(base, 'empty'));
    await expect(projects.openFolder(1, path.join(base, 'empty'))).rejects.toThrow(folderMessages.empty);
    await expect(projects.createFolder(1, base, 'empty', [file('a.txt', '')])).rejects.toThrow(folderMessages.exists('empty'));
    const crowded = path.join(base, 'crowded');
    fs.mkdirSync(crowded);
    for (let i = 0; i < 31; i++) fs.writeFileSync(path.join(crowded, `f${i}.txt`), '');
    await expect(projects.openFolder(1, crowded)).rejects.toThrow(folderMessages.tooMany(31));
  });

  it('never writes outside the folder', async () => {
    const project = await projects.createFolder(1, base, 'safe', [file('a.txt', 'a')]);
    const root = path.join(base, 'safe');
    for (const name of ['../escape.txt', '..', '/etc/passwd', 'sub/a.txt', '..\\escape.txt']) {
      expect(() => pathInside(root, name)).toThrow();
      await expect(projects.save(1, project.id, [file(name, 'x')])).rejects.toThrow();
    }
    await expect(projects.createFolder(1, base, '../outside', [file('a.txt', '')])).rejects.toThrow();
    expect(fs.existsSync(path.join(base, 'escape.txt'))).toBe(false);
    expect(fs.existsSync(path.join(path.dirname(base), 'outside'))).toBe(false);

    // A link planted in the folder by someone else is not written through.
    const victim = path.join(base, 'victim.txt');
    fs.writeFileSync(victim, 'untouched');
    fs.symlinkSync(victim, path.join(root, 'link.txt'));
    await expect(projects.save(1, project.id, [file('a.txt', 'a'), file('link.txt', 'overwritten')])).rejects.toThrow(folderMessages.outside('link.txt'));
    expect(fs.readFileSync(victim, 'utf8')).toBe('untouched');
  });

  it('tells the page about changes made by another editor, and not about its own saves', async () => {
    const project = await projects.createFolder(1, base, 'watched', [file('main.py', 'a = 1\n')]);
    await projects.save(1, project.id, [file('main.py', 'a = 2\n')]);
    fs.writeFileSync(path.join(base, 'watched', 'main.py'), 'a = 3\n');
    await until(() => changes.length > 0);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ id: project.id, files: [{ name: 'main.py', content: 'a = 3\n' }] });

    fs.writeFileSync(path.join(base, 'watched', 'util.py'), 'b = 1\n');
    await until(() => changes.length > 1);
    expect(changes[1]?.files.map((f) => f.name)).toEqual(['main.py', 'util.py']);
    expect(changes.every((c) => !c.files.some((f) => f.content === 'a = 2\n'))).toBe(true);
  });

  it('belongs to the window that opened it', async () => {
    const project = await projects.createFolder(1, base, 'mine', [file('a.txt', 'a')]);
    await expect(projects.save(2, project.id, [file('a.txt', 'b')])).rejects.toThrow(folderMessages.notOpen);
    projects.closeAllOf(1);
    await expect(projects.save(1, project.id, [file('a.txt', 'b')])).rejects.toThrow(folderMessages.notOpen);
  });

  it('forgets a closed project', async () => {
    const project = await projects.createFolder(1, base, 'closed', [file('a.txt', 'a')]);
    projects.close(1, project.id);
    await expect(projects.save(1, project.id, [file('a.txt', 'b')])).rejects.toThrow(folderMessages.notOpen);
  });
});
