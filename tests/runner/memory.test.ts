import { executeReply } from '@shared/api/runner';
import { openRunCgroups } from '@server/runner/memory-cgroup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnect } from './connect-client';
import { createRunnerApp, type RunnerApp } from './runner-app';

// Room for two batch runs and one interactive session at a sandbox's full bound (256 MB of memory,
// 64 MB working folder, 64 MB /tmp, 16 MB /dev/shm = 400 MB each), and a wall clock long enough
// for the kernel, not the timer, to end a program that fills its memory on a busy machine. Two
// batch slots whatever the machine's cores: on one core the runner would take one, and room for two
// sessions.
let r: RunnerApp;
let baseUrl: string;
beforeAll(async () => {
  r = await createRunnerApp({ RUNNER_MEMORY_TOTAL_MB: '1200', RUNNER_CONCURRENCY: '2', RUNNER_RUN_TIMEOUT_MS: '30000' });
  baseUrl = await r.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => r?.close());

const cgroupsHere = await (async () => {
  const cgroups = openRunCgroups(1024 * 1024 * 1024);
  await cgroups?.close();
  return cgroups !== undefined;
})();

describe('the memory of all runs together', () => {
  it('takes no more sessions than fit RUNNER_MEMORY_TOTAL_MB and says so, health answering', async () => {
    const first = await openConnect(baseUrl);
    first.send({ type: 'init', token: await r.newToken(), language: 'python', files: [{ content: 'print("waiting", flush=True)\nprint("got", input())' }] });
    await first.waitFor((m) => m.type === 'data' && m.data.includes('waiting'));
    const second = await openConnect(baseUrl);
    second.send({ type: 'init', token: await r.newToken(), language: 'python', files: [{ content: 'print(1)' }] });
    expect(await second.waitFor((m) => m.type === 'error')).toEqual({ type: 'error', message: 'The code runner is busy right now. Please try again in a few seconds.', messageId: 'runner.busy' });
    expect((await r.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    first.send({ type: 'data', stream: 'stdin', data: 'Asha\n' });
    expect(await first.waitFor((m) => m.type === 'exit')).toMatchObject({ code: 0 });
    expect(first.stdout()).toBe('waiting\ngot Asha\n');
  });

  // In-memory files are memory no address-space limit sees: only a memory cgroup bounds them.
  it.runIf(cgroupsHere)('stops a program holding 2 GB in memory files at its sandbox bound, health answering', { timeout: 90_000 }, async () => {
    const source = [
      'import os',
      'chunk = b"x" * (1024 * 1024)',
      'fds = []',
      'for n in range(128):',
      '    fd = os.memfd_create("f%d" % n)',
      '    for _ in range(16):',
      '        os.write(fd, chunk)',
      '    fds.append(fd)',
      'print("holding", len(fds) * 16, "MB")',
    ].join('\n');
    const running = r.execute({ language: 'python', files: [{ content: source }] }, await r.newToken());
    expect((await r.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const res = await running;
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { run } = executeReply.parse(res.json);
    expect(run.stdout).not.toContain('holding');
    expect(run).toMatchObject({ code: null, signal: 'SIGKILL', message: 'Memory limit reached: the program tried to use more than 256 MB and was stopped.' });
    expect((await r.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
