import { describe, expect, it } from 'vitest';
import { projectEntry } from './entry-file';
import { fileTreeRows, foldersOf } from './file-tree';
import { modeForFile } from './files';
import { mergeExternal, sameFiles } from './folder-merge';

const file = (name: string, content = '') => ({ name, content, mode: modeForFile(name) });

describe('the file list as a tree', () => {
  it('keeps a flat project in its own order', () => {
    expect(fileTreeRows(['index.html', 'style.css', 'app.js']).map((r) => [r.kind, r.name, r.depth])).toEqual([
      ['file', 'index.html', 0],
      ['file', 'style.css', 0],
      ['file', 'app.js', 0],
    ]);
  });

  it('lists folders before files at each level, and hides what a closed folder holds', () => {
    const names = ['README.md', 'src/app.ts', 'src/lib/util.ts', 'web/index.html', 'src/main.ts'];
    expect(fileTreeRows(names).map((r) => `${'  '.repeat(r.depth)}${r.kind === 'folder' ? `${r.name}/` : r.name}`)).toEqual([
      'src/',
      '  lib/',
      '    util.ts',
      '  app.ts',
      '  main.ts',
      'web/',
      '  index.html',
      'README.md',
    ]);
    expect(fileTreeRows(names, new Set(['src'])).map((r) => r.path)).toEqual(['src', 'web', 'web/index.html', 'README.md']);
    expect(foldersOf('src/lib/util.ts')).toEqual(['src', 'src/lib']);
    expect(foldersOf('README.md')).toEqual([]);
  });
});

describe('changes made on disk while editing', () => {
  const base = [file('main.py', 'a = 1'), file('util.py', 'u = 1'), file('old.py', 'o')];

  it('takes the disk’s changes to files the learner has not touched, and keeps the learner’s own', () => {
    const mine = [file('main.py', 'a = 2'), file('util.py', 'u = 1'), file('old.py', 'o'), file('new.py', 'n')];
    const theirs = [file('main.py', 'a = 1'), file('util.py', 'u = 9'), file('added.py', 'x')];
    const merged = mergeExternal(base, mine, theirs);
    expect(merged.files.map((f) => `${f.name}:${f.content}`)).toEqual(['main.py:a = 2', 'util.py:u = 9', 'added.py:x', 'new.py:n']);
    expect(merged.conflicts).toEqual([]);
  });

  it('keeps the learner’s version of a file both changed, and names it', () => {
    const merged = mergeExternal(base, [file('main.py', 'a = 2'), ...base.slice(1)], [file('main.py', 'a = 3'), ...base.slice(1)]);
    expect(merged.files[0]?.content).toBe('a = 2');
    expect(merged.conflicts).toEqual(['main.py']);
  });

  it('brings back a deleted file that changed on disk, and keeps deleted one that did not', () => {
    const mine = [file('main.py', 'a = 1')];
    const theirs = [file('main.py', 'a = 1'), file('util.py', 'u = 2'), file('old.py', 'o')];
    expect(mergeExternal(base, mine, theirs).files.map((f) => f.name)).toEqual(['main.py', 'util.py']);
  });

  it('changes nothing when the learner has changed nothing', () => {
    const theirs = [file('main.py', 'a = 5')];
    expect(mergeExternal(base, base, theirs)).toEqual({ files: theirs, conflicts: [] });
  });

  it('tells a folder read again that changed from one that did not, whatever the order of its files', () => {
    expect(sameFiles(base, [...base].reverse())).toBe(true);
    expect(sameFiles(base, [file('main.py', 'a = 1'), file('util.py', 'u = 2'), file('old.py', 'o')])).toBe(false);
    expect(sameFiles(base, base.slice(1))).toBe(false);
    expect(sameFiles(base.slice(1), base)).toBe(false);
  });
});

describe('the entry file Run starts', () => {
  it('prefers package.json’s main, then the conventional names', () => {
    expect(projectEntry([file('package.json', '{"main": "./server/start.js"}'), file('server/start.js'), file('index.js')])).toBe('server/start.js');
    expect(projectEntry([file('package.json', '{"main": "missing.js"}'), file('index.js')])).toBe('index.js');
    expect(projectEntry([file('package.json', '{ broken'), file('lib/x.py'), file('app.py')])).toBe('app.py');
    expect(projectEntry([file('src/main.rs'), file('build.rs')])).toBe('src/main.rs');
    expect(projectEntry([file('notes.md')])).toBeUndefined();
  });
});
