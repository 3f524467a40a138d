import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ExecuteRequest } from '@shared/api/runner';
import { loadConfig } from '@server/config';
import { AppError } from '@server/errors';
import { createLocalExecutor } from '@server/runner/local-executor';
import { defaultRunnerLimits } from '@server/runner/limits';
import { afterAll, describe, expect, it } from 'vitest';
import { slotUserProcesses } from './host-processes';

// A machine without bubblewrap: a tool folder holding only prlimit and setpriv.
const toolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-no-bwrap-'));
for (const tool of ['prlimit', 'setpriv']) fs.symlinkSync(`/usr/bin/${tool}`, path.join(toolDir, tool));
afterAll(() => fs.rmSync(toolDir, { recursive: true, force: true }));

const python = (content: string): ExecuteRequest => ({ language: 'python', version: '*', files: [{ content }], stdin: '', args: [] });

describe('without bubblewrap', () => {
  it('a server refuses to run code and says how to fix it', async () => {
    const executor = createLocalExecutor({ limits: defaultRunnerLimits, allowUnsandboxed: false, toolDirs: [toolDir] });
    const error = await executor.execute(python('print(1)')).catch((e: unknown) => e);
    await executor.close();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 503,
      message:
        'Code execution is switched off on this server: bubblewrap is not installed, and a server that runs other people\'s code must sandbox it. Install it with "apt-get install bubblewrap".',
    });
  });

  it("the desktop's standalone mode still runs the learner's own code within the limits", async () => {
    const executor = createLocalExecutor({ limits: defaultRunnerLimits, allowUnsandboxed: true, toolDirs: [toolDir] });
    try {
      const hello = await executor.execute({ ...python('print("Hello, " + input())'), stdin: 'Dev\n' });
      expect(hello.run.stdout).toBe('Hello, Dev\n');
      const [loop, memory] = await Promise.all([executor.execute(python('while True:\n    pass')), executor.execute(python('x = bytearray(2 * 1024 ** 3)'))]);
      expect(loop.run.message).toBe('Time limit reached: the program ran for more than 3 s and was stopped.');
      expect(memory.run.message).toBe('Memory limit reached: the program tried to use more than 256 MB.');
      expect(slotUserProcesses()).toEqual([]);
    } finally {
      await executor.close();
    }
  });

  it('without a size-limited mount, a watchdog stops a program that fills its working folder', async () => {
    const executor = createLocalExecutor({ limits: defaultRunnerLimits, allowUnsandboxed: true, toolDirs: [toolDir], mountSlots: false });
    try {
      const reply = await executor.execute(python('chunk = b"x" * (16 * 1024 * 1024)\nfor i in range(200):\n    open(f"fill-{i}.bin", "wb").write(chunk)\n    print(i)'));
      expect(reply.run.message).toBe('Disk limit reached: the program tried to write more than 64 MB of files and was stopped.');
      expect(reply.run.signal).toBe('SIGKILL');
    } finally {
      await executor.close();
    }
  });

  it('only the desktop app on loopback may choose to run without the sandbox', () => {
    expect(() => loadConfig({ RUNNER_SANDBOX: 'if-available', HOST: '0.0.0.0' }, '1')).toThrow(
      'Invalid environment variable RUNNER_SANDBOX: "if-available" is only for the desktop app on 127.0.0.1; a server that others reach must sandbox their code',
    );
    expect(loadConfig({ RUNNER_SANDBOX: 'if-available', HOST: '127.0.0.1' }, '1').runner.allowUnsandboxed).toBe(true);
    expect(loadConfig({}, '1').runner.allowUnsandboxed).toBe(false);
  });
});
