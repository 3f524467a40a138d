import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeLoginEnvironment, parseEnvironment, readLoginEnvironment } from './login-environment';

let home: string;

beforeEach(() => {
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-login-env-'));
});

afterEach(() => {
  fs.rmSync(home, { recursive: true, force: true });
});

/** The environment an app started from the Dock has: no profile has run. */
const bare = () => ({ HOME: home, SHELL: '/bin/bash', PATH: '/usr/bin:/bin', LANG: 'en_IN.UTF-8' });

describe('the login shell’s environment', () => {
  it.skipIf(process.platform === 'win32')('reads what the profile sets, PATH and values with new lines included', async () => {
    fs.mkdirSync(path.join(home, '.nvm', 'bin'), { recursive: true });
    fs.writeFileSync(
      path.join(home, '.bash_profile'),
      ['echo "Welcome back" ', `export PATH="${home}/.nvm/bin:/opt/homebrew/bin:$PATH"`, "export GREETING=$'two\\nlines'", 'export PYENV_ROOT="$HOME/.pyenv"'].join('\n'),
    );
    const result = await readLoginEnvironment({ env: bare(), platform: process.platform });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.env.PATH?.split(':').slice(0, 2)).toEqual([`${home}/.nvm/bin`, '/opt/homebrew/bin']);
    expect(result.env.GREETING).toBe('two\nlines');
    expect(result.env.PYENV_ROOT).toBe(`${home}/.pyenv`);
    expect(result.env.SHLVL).toBeUndefined();

    const merged = mergeLoginEnvironment({ ...bare(), LANG: 'hi_IN.UTF-8' }, result.env);
    const entries = merged.PATH?.split(':') ?? [];
    expect(entries.slice(0, 2)).toEqual([`${home}/.nvm/bin`, '/opt/homebrew/bin']);
    expect(entries).toEqual(expect.arrayContaining(['/usr/bin', '/bin']));
    expect(new Set(entries).size).toBe(entries.length);
    // What the app was started with wins over the profile.
    expect(merged.LANG).toBe('hi_IN.UTF-8');
    expect(merged.PYENV_ROOT).toBe(`${home}/.pyenv`);
  });

  it.skipIf(process.platform === 'win32')('gives up on a profile that does not finish, and ends it', async () => {
    const pidFile = path.join(home, 'profile.pid');
    fs.writeFileSync(path.join(home, '.bash_profile'), `echo $$ > "${pidFile}"\nsleep 60\n`);
    const result = await readLoginEnvironment({ env: bare(), platform: process.platform, timeoutMs: 500 });
    expect(result).toEqual({ ok: false, reason: '/bin/bash did not finish within 500 ms' });
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('reports a shell that cannot start, and leaves Windows alone', async () => {
    const missing = await readLoginEnvironment({ env: { ...bare(), SHELL: path.join(home, 'no-such-shell') }, platform: 'linux' });
    expect(missing).toMatchObject({ ok: false, reason: expect.stringContaining('could not start') });
    expect(await readLoginEnvironment({ env: bare(), platform: 'win32' })).toMatchObject({ ok: false });
  });

  it('reads only between its markers', () => {
    const marker = '__m__';
    expect(parseEnvironment(`motd text\n${marker}A=1\0B=x=y\0_=/usr/bin/env\0${marker}bye`, marker)).toEqual({ A: '1', B: 'x=y' });
    expect(parseEnvironment('no markers here', marker)).toBeUndefined();
  });
});
