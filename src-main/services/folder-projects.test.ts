import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FolderProject } from '@shared/bridge';
import { maxFileBytes, modeForFile } from '@shared/playground/files';
import { maxFolderBytes, maxFolderDepth, maxFolderFiles } from '@shared/playground/folder-files';
import { playgroundMessages } from '@shared/playground/messages';
import { mergeExternal } from '@shared/playground/folder-merge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderProjects } from './folder-projects';
import { pathInside } from './folder-write';

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

const file = (name: string, content: string) => ({ name, content, mode: modeForFile(name) });
const names = (project: FolderProject) => project.files.map((f) => f.name);

/** Writes a tree of files under `root`: { 'src/app.ts': '...' }. */
function plant(root: string, tree: Record<string, string | Buffer>): void {
  for (const [name, content] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
}

/** Every file under `root`, relative, links and all. */
function tree(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('opening a folder', () => {
  it('round-trips a project: create under a folder, open it again, save edits, delete a file', async () => {
    const created = await projects.createFolder(1, base, 'hello', [file('main.py', 'print("hi")\n'), file('notes.txt', 'todo')]);
    expect(created).toMatchObject({ name: 'hello', leftOut: 0 });
    expect(fs.readFileSync(path.join(base, 'hello', 'main.py'), 'utf8')).toBe('print("hi")\n');

    const saved = await projects.save(1, created.id, [file('main.py', 'print("bye")\n'), file('extra.py', 'x = 1\n')]);
    expect(names(saved)).toEqual(['main.py', 'extra.py']);
    expect(tree(path.join(base, 'hello'))).toEqual(['extra.py', 'main.py']);

    const reopened = await projects.openFolder(1, path.join(base, 'hello'));
    expect(reopened.id).not.toBe(created.id);
    expect(reopened.files).toEqual([file('extra.py', 'x = 1\n'), file('main.py', 'print("bye")\n')]);
  });

  it('reads nested folders by relative path, and leaves out .git, node_modules, hidden entries and links', async () => {
    const folder = path.join(base, 'repo');
    plant(folder, {
      'README.md': '# team',
      'src/app.ts': 'export const a = 1;\n',
      'src/lib/util.ts': 'export const u = 2;\n',
      'web/index.html': '<h1>hi</h1>',
      '.env': 'SECRET=1',
      '.git/config': '[core]',
      '.github/workflows/ci.yml': 'on: push',
      'node_modules/left-pad/index.js': 'module.exports = 1;',
      'web/node_modules/x/index.js': 'module.exports = 2;',
      'src/.cache/a.txt': 'cached',
    });
    fs.writeFileSync(path.join(base, 'outside.txt'), 'not the project’s');
    fs.mkdirSync(path.join(base, 'elsewhere'));
    fs.writeFileSync(path.join(base, 'elsewhere', 'secret.txt'), 'secret');
    fs.symlinkSync(path.join(base, 'outside.txt'), path.join(folder, 'link.txt'));
    fs.symlinkSync(path.join(base, 'elsewhere'), path.join(folder, 'linked-folder'));

    const project = await projects.openFolder(1, folder);
    expect(names(project)).toEqual(['README.md', 'src/app.ts', 'src/lib/util.ts', 'web/index.html']);
    expect(project.files.find((f) => f.name === 'src/app.ts')?.mode).toBe('typescript');
    expect(project.leftOut).toBe(0);
  });

  it('counts binary and too-large files as left out, and never deletes what it did not show', async () => {
    const folder = path.join(base, 'mixed');
    plant(folder, {
      'index.html': '<h1>hi</h1>',
      'assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
      'data/big.json': 'x'.repeat(maxFileBytes + 1),
      'latin1.txt': Buffer.from([0x63, 0x61, 0x66, 0xe9]),
      '.env': 'SECRET=1',
    });
    const project = await projects.openFolder(1, folder);
    expect(names(project)).toEqual(['index.html']);
    expect(project.leftOut).toBe(3);

    await projects.save(1, project.id, [file('index.html', '<h1>bye</h1>')]);
    expect(tree(folder)).toEqual(['.env', 'assets/logo.png', 'data/big.json', 'index.html', 'latin1.txt']);
  });

  it('leaves out what .gitignore files list, the deepest one deciding', async () => {
    const folder = path.join(base, 'ignored');
    plant(folder, {
      '.gitignore': '# build output\ndist/\n*.log\n/secrets.txt\nbuild\n!keep.log\n',
      'src/app.js': 'a',
      'src/debug.log': 'noise',
      'keep.log': 'kept by !keep.log',
      'dist/bundle.js': 'built',
      'build/out.js': 'built',
      'secrets.txt': 'top-level only',
      'docs/secrets.txt': 'anchored pattern: not this one',
      'docs/.gitignore': 'draft-*.md\n!draft-final.md\n',
      'docs/draft-1.md': 'draft',
      'docs/draft-final.md': 'final',
      'docs/guide.md': 'guide',
      'src/.gitignore': '!debug.log\n',
    });
    const project = await projects.openFolder(1, folder);
    expect(names(project)).toEqual(['docs/draft-final.md', 'docs/guide.md', 'docs/secrets.txt', 'keep.log', 'src/app.js', 'src/debug.log']);
  });

  it('refuses an empty folder, an existing folder name, and a folder over the file, size or depth caps', async () => {
    fs.mkdirSync(path.join(base, 'empty'));
    plant(path.join(base, 'empty'), { 'node_modules/a/index.js': 'x', '.git/HEAD': 'ref' });
    await expect(projects.openFolder(1, path.join(base, 'empty'))).rejects.toThrow(playgroundMessages.folderEmpty);
    await expect(projects.createFolder(1, base, 'empty', [file('a.txt', '')])).rejects.toThrow(playgroundMessages.folderExists({ name: 'empty' }));

    const crowded = path.join(base, 'crowded');
    plant(crowded, Object.fromEntries(Array.from({ length: maxFolderFiles + 1 }, (_, i) => [`src/part${i % 7}/f${i}.ts`, ''])));
    await expect(projects.openFolder(1, crowded)).rejects.toThrow(playgroundMessages.folderTooMany({ max: maxFolderFiles }));
    // The same folder opens once its generated half is listed in .gitignore.
    fs.writeFileSync(path.join(crowded, '.gitignore'), 'src/part0/\n');
    await expect(projects.openFolder(1, crowded)).resolves.toMatchObject({ name: 'crowded' });

    const heavy = path.join(base, 'heavy');
    const chunk = 'x'.repeat(maxFileBytes);
    plant(heavy, Object.fromEntries(Array.from({ length: Math.ceil(maxFolderBytes / maxFileBytes) + 1 }, (_, i) => [`data/f${i}.txt`, chunk])));
    await expect(projects.openFolder(1, heavy)).rejects.toThrow(playgroundMessages.folderTooLarge({ mb: maxFolderBytes / 1_000_000 }));

    const deepPath = Array.from({ length: maxFolderDepth + 1 }, (_, i) => `d${i}`).join('/');
    plant(path.join(base, 'deep'), { 'main.py': 'x', [`${deepPath}/a.txt`]: 'x' });
    await expect(projects.openFolder(1, path.join(base, 'deep'))).rejects.toThrow(playgroundMessages.tooDeep({ path: deepPath, max: maxFolderDepth }));
  });
});

describe('saving to a folder', () => {
  it('writes nested files, making their folders, and removes the folders a deletion emptied', async () => {
    const project = await projects.createFolder(1, base, 'nested', [file('main.py', 'import lib.util\n'), file('lib/util.py', 'x = 1\n')]);
    expect(tree(path.join(base, 'nested'))).toEqual(['lib/util.py', 'main.py']);
    plant(path.join(base, 'nested'), { 'assets/logo.png': Buffer.from([0, 1, 2]) });

    await projects.save(1, project.id, [file('main.py', 'import app.core\n'), file('app/core/__init__.py', ''), file('assets/notes.md', 'n')]);
    await projects.save(1, project.id, [file('main.py', 'print(1)\n')]);
    // lib/ and app/core/ held only what the learner deleted; assets/ still holds the logo.
    expect(tree(path.join(base, 'nested'))).toEqual(['assets/logo.png', 'main.py']);
    expect(fs.existsSync(path.join(base, 'nested', 'lib'))).toBe(false);
    expect(fs.existsSync(path.join(base, 'nested', 'app'))).toBe(false);
  });

  it('never writes outside the folder: .., absolute paths, drives, backslashes and hidden paths', async () => {
    const project = await projects.createFolder(1, base, 'safe', [file('a.txt', 'a')]);
    const root = path.join(base, 'safe');
    for (const name of ['../escape.txt', '..', '/etc/passwd', 'src/../../escape.txt', '..\\escape.txt', 'C:/escape.txt', 'src//a.txt', '.git/hooks/pre-commit', 'node_modules/x.js']) {
      expect(() => pathInside(root, name), name).toThrow();
      await expect(projects.save(1, project.id, [file('a.txt', 'changed'), file(name, 'x')])).rejects.toThrow();
    }
    await expect(projects.createFolder(1, base, '../outside', [file('a.txt', '')])).rejects.toThrow();
    await expect(projects.createFolder(1, base, 'two/levels', [file('a.txt', '')])).rejects.toThrow();
    expect(fs.existsSync(path.join(base, 'escape.txt'))).toBe(false);
    expect(fs.existsSync(path.join(path.dirname(base), 'outside'))).toBe(false);
    // A refused name in a save writes none of the others either.
    expect(fs.readFileSync(path.join(root, 'a.txt'), 'utf8')).toBe('a');
    expect(tree(root)).toEqual(['a.txt']);
  });

  it('never writes through a link, to a file or to a folder', async () => {
    const project = await projects.createFolder(1, base, 'linked', [file('a.txt', 'a')]);
    const root = path.join(base, 'linked');
    const victim = path.join(base, 'victim.txt');
    fs.writeFileSync(victim, 'untouched');
    fs.mkdirSync(path.join(base, 'victim-folder'));
    fs.symlinkSync(victim, path.join(root, 'link.txt'));
    fs.symlinkSync(path.join(base, 'victim-folder'), path.join(root, 'src'));

    await expect(projects.save(1, project.id, [file('a.txt', 'b'), file('link.txt', 'overwritten')])).rejects.toThrow(playgroundMessages.outsideFolder({ name: 'link.txt' }));
    await expect(projects.save(1, project.id, [file('a.txt', 'b'), file('src/app.js', 'planted')])).rejects.toThrow(playgroundMessages.outsideFolder({ name: 'src/app.js' }));
    await expect(projects.save(1, project.id, [file('a.txt', 'b'), file('src/deeper/app.js', 'planted')])).rejects.toThrow(playgroundMessages.outsideFolder({ name: 'src/deeper/app.js' }));
    expect(fs.readFileSync(victim, 'utf8')).toBe('untouched');
    expect(fs.readdirSync(path.join(base, 'victim-folder'))).toEqual([]);
    expect(fs.readFileSync(path.join(root, 'a.txt'), 'utf8')).toBe('a');
  });

  it('checks the whole project against the folder limits before writing', async () => {
    const project = await projects.createFolder(1, base, 'limits', [file('a.txt', 'a')]);
    await expect(projects.save(1, project.id, [file('src', 'x'), file('src/a.ts', 'y')])).rejects.toThrow(playgroundMessages.folderAndFile({ path: 'src' }));
    expect(tree(path.join(base, 'limits'))).toEqual(['a.txt']);
  });
});

describe('watching a folder', () => {
  it('tells the page about changes made by another editor in any folder, and not about its own saves', async () => {
    const project = await projects.createFolder(1, base, 'watched', [file('main.py', 'a = 1\n'), file('pkg/util.py', 'u = 1\n')]);
    await projects.save(1, project.id, [file('main.py', 'a = 2\n'), file('pkg/util.py', 'u = 1\n')]);
    fs.writeFileSync(path.join(base, 'watched', 'pkg', 'util.py'), 'u = 3\n');
    await until(() => changes.length > 0);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ id: project.id, files: [{ name: 'main.py', content: 'a = 2\n' }, { name: 'pkg/util.py', content: 'u = 3\n' }] });

    // A folder made after opening is heard too, once it is read.
    fs.mkdirSync(path.join(base, 'watched', 'pkg', 'sub'));
    plant(path.join(base, 'watched'), { 'pkg/sub/deep.py': 'd = 1\n' });
    await until(() => changes.some((c) => names(c).includes('pkg/sub/deep.py')));
    const before = changes.length;
    fs.writeFileSync(path.join(base, 'watched', 'pkg', 'sub', 'deep.py'), 'd = 2\n');
    await until(() => changes.length > before && changes.at(-1)?.files.some((f) => f.content === 'd = 2\n') === true);
    expect(changes.every((c) => !c.files.some((f) => f.content === 'a = 1\n'))).toBe(true);
  });
});

describe('reading a folder again', () => {
  it('gives the page what changed while no one listened, so its merge keeps the other editor’s work and a save does not undo it', async () => {
    // The page that opened the folder left the playground: the changes it hears go nowhere.
    const heard: FolderProject[] = [];
    const away = new FolderProjects((_owner, project) => heard.push(project), 50);
    try {
      const opened = await away.createFolder(1, base, 'away', [file('main.py', 'a = 1\n'), file('util.py', 'u = 1\n')]);
      const root = path.join(base, 'away');
      // Unsaved on the page: main.py. On disk meanwhile: util.py, and main.py too.
      const pageFiles = [file('main.py', 'a = 2\n'), file('util.py', 'u = 1\n')];
      fs.writeFileSync(path.join(root, 'util.py'), 'u = 9\n');
      fs.writeFileSync(path.join(root, 'main.py'), 'a = 3\n');
      plant(root, { 'pkg/new.py': 'n = 1\n' });
      await until(() => heard.some((c) => c.files.some((f) => f.name === 'pkg/new.py')));

      // Back on the playground: the folder as it is now, merged with the rule for a live change.
      const now = await away.read(1, opened.id);
      expect(now.files.map((f) => `${f.name}:${f.content}`).sort()).toEqual(['main.py:a = 3\n', 'pkg/new.py:n = 1\n', 'util.py:u = 9\n']);
      const merged = mergeExternal(opened.files, pageFiles, now.files);
      expect(merged.conflicts).toEqual(['main.py']);
      await away.save(1, opened.id, merged.files);
      expect(fs.readFileSync(path.join(root, 'util.py'), 'utf8')).toBe('u = 9\n');
      expect(fs.readFileSync(path.join(root, 'pkg', 'new.py'), 'utf8')).toBe('n = 1\n');
      // Both changed main.py: the learner's version, named in the notice, is the one saved.
      expect(fs.readFileSync(path.join(root, 'main.py'), 'utf8')).toBe('a = 2\n');

      // A folder read again is watched as one opened: later outside edits, in its new folder too, are heard.
      const before = heard.length;
      fs.writeFileSync(path.join(root, 'pkg', 'new.py'), 'n = 2\n');
      await until(() => heard.length > before && heard.at(-1)?.files.some((f) => f.content === 'n = 2\n') === true);
      await expect(away.read(2, opened.id)).rejects.toThrow(playgroundMessages.folderNotOpen);
    } finally {
      away.closeAll();
    }
  });
});

describe('ownership', () => {
  it('belongs to the window that opened it', async () => {
    const project = await projects.createFolder(1, base, 'mine', [file('a.txt', 'a')]);
    await expect(projects.save(2, project.id, [file('a.txt', 'b')])).rejects.toThrow(playgroundMessages.folderNotOpen);
    expect(() => projects.folderOf(2, project.id)).toThrow(playgroundMessages.folderNotOpen);
    expect(projects.folderOf(1, project.id)).toBe(path.join(base, 'mine'));
    projects.closeAllOf(1);
    await expect(projects.save(1, project.id, [file('a.txt', 'b')])).rejects.toThrow(playgroundMessages.folderNotOpen);
  });

  it('forgets a closed project', async () => {
    const project = await projects.createFolder(1, base, 'closed', [file('a.txt', 'a')]);
    projects.close(1, project.id);
    await expect(projects.save(1, project.id, [file('a.txt', 'b')])).rejects.toThrow(playgroundMessages.folderNotOpen);
  });
});
