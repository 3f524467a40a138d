import { describe, expect, it } from 'vitest';
import { createFile, extensionOf, maxFileBytes, modeForFile, renameFile } from './files';
import { folderFileRules, folderPathProblem, folderProjectProblem, maxFolderBytes, maxFolderDepth, maxFolderFiles } from './folder-files';
import { playgroundMessageTable } from './messages';

const ref = playgroundMessageTable.ref;

const file = (name: string, content = '') => ({ name, content, mode: modeForFile(name) });

describe('folder project paths', () => {
  it('takes nested relative paths with / between folders', () => {
    for (const name of ['main.py', 'src/app.ts', 'src/main/java/com/team/App.java', 'docs/read me.md']) expect(folderPathProblem(name, [])).toBeUndefined();
    expect(modeForFile('src/app.ts')).toBe('typescript');
    expect(extensionOf('src.old/README')).toBe('');
  });

  it('refuses absolute paths, .. and . parts, backslashes, drive letters and empty parts', () => {
    for (const name of ['/etc/passwd', '../escape.txt', 'src/../../escape.txt', 'src/./a.ts', '..', '.', 'a\\b.txt', 'C:/x.txt', 'a.txt:stream', 'src//a.ts', 'src/', 'a\u0000b'])
      expect(folderPathProblem(name, []), name).toEqual(ref('badPath'));
    expect(folderPathProblem('  ', [])).toEqual(ref('emptyName'));
  });

  it('refuses what the scanner never opens: hidden parts, .git and node_modules', () => {
    for (const name of ['.env', '.git/hooks/pre-commit', 'src/.secret/a.ts', 'node_modules/x/index.js', 'web/node_modules/a.js'])
      expect(folderPathProblem(name, []), name).toEqual(ref('leftOutPath'));
  });

  it('caps the depth and names the path that is too deep', () => {
    const deep = [...Array.from({ length: maxFolderDepth + 1 }, (_, i) => `d${i}`), 'a.txt'].join('/');
    expect(folderPathProblem(deep, [])).toEqual(ref('tooDeep', { path: deep, max: maxFolderDepth }));
    const deepest = [...Array.from({ length: maxFolderDepth }, (_, i) => `d${i}`), 'a.txt'].join('/');
    expect(folderPathProblem(deepest, [])).toBeUndefined();
  });

  it('refuses a duplicate path', () => {
    expect(folderPathProblem('src/a.ts', ['src/a.ts'])).toEqual(ref('duplicateName', { name: 'src/a.ts' }));
  });
});

describe('folder projects as a whole', () => {
  it('holds far more than a browser project, up to its own caps', () => {
    const many = Array.from({ length: maxFolderFiles }, (_, i) => file(`src/f${i}.ts`, 'x'));
    expect(folderProjectProblem(many)).toBeUndefined();
    expect(folderProjectProblem([...many, file('one-more.ts')])).toEqual(ref('folderTooMany', { max: maxFolderFiles }));
  });

  it('caps the total size and each file', () => {
    const big = 'x'.repeat(maxFileBytes);
    const count = Math.ceil(maxFolderBytes / maxFileBytes) + 1;
    expect(folderProjectProblem(Array.from({ length: count }, (_, i) => file(`f${i}.txt`, big)))).toEqual(ref('folderTooLarge', { mb: maxFolderBytes / 1_000_000 }));
    expect(folderProjectProblem([file('huge.txt', `${big}x`)])).toEqual(ref('fileTooLarge', { name: 'huge.txt', kb: 200 }));
  });

  it('refuses a path that is both a file and a folder', () => {
    expect(folderProjectProblem([file('src'), file('src/a.ts')])).toEqual(ref('folderAndFile', { path: 'src' }));
    expect(folderProjectProblem([file('src/a.ts'), file('src/a.ts/b.ts')])).toEqual(ref('folderAndFile', { path: 'src/a.ts' }));
    expect(folderProjectProblem([file('src/a.ts'), file('srcx/a.ts')])).toBeUndefined();
  });

  it('lets the playground create and rename nested files in a folder project only', () => {
    const files = [file('main.py')];
    expect(createFile(files, 'lib/util.py')).toEqual({ ok: false, error: ref('badName') });
    const created = createFile(files, 'lib/util.py', '', folderFileRules);
    expect(created).toMatchObject({ ok: true, active: 'lib/util.py' });
    expect(renameFile(files, 'main.py', '../main.py', folderFileRules)).toEqual({ ok: false, error: ref('badPath') });
    expect(renameFile(files, 'main.py', 'app/main.py', folderFileRules)).toMatchObject({ ok: true, active: 'app/main.py' });
  });
});
