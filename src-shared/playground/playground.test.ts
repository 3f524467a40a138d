import { describe, expect, it } from 'vitest';
import { mapOutputProblems } from './error-lines';
import { createFile, deleteFile, fileNameProblem, freeFileName, modeForFile, projectProblem, renameFile } from './files';
import { languageByExtension, languageByName, playgroundLanguages } from './languages';
import { loopGuardName } from './loop-guard';
import { buildPreviewDocument, previewScripts } from './preview-document';
import { parseRepoName, repoMessages } from './repo-name';
import { playgroundMessageTable } from './messages';

const ref = playgroundMessageTable.ref;

describe('file modes and names', () => {
  it('derives the mode from the extension, default text', () => {
    expect(modeForFile('index.html')).toBe('html');
    expect(modeForFile('style.css')).toBe('css');
    expect(modeForFile('app.js')).toBe('javascript');
    expect(modeForFile('main.py')).toBe('python');
    expect(modeForFile('Main.JAVA')).toBe('java');
    expect(modeForFile('notes')).toBe('text');
    expect(modeForFile('data.xyz')).toBe('text');
  });

  it('offers the spec’s 20 executable languages, each reachable by extension', () => {
    expect(playgroundLanguages).toHaveLength(20);
    expect(new Set(playgroundLanguages.map((l) => l.piston)).size).toBe(20);
    for (const language of playgroundLanguages) expect(languageByExtension(language.extensions[0] ?? '')).toBe(language);
    expect(languageByName('Python3')?.piston).toBe('python');
    expect(languageByName('cpp')?.piston).toBe('c++');
    expect(languageByExtension('css')).toBeUndefined();
  });

  it('needs a non-empty, unique, flat name for a new file', () => {
    const files = [{ name: 'index.html', content: '', mode: 'html' }];
    expect(createFile(files, '   ')).toEqual({ ok: false, error: ref('emptyName') });
    expect(createFile(files, 'index.html')).toEqual({ ok: false, error: ref('duplicateName', { name: 'index.html' }) });
    expect(createFile(files, 'src/app.js')).toEqual({ ok: false, error: ref('badName') });
    expect(fileNameProblem('x'.repeat(101), [])).toEqual(ref('nameTooLong', { max: 100 }));
    const created = createFile(files, ' style.css ');
    expect(created).toMatchObject({ ok: true, active: 'style.css' });
    if (created.ok) expect(created.files[1]).toEqual({ name: 'style.css', content: '', mode: 'css' });
  });

  it('cancels a rename to an empty or unchanged name and follows the new extension', () => {
    const files = [
      { name: 'a.txt', content: 'x', mode: 'text' },
      { name: 'b.py', content: '', mode: 'python' },
    ];
    expect(renameFile(files, 'a.txt', '  ')).toEqual({ ok: false, cancelled: true });
    expect(renameFile(files, 'a.txt', 'a.txt')).toEqual({ ok: false, cancelled: true });
    expect(renameFile(files, 'a.txt', 'b.py')).toEqual({ ok: false, error: ref('duplicateName', { name: 'b.py' }) });
    const renamed = renameFile(files, 'a.txt', 'a.js');
    expect(renamed.ok && renamed.files[0]).toEqual({ name: 'a.js', content: 'x', mode: 'javascript' });
  });

  it('keeps at least one file and selects the neighbour of a deleted one', () => {
    const one = [{ name: 'a.py', content: '', mode: 'python' }];
    expect(deleteFile(one, 'a.py')).toEqual({ ok: false, error: ref('lastFile') });
    const three = [...one, { name: 'b.py', content: '', mode: 'python' }, { name: 'c.py', content: '', mode: 'python' }];
    expect(deleteFile(three, 'b.py')).toMatchObject({ ok: true, active: 'a.py' });
  });

  it('refuses projects over the limits', () => {
    expect(projectProblem([{ name: 'big.txt', content: 'x'.repeat(200_001), mode: 'text' }])).toEqual(ref('fileTooLarge', { name: 'big.txt', kb: 200 }));
    expect(projectProblem([])).toEqual(ref('lastFile'));
    expect(projectProblem([{ name: 'a', content: '', mode: 'text' }, { name: 'a', content: '', mode: 'text' }])).toEqual(ref('duplicateName', { name: 'a' }));
    expect(projectProblem([{ name: 'ok.py', content: 'print(1)', mode: 'python' }])).toBeUndefined();
    expect(freeFileName('main', 'py', ['main.py', 'main-2.py'])).toBe('main-3.py');
  });
});

describe('repository names', () => {
  it('takes owner/repo, or repo with the user’s login as owner', () => {
    expect(parseRepoName('vercel/next.js', 'octo')).toEqual({ ok: true, owner: 'vercel', repo: 'next.js' });
    expect(parseRepoName(' mom-birthday ', 'octo')).toEqual({ ok: true, owner: 'octo', repo: 'mom-birthday' });
  });

  it('answers with the spec’s messages', () => {
    expect(parseRepoName('  ', 'octo')).toEqual({ ok: false, error: repoMessages.empty });
    expect(parseRepoName('a/b/c', 'octo')).toEqual({ ok: false, error: repoMessages.badFormat });
    expect(parseRepoName('bad owner/x', 'octo')).toEqual({ ok: false, error: repoMessages.badFormat });
    expect(parseRepoName('owner/', 'octo')).toEqual({ ok: false, error: repoMessages.badFormat });
    expect(parseRepoName('my repo', 'octo')).toEqual({ ok: false, error: repoMessages.badFormat });
    expect(parseRepoName('mom-birthday', null)).toEqual({ ok: false, error: repoMessages.noLogin });
  });
});

describe('errors mapped to file and line', () => {
  it('reads a Python traceback', () => {
    const output = 'hi\nTraceback (most recent call last):\n  File "/tmp/box/main.py", line 5, in <module>\n    f()\n  File "/tmp/box/main.py", line 2, in f\n    return x\n           ^\nNameError: name \'x\' is not defined\n';
    expect(mapOutputProblems(output, ['main.py'])).toEqual([
      { file: 'main.py', line: 5, message: "NameError: name 'x' is not defined", severity: 'error' },
      { file: 'main.py', line: 2, message: "NameError: name 'x' is not defined", severity: 'error' },
    ]);
    expect(mapOutputProblems('  File "/box/syn.py", line 1\n    print("a"\n         ^\nSyntaxError: \'(\' was never closed\n', ['syn.py'])).toEqual([
      { file: 'syn.py', line: 1, message: "SyntaxError: '(' was never closed", severity: 'error' },
    ]);
  });

  it('reads gcc errors and ignores its context lines', () => {
    const output = "main.c: In function 'main':\nmain.c:3:17: error: expected ';' before 'return'\n    3 |   printf(\"hi\\n\")\n      |                 ^\nmain.c:9:5: warning: unused variable 'y'\n";
    expect(mapOutputProblems(output, ['main.c'])).toEqual([
      { file: 'main.c', line: 3, column: 17, message: "expected ';' before 'return'", severity: 'error' },
      { file: 'main.c', line: 9, column: 5, message: "unused variable 'y'", severity: 'warning' },
    ]);
  });

  it('reads javac errors and a Java stack trace', () => {
    expect(mapOutputProblems("Main.java:3: error: ';' expected\n    int x = 1\n             ^\n1 error\n", ['Main.java'])).toEqual([
      { file: 'Main.java', line: 3, message: "';' expected", severity: 'error' },
    ]);
    expect(mapOutputProblems('Exception in thread "main" java.lang.ArithmeticException: / by zero\n\tat Main.main(Main.java:4)\n', ['Main.java'])).toEqual([
      { file: 'Main.java', line: 4, message: 'java.lang.ArithmeticException: / by zero', severity: 'error' },
    ]);
  });

  it('reads a Node error once, from its location line and its stack', () => {
    const output = '/tmp/box/main.js:2\nfoo();\n^\n\nReferenceError: foo is not defined\n    at Object.<anonymous> (/tmp/box/main.js:2:1)\n    at Module._compile (node:internal/modules/cjs/loader:1521:14)\n';
    expect(mapOutputProblems(output, ['main.js'])).toEqual([{ file: 'main.js', line: 2, message: 'ReferenceError: foo is not defined', severity: 'error' }]);
  });

  it('reads Go and Rust errors, and ignores files that are not in the project', () => {
    expect(mapOutputProblems('# command-line-arguments\n./main.go:3:2: x declared but not used\n', ['main.go'])).toEqual([
      { file: 'main.go', line: 3, column: 2, message: 'x declared but not used', severity: 'error' },
    ]);
    expect(mapOutputProblems('error[E0425]: cannot find value `x` in this scope\n --> main.rs:2:13\n', ['main.rs'])).toEqual([
      { file: 'main.rs', line: 2, column: 13, message: 'cannot find value `x` in this scope', severity: 'error' },
    ]);
    expect(mapOutputProblems('other.c:1:1: error: nope\n', ['main.c'])).toEqual([]);
  });

  it('reads the Rust panic line of rustc 1.73 and later, whose message comes on the next line', () => {
    const output = "thread 'main' panicked at src/main.rs:3:20:\nindex out of bounds: the len is 0 but the index is 3\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n";
    expect(mapOutputProblems(output, ['main.rs'])).toEqual([
      { file: 'main.rs', line: 3, column: 20, message: 'panicked: index out of bounds: the len is 0 but the index is 3', severity: 'error' },
    ]);
  });
});

describe('preview document', () => {
  const files = [
    { name: 'index.html', content: '<!doctype html><html><head><link rel="stylesheet" href="style.css"></head><body><h1>Hi</h1><script src="./app.js"></script></body></html>', mode: 'html' },
    { name: 'style.css', content: 'h1 { color: red }', mode: 'css' },
    { name: 'app.js', content: 'while (true) {} // </script>', mode: 'javascript' },
  ];

  it('inlines the linked CSS and guarded JS and puts the console bridge first', () => {
    const doc = buildPreviewDocument(files) ?? '';
    expect(doc.startsWith('<!doctype html><html><head><script>(function () {')).toBe(true);
    expect(doc).toContain('<style data-file="style.css">h1 { color: red }</style>');
    expect(doc).toContain(`<script data-file="app.js">while (${loopGuardName}() && (true)) {} // <\\/script></script></body>`);
  });

  it('adds stylesheets the HTML does not link but never an unlinked script, and answers undefined without HTML', () => {
    const doc = buildPreviewDocument([{ name: 'index.html', content: '<p>x</p>', mode: 'html' }, files[1]!, files[2]!]) ?? '';
    expect(doc).toMatch(/^<script>[\s\S]*<\/script><style data-file="style.css">/);
    expect(doc).not.toContain('data-file="app.js"');
    expect(buildPreviewDocument([files[1]!])).toBeUndefined();
    expect(previewScripts(files)).toEqual(['app.js']);
  });
});
