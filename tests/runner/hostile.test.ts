import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { executeReply, type ExecuteReply } from '@shared/api/runner';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { processesWith, slotUserProcesses } from './host-processes';
import { createRunnerApp, type RunnerApp } from './runner-app';

let r: RunnerApp;
let dataDir: string;
beforeAll(async () => {
  r = await createRunnerApp();
  dataDir = r.t.database.env.DATA_DIR ?? '';
});
let closed = false;
afterAll(async () => {
  if (!closed) await r?.close();
});

/** Runs a program as a learner of its own while checking that the server's health still answers. */
async function hostile(language: string, content: string, stdin = ''): Promise<ExecuteReply> {
  const token = await r.newToken();
  const running = r.execute({ language, files: [{ content }], stdin }, token);
  const health = await r.t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  const res = await running;
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return executeReply.parse(res.json);
}

// Each case takes at most one run slot for its time limit; run together they finish in seconds.
describe.concurrent('hostile programs are stopped with a clear message', () => {
  it('contains a shell fork bomb and stops it at the time limit', async () => {
    const reply = await hostile('bash', ':(){ :|:& };:\nsleep 10');
    expect(reply.run.signal).toBe('SIGKILL');
    expect(reply.run.message).toBe('Time limit reached: the program ran for more than 3 s and was stopped.');
  });

  // Only the first process forks, so the run ends as soon as the limit refuses it, however busy the
  // machine; the shell fork bomb above, whose copies all fork, runs on until the clock stops it.
  it('holds a fork bomb to the process limit', async () => {
    const reply = await hostile('python', 'import os, time\nwhile True:\n    if os.fork() == 0:\n        time.sleep(60)');
    expect(reply.run.stderr).toContain('BlockingIOError');
    expect(reply.run.message).toBe('Process limit reached: the program tried to run more than 64 processes or threads at once.');
  });

  it('stops an infinite loop at the time limit', async () => {
    const reply = await hostile('python', 'while True:\n    pass');
    expect(reply.run.signal).toBe('SIGKILL');
    expect(reply.run.message).toBe('Time limit reached: the program ran for more than 3 s and was stopped.');
  });

  it('refuses a 2 GB allocation', async () => {
    const reply = await hostile('python', 'data = bytearray(2 * 1024 ** 3)\nprint("allocated")');
    expect(reply.run.stdout).not.toContain('allocated');
    expect(reply.run.message).toBe('Memory limit reached: the program tried to use more than 256 MB.');
  });

  it('refuses a 2 GB allocation in C as well', async () => {
    const reply = await hostile(
      'c',
      '#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\nint main(void) { char *p = malloc(2UL << 30); if (!p) { puts("no memory"); return 3; } memset(p, 1, 2UL << 30); puts("allocated"); return 0; }',
    );
    expect(reply.run.stdout).toBe('no memory\n');
    expect(reply.run.code).toBe(3);
  });

  it('stops a 2 GB shared mapping, which the heap limit does not count, at the memory limit', async () => {
    const reply = await hostile('python', ['import mmap', 'm = mmap.mmap(-1, 2 * 1024 ** 3)', 'for i in range(0, len(m), 4096):', '    m[i] = 1', 'print("touched")'].join('\n'));
    expect(reply.run.stdout).not.toContain('touched');
    expect(reply.run.message).toMatch(/^Memory limit reached: the program tried to use more than 256 MB( and was stopped)?\.$/);
    // Killed by the kernel (a memory cgroup) or refused at the mapping (an address-space limit).
    expect(reply.run.signal === 'SIGKILL' || (reply.run.code ?? 0) > 0, JSON.stringify(reply.run)).toBe(true);
    expect((await r.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('reports a program that kills itself with SIGKILL as killed by that signal', async () => {
    const reply = await hostile('python', 'import os, signal\nprint("before", flush=True)\nos.kill(os.getpid(), signal.SIGKILL)\nprint("after")');
    expect(reply.run).toMatchObject({ stdout: 'before\n', stderr: '', code: null, signal: 'SIGKILL', message: null });
  });

  it('cannot make a user namespace of its own (where it would be uid 0)', async () => {
    const reply = await hostile('bash', 'unshare -r id\necho "unshare: $?"');
    expect(reply.run.stdout).not.toContain('uid=0');
    expect(reply.run.stdout).toMatch(/^unshare: [1-9]/m);
    // Refused with ENOSPC, which is not the disk filling up.
    expect(reply.run.message).toBeNull();
  });

  it('cuts 100 MB of output at 64 KB and stops the program', async () => {
    const reply = await hostile('python', 'import sys\nchunk = "x" * 65536\nfor _ in range(1600):\n    sys.stdout.write(chunk)');
    expect(reply.run.stdout.length).toBe(64 * 1024);
    expect(reply.run.output).toContain('[Output limit reached: the program printed more than 64 KB, so it was stopped here.]');
    expect(reply.run.message).toBe('Output limit reached: the program printed more than 64 KB, so it was stopped here.');
    expect(reply.run.signal).toBe('SIGKILL');
  });

  it('refuses writes past 64 MB in the working folder without filling the host disk, leaving nothing behind', async () => {
    const marker = `fill-${process.pid}`;
    const free = () => Number(fs.statfsSync(os.tmpdir()).bavail) * fs.statfsSync(os.tmpdir()).bsize;
    const before = free();
    let lowest = before;
    const sampler = setInterval(() => (lowest = Math.min(lowest, free())), 20);
    const reply = await hostile(
      'python',
      ['chunk = b"x" * (16 * 1024 * 1024)', 'for i in range(200):', `    with open("${marker}-%d.bin" % i, "wb") as f:`, '        f.write(chunk)', '    print(i)'].join('\n'),
    ).finally(() => clearInterval(sampler));
    expect(reply.run.stderr).toContain('No space left on device');
    expect(reply.run.message).toBe('Disk limit reached: the program tried to write more than 64 MB of files.');
    expect(reply.run.stdout.split('\n').length).toBeLessThanOrEqual(5);
    expect(before - lowest).toBeLessThan(64 * 1024 * 1024);
    const leftovers = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('kodeshala-runs-')).flatMap((name) => fs.readdirSync(path.join(os.tmpdir(), name), { recursive: true, encoding: 'utf8' })).filter((name) => name.includes(marker));
    await vi.waitFor(() => expect(leftovers()).toEqual([]), { timeout: 5_000, interval: 50 });
  });

  it('has no network: neither the internet nor a server on this machine', async () => {
    const server = net.createServer((socket) => socket.end('leaked'));
    let connections = 0;
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const reply = await hostile(
      'python',
      [
        'import socket',
        `for host, port in [("127.0.0.1", ${port}), ("1.1.1.1", 80), ("example.com", 80)]:`,
        '    try:',
        '        socket.create_connection((host, port), timeout=1).recv(10)',
        '        print("connected", host)',
        '    except OSError as e:',
        '        print("blocked", host, type(e).__name__)',
      ].join('\n'),
    );
    server.close();
    expect(reply.run.stdout).not.toContain('connected');
    expect(reply.run.stdout.match(/^blocked/gm)).toHaveLength(3);
    expect(connections).toBe(0);
  });

  it('cannot read the data directory, /etc/shadow, /root or the host /tmp', async () => {
    const marker = path.join(os.tmpdir(), `kodeshala-secret-${process.pid}`);
    fs.writeFileSync(marker, 'secret');
    const reply = await hostile(
      'python',
      [
        'import os',
        `for p in [${JSON.stringify(path.join(dataDir, 'kodeshala.sqlite'))}, "/etc/shadow", "/root/.bashrc", ${JSON.stringify(marker)}]:`,
        '    try:',
        '        open(p).read()',
        '        print("read", p)',
        '    except OSError as e:',
        '        print("refused", type(e).__name__)',
        'print("tmp", os.listdir("/tmp"))',
        'print("etc", sorted(os.listdir("/etc")))',
      ].join('\n'),
    );
    fs.rmSync(marker);
    expect(reply.run.stdout).not.toMatch(/^read/m);
    expect(reply.run.stdout.match(/^refused/gm)).toHaveLength(4);
    expect(reply.run.stdout).toContain('tmp []');
    expect(reply.run.stdout).not.toContain('shadow');
  });

  it('cannot write outside its working folder', async () => {
    const outside = path.join(dataDir, 'planted.txt');
    const reply = await hostile(
      'python',
      [
        `for p in ["/usr/planted.txt", "/etc/planted.txt", "/planted.txt", "/dev/planted.txt", ${JSON.stringify(outside)}, "/tmp/../usr/bin/planted"]:`,
        '    try:',
        '        open(p, "w").write("x")',
        '        print("wrote", p)',
        '    except OSError as e:',
        '        print("refused", type(e).__name__)',
        'open("mine.txt", "w").write("fine")',
        'print("working folder ok", open("mine.txt").read())',
      ].join('\n'),
    );
    expect(reply.run.stdout).not.toMatch(/^wrote/m);
    expect(reply.run.stdout).toContain('working folder ok fine');
    expect(fs.existsSync(outside)).toBe(false);
    expect(fs.existsSync('/usr/planted.txt')).toBe(false);
    expect(fs.existsSync('/planted.txt')).toBe(false);
  });

  it('leaves no background process behind after the run', async () => {
    const marker = `31.${process.pid}`;
    const reply = await hostile('bash', `sleep ${marker} &\nsetsid nohup sleep ${marker} > /dev/null 2>&1 &\ndisown\necho started`);
    expect(reply.run.stdout).toBe('started\n');
    expect(processesWith(`sleep ${marker}`)).toEqual([]);
  });

  it('refuses a 1 MB source file with the size limit in words', async () => {
    const res = await r.execute({ language: 'python', files: [{ content: `# ${'x'.repeat(1024 * 1024)}\nprint(1)` }] }, await r.newToken());
    expect(res.status).toBe(413);
    expect(res.json).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: "The program's files add up to more than 512 KB. Keep a program under 512 KB.", messageId: 'runner.filesTooLarge', messageValues: { kb: 512 } },
    });
  });

  it('names an unknown language or version', async () => {
    const token = await r.newToken();
    const language = await r.execute({ language: 'cobol', files: [{ content: 'DISPLAY "HI".' }] }, token);
    expect(language.status).toBe(400);
    expect((language.json as { error: { message: string } }).error.message).toMatch(/^The language "cobol" is not available on this server\. Choose one of: python, /);
    const version = await r.execute({ language: 'python', version: '2.7', files: [{ content: 'print 1' }] }, token);
    expect(version.status).toBe(400);
    expect((version.json as { error: { message: string } }).error.message).toMatch(/^python 3\.\d+\.\d+ is installed here, not version 2\.7\./);
    const badName = await r.execute({ language: 'python', files: [{ name: '../escape.py', content: 'print(1)' }] }, token);
    expect(badName.status).toBe(400);
  });
});

it("holds a compile in a slot's ready sandbox to the memory limit asked for", async () => {
  const token = await r.newToken();
  const hello = { language: 'c', files: [{ content: '#include <stdio.h>\nint main(void) { puts("hi"); return 0; }' }] };
  // After a compiled run every slot keeps a sandbox ready for the next compile, which narrows its bounds.
  for (let run = 0; run < 4; run++) expect(executeReply.parse((await r.execute(hello, token)).json).run.stdout).toBe('hi\n');
  const res = await r.execute({ ...hello, compile_memory_limit: 4 * 1024 * 1024 }, token);
  const reply = executeReply.parse(res.json);
  expect(reply.compile?.code).not.toBe(0);
  expect(reply.run).toBeUndefined();
});

it('takes at most 4 of 50 concurrent runs from one learner and refuses the rest in words, health answering', async () => {
  const token = await r.newToken();
  const runs = Array.from({ length: 50 }, (_, i) => r.execute({ language: 'python', files: [{ content: `import time\ntime.sleep(0.3)\nprint(${i})` }] }, token));
  const health = await r.t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  const results = await Promise.all(runs);
  const done = results.filter((res) => res.status === 200);
  const refused = results.filter((res) => res.status === 429);
  expect(done).toHaveLength(4);
  expect(refused).toHaveLength(46);
  expect(refused[0]?.json).toEqual({
    error: { code: 'RATE_LIMITED', message: 'You have reached the limit of programs running at once (4). Wait for one to finish, then run again.', messageId: 'runner.stillRunning', messageValues: { count: 4 } },
  });
});

it('leaves no process of the sandbox users running once the server has closed', async () => {
  // While it runs, each slot keeps one sandbox waiting for its next program; those go with the server.
  closed = true;
  await r.close();
  expect(slotUserProcesses()).toEqual([]);
});

// Apart from the cases above, which run together: this one starts a second product of its own.
describe('hostile programs on a host without memory cgroups', () => {
  it('refuses the same shared mapping with a message where the host allows no memory cgroup', async () => {
    const fallback = await createRunnerApp({ RUNNER_MEMORY_CGROUPS: 'off' });
    try {
      const running = fallback.run('python', ['import mmap', 'm = mmap.mmap(-1, 2 * 1024 ** 3)', 'for i in range(0, len(m), 4096):', '    m[i] = 1', 'print("touched")'].join('\n'));
      expect((await fallback.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const reply = await running;
      expect(reply.run.stdout).not.toContain('touched');
      expect(reply.run.stderr).toContain('Cannot allocate memory');
      expect(reply.run.message).toMatch(/^Memory limit reached: the program tried to use more than 256 MB( and was stopped)?\.$/);
    } finally {
      await fallback.close();
    }
  });
});
