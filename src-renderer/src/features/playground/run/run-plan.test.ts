import { playgroundMessageTable } from '@shared/playground/messages';
import { describe, expect, it } from 'vitest';
import { planRun } from './run-plan';

const file = (name: string, content = '', mode = 'text') => ({ name, content, mode });
const web = [file('index.html', '<script src="app.js"></script>', 'html'), file('style.css'), file('app.js')];

describe('what Run does with the open file', () => {
  it('shows the preview for the page, its stylesheet and the scripts it loads', () => {
    for (const active of ['index.html', 'style.css', 'app.js']) expect(planRun(web, active, undefined)).toEqual({ kind: 'preview' });
    expect(planRun([file('style.css')], 'style.css', undefined)).toEqual({ kind: 'refuse', message: playgroundMessageTable.ref('noHtml') });
  });

  it('runs a program with the open file first, its siblings beside it and the version the server has', () => {
    const files = [...web, file('util.py', 'x = 1'), file('main.py', 'import util'), file('main.js', 'console.log(1)')];
    expect(planRun(files, 'main.py', [{ language: 'python', version: '3.11.2', aliases: ['py'] }])).toEqual({
      kind: 'execute',
      language: 'python',
      version: '3.11.2',
      label: 'Python',
      files: [{ name: 'main.py', content: 'import util' }, { name: 'util.py', content: 'x = 1' }],
    });
    // A script the page does not load is a Node program.
    expect(planRun(files, 'main.js', undefined)).toMatchObject({ kind: 'execute', language: 'javascript', version: '*' });
  });

  it('says before the run when the server has no toolchain for the language', () => {
    const runtimes = [{ language: 'kotlin', version: '1.3.31', aliases: ['kt'] }];
    expect(planRun([file('main.swift', 'print(1)')], 'main.swift', runtimes)).toEqual({ kind: 'refuse', message: playgroundMessageTable.ref('notInstalled', { language: 'Swift' }) });
    expect(planRun([file('main.kt', 'fun main() {}')], 'main.kt', runtimes)).toMatchObject({ kind: 'execute', language: 'kotlin', version: '1.3.31' });
  });

  it('refuses a file without a language with the spec message', () => {
    expect(planRun([file('notes.txt')], 'notes.txt', undefined)).toEqual({ kind: 'refuse', message: playgroundMessageTable.ref('unsupportedExtension', { extension: 'txt' }) });
  });
});
