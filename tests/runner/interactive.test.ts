import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnect } from './connect-client';
import { createRunnerApp, type RunnerApp } from './runner-app';

let r: RunnerApp;
let baseUrl: string;
beforeAll(async () => {
  // Sessions slots are four per run slot, and one is freed only once its sandbox is cleared away,
  // which on a busy two-core machine outlasted the next tests' start: with eight, a session was
  // now and then refused as busy and its test waited for a message that never came.
  r = await createRunnerApp({ RUNNER_CONCURRENCY: '4' });
  baseUrl = await r.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => r?.close());

describe.concurrent('an interactive run over the WebSocket', () => {
  it('asks for a name with input() and greets the name typed in', async () => {
    const client = await openConnect(baseUrl);
    client.send({ type: 'init', token: await r.newToken(), language: 'python', files: [{ name: 'main.py', content: 'name = input("Your name? ")\nprint(f"Hello, {name}!")' }] });
    expect(await client.waitFor((m) => m.type === 'runtime')).toMatchObject({ language: 'python' });
    await client.waitFor((m) => m.type === 'data' && m.data.includes('Your name? '));
    client.send({ type: 'data', stream: 'stdin', data: 'Asha\n' });
    expect(await client.waitFor((m) => m.type === 'exit')).toEqual({ type: 'exit', stage: 'run', code: 0, signal: null, message: null });
    expect(client.stdout()).toBe('Your name? Hello, Asha!\n');
    expect((await client.closed).code).toBe(1000);
  });

  it('compiles first, then runs a Scanner program in Java', async () => {
    const client = await openConnect(baseUrl);
    const source = 'import java.util.Scanner;\npublic class Main { public static void main(String[] a) { Scanner in = new Scanner(System.in); System.out.print("Age? "); System.out.flush(); int age = in.nextInt(); System.out.println("Next year: " + (age + 1)); } }';
    client.send({ type: 'init', token: await r.newToken(), language: 'java', files: [{ name: 'Main.java', content: source }] });
    // Typed before the program is ready: it waits for the program, as in a terminal.
    client.send({ type: 'data', stream: 'stdin', data: '17\n' });
    expect(await client.waitFor((m) => m.type === 'exit' && m.stage === 'run')).toMatchObject({ code: 0 });
    expect(client.messages.filter((m) => m.type === 'stage').map((m) => m.type === 'stage' && m.stage)).toEqual(['compile', 'run']);
    expect(client.stdout()).toBe('Age? Next year: 18\n');
  });

  it('stops a running program on a signal message', async () => {
    const client = await openConnect(baseUrl);
    client.send({ type: 'init', token: await r.newToken(), language: 'python', files: [{ content: 'print("looping", flush=True)\nwhile True:\n    pass' }] });
    await client.waitFor((m) => m.type === 'data' && m.data.includes('looping'));
    client.send({ type: 'signal', signal: 'SIGKILL' });
    expect(await client.waitFor((m) => m.type === 'exit')).toMatchObject({ stage: 'run', code: null, signal: 'SIGKILL' });
  });

  it("stops a program on any signal Piston accepts and reports that signal, real-time ones included", async () => {
    const looping = 'print("looping", flush=True)\nwhile True:\n    pass';
    for (const signal of ['SIGQUIT', 'SIGRTMIN+3']) {
      const client = await openConnect(baseUrl);
      client.send({ type: 'init', token: await r.newToken(), language: 'python', files: [{ content: looping }] });
      await client.waitFor((m) => m.type === 'data' && m.data.includes('looping'));
      client.send({ type: 'signal', signal });
      expect(await client.waitFor((m) => m.type === 'exit')).toMatchObject({ stage: 'run', code: null, signal });
    }
  });

  it('accepts a signal that only informs a program and leaves the program running', async () => {
    const client = await openConnect(baseUrl);
    client.send({ type: 'init', token: await r.newToken(), language: 'python', files: [{ content: 'print("ready", flush=True)\nprint("got " + input())' }] });
    await client.waitFor((m) => m.type === 'data' && m.data.includes('ready'));
    client.send({ type: 'signal', signal: 'SIGWINCH' });
    client.send({ type: 'data', stream: 'stdin', data: 'more\n' });
    expect(await client.waitFor((m) => m.type === 'exit')).toEqual({ type: 'exit', stage: 'run', code: 0, signal: null, message: null });
    expect(client.stdout()).toBe('ready\ngot more\n');
  });

  it('refuses a signal name Piston does not know', async () => {
    const client = await openConnect(baseUrl);
    client.send({ type: 'init', token: await r.newToken(), language: 'python', files: [{ content: 'input()' }] });
    await client.waitFor((m) => m.type === 'runtime');
    client.send({ type: 'signal', signal: 'SIGFOO' });
    expect(await client.waitFor((m) => m.type === 'error')).toMatchObject({
      type: 'error',
      message: 'That message is not understood: SIGFOO is not a signal name such as SIGINT or SIGTERM.',
      messageId: 'runner.notUnderstood',
      messageValues: { reason: { messageId: 'runner.notASignal', messageValues: { signal: 'SIGFOO' } } },
    });
    expect((await client.closed).code).toBe(4000);
  });

  it('refuses writes past 64 MB in the working folder with the disk message', async () => {
    const client = await openConnect(baseUrl);
    const source = 'chunk = b"x" * (16 * 1024 * 1024)\nfor i in range(200):\n    open(f"fill-{i}.bin", "wb").write(chunk)';
    client.send({ type: 'init', token: await r.newToken(), language: 'python', files: [{ content: source }] });
    expect(await client.waitFor((m) => m.type === 'exit')).toMatchObject({ stage: 'run', code: 1, message: 'Disk limit reached: the program tried to write more than 64 MB of files.' });
    expect(client.messages.some((m) => m.type === 'data' && m.stream === 'stderr' && m.data.includes('No space left on device'))).toBe(true);
  });

  it('does not let a session waiting for input hold a 2 GB shared mapping', async () => {
    const client = await openConnect(baseUrl);
    const source = ['import mmap', 'm = mmap.mmap(-1, 2 * 1024 ** 3)', 'for i in range(0, len(m), 4096):', '    m[i] = 1', 'print("holding", flush=True)', 'input()'].join('\n');
    client.send({ type: 'init', token: await r.newToken(), language: 'python', files: [{ content: source }] });
    const exit = await client.waitFor((m) => m.type === 'exit');
    expect(exit.type === 'exit' && exit.message).toMatch(/^Memory limit reached: the program tried to use more than 256 MB/);
    expect(client.stdout()).not.toContain('holding');
  });

  it('refuses a session without a valid token in words', async () => {
    const client = await openConnect(baseUrl);
    client.send({ type: 'init', token: 'not-a-token', language: 'python', files: [{ content: 'print(1)' }] });
    expect(await client.waitFor((m) => m.type === 'error')).toEqual({ type: 'error', message: 'Your session has ended. Please sign in again.', messageId: 'auth.sessionExpired' });
    expect((await client.closed).code).toBe(4000);
  });

  it('refuses stdin before init and an unknown language', async () => {
    const early = await openConnect(baseUrl);
    early.send({ type: 'data', stream: 'stdin', data: 'x' });
    expect(await early.waitFor((m) => m.type === 'error')).toEqual({ type: 'error', message: 'Send the init message (with your access token) first.', messageId: 'runner.initFirst' });
    const unknown = await openConnect(baseUrl);
    unknown.send({ type: 'init', token: await r.newToken(), language: 'cobol', files: [{ content: 'x' }] });
    const error = await unknown.waitFor((m) => m.type === 'error');
    expect(error.type === 'error' && error.message).toMatch(/^The language "cobol" is not available on this server\./);
  });
});

// Alone, not among the concurrent cases: it keeps a core busy for its 3 s of processor time.
it('stops a program at its processor time and says so, though the wall clock would wait for typing', { timeout: 60_000 }, async () => {
  const client = await openConnect(baseUrl);
  client.send({ type: 'init', token: await r.newToken(), language: 'python', files: [{ content: 'while True:\n    pass' }] });
  expect(await client.waitFor((m) => m.type === 'exit')).toEqual({
    type: 'exit',
    stage: 'run',
    code: null,
    signal: 'SIGXCPU',
    message: 'Time limit reached: the program used more than 3 s of processor time and was stopped.',
  });
});
