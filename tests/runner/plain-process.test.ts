import type { ExecuteRequest } from '@shared/api/runner';
import { createLocalExecutor } from '@server/runner/local-executor';
import { defaultRunnerLimits } from '@server/runner/limits';
import { afterAll, describe, expect, it } from 'vitest';
import { processesWith } from './host-processes';

/**
 * The plain-process backend (plain-process.ts) run for real: the path the desktop app takes on
 * Windows and macOS, here on Linux with the toolchains found on a PATH rather than bubblewrap
 * and Debian's /usr/bin. Only the platform's process table and tree kill differ there.
 */
const executor = createLocalExecutor({
  limits: { ...defaultRunnerLimits, run: { ...defaultRunnerLimits.run, memoryBytes: 128 * 1024 * 1024 } },
  allowUnsandboxed: true,
  mountSlots: false,
  plainProcess: { search: { platform: 'linux', pathVar: '/usr/local/bin:/usr/bin:/bin' }, hostEnv: { PATH: '/usr/local/bin:/usr/bin:/bin' } },
});
afterAll(() => executor.close());

const run = (language: string, content: string, stdin = ''): Promise<Awaited<ReturnType<typeof executor.execute>>> =>
  executor.execute({ language, version: '*', files: [{ content }], stdin, args: [] } satisfies ExecuteRequest);

describe.concurrent('the plain-process backend on this computer', () => {
  it('lists what is installed with its version, and what is not with where to get it', async () => {
    expect(executor.backend).toBe('plain-process');
    const toolchains = await executor.toolchains();
    expect(toolchains.find((t) => t.language === 'python')).toMatchObject({ version: expect.stringMatching(/^3\.\d+\.\d+$/), hint: null });
    const c = toolchains.find((t) => t.language === 'c');
    expect(c?.version).toMatch(/^\d+\.\d+/);
    for (const missing of toolchains.filter((t) => t.version === null)) expect(missing.hint?.url).toMatch(/^https:\/\//);
    expect((await executor.runtimes()).map((r) => r.language)).toContain('python');
  });

  it('runs a program with its input, and compiles C first', async () => {
    expect((await run('python', 'print("Hello, " + input())', 'Dev\n')).run?.stdout).toBe('Hello, Dev\n');
    const c = await run('c', '#include <stdio.h>\nint main(void) { printf("%d\\n", 6 * 7); return 0; }');
    expect(c.compile?.code).toBe(0);
    expect(c.run?.stdout).toBe('42\n');
  });

  it('stops a program at the wall clock, with everything it started', async () => {
    const marker = `kodeshala-plain-${process.pid}`;
    const reply = await run('bash', `(exec -a ${marker} sleep 60) &\nsetsid bash -c 'exec -a ${marker} sleep 60' &\nwhile true; do :; done`);
    expect(reply.run?.message).toBe('Time limit reached: the program ran for more than 3 s and was stopped.');
    expect(reply.run?.signal).toBe('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(processesWith(marker)).toEqual([]);
  });

  it('stops a program whose memory passes the limit', async () => {
    const reply = await run('python', 'import time\nchunks = []\nwhile True:\n    chunks.append(b"x" * (16 * 1024 * 1024))\n    time.sleep(0.01)');
    expect(reply.run?.message).toBe('Memory limit reached: the program tried to use more than 128 MB and was stopped.');
  });

  it('stops a program that prints without end at the output cap', async () => {
    const reply = await run('python', 'while True:\n    print("again " * 500)');
    expect(reply.run?.message).toBe('Output limit reached: the program printed more than 64 KB, so it was stopped here.');
    expect(reply.run?.output.length).toBeLessThan(70 * 1024);
  });

  it('holds processor time and file size with the shell’s ulimit', async () => {
    const big = await run('python', 'open("big.bin", "wb").write(b"x" * (32 * 1024 * 1024))');
    expect(big.run?.message).toBe('File size limit reached: a file may not grow beyond 16 MB.');
  });
});
