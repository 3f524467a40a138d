import { describe, expect, it } from 'vitest';
import { createFile, extensionOf, maxFileBytes, modeForFile, playgroundMessages, renameFile } from './files';
import { folderFileRules, folderMessages, folderPathProblem, folderProjectProblem, maxFolderBytes, maxFolderDepth, maxFolderFiles } from './folder-files';

const file = (name: string, content = '') => ({ name, content, mode: modeForFile(name) });

describe('folder project paths', () => {
  it('takes nested relative paths with / between folders', () => {
    for (const name of ['main.py', 'src/app.ts', 'src/main/java/com/team/App.java', 'docs/read me.md']) expect(folderPathProblem(name, [])).toBeUndefined();
    expect(modeForFile('src/app.ts')).toBe('typescript');
    expect(extensionOf('src.old/README')).toBe('');
  });

  it('refuses absolute paths, .. and . parts, backslashes, drive letters and empty parts', () => {
    for (const name of ['/etc/passwd', '../escape.txt', 'src/../../escape.txt', 'src/./a.ts', '..', '.', 'a\\b.txt', 'C:/x.txt', 'a.txt:stream', 'src//a.ts', 'src/', 'a\u0000b'])
      expect(folderPathProblem(name, []), name).toBe(folderMessages.badPath);
    expect(folderPathProblem('  ', [])).toBe(playgroundMessages.emptyName);
  });

  it('refuses what the scanner never opens: hidden parts, .git and node_modules', () => {
    for (const name of ['.env', '.git/hooks/pre-commit', 'src/.secret/a.ts', 'node_modules/x/index.js', 'web/node_modules/a.js'])
      expect(folderPathProblem(name, []), name).toBe(folderMessages.leftOutPath);
  });

  it('caps the depth and names the path that is too deep', () => {
    const deep = [...Array.from({ length: maxFolderDepth + 1 }, (_, i) => `d${i}`), 'a.txt'].join('/');
    expect(folderPathProblem(deep, [])).toBe(folderMessages.tooDeep(deep));
    const deepest = [...Array.from({ length: maxFolderDepth }, (_, i) => `d${i}`), 'a.txt'].join('/');
    expect(folderPathProblem(deepest, [])).toBeUndefined();
  });

  it('refuses a duplicate path', () => {
    expect(folderPathProblem('src/a.ts', ['src/a.ts'])).toBe(playgroundMessages.duplicateName('src/a.ts'));
  });
});

describe('folder projects as a whole', () => {
  it('holds far more than a browser project, up to its own caps', () => {
    const many = Array.from({ length: maxFolderFiles }, (_, i) => file(`src/f${i}.ts`, 'x'));
    expect(folderProjectProblem(many)).toBeUndefined();
    expect(folderProjectProblem([...many, file('one-more.ts')])).toBe(folderMessages.tooMany);
  });

  it('caps the total size and each file', () => {
    const big = 'x'.repeat(maxFileBytes);
    const count = Math.ceil(maxFolderBytes / maxFileBytes) + 1;
    expect(folderProjectProblem(Array.from({ length: count }, (_, i) => file(`f${i}.txt`, big)))).toBe(folderMessages.tooLarge);
    expect(folderProjectProblem([file('huge.txt', `${big}x`)])).toBe(playgroundMessages.fileTooLarge('huge.txt'));
  });

  it('refuses a path that is both a file and a folder', () => {
    expect(folderProjectProblem([file('src'), file('src/a.ts')])).toBe(folderMessages.folderAndFile('src'));
    expect(folderProjectProblem([file('src/a.ts'), file('src/a.ts/b.ts')])).toBe(folderMessages.folderAndFile('src/a.ts'));
    expect(folderProjectProblem([file('src/a.ts'), file('srcx/a.ts')])).toBeUndefined();
  });

  it('lets the playground create and rename nested files in a folder project only', () => {
    const files = [file('main.py')];
    expect(createFile(files, 'lib/util.py')).toEqual({ ok: false, error: playgroundMessages.badName });
    const created = createFile(files, 'lib/util.py', '', folderFileRules);
    expect(created).toMatchObject({ ok: true, active: 'lib/util.py' });
    expect(renameFile(files, 'main.py', '../main.py', folderFileRules)).toEqual({ ok: false, error: folderMessages.badPath });
    expect(renameFile(files, 'main.py', 'app/main.py', folderFileRules)).toMatchObject({ ok: true, active: 'app/main.py' });
  });
});
