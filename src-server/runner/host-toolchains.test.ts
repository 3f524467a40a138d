import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findOnPath, hostToolPath, installHint } from './host-toolchains';

// Fake PATH folders holding fake programs, as a learner's machine might.
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-path-'));
const dir = (name: string, programs: string[]) => {
  const folder = path.join(base, name);
  fs.mkdirSync(folder);
  for (const program of programs) fs.writeFileSync(path.join(folder, program), '#!/bin/sh\n', { mode: 0o755 });
  return folder;
};
const first = dir('first', ['node']);
const second = dir('second', ['node', 'python', 'gcc']);
fs.writeFileSync(path.join(second, 'ruby'), 'not executable', { mode: 0o644 });
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

describe('toolchains on the learner’s PATH', () => {
  it('takes the first folder that has the program, another name it goes by, and never a file that cannot run', () => {
    const search = { platform: 'linux' as const, pathVar: `${first}::${second}` };
    expect(findOnPath('node', search)).toBe(path.join(first, 'node'));
    expect(findOnPath('python3', search)).toBe(path.join(second, 'python'));
    expect(findOnPath('ruby', search)).toBeUndefined();
    expect(findOnPath('go', search)).toBeUndefined();
    const bin = hostToolPath(search);
    expect(bin('gcc')).toBe(path.join(second, 'gcc'));
    // Not found: a bare name, which the probe never counts as installed.
    expect(bin('rustc')).toBe('rustc');
  });

  it('on Windows: only .exe and .com, and never the Store’s WindowsApps stubs', () => {
    const present = new Set(['C:\\Python312\\python.exe', 'C:\\Users\\asha\\AppData\\Local\\Microsoft\\WindowsApps\\python3.exe', 'C:\\Tools\\gcc.cmd', 'C:\\Tools\\node.exe']);
    const search = {
      platform: 'win32' as const,
      pathVar: 'C:\\Users\\asha\\AppData\\Local\\Microsoft\\WindowsApps;C:\\Tools;C:\\Python312',
      isFile: (candidate: string) => present.has(candidate),
    };
    expect(findOnPath('python3', search)).toBe('C:\\Python312\\python.exe');
    expect(findOnPath('node', search)).toBe('C:\\Tools\\node.exe');
    expect(findOnPath('gcc', search)).toBeUndefined();
  });

  it('on macOS: the /usr/bin compiler stubs count only with the developer tools installed', () => {
    const present = new Set(['/usr/bin/gcc', '/usr/bin/python3', '/opt/homebrew/bin/python3']);
    const search = { platform: 'darwin' as const, pathVar: '/usr/bin:/opt/homebrew/bin', isFile: (candidate: string) => present.has(candidate) };
    expect(findOnPath('gcc', { ...search, developerTools: false })).toBeUndefined();
    expect(findOnPath('python3', { ...search, developerTools: false })).toBe('/opt/homebrew/bin/python3');
    expect(findOnPath('gcc', { ...search, developerTools: true })).toBe('/usr/bin/gcc');
  });

  it('says where a missing toolchain comes from on each platform', () => {
    expect(installHint('c', 'darwin')).toEqual({ url: 'https://www.msys2.org/', command: 'xcode-select --install' });
    expect(installHint('python', 'win32')).toEqual({ url: 'https://www.python.org/downloads/', command: null });
    expect(installHint('java', 'linux')).toEqual({ url: 'https://adoptium.net/', command: 'sudo apt install default-jdk' });
    expect(installHint('cobol', 'linux')).toBeNull();
  });
});
