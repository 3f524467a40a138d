import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shellEnvironment, shellFor, Terminals, type TerminalSink } from './terminals';

const folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-terminal-')));
// A home of its own: the shell is interactive and reads ~/.bashrc, and this machine's waits on tools
// the test does not need.
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-terminal-home-'));
const terminals = new Terminals({ ...process.env, HOME: home, SHELL: '/bin/bash', ELECTRON_RUN_AS_NODE: '1' });
afterAll(async () => {
  await terminals.closeAll();
  fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(home, { recursive: true, force: true });
});

class Recorder implements TerminalSink {
  output = '';
  exitCode: number | undefined;
  data(_id: string, data: string) {
    this.output += data;
  }
  exit(_id: string, exitCode: number) {
    this.exitCode = exitCode;
  }
}

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Alive and not a zombie waiting for a parent that is gone. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

describe.skipIf(process.platform !== 'linux')('terminals (node-pty)', () => {
  it('runs a command in the project folder and echoes its output', async () => {
    const sink = new Recorder();
    const id = terminals.open({ owner: 1, cwd: folder, columns: 80, rows: 24, sink });
    terminals.write(1, id, 'echo "answer=$((6*7))"; pwd\r');
    await until(() => sink.output.includes('answer=42') && sink.output.includes(folder));
    terminals.resize(1, id, 120, 40);
    terminals.write(1, id, 'stty size\r');
    await until(() => sink.output.includes('40 120'));
    await terminals.close(1, id);
  });

  it('ends the shell and what it started in the background when the tab closes', async () => {
    // nohup: a hang-up alone (what closing a pty sends) would leave this one running.
    const sink = new Recorder();
    const id = terminals.open({ owner: 1, cwd: folder, columns: 80, rows: 24, sink });
    terminals.write(1, id, 'nohup sleep 300 >/dev/null 2>&1 & echo "child=$! shell=$$"\r');
    await until(() => /child=\d+ shell=\d+/.test(sink.output));
    const [, child, shell] = /child=(\d+) shell=(\d+)/.exec(sink.output)?.map(Number) ?? [];
    expect(isAlive(child ?? 0) && isAlive(shell ?? 0)).toBe(true);

    await terminals.close(1, id);
    await until(() => sink.exitCode !== undefined);
    await until(() => !isAlive(child ?? 0) && !isAlive(shell ?? 0));
    expect(() => terminals.write(1, id, 'echo again\r')).toThrow('This terminal has closed');
  });

  it('keeps one window out of another window’s terminals, and ends them all when that window closes', async () => {
    const sink = new Recorder();
    const id = terminals.open({ owner: 7, cwd: folder, columns: 80, rows: 24, sink });
    expect(() => terminals.write(8, id, 'echo hi\r')).toThrow('This terminal has closed');
    await expect(terminals.close(8, id)).rejects.toThrow();
    await terminals.closeAllOf(7);
    await until(() => sink.exitCode !== undefined);
  });

  it('caps the terminals one window holds, and frees a place when one closes', async () => {
    const capped = new Terminals({ ...process.env, HOME: home, SHELL: '/bin/bash' }, 2);
    const sink = new Recorder();
    const first = capped.open({ owner: 3, cwd: folder, columns: 80, rows: 24, sink });
    capped.open({ owner: 3, cwd: folder, columns: 80, rows: 24, sink });
    expect(() => capped.open({ owner: 3, cwd: folder, columns: 80, rows: 24, sink })).toThrow('At most 2 terminals can be open in one window');
    // Another window has its own places.
    capped.open({ owner: 4, cwd: folder, columns: 80, rows: 24, sink });
    await capped.close(3, first);
    capped.open({ owner: 3, cwd: folder, columns: 80, rows: 24, sink });
    await capped.closeAll();
  });
});

describe('shell choice', () => {
  it('uses the user’s shell, and drops Electron’s own variables from its environment', () => {
    expect(shellFor({ SHELL: '/usr/bin/fish' }, 'linux')).toBe('/usr/bin/fish');
    expect(shellFor({}, 'darwin')).toBe('/bin/zsh');
    expect(shellFor({ COMSPEC: 'C:\\Windows\\system32\\cmd.exe' }, 'win32')).toBe('C:\\Windows\\system32\\cmd.exe');
    expect(shellEnvironment({ PATH: '/bin', ELECTRON_RUN_AS_NODE: '1' })).toEqual({ PATH: '/bin', TERM: 'xterm-256color', COLORTERM: 'truecolor' });
  });
});
